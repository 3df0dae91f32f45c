## Powerline: every word drawn inside its images (boards, center board, standings, preview, timelapse).
## Labels sit in fixed boxes: tests/render/test_languages.py fails when one no longer fits its box.

vp = { $vp } VP
ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
round-of = Round { $round } of { $rounds }

## Worker and dice colours, keyed by the engine's worker names.

colour-red = red
colour-yellow = yellow
colour-blue = blue
colour-green = green
colour-white = white
colour-black = black

## The letter on a die and a planned worker, so colour-blind players read it; each is unique among the six.

mark-red = R
mark-yellow = Y
mark-blue = B
mark-green = G
mark-white = W
mark-black = K

## A player board: its header and side panel (headings are drawn in capitals).

board-round = Board { $board } · round { $round } of { $rounds }
board-header-final = Board { $board } · final
heading-chart = Worker chart
heading-adventure-island = Adventure island
heading-island = Island tokens
heading-vacation = Vacation tile
heading-vp = Victory points
lines-per-round = powerlines per round
vacation-ready = ready
vacation-used = used
ledger-start = Start
ledger-cities = Cities
ledger-stations = Stations
ledger-tiles = Scoring tiles
ledger-island = Island
ledger-unfinished = Unfinished lines

## The timelapse's header line under the player's name.

timelapse-setup = set-up
timelapse-round = after round { $round } of { $rounds }

## The center board.

center-game-over = Game over
dice-for-everyone = dice for everyone
scoring-nth = { $n ->
    [1] 1st scoring
    [2] 2nd scoring
    [3] 3rd scoring
   *[other] { $n }th scoring
}
tile-each = each

## Scoring tiles: what each one counts.

tile-A = Supplied cities
tile-B = Supplied opera cities
tile-C = Supplied church cities
tile-D = Power station tiles
tile-E = Solar station tiles
tile-F = Biogas station tiles
tile-G = Jokers on your sun space, each
tile-H = Chart columns 5 and 6 empty
tile-I = Chart column 3 empty
tile-J = 6+ tokens on the 17-VP powerline
tile-K = Wind and hydro station tiles
tile-L = Few tokens on the island

## Standings: column heads, titles and the solo rating chart (split over two lines between words).

standings-final = Final standings
standings-after = Standings after round { $round }
column-start = Start
column-cities = Cities
column-stations = Stations
column-tiles = Tiles
column-island = Island
column-unfinished = Unfinished
column-tie-break = Tie-break
standings-solo-rating = Solo rating
rating-unlucky = The dice had other plans
rating-promising = A promising start
rating-solid = Solid engineering
rating-impressive = Impressive grid
rating-master = Master of the powerlines
rating-harder = Time to try a harder variant

## The round summary: each board's supplies under it.

fact-energy = energy ×{ $n }
fact-jokers = jokers ×{ $n }
fact-chart = tiles left { $n }
fact-island = island ×{ $n }

## The planning preview's strip: the plan so far and what comes next.

plan-island = island
plan-complete = all six planned
plan-ready = ready to submit
plan-add = add a worker
plan-spots = { $spots ->
    [one] { $spots } spot
   *[other] { $spots } spots
}
plan-spots-island = { $spots ->
    [one] { $spots } spot + island
   *[other] { $spots } spots + island
}
