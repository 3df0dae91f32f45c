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
