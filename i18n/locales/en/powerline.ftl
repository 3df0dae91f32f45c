## Powerline: the lobby.

game-description = A roll-and-build for 1-6 players: everyone shares six dice, plans in secret, then builds at once.
game-length = 15 rounds
level-random-help = plays any legal plan
level-greedy-help = grabs the most points each round
level-strong-help = plans for the whole game
lobby-tiles = Scoring tiles
lobby-rules = Rules
pick-toggles = Optional rules…
pick-tiles = Scoring tiles…
toggle-construction_limits = Construction limits (blue chart)
toggle-adventure_island = Adventure island
toggle-vacation = Vacation tile
toggle-side_a = Drawn tiles over side A (two scoring jokers)
tiles-base = Base tiles A · D · G
tiles-by_colour = Contracts: one per colour group
tiles-any = Contracts: any three
tiles-special_mixed = Special contracts mixed in
tiles-special_alone = Special contracts only (J · K · L)

## Slash commands of Powerline's own.

command-board = See a player's board (yours by default).
option-player = Whose board to show
option-seat = Or a seat number, as listed by /powerline { name-status }
name-board = board
name-player = player
name-seat = seat

## Rounds in the channel, in the game's language.

game-started = **Powerline #{ $game }** starts! { $players }
    Each round, press **{ button-plan }**: only you see your plan.
round-header = **Round { $round }/{ $rounds }** · dice { $dice }
round-waiting = Waiting for: { $people }
round-all-in = All plans are in.
round-deadline = Plans due { $when }; after that the computer plans for whoever is missing.
round-resolved = Round { $round } is over.
button-plan = Plan my round
button-board = My board
button-timelapse = My timelapse

## The private planner, in the language of its owner.

planner-header = **Your plan · round { $round }** · dice { $dice } · { $jokers ->
    [one] 1 joker
   *[other] { $jokers } jokers
}
planner-pick-start = Pick the worker your plan starts with: red goes red → black, black goes black → red.
planner-so-far = So far: { $steps }
planner-nothing-yet = —
planner-next = Next worker: **{ $worker }** (die { $die }).
planner-all-placed = All six workers are placed.
planner-can-submit = You may stop here and submit, or keep adding workers.
planner-vacation = 🏖️ Vacation tile: this round's island workers cost nothing.
planner-submitted = ✅ Your plan is in. You can still change it and submit again until the round ends.
planner-submitted-differs = ✅ A plan is in, but this draft differs: submit it to replace the one that's in.
planner-out-of-date = That window was out of date (you changed the plan elsewhere); this is your current plan.
planner-round-done = Everyone is in: the round is being built; its summary follows here.
planner-hint = 💡 Suggested plan: { $reason }
planner-hint-ask = Your draft is unchanged: press **{ button-hint-use }** to replace it.
planner-hint-failed = No suggestion could be worked out just now; your plan is as it was. Try again in a moment.
planner-already-built = Your plan was in when round { $round } was built; nothing changed. See the game channel.
planner-stale = This planner was for round { $old }, which is over. Press **{ button-plan }** on the latest round message.
planner-game-over = This game is over.
button-start-red = Start with red
button-start-black = Start with black
button-undo = Undo
button-reset = Reset
button-vacation-on = Use vacation tile
button-vacation-off = Don't use vacation tile
button-hint = Suggest a plan
button-hint-use = Use the suggested plan
button-submit = Submit plan
pick-placement = Where does worker { $worker } go?
pick-placement-more = …more spots for worker { $worker } ({ $page })
spot-island = Island
spot-island-help = always possible; costs VP unless on vacation
spot-segment = Line { $line } · from { $origin } · seg { $position } (needs { $needs })
spot-joker = 🃏 Joker: line { $line } · from { $origin } · seg { $position } (needs { $needs })
spot-completes = completes the line: city { $vp } VP
submitted-ok = Plan submitted for round { $round }.
already-submitted = That exact plan is already in for round { $round }; nothing changed.
choice-gone = That choice is no longer available; here is your current plan.
stale-round = That button is from round { $old }; game #{ $game } is on round { $now }. Use the latest round message.

## Status and boards, for the person asking.

status = Game #{ $game } · round { $round }/{ $rounds } · { $waiting }
status-line = { $place }. { $name } (seat { $seat }): { $vp } VP
board-of = { $name }'s board after round { $round }.
board-start = { $name }'s board before round 1.
board-final = { $name }'s board at the end of the game.
board-not-playing = { $name } is not playing in game #{ $game }.
no-such-seat = Game #{ $game } has seats 1 to { $seats }; there is no seat { $seat }.
timelapse-of = { $name }'s board, round by round.

## A round's story in the channel.

resolved = **Round { $round } built** · dice { $dice }
timeout = ⏰ Time ran out: the computer planned for { $people }.
away-played = 💤 Away: the computer planned for { $people }.
narrate-player = **{ $name }** { $change } → { $vp } VP: { $parts }
narrate-nothing = nothing new
built = built { $lines }
completed = completed line { $line } → city { $vp } VP
city-powered-late = the city of line { $line } finally got energy → { $vp } VP
city-waiting = line { $line } complete, its city waits for energy
station = station { $station } +{ $vp } VP
island-loss = { $workers } on the island −{ $vp } VP
island-free = { $workers } on the island, on vacation
joker-spent = { $count ->
    [one] 1 joker spent
   *[other] { $count } jokers spent
}
joker-sun = gained a joker (single worker)
scoring-header = **Scoring { $scoring }**
scoring-player = **{ $name }**: { $parts } = +{ $total } VP
tile-paid = { $tile } +{ $vp }
scoring-joker = +1 joker
end-penalty = **{ $name }**: { $lines ->
    [one] 1 unfinished line
   *[other] { $lines } unfinished lines
} −{ $vp } VP
final-header = 🏁 **Game #{ $game } is over!**
final-line = { $medal } **{ $name }** { $vp } VP
solo-rating = Solo rating: **{ $title }** ({ $vp } VP).

## /powerline rules, in our own words.

rules-summary =
    📘 **Powerline in a nutshell**
    • 15 rounds. Each round six coloured dice are rolled for everyone.
    • You plan in secret: a run of workers starting with red or black, one after another in colour order. Each worker builds the next segment of a powerline whose number matches its die, or goes to the island.
    • A new powerline may start at either end; after that it grows from that end. At most 3 powerlines per round.
    • The number of workers you send must match a tile still on your worker chart; sending one earns a joker, and a joker lets a worker ignore its die.
    • Island workers cost 1 VP each (the vacation tile, once per game, waives it).
    • Complete a powerline to power its city and score it (if you have an energy tile); complete every line around a power station to score the station.
    • Scoring tiles pay after rounds 5, 10 and 15. Unfinished started lines cost points at the end. Most VP wins.

## /stats: what Powerline adds to a player's line.

stats-solo = best solo game { $vp } VP: { $title }
