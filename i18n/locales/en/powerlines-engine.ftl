## Power Lines' rules engine speaks in codes and data; these are its words.
## Suits come as keys ("moons"): the bot names them through suit-<key> (or suit-one-<key> for a single one)
## before it fills a message. Sides are "suits" and "values"; lines are ids such as "row-1" or "diag-2".

suit-suns = suns
suit-moons = moons
suit-crowns = crowns
suit-arms = arms
suit-one-suns = sun
suit-one-moons = moon
suit-one-crowns = crown
suit-one-arms = arms

side-suits = Suits
side-values = Values

line-row-1 = Row 1
line-row-2 = Row 2
line-row-3 = Row 3
line-row-4 = Row 4
line-col-1 = Column 1
line-col-2 = Column 2
line-col-3 = Column 3
line-col-4 = Column 4
line-diag-1 = Diagonal ↘
line-diag-2 = Diagonal ↙

## Refusals, told to the player whose placement breaks a rule.

error-match-over = This match is over.
error-stale-turn = That choice was made for an earlier turn: the grid has changed since.
error-not-your-turn = It is not your turn.
error-no-such-tile = There is no tile { $tile }.
error-tile-used = The { $value } of { $suit } is already on the grid.
error-first-at-origin = The first tile of a game goes on the starting cell.
error-cell-taken = That cell already holds a tile.
error-diagonal-only = Touching at a corner is not enough: place the tile beside another one, side to side.
error-not-adjacent = Place the tile beside one already on the grid, side to side.
error-too-wide = The grid may be at most { $size ->
    [one] one tile
   *[other] { $size } tiles
} wide.
error-too-tall = The grid may be at most { $size ->
    [one] one tile
   *[other] { $size } tiles
} high.
