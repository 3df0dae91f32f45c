## Barrage: every word drawn in its images (the map, a company's panel, the shared boards, the final standings).
## Labels sit in fixed boxes: tests/render_barrage/test_languages.py fails when one no longer fits its box.

title-setup = Choosing companies
title-round = Round { $round } of { $rounds }
to-play = { $name } to play
game-over = Game over

## The map's three areas (drawn in capitals).

area-mountains = Mountains
area-hills = Hills
area-plains = Plains


## Companies and officers: names kept as the game prints them, countries in the table's language.

company-usa = USA
company-germany = Germany
company-italy = Italy
company-france = France
no-company = No company chosen yet
officer-wilhelm = Wilhelm
officer-viktor = Viktor
officer-jill = Jill
officer-solomon = Solomon
officer-graziano = Graziano
officer-anton = Anton
officer-mahiri = Mahiri

## The company board: a row per structure; each uncovered slot pays its income every round.

heading-board = Company board

## The national ability (it works from a number of powerhouses built) and the officer's rule.

ability-flow-energy = +{ $amount } energy per drop passing a basin where you have a powerhouse
ability-second-production = after a production, another at a second powerhouse, without modifiers
ability-production-energy = +{ $amount } energy with every production
ability-contract-discount = contracts fulfilled by a production need { $amount } energy less
rule-fixed-base-cost = bases cost { $amount } excavators in every area
rule-min-production = drops × value count as at least { $amount } in a production
rule-conduit-mixers = conduits may be paid with { $amount ->
    [one] a mixer
   *[other] { $amount } mixers
} per point of value
rule-machinery-for-credits = any excavator or mixer of a construction may be paid with { $amount } credits
rule-tallest-dam-capacity = dams of height 3 hold { $amount } drops
rule-copy-tile = a special tile that builds as a tile on the wheel, with its effect
rule-copy-officer = her spaces lend another officer's ability for a turn

## The construction wheel: the open segment first, then the others by the wheel turns until they come back.

heading-wheel = Construction wheel
wheel-open = open

## Contracts in hand and technology tiles in the supply.

heading-hand = Contracts in hand
hand-empty = No contracts in hand
heading-tiles = Technology tiles
heading-own-spaces = Own action spaces

## What an advanced technology tile (or Anton's special tile) does besides building.

tile-fill-empty-dams = { $amount ->
    [one] a drop
   *[other] { $amount } drops
} into each of your empty dams
tile-rotate-per-elevation = { $amount ->
    [one] a wheel turn
   *[other] { $amount } wheel turns
} per elevation of yours
tile-credits-per-value = { $amount } credits per point of the conduit's value
tile-no-engineer-powerhouse = builds a powerhouse as a whole turn, without engineers
tile-ignore-red-map = red map spaces cost nothing extra
tile-energy-per-base = { $amount } energy per base of yours; may fulfil a contract
tile-fill-dam = the raised dam fills up with drops
tile-cheap-conduit = the conduit costs at most { $amount } excavators
tile-free-production = a production with +{ $amount } at any powerhouse of yours
tile-swap-machinery = excavators and mixers pay for each other
tile-free-base = no excavators for the base; may be a whole turn without engineers
tile-vp-per-high-dam = { $amount } VP per dam of yours of height 2 or more
tile-energy-per-value = { $amount } energy per point of the conduit's value; may fulfil a contract
tile-vp-per-powerhouse = { $amount } VP per powerhouse of yours
tile-vp-per-advanced = { $amount } VP per advanced tile of yours
tile-copy-tile = builds as a tile on your wheel, with its effect

## The shared boards: turn order, the management board's actions (drawn in capitals), the energy track, the round's
## bonus tile, the objective tile, the contracts on offer and the patent office.

passed = passed
action-produce = Production
action-water = Water
action-workshop = Workshop
action-machinery = Machinery shop
action-contracts = Contracts
action-patent = Patent office
action-bank = Bank
heading-energy = Energy track
heading-bonus = Bonus
bonus-rule = from { $least } energy; −{ $penalty } VP per { $step } energy short of { $target }
heading-objective = Objective
objective-red-spaces = Bases and powerhouses on red spaces
objective-strongest-area = Structures in your strongest area
objective-weakest-area = Structures in your weakest area
objective-connected = Dams linked to your own powerhouses
objective-presence = Basins with a structure of yours
objective-strongholds = Basins with 3 structures of yours
heading-offer = Contracts on offer
heading-national = National

## The final standings: a row per company by place, under plain column headings; notes under the table.

final-title = Final standings
final-company = Company
final-before = Before
final-objective = Objective
final-leftovers = Leftovers
final-water = Water
final-total = Total
final-objective-note = Objective: { $objective } ({ $places } VP by place)
final-leftovers-rate = Leftovers: 1 VP per { $leftovers } credits, excavators and mixers.
final-water-rate = Water: { $water } VP per drop in your dams.

## What each image shows, in words: its description (alt text, read aloud in its place; at most 1,024 characters
## with the shared "alt-more"), in the order a player looks at it. Spots, spaces, tiles and contracts are named with
## the picker's words (barrage-engine), so these messages only put them together.

alt-map = Map · { $title } · { $status }
alt-chip = { $name } ({ $company }): { $vp } VP, { $energy } energy, { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
}, { $engineers ->
    [one] 1 engineer
   *[other] { $engineers } engineers
}
alt-choices = The spots to choose from, by their letters on the map:
alt-spot = { $spot }: { $about }
alt-build = { $structure } for { $cost }
alt-waiting = { $drops ->
    [0] no drops waiting
    [one] 1 drop waiting
   *[other] { $drops } drops waiting
}
alt-moved = Changed by the last turn: { $spots }
alt-pieces = { $name } has built: { $pieces }
alt-pieces-none = { $name } has built nothing yet.
alt-neutral = Neutral dams: { $dams }
alt-dam = height { $height }, { $drops ->
    [0] empty
    [one] 1 drop
   *[other] { $drops } drops
}
alt-water = Water in the dams: { $basins }
alt-water-none = No water in the dams.
alt-basin-water = { $drops ->
    [one] 1 drop
   *[other] { $drops } drops
} in basin { $basin }
alt-headstreams = Waiting on the headstreams: { $list }
alt-headstream = { $drops ->
    [one] 1 drop
   *[other] { $drops } drops
} on { $id }
alt-company = { $name }'s company: { $company } · { $title }
alt-fulfilled = { $count ->
    [one] 1 contract fulfilled
   *[other] { $count } contracts fulfilled
}
alt-built = { $structure ->
    [base] Bases
    [elevation] Elevations
    [conduit] Conduits
   *[powerhouse] Powerhouses
}: { $built } of { $pieces } built
alt-income = Income every round: { $income }
alt-income-none = No income yet
alt-production = +{ $energy } energy with every production
alt-wheel = Construction wheel: { $segments }
alt-wheel-empty = Construction wheel: empty
alt-wheel-open = open segment: { $items }
alt-wheel-back = back { $turns ->
    [one] after 1 turn
   *[other] after { $turns } turns
}: { $items }
alt-ability = National ability: { $ability }
alt-ability-later = National ability, from { $count } powerhouses built: { $ability }
alt-rule = { $name }: { $rule }
alt-hand = Contracts in hand: { $contracts }
alt-tiles = Technology tiles: { $tiles }
alt-used = Own action spaces used this round: { $spaces }
alt-boards = Shared boards · { $title } · { $status }
alt-order = Turn order: { $order }
alt-energy = Energy track: { $list }
alt-energy-seat = { $name } { $energy } (pays { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
}{ $points ->
    [0] {""}
   *[other] , { $vp } VP
})
alt-bonus = Bonus tile of round { $round }: { $each } VP each for { $counted } ({ $rule })
alt-objective = Objective: { $objective } ({ $places } VP by place); so far { $counts }
alt-held = On the management board: { $spaces }
alt-held-none = No engineers on the management board yet.
alt-held-space = { $space }: { $names }
alt-bank-seat = { $name } ({ $engineers ->
    [one] 1 engineer
   *[other] { $engineers } engineers
})
alt-patent = Patent office: { $tiles }
alt-offer = Contracts on offer: { $contracts }
alt-final-row = { $place }. { $name } ({ $company }): { $vp } VP, { $energy } energy
alt-final-before = { $vp } VP before the final scoring
alt-timelapse = The map replayed in { $frames } pictures, from the start round by round to the end. The last one:

## "Read the board": the whole table in words, a heading per part.

read-company = { $name }: { $company }
read-uncovers = the next one pays { $reward } every round
read-costs = the next one costs { $cost }
read-used = used this round
read-free = free
read-bonus-rounds = Bonus tiles by round: { $tiles }
read-bonus-round = { $round }. { $counted }
read-area = { $area }: { $base }, { $elevation }
read-basin = Basin { $basin }: { $drops ->
    [0] no water
    [one] 1 drop in its dams
   *[other] { $drops } drops in its dams
}
read-headstreams = Headstreams
read-management = Management board
read-picks = Still to pick
