## Barrage: the lobby.

game-description = Dams, conduits and powerhouses in the Alps: turn water into energy, 2-4 players.
game-length = 5 rounds
level-random-help = picks any listed choice at random
level-greedy-help = plays the turn that looks best right now
level-strong-help = weighs its best turns against the rest of the round
level-expert-help = weighs its turns as Master does, with a judgement tuned over thousands of its own games
lobby-setup = Setup
pick-setup = Setup…
setup-introductory = Introductory
setup-introductory-help = fixed company and officer pairings, no patent office
setup-standard = Standard
setup-standard-help = companies and contracts picked in turn, patent office

## Commands.

command-map = See the map as it stands (only you see the answer).
command-company = See a company's board: yours, or a seat's.
command-boards = See the shared boards: action spaces, contracts, patent office.
option-player = Whose company to show
name-player = player
option-seat = The seat number, as listed by /barrage { name-status }
name-map = map
name-company = company
name-boards = boards
name-seat = seat
shown-map = The map of game #{ $game }, as this turn began.
shown-company = { $name }'s company ({ $company }), as this turn began.
shown-boards = The shared boards of game #{ $game }, as this turn began.
board-not-playing = { $name } is not playing in game #{ $game }: name a seat to see its company.
no-such-seat = Game #{ $game } has { $seats } seats; there is no seat { $seat }.

## The channel, in the game's language.

game-started = **Barrage #{ $game }** begins ({ $setup } setup, five rounds). Turn order: { $order }. Objective tile: { $objective }. Bonus tile of round 1: { $bonus }.
order-seat = { $place }. { $who } ({ $company })
turn-header = **Round { $round }/{ $rounds }** · { $who } to play ({ $company })
turn-header-setup = **Setup** · { $who } picks a company and a starting contract
turn-header-income = **Round { $round }, income** · { $who } chooses what their income brings
round-over = **Round { $round } is over.** { $drops ->
    [0] No water was left on the headstreams.
    [one] One drop flowed down from the headstreams.
   *[other] { $drops } drops flowed down from the headstreams.
}
round-bonus = Scoring, with the bonus tile { $bonus } ({ $each } VP each):
round-next = **Round { $round }** · turn order: { $order } · bonus tile: { $bonus }
final-header = 🏁 **Barrage #{ $game } is over!** Final scoring:
final-place = { $place }. { $who }: { $vp } VP
final-winner = { $winner } wins with { $vp } VP.
final-tie = { $winners } share the win with { $vp } VP.

## Objective and bonus tiles.

objective-red-spaces = bases and powerhouses on red spaces
objective-strongest-area = structures in your strongest area
objective-weakest-area = structures in your weakest area
objective-connected = dams connected to your powerhouses
objective-presence = basins with your structures
objective-strongholds = basins with 3 of your structures
bonus-contracts = fulfilled contracts
bonus-bases = bases
bonus-elevations = elevations
bonus-conduits = conduits
bonus-powerhouses = powerhouses
bonus-advanced = advanced tiles

## Status, for the person asking.

status = Game #{ $game } · round { $round }/{ $rounds } · { $who } to play
status-over = Game #{ $game } is over.
status-line = { $seat }. { $name } ({ $company }): { $supply }

## The private turn picker, in the language of the player on turn.

picker-header = **Your turn · round { $round }/{ $rounds }** ({ $company }) · { $supply }
picker-header-setup = **Your pick · setup**
picker-header-income = **Your income · round { $round }**
picker-so-far = So far: { $choices }
picker-complete = Your turn is ready:
    { $turn }
    Press **{ button-confirm }** to play it, or **{ button-undo }** to change the last choice.
picker-shortlist = **Whole turns** rated best by the strong computer's search: one click, then **{ button-confirm }**.
picker-shortlist-line = **{ $n }.** { $turn }
picker-shortlist-failed = No whole turn could be worked out just now; build yours choice by choice.
picker-step-by-step = Or choose step by step:
button-shortlist = Turn { $n }
picker-suggestion = **The strong computer would play**: { $turn }
picker-suggestion-failed = No suggestion could be worked out just now; try again in a moment.
button-suggest = Suggest a move
button-suggestion-play = Play the suggestion
pick-option = Choose…
pick-page = Choose… (page { $page } of { $pages })
option-drops-energy = { $count ->
    [one] 1 drop
   *[other] { $count } drops
} → { $energy } energy
button-undo = Undo
button-confirm = Confirm turn
button-previous = ◀ Previous
button-next = Next ▶
turn-played = You played your turn:
    { $turn }
picker-moved = Your turn changed in another window; here it is as it stands now.
choice-gone = That choice is no longer available; here is your turn as it stands.

## Narration: each turn as one line per player, phrases joined by semicolons.

narrate-line = **{ $who }**: { $actions }
narrate-next = { $done }; { $then }
narrate-earlier = ({ $count ->
    [one] one earlier line
   *[other] { $count } earlier lines
} left out)
narrate-times = { $phrase } (×{ $count })
narrate-played-for = (played by the computer: time ran out)
narrate-played-for-away = (played by the computer: away)
narrate-picked = picked { $company } with { $officer } and the starting contract { $contract }
narrate-officer = copied { $officer }'s ability
narrate-space = took { $space } with { $engineers ->
    [one] 1 engineer
   *[other] { $engineers } engineers
}{ $credits ->
    [0] {""}
    [one] {" "}for 1 credit
   *[other] {" "}for { $credits } credits
}
narrate-built = built { $structure } at { $spot } with the { $tile } tile, for { $cost }
narrate-built-free = built { $structure } at { $spot }
narrate-gained = gained { $reward }
narrate-excavator = took an excavator
narrate-mixer = took a concrete mixer
narrate-wheel-back = turned the wheel and got back { $items }
narrate-drops = put { $drops ->
    [one] a drop
   *[other] { $drops } drops
} on headstream { $headstream }
narrate-headstream = Headstream { $headstream } receives { $drops ->
    [one] a drop
   *[other] { $drops } drops
}
narrate-filled = filled { $spot } with { $drops ->
    [one] a drop
   *[other] { $drops } drops
}
narrate-flowed = the water flowed: { $stops }
flow-dam = { $count ->
    [one] a drop
   *[other] { $count } drops
} into { $spot }
flow-sea = { $count ->
    [one] a drop
   *[other] { $count } drops
} out to sea
narrate-produced = produced { $energy } energy with { $drops ->
    [one] a drop
   *[other] { $drops } drops
} at { $spot }
narrate-toll = (paying { $owner } { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
} for the conduit)
narrate-energy-ability = gained { $energy } energy from the national ability
narrate-energy-flow = gained { $energy } energy from water passing their powerhouses
narrate-energy-reward = gained { $energy } energy
narrate-contract-taken = took the contract { $contract }
narrate-contract-discarded = discarded the contract { $contract }
narrate-contract-fulfilled = fulfilled the contract { $contract }
narrate-tile-bought = bought the { $tile } tile
narrate-tile-copied = used Anton's tile as { $tile }
narrate-passed = passed for the rest of the round

## A whole turn offered before it is played (the shortlist, the suggestion): what the turn will do, as a plan.
## The same phrases as the narration above, in the imperative; the water's own moves keep the narration's words.

offer-picked = pick { $company } with { $officer } and the starting contract { $contract }
offer-officer = copy { $officer }'s ability
offer-space = take { $space } with { $engineers ->
    [one] 1 engineer
   *[other] { $engineers } engineers
}{ $credits ->
    [0] {""}
    [one] {" "}for 1 credit
   *[other] {" "}for { $credits } credits
}
offer-built = build { $structure } at { $spot } with the { $tile } tile, for { $cost }
offer-built-free = build { $structure } at { $spot }
offer-gained = gain { $reward }
offer-excavator = take an excavator
offer-mixer = take a concrete mixer
offer-wheel-back = turn the wheel and get back { $items }
offer-drops = put { $drops ->
    [one] a drop
   *[other] { $drops } drops
} on headstream { $headstream }
offer-filled = fill { $spot } with { $drops ->
    [one] a drop
   *[other] { $drops } drops
}
offer-produced = produce { $energy } energy with { $drops ->
    [one] a drop
   *[other] { $drops } drops
} at { $spot }
offer-toll = (paying { $owner } { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
} for the conduit)
offer-energy-ability = gain { $energy } energy from the national ability
offer-energy-flow = gain { $energy } energy from water passing your powerhouses
offer-energy-reward = gain { $energy } energy
offer-contract-taken = take the contract { $contract }
offer-contract-discarded = discard the contract { $contract }
offer-contract-fulfilled = fulfil the contract { $contract }
offer-tile-bought = buy the { $tile } tile
offer-tile-copied = use Anton's tile as { $tile }
offer-passed = pass for the rest of the round
picker-suggestion-listed = **The strong computer would play Turn { $n }** of the list above.

## Scoring lines ($vp comes signed: +6, −3; $points is the same change as a plain number, to choose a variant).

score-energy-first = most energy ({ $count }): { $vp } VP
score-energy-tied-first = tied for most energy ({ $count }): { $vp } VP
score-energy-second = second most energy ({ $count }): { $vp } VP
score-energy-tied-second = tied for second most energy ({ $count }): { $vp } VP
score-energy-band = { $count } energy: { $credits ->
    [one] 1 credit
   *[other] { $credits } credits
}{ $points ->
    [0] {""}
   *[other] , { $vp } VP
}
score-bonus = bonus tile ({ $count }): { $vp } VP{ $penalty ->
    [0] {""}
   *[other] {" "}({ $penalty } less for energy short of the round's target)
}
score-objective = objective ({ $count }): { $vp } VP
score-leftovers = { $count } credits and machinery left: { $vp } VP
score-water = { $count ->
    [one] 1 drop
   *[other] { $count } drops
} in own dams: { $vp } VP

## /barrage rules, in our own words.

rules-summary =
    📘 **Barrage in a nutshell** (Tommaso Battista and Simone Luciani, Cranio Creations)
    • Two to four companies build dams, conduits and powerhouses in an Alpine valley. Water runs down from four headstreams through the mountains, hills and plains; it rests in the first dam with room.
    • Five rounds. Each round: income, water arrives at the headstreams, then turns in order until everyone has placed all their engineers, then the water left on the headstreams flows and the round is scored.
    • A turn places engineers on one action space and carries it out: build (a technology tile and machinery go on your construction wheel, which brings them back after a few turns), produce (your powerhouse, a conduit leading to it, a dam above with water: drops × the conduit's value, plus the space's modifier), put water on headstreams, turn the wheel, buy machinery, take contracts, or take credits at the bank.
    • Energy from one production may fulfil one contract. Most energy in a round scores 6 VP and the second 2; everyone gains credits by their energy, and the round's bonus tile pays for what you built if you made enough energy.
    • At the end: the objective tile, 1 VP per 5 credits and machinery left, and 1 VP per drop in your dams. Most VP wins.
    • Reading the map: a red-bordered space costs extra credits (the red sample on the map says how many); a conduit shows its value and an arrow to the basin it leads to; a dam shows its height and the drops it holds, grey when it is neutral; a halo marks what the last turn changed; the pink letters are the choices your picker names.
    • In Discord: press **Take my turn**; the bot offers only the choices the rules allow, one step at a time. Undo any choice until you confirm the turn.
