## Barrage's rules engine speaks in codes and ids; these are its words.
## Refusals, told to the player whose action breaks a rule ($kind is a decision kind, named by kind-<kind>).

error-game-over = This game is over.
error-stale-turn = That choice was made for an earlier turn: the game has moved on since.
error-not-your-turn = It is not your turn.
error-turn-unfinished = Your turn is not complete yet: the { $kind } is still to choose.
error-nothing-to-undo = There is nothing to undo: no choice has been made this turn.
error-turn-complete = Your turn is already complete: confirm it, or undo a choice first.
error-not-an-option = That choice ({ $choice }) is not one of the options for the { $kind }.

## Decision kinds, as a refusal names them.

kind-matchup = company and officer
kind-starting = starting contract
kind-space = action space
kind-engineers = number of engineers
kind-officer = officer to copy
kind-tile = technology tile
kind-copy = tile to copy
kind-structure = structure
kind-location = place to build
kind-payment = payment
kind-powerhouse = powerhouse
kind-conduit = conduit
kind-dam = dam
kind-drops = number of drops
kind-contract = contract
kind-discard = contract to discard
kind-headstream = headstream
kind-machinery = machinery
kind-goods = machinery

## What each decision asks.

decision-matchup = Pick your company and its executive officer.
decision-starting = Pick your starting contract.
decision-space = Where do your engineers go? (Or use a tile as a whole turn.)
decision-engineers = How many engineers go to the bank?
decision-officer = Whose ability does Mahiri copy for this turn?
decision-tile = Which technology tile do you build with?
decision-copy = Which tile on your wheel does Anton's tile copy?
decision-structure = What do you build with the { $tile } tile?
decision-location = Where does { $structure } go? The places are lettered on the map.
decision-location-free = Where do you put { $structure }? The places are lettered on the map.
decision-payment = How do you pay for { $structure } at { $spot }?
decision-powerhouse = Which of your powerhouses produces? They are lettered on the map.
decision-conduit = Which conduit brings the water? The conduits are lettered on the map.
decision-dam = Which dam releases the water? The dams are lettered on the map.
decision-drops = How many drops do you release?
decision-contract = Which contract do you take?
decision-fulfil = That makes { $energy } energy: fulfil a contract with it?
decision-discard = You hold more contracts than you may keep: discard one.
decision-headstream = Which headstream gets the drop?
decision-machinery = An excavator or a concrete mixer?
decision-goods = An excavator or a concrete mixer?

## Options.

option-space = { $space } ({ $cost })
cost = { $engineers ->
    [one] 1 engineer
   *[other] { $engineers } engineers
}{ $credits ->
    [0] {""}
    [one] , 1 credit
   *[other] , { $credits } credits
}
cost-bank = { $credits } credit per engineer
option-pass = Pass for the rest of the round
option-tile-turn = { $tile } as a whole turn, without engineers
option-engineers = { $count ->
    [one] 1 engineer
   *[other] { $count } engineers
}: { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
}
option-drops = { $count ->
    [one] 1 drop
   *[other] { $count } drops
}
option-spot = { $letter } · { $spot }
option-excavator = An excavator
option-mixer = A concrete mixer
none-powerhouse = No further production
none-contract = No contract
none-headstream = No more drops
headstream = Headstream { $id }
payment-free = nothing

## Action spaces.

space-produce = Production { $modifier }
space-water = Water: { $drops ->
    [one] a drop
   *[other] { $drops } drops
} on headstreams
space-water-now = Water: a drop that flows at once
space-bank = Bank
space-workshop = Workshop: { $turns ->
    [one] turn the wheel once
   *[other] turn the wheel { $turns } times
}
space-machinery-excavator = Machinery shop: an excavator
space-machinery-either = Machinery shop: an excavator or a mixer
space-machinery-both = Machinery shop: an excavator and a mixer
space-contracts = Contract office: { $count ->
    [one] one contract
   *[other] { $count } contracts
}
space-patent = Patent office
space-patent-tile = Patent office: { $tile }
space-construct = Construction { $number }
space-officer = Mahiri: copy another officer

## Structures in a sentence, with their article (a, the, a free), and technology tiles as printed.

structure-a-base = a base
structure-a-elevation = an elevation
structure-a-conduit = a conduit
structure-a-powerhouse = a powerhouse
structure-the-base = the base
structure-the-elevation = the elevation
structure-the-conduit = the conduit
structure-the-powerhouse = the powerhouse
structure-free-base = a free base
structure-free-elevation = a free elevation
structure-free-conduit = a free conduit
structure-free-powerhouse = a free powerhouse
tile-base = Base
tile-elevation = Elevation
tile-conduit = Conduit
tile-powerhouse = Powerhouse
tile-joker = Joker
tile-anton = Anton's tile
tile-advanced = { $name } { $level }

## What an advanced (or special) tile does besides building.

effect-fill-empty-dams = then { $amount ->
    [one] a drop goes
   *[other] { $amount } drops go
} into each of your empty dams
effect-rotate-per-elevation = then the wheel turns once per elevation you have built
effect-credits-per-value = then { $amount } credits per point of the conduit's value
effect-no-engineer-powerhouse = builds a powerhouse as a whole turn, without engineers
effect-ignore-red-map = no extra credits on red map spaces
effect-energy-per-base = then { $amount } energy per base you have built, for a contract in hand
effect-fill-dam = then the raised dam fills up with water
effect-cheap-conduit = the conduit costs at most { $amount } excavators
effect-free-production = then a production with { $amount ->
    [one] +1
   *[other] +{ $amount }
} by any of your powerhouses
effect-swap-machinery = excavators and mixers may stand in for each other
effect-free-base = the base costs no excavators; usable as a whole turn, without engineers
effect-vp-per-high-dam = then { $amount } VP per dam of yours with an elevation
effect-energy-per-value = then { $amount } energy per point of the conduit's value, for a contract in hand
effect-vp-per-powerhouse = then { $amount } VP per powerhouse you have built
effect-vp-per-advanced = then { $amount } VP per advanced tile you own
effect-copy-tile = builds as one of the tiles on your wheel, with its effect

## Companies and what their executive officers do (officers are named by their names).

company-usa = USA
company-germany = Germany
company-italy = Italy
company-france = France
company-officer = { $company } · { $officer }
company-unpicked = not picked yet
officer-fixed-base-cost = bases always cost { $amount } excavators
officer-min-production = every production counts as at least { $amount } energy
officer-conduit-mixers = conduits may be paid with { $amount ->
    [one] a mixer
   *[other] { $amount } mixers
} per point of value
officer-machinery-for-credits = any machinery of a construction may be paid as { $amount } credits
officer-tallest-dam-capacity = dams of height 3 hold { $amount } drops
officer-copy-tile = a tile of her own that copies a tile on the wheel
officer-copy-officer = her spaces copy another officer's ability for a turn

## Map spots and what stands on them.

spot-up = Basin { $basin }, upper dam
spot-down = Basin { $basin }, lower dam
spot-left = Basin { $basin }, left conduit
spot-right = Basin { $basin }, right conduit
spot-powerhouse = Basin { $basin }, powerhouse { $number }
area-mountains = mountains
area-hills = hills
area-plains = plains
neutral = neutral
help-dam = { $owner } dam, height { $height }, { $drops ->
    [one] 1 drop
   *[other] { $drops } drops
}
help-conduit = value { $value }, leads to basin { $basin }
help-owner = built by { $owner }
help-red = red space: +{ $credits } credits

## Rewards, contracts and supplies.

reward-credits = { $count ->
    [one] 1 credit
   *[other] { $count } credits
}
reward-vp = { $count } VP
reward-energy = { $count } energy
reward-excavators = { $count ->
    [one] 1 excavator
   *[other] { $count } excavators
}
reward-mixers = { $count ->
    [one] 1 mixer
   *[other] { $count } mixers
}
reward-machinery = { $count ->
    [one] 1 excavator or mixer
   *[other] { $count } excavators or mixers
}
reward-rotate = { $count ->
    [one] 1 wheel turn
   *[other] { $count } wheel turns
}
reward-drops = { $count ->
    [one] 1 drop on a headstream
   *[other] { $count } drops on headstreams
}
reward-drops_now = { $count ->
    [one] 1 drop flowing at once
   *[other] { $count } drops flowing at once
}
reward-free = { $structure }
reward-free-in = { $structure } ({ $areas })
reward-free-value = { $structure } of value { $value } at most
contract = { $energy } energy → { $reward }
contract-national = National: { $energy } energy → { $reward }
supply = { $engineers ->
    [one] 1 engineer
   *[other] { $engineers } engineers
} · { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
} · { $excavators ->
    [one] 1 excavator
   *[other] { $excavators } excavators
} · { $mixers ->
    [one] 1 mixer
   *[other] { $mixers } mixers
} · { $energy } energy · { $vp } VP
