## Power Lines: every word drawn in its images (the grid during a game, the scored grid after one).
## Labels sit in fixed boxes: tests/render_powerlines/test_languages.py fails when one no longer fits its box.

game-of = { $games ->
    [1] Single game
   *[other] Game { $game } of { $games }
}
to-play = { $name } to play
match-over = Match over

## The two sides: one player scores lines of one suit, the other lines of one value.

side-badge-suits = Suits
side-badge-values = Values

## The remaining tiles beside the grid, grouped by suit (the heading is drawn in capitals).

heading-remaining = Remaining tiles
tiles-left = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
suit-heading-suns = Suns
suit-heading-moons = Moons
suit-heading-crowns = Crowns
suit-heading-arms = Arms

## A scored grid: each line's label shows the side it scored for, or a dash for nobody.

final-score = Final score
lines-won = { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}
nobody = scored for nobody
heading-match = Match
game-n = Game { $game }
total = Total
match-winner = { $name } wins the match
game-winner = { $name } wins the game
draw = Draw
next-game = Game { $game }: { $name } starts

## Each image in words (its alt text) and the whole match in words ("Read the board"), for players who cannot see
## the pictures, in the order a sighted player looks: which game and whose turn, the scores, then the grid.
## A cell is named by row and column, counted from the top left of the tiles and the spots the next tile may go
## to (once the grid is 4 by 4, the rows and columns it is scored by); a spot by its letter as drawn.

alt-grid-title = Power Lines grid, { $game }: { $status }.
alt-final-title = Power Lines, { $game }: final score.
alt-timelapse-title = Power Lines replay in { $frames ->
    [one] { $frames } picture
   *[other] { $frames } pictures
}, the grid after every tile.
alt-seat = { $name } plays { $side }.
alt-seat-match = { $name } plays { $side }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} in the match.
alt-span = The tiles span { $columns ->
    [one] { $columns } column
   *[other] { $columns } columns
} and { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} of the { $size } by { $size } grid; rows and columns count from the top left of tiles and spots.
alt-cell = row { $row }, column { $column }
alt-tile = { $cell }: { $tile }
alt-tile-last = { $cell }: { $tile }, placed last
alt-pending = { $cell }: { $tile }, chosen, not placed yet
alt-spot = { $cell }: spot { $spot }
alt-left = { $count ->
    [one] { $count } tile left
   *[other] { $count } tiles left
}: { $tiles }.
alt-left-suit = { $suit } { $values }
alt-score = { $name } { $points }
alt-final-seat = { $name } ({ $side }): { $points ->
    [one] { $points } point
   *[other] { $points } points
} from { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}.
alt-final-row = { $line }: { $tiles }
alt-games = { $game }: { $scores }

read-turn = { $name } to play ({ $side }), tile { $tile } of { $tiles }.
read-players = Players and scores
read-grid = The grid
read-no-tile = No tile is on the grid yet.
read-empty = { $cell }: empty
read-spots = Where the next tile may go
read-spot = Spot { $spot }: { $cell }
read-left = Tiles left
read-scored = { $game }, scored
read-result = The match
