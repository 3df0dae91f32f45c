"""Load over the wire: N concurrent games of scripted people against the real bot process, on loopback.
Powerline games, or with --mix Powerline, Barrage and Power Lines tables together.

Play mode (default): N games of --players people each, who join a lobby and then plan round after round at a
person's pace (a random --pause-min..--pause-max seconds between clicks), for --seconds. Prints interaction
acknowledgement latency, click-to-updated-planner latency, round resolution time, throughput, the bot's CPU and
peak memory, this process's own event-loop lag (the local Discord and the people share it), the rounds still
waiting to be built when the people stop (and how long the unloaded bot then takes), and the errors in the bot's log.
A person whose click fails (a control gone, no answer in 30 s) is counted and starts the round over.

--postgres stores the games in a PostgreSQL server the benchmark starts (and stops); --processes 2 then runs two
bot processes with two of four shards each on it, the games' servers spread over the shards.

Planner-only (--planner-only): the lobbies are opened first, then for --seconds every person plans round 1 over
and over (a plan built, then reset) and never submits: every measured interaction is a planner click.

Memory mode (--memory): N games started through their lobbies without pauses (each player submits one plan), then
the bot's memory, then a restart on the same database: time to the gateway and to the first REST call. With
--late-round R the restart comes after every game was played on to round R in the database (random plans, every
post marked sent): the bot's memory once it has caught them all up.

Mixed tables (--mix): a half of the games Powerline (6 people), a quarter Barrage (2 people and 2 strong computer
seats, the standard setup), a quarter Power Lines (a person against the strong computer), people pausing as above
(`mix.py`). Per game it adds: click -> picker updated, Confirm/Place -> the card closed in the channel,
and Confirm/Place -> the next turn card when computer turns came between (their thinking and posting).

The local Discord enforces Discord's rate limits (`localdiscord.ratelimits`: the global 50 requests a second per bot
token outside interaction endpoints, per-route buckets, 5 new messages per 5 s in a channel); --no-limits turns them
off, and --global-limit N sets the global one (the bot is told it through GLOBAL_RATE_LIMIT, as an operator would),
to put a slower machine's load against a proportionally smaller budget.

--metrics runs the bot with METRICS_PORT set, as an operator would, and scrapes its /metrics every 15 s: its cost
is the difference from a run without.

--json PATH (play) writes the figures: `games`, `mix`, `seconds`; `ack_p99_ms`, `acks_over_3s`, `never_acked`,
`ack_p99_ms_by_kind` (kind -> ms); `powerline`: `planner_p95_ms`, `summary_p95_ms` (last plan -> summary),
`summary_p99_ms`, `card_p95_ms` (last plan -> next round's card), `rounds`; with --mix, `barrage` and `powerlines`:
`turns` (played by people), `private_p95_ms`,
`channel_p95_ms`, `computer_p95_ms`; `interactions`, `interactions_per_s`; `cpu_ms_per_interaction`: `bot`,
`with_workers`; `rest_calls_per_interaction` (kind -> calls); `rss_mb`: `bot`, `with_workers`; `rss_growth_pct`
(bot and workers, from 2 minutes in to the end, None for a shorter run); `rss_mb_by_kind` (`bot`, `drawing`,
`thinking`: [MB at 2 minutes, MB at the end]); `harness_lag_p99_ms`; `failed_clicks`; `budget`: `limits`,
`global_limit`, `budgeted_per_s` and `budgeted_peak_per_s` (requests inside Discord's global budget, mean and busiest
second), `exempt_per_s` (interaction endpoints), `budgeted_per_step` (the local Discord's bucket, such as
`message-create` or `message-edit` -> requests per Powerline round or Barrage and Power Lines turn),
`rate_limited` (scope -> 429s), `rate_limited_pct`, `invalid_per_10_min`, `invalid_peak_10_min`. Times are ms, None
without samples.

    python -m benchmarks.wire_load [--games N] [--seconds S] [--pause-min 2 --pause-max 6] [--players 6]
                                   [--postgres [--processes 2]] [--planner-only] [--memory [--late-round R]]
                                   [--mix] [--metrics] [--json PATH] [--seed 1] [--no-limits] [--global-limit 50]

Everything runs on 127.0.0.1 against the local Discord (`localdiscord`), the bot started by `harness.process`; a
temporary directory holds the database and log. Bounded: at most 400 games and 600 seconds of play, and the whole
run is cut off at --seconds plus 5 minutes.

The modules: `__main__` (the options), `play` (play mode, which the others extend), `planner_only`, `memory` and
`mix` (the modes), `people` (the Powerline tables' people and what they measure), `rounds` (rounds as the channels
show them), `figures` (latencies, REST calls, Discord's budget, the bot's log), `machine` (CPU and memory from /proc)
and `bots` (the bot processes and their /metrics).
"""
