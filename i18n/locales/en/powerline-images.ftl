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

## What each image shows, in words: its description (alt text, at most 1,024 characters, which a screen reader
## says in place of the image), in the order a player takes the image in. Lines, spots and workers are named as
## the planner names them (spot-segment in powerline.ftl). $vp and $city are written amounts ("5 VP").

alt-separator = { "; " }
alt-label = { $label }: { $value }
alt-die = { $worker } { $value }
alt-dice = Dice for everyone: { $dice }
alt-next-scoring = Next: { $scoring } after round { $round }
alt-tile = Tile { $letter }, { $what }: { $pays }
alt-pays = { $count } → { $vp }
alt-standings = Standings: { $seats }
alt-seat = { $name } { $vp }
alt-seat-planned = { $name } { $vp }, plan in
alt-seat-planning = { $name } { $vp }, still planning
alt-board = { $name }: { $detail } · { $vp }
alt-supply = { $energy ->
    [one] { $energy } energy tile
   *[other] { $energy } energy tiles
} · { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
alt-line-building = Line { $line }: { $built } of { $length } built from { $origin }, next seg { $position } (needs { $needs })
alt-line-supplied = Line { $line } complete, its city ({ $city }) supplied
alt-line-waiting = Line { $line } complete, its city ({ $city }) waits for energy
alt-lines-open = Not started: { $lines }
alt-lines-none = No powerline started yet
alt-station = { $station } ({ $kind }, { $vp })
alt-stations = Power station tiles: { $stations }
alt-stations-none = No power station tile yet
alt-chart = Worker chart, tiles left for 1 to 6 workers: { $left }
alt-chart-limits = powerlines per round at most: { $limits }
alt-island = { $n ->
    [one] { $n } token on the island
   *[other] { $n } tokens on the island
}
alt-adventure = Adventure island, tokens by die face 1 to 6: { $stacks }
alt-preview = Your plan for round { $round }, board { $board }, { $vp }: { $status }
alt-plan = Starting with { $worker }: { $steps }
alt-plan-empty = Starting with { $worker }, no worker placed yet
alt-plan-step = { $worker } → { $spot }
alt-plan-next = Next: the { $worker } worker, die { $die }, { $spots }
alt-plan-spots = Framed: { $spots }
alt-plan-jokers = Framed for a joker: { $spots }
alt-summary = { $round } built, dice: { $dice }
alt-summary-seat = { $name } { $vp } ({ $change }): { $news } · { $facts }
alt-new-tokens = line { $line } +{ $count }
alt-new-supplied = city of line { $line } supplied ({ $city })
alt-new-waiting = line { $line } complete, its city waits for energy
alt-new-station = station { $station } ({ $vp })
alt-new-nothing = nothing new
alt-facts = energy { $energy }, jokers { $jokers }, chart tiles left { $tiles }
alt-facts-island = island tokens { $island }
alt-network = { $name }'s lines: { $lines }
alt-short-building = { $line } { $built } of { $length }
alt-short-complete = { $line } complete
alt-standings-seat = { $place }. { $name } { $vp }: { $parts }
alt-solo = Solo rating: { $title } ({ $span } VP)
alt-solo-ladder = The rating chart: { $steps }
alt-timelapse = { $name }'s board { $board }, round by round: the set-up, then { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, ending at { $vp }
alt-timelapse-round = Round { $round } ({ $vp }): { $news }

## "Read the board": the whole game as headings and lists, for a screen reader. A line's open segments are listed
## from each end it may grow from, counted as the planner counts them (read-from, read-seg).

read-scorings = Scorings after rounds { $rounds }
read-tiles = Scoring tiles
read-standings = Standings
read-player = { $name } · board { $board } · { $vp }
read-lines = { $name }: powerlines
read-stations = { $name }: power stations
read-line-name = Line { $line }
read-line = { $name } ({ $start }–{ $end }, { $length ->
    [one] { $length } segment
   *[other] { $length } segments
}, city { $city })
read-open = not started
read-building = { $built } built from { $origin }
read-supplied = complete, city supplied
read-waiting = complete, city waits for energy
read-from = from { $origin }: { $segments }
read-seg = seg { $position } (needs { $needs })
read-station = Station { $station } ({ $kind }, { $vp }; lines { $lines })
read-station-done = tile placed
read-station-open = no tile yet
read-kind-wind = wind
read-kind-hydro = hydro
read-kind-solar = solar
read-kind-biogas = biogas
read-icon-opera = opera
read-icon-church = church
read-chart = Worker chart: tiles left by the number of workers a plan deploys
read-chart-column = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
}: { $left } of { $total } left
read-chart-limit = at most { $limit ->
    [one] { $limit } powerline
   *[other] { $limit } powerlines
}
