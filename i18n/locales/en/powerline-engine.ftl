## Powerline's rules engine speaks in codes and data; these are its words.
## Worker colours come as keys ("red"): the bot names them through worker-<key> before it fills a message.

worker-red = red
worker-yellow = yellow
worker-blue = blue
worker-green = green
worker-white = white
worker-black = black

## Refusals, told to the player whose plan or action breaks a rule.

error-plan-start = A plan starts with the { $first } or the { $last } worker, not { $start }.
error-all-planned = All { $count } workers are already planned.
error-island-joker = The island needs no joker.
error-island-segment = The island has no segments.
error-unknown-line = There is no powerline { $line } on your board.
error-line-complete = Powerline { $line } is already complete.
error-line-not-started = Powerline { $line } has not been started: begin it at either end (next to { $one_end } or next to { $other_end }).
error-line-direction = Powerline { $line } is being built from its { $origin } end; the next free spot is the { $position ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $position }th
} segment from { $station }.
error-die-mismatch = The { $colour } die shows { $die }, but that segment of powerline { $line } needs { $needs }. Spend a joker or choose another spot.
error-joker-not-needed = The { $colour } die already shows { $die }: keep your joker.
error-no-joker = You have no joker left to spend.
error-line-limit = Workers may go to at most { $limit ->
    [one] one powerline
   *[other] { $limit } powerlines
} in one round.
error-no-worker = Deploy at least one worker.
error-column-empty = No worker tile is left in column { $workers } of your chart, so you cannot deploy exactly { $workers ->
    [one] one worker
   *[other] { $workers } workers
} this round.
error-construction-limit = Construction limits: { $workers ->
    [one] one worker
   *[other] { $workers } workers
} may build on only { $limit ->
    [one] one powerline
   *[other] { $limit } powerlines
}, but this plan uses { $lines }.
error-construction-limit-ahead = Construction limits: no worker count you can still deploy allows { $lines ->
    [one] one powerline
   *[other] { $lines } powerlines
}.
error-columns-empty = Your chart has no worker tile left in columns { $workers } to { $last_column }, so you cannot deploy { $workers ->
    [one] one worker
   *[other] { $workers } workers
} or more.
error-vacation-off = This game is played without the vacation tile.
error-vacation-used = You have already used your vacation tile.
error-vacation-needs-island = The vacation tile only saves island penalties: send a worker to the island to use it.
error-game-over = This game is over.
error-no-seat = There is no seat { $seat } in this game.
error-stale-round = That plan was made for round { $planned }, but this is round { $current }.

## Why a suggested plan is good: one sentence of clauses joined by hint-then; a clause with items (lines,
## stations) lists them, joined by the shared list-and, as its $items.

hint-complete = completes { $items }
hint-complete-line = powerline { $line } (city { $vp } VP)
hint-finish = finishes { $items }
hint-finish-station = the { $type } station { $station } ({ $vp } VP)
hint-grow = builds on { $items }
hint-grow-line = { $line } (+{ $added }, { $left } to go)
hint-joker-tile = takes a 1-worker tile for a joker
hint-spend-jokers = { $count ->
    [one] spends a joker
   *[other] spends { $count } jokers
}
hint-island = { $count ->
    [one] sends a worker to the island
   *[other] sends { $count } workers to the island
}
hint-island-vacation = { $count ->
    [one] sends a worker to the island with the vacation tile, at no cost
   *[other] sends { $count } workers to the island with the vacation tile, at no cost
}
hint-open = keeps your options open
hint-then = { $first }; { $rest }
hint-gain = { $reason } (+{ $vp } VP this round).
hint-loss = { $reason } (−{ $vp } VP this round).
hint-even = { $reason }.
