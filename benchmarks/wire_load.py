"""Load over the wire: N concurrent Powerline games of scripted people against the real bot process, on loopback.

Play mode (default): N games of --players people each, who join a lobby and then plan round after round at a
person's pace (a random --pause-min..--pause-max seconds between clicks), for --seconds. Prints interaction
acknowledgement latency, click-to-updated-planner latency, round resolution time, throughput, the bot's CPU and
peak memory, this process's own event-loop lag (the fake Discord and the people share it), the rounds still
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
(`benchmarks/mix.py`). Per game it adds: click -> picker updated, Confirm/Place -> the card closed in the channel,
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

Everything runs on 127.0.0.1 against tests/wire's fake Discord; a temporary directory holds the database and log.
Bounded: at most 400 games and 600 seconds of play, and the whole run is cut off at --seconds plus 5 minutes.
"""

import argparse
import asyncio
import contextlib
import gc
import json
import math
import os
import random
import re
import signal
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from benchmarks import mix
from benchmarks.late_games import age_games, unsettled
from bot.table.workers import IDLE_SECONDS
from engine.powerline.rules import load_rules
from harness.postgres import PostgresServer, binaries
from harness.powerline import NAMES, PLAN, SUBMIT
from harness.process import BotProcess
from harness.process import children as workers
from harness.words import label
from localdiscord.model import Channel, Guild, Interaction, Message, controls, created_at
from localdiscord.players import NoSuchControl, Player, answered, is_answered, labels
from localdiscord.ratelimits import bucket_of
from localdiscord.server import FakeDiscord

MAX_GAMES = 400
MAX_MEMORY_GAMES = 1000
"""Memory mode only starts games (one plan each), so it may hold more of them."""
MAX_SECONDS = 600
OVERRUN_SECONDS = 300
"""Beyond --seconds, what starting and stopping may take before the whole run is cut off."""
CHANNELS_PER_GUILD = 50
ANSWER_TIMEOUT = 30.0
SLOW_ACK = 3.0
"""Discord drops an interaction that is not acknowledged within 3 s."""
STARTS = (label("button-start-red"), label("button-start-black"))
RESET = label("button-reset")
MAX_PLACEMENTS = 12
STALL_SECONDS = 30.0
"""After the stop, how long the bot gets to build the rounds whose plans were all in."""
OPEN_SECONDS = 120.0
"""Planner-only mode: how long the lobbies get before the measured time begins."""
CATCH_UP_SECONDS = 180.0
"""Late mode: how long the restarted bot gets to catch every game up."""
SHARDS_PER_PROCESS = 2
QUICK_GAMES_AT_ONCE = 25
"""Memory mode: lobbies in flight at once."""

MIX = ("powerline", "powerline", "barrage", "powerlines")
"""--mix: the game of each table, in turn."""
MIX_PEOPLE = {"powerline": 6, "barrage": 2, "powerlines": 1}
"""--mix: people at each kind of table; computer seats fill the rest (two strong ones in Barrage, one in Power
Lines)."""

RSS_SETTLED_SECONDS = 120.0
"""Memory growth is counted from this far into the play, once caches and workers have warmed up."""

OPEN_CARD = re.compile(r"\*\*Round (\d+)/\d+\*\*")
CLOSED_CARD = re.compile(r"^Round (\d+) is over\.", re.MULTILINE)
SUMMARY = re.compile(r"\*\*Round (\d+) built\*\*")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


# -- the bot process, from /proc ---------------------------------------------------------------------------
IDS = re.compile(r"/\d+")
REST_KINDS = (
    ("interaction answer", re.compile(r"^/interactions/")),
    ("followup or edit of an answer", re.compile(r"^/webhooks/")),
    ("channel post or edit", re.compile(r"^/channels/\d+/messages")),
)


def rest_calls(calls: list[Any], since: float, until: float) -> Counter[str]:
    """The bot's REST calls made between `since` and `until`, by what they do (their path with ids left out)."""
    counts: Counter[str] = Counter()
    for call in calls:
        if since <= call.at <= until:
            kind = next((name for name, pattern in REST_KINDS if pattern.match(call.path)), None)
            counts[kind or f"{call.method} {IDS.sub('/:id', call.path)}"] += 1
    return counts


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time the process (all its threads) has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_mb(pid: int) -> dict[str, float]:
    """VmRSS (resident now) and VmHWM (peak resident) in MB."""
    found: dict[str, float] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0]) / 1024
    return found


def shares_mb(pid: int) -> dict[str, float]:
    """Proportional set size (shared pages divided among the processes mapping them) and its anonymous and
    file-backed parts, in MB; resident anonymous memory (heap and images, the process's own)."""
    found: dict[str, float] = {}
    for path, keys in (
        (f"/proc/{pid}/smaps_rollup", ("Pss", "Pss_Anon", "Pss_File")),
        (f"/proc/{pid}/status", ("RssAnon",)),
    ):
        for line in Path(path).read_text().splitlines():
            key, _, value = line.partition(":")
            if key in keys:
                found[key] = int(value.split()[0]) / 1024
    return found


def family_cpu_seconds(pid: int) -> float:
    """CPU of the bot and its live drawing workers."""
    return cpu_seconds(pid) + sum(cpu_seconds(child) for child in workers(pid))


def family_rss_mb(pid: int) -> float:
    """VmRSS of the bot and its drawing workers."""
    return memory_mb(pid)["VmRSS"] + sum(memory_mb(child)["VmRSS"] for child in workers(pid))


def bot_pid(bot: BotProcess) -> int:
    assert bot.process is not None, "the bot is not running"
    return bot.process.pid


def log_errors(text: str) -> tuple[int, list[str]]:
    """Lines with "Traceback" or " ERROR " (colour codes removed), and the first distinct ones: an ERROR line's
    message, or a traceback's exception line."""
    lines = [ANSI.sub("", line) for line in text.splitlines()]
    count = 0
    distinct: list[str] = []
    for i, line in enumerate(lines):
        if "Traceback" not in line and " ERROR " not in line:
            continue
        count += 1
        if "Traceback" in line:
            after = (x for x in lines[i + 1 :] if x and not x.startswith((" ", "Traceback")))
            what = next(after, line)
        else:
            what = line.partition(" ERROR ")[2].strip()
        if what not in distinct:
            distinct.append(what)
    return count, distinct


# -- figures -------------------------------------------------------------------------------------------------
def percentile(ordered: list[float], p: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))]


def p_ms(seconds: list[float], p: float) -> float | None:
    """A percentile in ms, None without samples (for --json)."""
    return round(percentile(sorted(seconds), p) * 1000, 1) if seconds else None


def spread(seconds: list[float], points: tuple[int, ...] = (50, 95, 99)) -> str:
    """Percentiles and the maximum, in ms."""
    if not seconds:
        return "no samples"
    ordered = sorted(seconds)
    parts = [f"p{p} {percentile(ordered, p) * 1000:.0f}" for p in points]
    return f"{' '.join(parts)} max {ordered[-1] * 1000:.0f} ms (n={len(ordered)})"


# -- the people ---------------------------------------------------------------------------------------------
@dataclass
class Game:
    index: int
    channel: Channel
    people: list[Player]
    thread: Channel | None = None
    started: bool = False


@dataclass
class Load:
    """The fake Discord, how people pace themselves, and what they measured."""

    discord: FakeDiscord
    pause_min: float
    pause_max: float
    kinds: dict[str, str] = field(default_factory=dict)
    """Interaction token -> slash, lobby, open planner, planner click or submit."""
    planner_seconds: list[float] = field(default_factory=list)
    """From a planner click being sent to the planner shown again."""
    submitted: dict[tuple[int, int, int], float] = field(default_factory=dict)
    """(game, round, seat) -> when the first accepted plan was sent."""
    failures: Counter[str] = field(default_factory=Counter)
    failure_examples: dict[str, str] = field(default_factory=dict)
    timer: int = 0
    """The turn timer hosts pick in their lobbies, in minutes (0: none)."""

    def failed(self, step: str, error: Exception) -> None:
        key = f"{step}: {type(error).__name__}"
        self.failures[key] += 1
        self.failure_examples.setdefault(key, str(error)[:160])

    def report_failures(self) -> None:
        print(f"failed clicks (the person retried): {dict(self.failures) or 'none'}")
        for key, example in self.failure_examples.items():
            print(f"  first {key}: {example}")

    async def pause(self, rng: random.Random) -> None:
        if self.pause_max > 0:
            await asyncio.sleep(rng.uniform(self.pause_min, self.pause_max))

    async def act(self, kind: str, send: Awaitable[Interaction]) -> Message:
        """Send one interaction (`send`: a player's click, select or slash) and wait until the person sees the
        bot's answer."""
        began = time.monotonic()
        interaction = await send
        self.kinds[interaction.token] = kind
        await self.discord.wait_in(interaction.channel, lambda: is_answered(interaction), ANSWER_TIMEOUT)
        message = await answered(self.discord, interaction)
        if kind == "planner click":
            self.planner_seconds.append(time.monotonic() - began)
        return message

    def open_card(self, thread: Channel, round_: int | None = None) -> Message | None:
        """The newest round card that still has its buttons (of `round_`, when given)."""
        for message in reversed(self.discord.history(thread)):
            found = OPEN_CARD.search(message.text)
            if found and PLAN in labels(message) and round_ in (None, int(found.group(1))):
                return message
        return None

    def finished(self, thread: Channel) -> bool:
        return any("is over!**" in m.text for m in self.discord.history(thread))

    async def next_card(self, thread: Channel, round_: int, timeout: float) -> Message | None:
        """Round `round_`'s card once the bot has posted it; None when the game is over."""
        await self.discord.wait_in(
            thread, lambda: self.open_card(thread, round_) is not None or self.finished(thread), timeout
        )
        return self.open_card(thread, round_)


async def open_game(load: Load, game: Game, rng: random.Random) -> None:
    """The host opens a lobby in the game's channel, the others join, the host starts: the game's thread."""
    host, *guests = game.people
    await load.pause(rng)
    lobby = await load.act("slash", host.slash(game.channel, "powerline start"))
    if load.timer:
        menu = next(c["custom_id"] for c in controls(lobby.components) if c["custom_id"].endswith(":timer"))
        await load.act("lobby", host.select(lobby, [str(load.timer)], custom_id=menu))

    async def join(guest: Player) -> None:
        await load.pause(rng)
        await load.act("lobby", guest.click(lobby, label=label("join")))

    await asyncio.gather(*(join(g) for g in guests))
    await load.pause(rng)
    await load.act("lobby", host.click(lobby, label=label("start")))
    discord = load.discord

    def thread() -> Channel | None:
        return next((c for c in discord.channels.values() if c.parent_id == game.channel.id), None)

    await discord.wait_in(game.channel, lambda: thread() is not None, ANSWER_TIMEOUT)
    game.thread = thread()
    game.started = True


async def build_plan(load: Load, person: Player, planner: Message, rng: random.Random) -> Message:
    """Start with red or black, then any offered spot, until the plan may be submitted."""
    start = rng.choice(STARTS)
    if start in labels(planner):
        await load.pause(rng)
        planner = await load.act("planner click", person.click(planner, label=start))
    for _ in range(MAX_PLACEMENTS):
        if SUBMIT in labels(planner):
            return planner
        offered = [
            (c["custom_id"], o["value"]) for c in controls(planner.components) if c["type"] == 3 for o in c["options"]
        ]
        if not offered:
            raise NoSuchControl(f"neither a spot nor {SUBMIT!r}: {labels(planner)}")
        menu, value = rng.choice(offered)
        await load.pause(rng)
        planner = await load.act("planner click", person.select(planner, [value], custom_id=menu))
    raise NoSuchControl(f"no {SUBMIT!r} after {MAX_PLACEMENTS} placements")


async def play_rounds(load: Load, game: Game, seat: int, rng: random.Random, rounds: int | None, wait: float) -> None:
    """One person: plan every round (at most `rounds`) until the game ends or the run is stopped. A failed click is
    counted and the person starts the round over, as someone would."""
    assert game.thread is not None
    person, thread = game.people[seat], game.thread
    round_, played = 1, 0
    while rounds is None or played < rounds:
        step = "wait for round card"
        try:
            card = await load.next_card(thread, round_, wait)
            if card is None:
                return
            await load.pause(rng)
            step = "open planner"
            planner = await load.act(step, person.click(card, label=PLAN))
            step = "planner click"
            planner = await build_plan(load, person, planner, rng)
            await load.pause(rng)
            step = "submit"
            sent = time.time()
            done = await load.act(step, person.click(planner, label=SUBMIT))
            if f"Plan submitted for round {round_}." not in done.text:
                raise NoSuchControl(f"submit not accepted: {done.text[:80]!r}")
            load.submitted.setdefault((game.index, round_, seat), sent)
            round_, played = round_ + 1, played + 1
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a person retries; the benchmark goes on
            load.failed(step, error)
            await load.pause(rng)
            card = load.open_card(thread)
            if card is not None and (found := OPEN_CARD.search(card.text)):
                round_ = int(found.group(1))


async def plan_only(load: Load, game: Game, seat: int, rng: random.Random, wait: float) -> None:
    """One person who plans round 1 over and over and never submits: build a plan, reset the planner, again.
    Every interaction is then a planner click (the reset included), so the bot's CPU divides by clicks alone."""
    assert game.thread is not None
    person, thread = game.people[seat], game.thread
    planner: Message | None = None
    while True:
        step = "open planner"
        try:
            if planner is None:
                card = await load.next_card(thread, 1, wait)
                if card is None:
                    return
                await load.pause(rng)
                planner = await load.act(step, person.click(card, label=PLAN))
            step = "planner click"
            planner = await build_plan(load, person, planner, rng)
            await load.pause(rng)
            planner = await load.act(step, person.click(planner, label=RESET))
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a person retries; the benchmark goes on
            load.failed(step, error)
            planner = None
            await load.pause(rng)


async def open_all(load: Load, games: list[Game], seed: int) -> None:
    """Every game's lobby opened and started, before the measured time begins (planner-only mode)."""

    async def one(game: Game) -> None:
        try:
            await open_game(load, game, random.Random(f"{seed}:{game.index}"))
        except asyncio.CancelledError:
            raise
        except Exception as error:
            load.failed("lobby", error)

    tasks = [asyncio.create_task(one(g)) for g in games]
    _, late = await asyncio.wait(tasks, timeout=OPEN_SECONDS)
    await stop_all(list(late))


async def run_game(load: Load, game: Game, seed: str, rounds: int | None, wait: float) -> None:
    rng = random.Random(seed)
    try:
        await open_game(load, game, rng)
    except asyncio.CancelledError:
        raise
    except Exception as error:
        load.failed("lobby", error)
        return
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(len(game.people))]
    await asyncio.gather(*(play_rounds(load, game, s, rngs[s], rounds, wait) for s in range(len(game.people))))


# -- the world ----------------------------------------------------------------------------------------------
def make_games(discord: FakeDiscord, count: int, players: Callable[[int], int], shards: int = 1) -> list[Game]:
    """A channel per game (up to 50 per guild, as real servers have) and its people; with several `shards`, two
    guilds or more per shard, in turn."""
    games: list[Game] = []
    guild: Guild | None = None
    per_guild = CHANNELS_PER_GUILD if shards == 1 else max(1, math.ceil(count / (2 * shards)))
    for index in range(count):
        if index % per_guild == 0:
            number = index // per_guild
            guild = discord.create_guild(
                f"Guild {number + 1}", shard=None if shards == 1 else (number % shards, shards)
            )
        assert guild is not None
        channel = discord.create_channel(guild, f"games-{index + 1}")
        people = [Player(discord, discord.create_user(guild, f"{n}-{index + 1}")) for n in NAMES[: players(index)]]
        games.append(Game(index, channel, people))
    return games


async def monitor_rss(
    pids: list[int],
    samples: list[tuple[float, float]],
    kinds: list[tuple[float, dict[str, float]]],
    every: float = 10.0,
) -> None:
    """The bot processes' resident memory with their workers, every `every` seconds: (seconds in, MB), and the
    same split by kind of process (`rss_by_kind`)."""
    began = time.monotonic()
    while True:
        at, split = time.monotonic() - began, rss_by_kind(pids)
        samples.append((at, sum(split.values())))
        kinds.append((at, split))
        await asyncio.sleep(every)


def rss_by_kind(pids: list[int]) -> dict[str, float]:
    """VmRSS of the bot processes, their drawing workers (those that loaded Pillow) and their thinking workers."""
    split = {"bot": 0.0, "drawing": 0.0, "thinking": 0.0}
    for pid in pids:
        split["bot"] += memory_mb(pid)["VmRSS"]
        for child in workers(pid):
            try:
                drawing = "_imaging" in Path(f"/proc/{child}/maps").read_text()
            except OSError:
                continue
            split["drawing" if drawing else "thinking"] += memory_mb(child)["VmRSS"]
    return split


def rss_growth(samples: list[tuple[float, float]], after: float = RSS_SETTLED_SECONDS) -> float | None:
    """How much the memory grew from its first sample `after` seconds in to its last, in % (None if too short)."""
    settled = [mb for at, mb in samples if at >= after]
    return round((settled[-1] - settled[0]) / settled[0] * 100, 1) if len(settled) >= 2 else None


async def keep_frozen(every: float = 1.0) -> None:
    """Move what this process holds into the collector's permanent generation every second: the fake Discord keeps
    every message and event, and a full collection over all of them paused the harness (and every latency measured
    here) for up to 0.8 s at 200 games. Cyclic garbage frozen this way is never freed; the run is bounded."""
    while True:
        await asyncio.sleep(every)
        gc.freeze()


async def monitor_lag(samples: list[float], every: float = 0.1) -> None:
    """How late this process's event loop (fake Discord and people) wakes up: high values taint the latencies."""
    while True:
        began = time.monotonic()
        await asyncio.sleep(every)
        samples.append(time.monotonic() - began - every)


class CollectorPauses:
    """This process's garbage-collection pauses (its heap grows with every message and gateway event the fake
    Discord keeps): they show up as event-loop lag and in the latencies measured here."""

    def __init__(self) -> None:
        self.seconds: list[float] = []
        self._began = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.seconds.append(time.perf_counter() - self._began)

    def __enter__(self) -> "CollectorPauses":
        gc.callbacks.append(self)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self)


async def stop_all(tasks: list[asyncio.Task]) -> None:
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


# -- play mode ----------------------------------------------------------------------------------------------
def ack_latency(load: Load, since: float, until: float) -> dict[str, Any]:
    """Interaction acknowledgement latency from the fake Discord's records, overall and by kind (also returned)."""
    interactions = [i for i in load.discord.interactions.values() if since <= i.sent_at <= until]
    acked = [i.ack_seconds for i in interactions if i.ack_seconds is not None]
    missing = [i for i in interactions if i.ack_seconds is None]
    late_missing = sum(until - i.sent_at > SLOW_ACK for i in missing)
    slow = sum(s > SLOW_ACK for s in acked)
    print(f"ack latency, all: {spread(acked)}")
    print(
        f"  over {SLOW_ACK:.0f} s: {slow}; never acknowledged: {len(missing)} ({late_missing} sent > 3 s before stop)"
    )
    by_kind: dict[str, float | None] = {}
    for kind in dict.fromkeys(
        ("slash", "lobby", "open planner", "planner click", "submit", *sorted(load.kinds.values()))
    ):
        mine = [i.ack_seconds for i in interactions if load.kinds.get(i.token) == kind and i.ack_seconds is not None]
        print(f"  {kind:<16} {spread(mine)}")
        by_kind[kind] = p_ms(mine, 99)
    return {
        "ack_p99_ms": p_ms(acked, 99),
        "acks_over_3s": slow,
        "never_acked": late_missing,
        "ack_p99_ms_by_kind": by_kind,
    }


def posted(load: Load, thread: Channel) -> tuple[dict[int, Message], dict[int, Message]]:
    """A game's round cards (open, or closed by an edit) and round summaries, by round."""
    cards: dict[int, Message] = {}
    summaries: dict[int, Message] = {}
    for message in load.discord.history(thread):
        still_open = OPEN_CARD.search(message.text) if PLAN in labels(message) else None
        if card := still_open or CLOSED_CARD.search(message.text):
            cards.setdefault(int(card.group(1)), message)
        if summary := SUMMARY.search(message.text):
            summaries.setdefault(int(summary.group(1)), message)
    return cards, summaries


def all_in(load: Load, game: Game) -> dict[int, float]:
    """Rounds in which every person's plan was accepted, and when the last of them was sent."""
    rounds = {r for (g, r, _) in load.submitted if g == game.index}
    found: dict[int, float] = {}
    for round_ in rounds:
        sent = [load.submitted.get((game.index, round_, seat)) for seat in range(len(game.people))]
        if all(t is not None for t in sent):
            found[round_] = max(t for t in sent if t is not None)
    return found


def round_resolution(load: Load, games: list[Game]) -> tuple[int, list[float], list[float]]:
    """Last plan of a round sent -> its summary (with image) and the next round's card posted. Returns rounds built
    and the times to the summaries and to the next cards."""
    to_summary: list[float] = []
    to_card: list[float] = []
    built = without_image = 0
    for game in games:
        if game.thread is None:
            continue
        cards, summaries = posted(load, game.thread)
        built += len(summaries)
        without_image += sum(not m.attachments for m in summaries.values())
        for round_, last in all_in(load, game).items():
            if round_ in summaries:
                to_summary.append(created_at(summaries[round_].id) - last)
            if round_ + 1 in cards:
                to_card.append(created_at(cards[round_ + 1].id) - last)
    print(f"round resolution, last plan sent -> summary with image: {spread(to_summary, (50, 95))}")
    print(f"round resolution, last plan sent -> next round's card:  {spread(to_card, (50, 95))}")
    if without_image:
        print(f"  summaries without an image: {without_image}")
    return built, to_summary, to_card


def unbuilt(load: Load, games: list[Game]) -> dict[tuple[int, int], float]:
    """(game, round) -> when its last plan was sent, for rounds with every plan in and no summary posted."""
    return {
        (game.index, round_): last
        for game in games
        if game.thread is not None
        for round_, last in all_in(load, game).items()
        if round_ not in posted(load, game.thread)[1]
    }


async def backlog(load: Load, games: list[Game], stopped: float) -> None:
    """Rounds with every plan in but not built when the people stopped, and how long the bot, unloaded, then
    takes to build them (a stall shows as rounds still unbuilt after STALL_SECONDS)."""
    waiting = list(unbuilt(load, games).values())
    if not waiting:
        print("backlog at the stop: no round with every plan in was waiting to be built")
        return
    oldest = stopped - min(waiting)
    left = waiting
    while left and time.time() - stopped < STALL_SECONDS:
        await asyncio.sleep(0.25)
        left = unbuilt(load, games)
    outcome = f"still unbuilt: {sorted(left)} (game, round)" if left else "all built"
    print(
        f"backlog at the stop: {len(waiting)} rounds with every plan in not yet built (oldest all in {oldest:.1f} s "
        f"before the stop); {outcome} {time.time() - stopped:.1f} s after the stop"
    )


def budget(discord: FakeDiscord, since: float, until: float, steps: int) -> dict[str, Any]:
    """Discord's global budget as the bot spent it: requests a second inside it (mean and the busiest second) and
    outside it (interaction endpoints), those inside by kind per round or turn (`steps`), 429s by scope and the
    invalid requests (401, 403, 429 but shared) per 10 minutes."""
    calls = [c for c in discord.calls if since <= c.at <= until]
    elapsed = max(until - since, 1e-9)
    inside = [c for c in calls if c.budgeted]
    per_second = Counter(int(c.at) for c in inside)
    kinds = Counter(bucket_of(call.method, call.path) for call in inside)
    limited = Counter(c.scope or "unknown" for c in calls if c.status == 429)
    invalid = sum(c.status in (401, 403) or (c.status == 429 and c.scope != "shared") for c in calls)
    figures: dict[str, Any] = {
        "limits": discord.limits.enabled,
        "global_limit": discord.limits.global_per_second,
        "budgeted_per_s": round(len(inside) / elapsed, 1),
        "budgeted_peak_per_s": max(per_second.values(), default=0),
        "exempt_per_s": round((len(calls) - len(inside)) / elapsed, 1),
        "budgeted_per_step": {k: round(n / steps, 2) for k, n in kinds.most_common()} if steps else {},
        "rate_limited": dict(limited),
        "rate_limited_pct": round(sum(limited.values()) / len(calls) * 100, 3) if calls else 0.0,
        "invalid_per_10_min": round(invalid * 600 / elapsed),
        "invalid_peak_10_min": discord.limits.invalid_peak,
    }
    per_step = ", ".join(f"{k} {v}" for k, v in figures["budgeted_per_step"].items())
    print(
        f"Discord's budget (limits {'on' if discord.limits.enabled else 'off'}): {figures['budgeted_per_s']}/s inside "
        f"(busiest second {figures['budgeted_peak_per_s']}), {figures['exempt_per_s']}/s interaction endpoints outside"
    )
    print(f"  inside the budget per round or turn ({steps}): {sum(kinds.values()) / max(steps, 1):.2f} ({per_step})")
    print(
        f"  429s: {dict(limited) or 'none'} ({figures['rate_limited_pct']}% of {len(calls)} requests); invalid "
        f"requests {figures['invalid_per_10_min']} per 10 minutes (the edge bans at 10,000)"
    )
    return figures


def report_errors(bot: BotProcess) -> None:
    count, distinct = log_errors(bot.output)
    limited = bot.output.count("We are being rate limited")
    print(f"bot log: {count} lines with Traceback or ERROR; {limited} rate-limit warnings")
    for line in distinct[:5]:
        print(f"  {line[:200]}")


def bot_processes(
    discord: FakeDiscord, database: Path | str, processes: int, tmp: Path, metrics: bool = False
) -> list[BotProcess]:
    """One bot process, or `processes` of them with two shards each (and so `2 * processes` shards in all); with
    `metrics`, each serves /metrics on a port of its own (as an operator would run it) and is scraped every 15 s.
    They are told the local Discord's global limit, as an operator tells the bot Discord's."""
    budget = {"GLOBAL_RATE_LIMIT": str(discord.limits.global_per_second)}
    if processes == 1:
        return [BotProcess(discord, database, tmp / "bot.log", env={**budget, **metrics_env(metrics, 0)})]
    count = str(SHARDS_PER_PROCESS * processes)

    def own(n: int) -> str:
        return ",".join(str(n * SHARDS_PER_PROCESS + i) for i in range(SHARDS_PER_PROCESS))

    return [
        BotProcess(
            discord,
            database,
            tmp / f"bot-{n}.log",
            f"p{n}",
            {"SHARD_COUNT": count, "SHARD_IDS": own(n), **budget, **metrics_env(metrics, n)},
        )
        for n in range(processes)
    ]


METRICS_PORT = 19400
"""The first bot process's metrics port with --metrics (the next ones count up)."""
SCRAPE_SECONDS = 15.0


def metrics_env(metrics: bool, n: int) -> dict[str, str]:
    return {"METRICS_PORT": str(METRICS_PORT + n)} if metrics else {}


SCRAPED: list[int] = []
"""The size of each /metrics page read, for the report."""


async def scrape(processes: int) -> None:
    """What Prometheus does: every bot process's /metrics, every 15 s, until cancelled."""
    async with aiohttp.ClientSession() as http:
        while True:
            await asyncio.sleep(SCRAPE_SECONDS)
            for n in range(processes):
                with contextlib.suppress(aiohttp.ClientError):
                    async with http.get(f"http://127.0.0.1:{METRICS_PORT + n}/metrics") as answer:
                        SCRAPED.append(len(await answer.read()) if answer.status == 200 else 0)


async def play(args: argparse.Namespace, tmp: Path) -> None:
    discord = FakeDiscord(limits=not args.no_limits)
    discord.limits.global_per_second = args.global_limit
    await discord.start()
    shards = 1 if args.processes == 1 else SHARDS_PER_PROCESS * args.processes
    if args.mix:  # a half Powerline, a quarter Barrage, a quarter Power Lines
        games = make_games(discord, args.games, lambda i: MIX_PEOPLE[MIX[i % len(MIX)]], shards)
    else:
        games = make_games(discord, args.games, lambda _: args.players, shards)
    kinds = [MIX[g.index % len(MIX)] if args.mix else "powerline" for g in games]
    figures = {game: mix.Figures() for game in mix.GAMES}
    tables = {
        g.index: mix.Table(kind, g.channel, g.people, figures[kind])
        for g, kind in zip(games, kinds, strict=True)
        if kind != "powerline"
    }
    planned = [g for g in games if g.index not in tables]
    server = None
    if args.postgres:
        bin_dir = binaries()
        if bin_dir is None:
            raise SystemExit("--postgres: PostgreSQL is not installed here (`./dev test` installs it)")
        server = PostgresServer(bin_dir)
    database: Path | str = tmp / "games.sqlite3" if server is None else server.start()
    bots = bot_processes(discord, database, args.processes, tmp, args.metrics)
    load = Load(discord, args.pause_min, args.pause_max)
    lag: list[float] = []
    try:
        for bot in bots:
            await bot.start(timeout=60)
        await discord.wait(lambda: discord.gateway.identified >= len(bots) * (1 if shards == 1 else 2), 60)
        pids = [bot_pid(bot) for bot in bots]
        if args.planner_only:
            await open_all(load, games, args.seed)
        cpu_before, harness_before = sum(map(cpu_seconds, pids)), time.process_time()
        family_before = sum(map(family_cpu_seconds, pids))
        since = time.time()
        began = time.monotonic()
        wait = args.seconds + 60
        gc.collect()
        gc.freeze()  # what the set-up made is never collected again: the harness's own pauses stay short
        monitor = asyncio.create_task(monitor_lag(lag))
        freezer = asyncio.create_task(keep_frozen())
        rss: list[tuple[float, float]] = []
        by_kind: list[tuple[float, dict[str, float]]] = []
        sampler = asyncio.create_task(monitor_rss(pids, rss, by_kind))
        scraper = asyncio.create_task(scrape(args.processes if args.metrics else 0))
        with CollectorPauses() as collector:
            if args.planner_only:
                tasks = [
                    asyncio.create_task(plan_only(load, g, s, random.Random(f"{args.seed}:{g.index}:{s}"), wait))
                    for g in games
                    if g.started
                    for s in range(len(g.people))
                ]
            else:
                tasks = [asyncio.create_task(run_game(load, g, f"{args.seed}:{g.index}", None, wait)) for g in planned]
                tasks += [
                    asyncio.create_task(mix.run_table(load.act, load.pause, t, f"{args.seed}:{i}", wait, load.failed))
                    for i, t in tables.items()
                ]
            await asyncio.wait(tasks, timeout=args.seconds)
            await stop_all([*tasks, monitor, freezer, sampler, scraper])
        elapsed, until = time.monotonic() - began, time.time()
        cpu = sum(map(cpu_seconds, pids)) - cpu_before
        family = sum(map(family_cpu_seconds, pids)) - family_before
        family_rss = sum(map(family_rss_mb, pids))
        harness = time.process_time() - harness_before
        memories = [memory_mb(pid) for pid in pids]
        memory = {key: sum(m[key] for m in memories) for key in ("VmRSS", "VmHWM")}
        await asyncio.sleep(0.5)  # answers already on their way land before the books close

        total = sum(since <= i.sent_at <= until for i in discord.interactions.values())
        started = sum(g.started for g in games)
        store = "PostgreSQL" if server is not None else "SQLite"
        people = "mixed tables" if args.mix else f"{args.players} people"
        print(
            f"play: {args.games} games ({started} Powerline started) x {people}, {elapsed:.0f} s, "
            f"pauses {args.pause_min:g}-{args.pause_max:g} s, seed {args.seed}; {store}, {len(bots)} bot process(es)"
        )
        report: dict[str, Any] = {"games": args.games, "mix": args.mix, "seconds": round(elapsed, 1)}
        report.update(ack_latency(load, since, until))
        print(f"click -> updated planner: {spread(load.planner_seconds)}")
        rounds, to_summary, to_card = round_resolution(load, planned)
        print(f"rounds completed: {rounds}; interactions: {total} ({total / elapsed:.1f}/s)")
        report["powerline"] = {
            "planner_p95_ms": p_ms(load.planner_seconds, 95),
            "summary_p95_ms": p_ms(to_summary, 95),
            "summary_p99_ms": p_ms(to_summary, 99),
            "card_p95_ms": p_ms(to_card, 95),
            "rounds": rounds,
        }
        for game, seen in figures.items() if args.mix else ():
            print(f"{game}: {seen.turns} turns played by people")
            print(f"  click -> picker updated:              {spread(seen.private)}")
            print(f"  Confirm/Place -> card closed:         {spread(seen.channel)}")
            print(f"  Confirm/Place -> next card, computer: {spread(seen.computer)}")
            report[game] = {
                "turns": seen.turns,
                "private_p95_ms": p_ms(seen.private, 95),
                "channel_p95_ms": p_ms(seen.channel, 95),
                "computer_p95_ms": p_ms(seen.computer, 95),
            }
        report["interactions"] = total
        report["interactions_per_s"] = round(total / elapsed, 1)
        steps = rounds + sum(seen.turns for seen in figures.values())
        report["budget"] = budget(discord, since, until, steps)
        calls = rest_calls(discord.calls, since, until)
        report["rest_calls_per_interaction"] = {kind: round(n / total, 2) for kind, n in calls.items()} if total else {}
        if total:
            shares = ", ".join(f"{kind} {n / total:.2f}" for kind, n in calls.most_common())
            print(f"REST calls per interaction: {sum(calls.values()) / total:.2f} ({shares})")
        unit = "planner click" if args.planner_only else "interaction"
        per = f"{cpu / total * 1000:.1f} ms" if total else "-"
        print(f"bot CPU: {cpu:.1f} s ({cpu / elapsed * 100:.0f}% of one core), {per} per {unit}")
        print(f"bot memory: VmRSS {memory['VmRSS']:.0f} MB, peak VmHWM {memory['VmHWM']:.0f} MB")
        family_per = f"{family / total * 1000:.1f} ms" if total else "-"
        print(
            f"bot with its {sum(len(workers(pid)) for pid in pids)} drawing and thinking workers: CPU {family:.1f} s "
            f"({family / elapsed * 100:.0f}% of one core), {family_per} per {unit}; VmRSS {family_rss:.0f} MB"
        )
        print(f"harness (fake Discord + people) CPU: {harness:.1f} s; its event loop lag: {spread(lag)}")
        if args.metrics:
            good = [size for size in SCRAPED if size]
            print(f"/metrics scraped {len(good)} of {len(SCRAPED)} times, {max(good, default=0) / 1024:.0f} KB a page")
        report["cpu_ms_per_interaction"] = {
            "bot": round(cpu / total * 1000, 2) if total else None,
            "with_workers": round(family / total * 1000, 2) if total else None,
        }
        report["rss_mb"] = {"bot": round(memory["VmRSS"]), "with_workers": round(family_rss)}
        growth = rss_growth(rss)
        report["rss_growth_pct"] = growth
        if growth is not None:
            print(f"bot and workers' memory from {RSS_SETTLED_SECONDS:.0f} s in to the end: {growth:+.1f}%")
            settled = [split for at, split in by_kind if at >= RSS_SETTLED_SECONDS]
            report["rss_mb_by_kind"] = {k: [round(settled[0][k]), round(settled[-1][k])] for k in settled[0]}
            print(
                "  by kind, MB then -> at the end: "
                + ", ".join(f"{k} {a} -> {b}" for k, (a, b) in report["rss_mb_by_kind"].items())
            )
        report["harness_lag_p99_ms"] = p_ms(lag, 99)
        pauses = collector.seconds
        longest = max(pauses, default=0) * 1000
        print(f"  its GC pauses: {len(pauses)}, {sum(pauses):.1f} s in all, longest {longest:.0f} ms")
        load.report_failures()
        report["failed_clicks"] = sum(load.failures.values())
        await backlog(load, planned, until)
        for bot in bots:
            report_errors(bot)
        if args.json is not None:
            args.json.write_text(json.dumps(report, indent=2) + "\n")
    finally:
        for bot in bots:
            await bot.stop()
        await discord.stop()
        if server is not None:
            server.stop()


# -- memory mode --------------------------------------------------------------------------------------------
async def restart_times(bot: BotProcess, discord: FakeDiscord) -> tuple[float, float, float | None]:
    """SIGTERM, start again on the same database: seconds to stop, to identify on the gateway, and from start to
    the first REST call after identifying (None if none came within 10 s)."""
    stopping = time.monotonic()
    await bot.stop(signal.SIGTERM)
    stop_seconds = time.monotonic() - stopping
    before = discord.gateway.identified
    began = time.time()
    starting = asyncio.create_task(bot.start(timeout=60))
    while discord.gateway.identified == before and not starting.done():
        await asyncio.sleep(0.002)
    identified = time.time()
    await starting

    def first_call() -> float | None:
        return next((c.at for c in discord.calls if c.at >= identified), None)

    try:
        await discord.wait(lambda: first_call() is not None, 10)
    except TimeoutError:
        return stop_seconds, identified - began, None
    call = first_call()
    return stop_seconds, identified - began, None if call is None else call - began


async def create_games(load: Load, games: list[Game], seed: int, deadline: float) -> bool:
    """Start `games` through their lobbies without pauses, each person submitting one plan, and wait for round 1
    to be built; False if cut off at `deadline` (time.monotonic)."""
    gate = asyncio.Semaphore(QUICK_GAMES_AT_ONCE)

    async def quick(game: Game) -> None:
        async with gate:
            await run_game(load, game, f"{seed}:{game.index}", 1, ANSWER_TIMEOUT)
            thread = game.thread
            try:
                if thread is not None:
                    await load.discord.wait_in(thread, lambda: load.open_card(thread, 2) is not None, ANSWER_TIMEOUT)
            except TimeoutError as error:
                load.failed("wait for round 2 card", error)

    if not games:
        return True
    tasks = [asyncio.create_task(quick(g)) for g in games]
    _, late = await asyncio.wait(tasks, timeout=max(0.1, deadline - time.monotonic()))
    await stop_all(list(late))
    return not late


async def settled_memory(bot: BotProcess, seconds: float = 2.0) -> dict[str, float]:
    """The bot's memory once the posts in flight are done."""
    await asyncio.sleep(seconds)
    return memory_mb(bot_pid(bot))


async def memory(args: argparse.Namespace, tmp: Path) -> None:
    discord = FakeDiscord()
    await discord.start()
    rng = random.Random(args.seed)
    games = make_games(discord, args.games, lambda _: rng.randint(2, 3))
    bot = BotProcess(discord, tmp / "games.sqlite3", tmp / "bot.log")
    load = Load(discord, 0, 0)
    try:
        await bot.start(timeout=60)
        idle = await settled_memory(bot, 1)
        began = time.monotonic()
        cpu_before = cpu_seconds(bot_pid(bot))
        first, second = games[: len(games) // 2], games[len(games) // 2 :]
        complete = await create_games(load, first, args.seed, began + args.seconds)
        half = await settled_memory(bot)
        half_started = sum(g.started for g in first)
        complete = await create_games(load, second, args.seed, began + args.seconds) and complete
        setup = time.monotonic() - began
        cpu = cpu_seconds(bot_pid(bot)) - cpu_before
        full = await settled_memory(bot)
        started = sum(g.started for g in games)
        built = sum(g.thread is not None and load.open_card(g.thread, 2) is not None for g in games)
        players = sum(len(g.people) for g in games if g.started)
        print(
            f"memory: {started}/{args.games} games started ({players} people), {built} with round 1 built, "
            f"in {setup:.0f} s ({len(discord.interactions)} interactions, bot CPU {cpu:.1f} s)"
            f"{'' if complete else '; cut off at --seconds'}"
        )
        print(f"bot idle before games: VmRSS {idle['VmRSS']:.0f} MB")
        print(f"bot after {half_started} games: VmRSS {half['VmRSS']:.0f} MB")
        print(f"bot after {started} games: VmRSS {full['VmRSS']:.0f} MB, VmHWM {full['VmHWM']:.0f} MB")
        print(f"  with its {len(workers(bot_pid(bot)))} drawing workers: VmRSS {family_rss_mb(bot_pid(bot)):.0f} MB")
        for name, pid in (("bot", bot_pid(bot)), *((f"worker {child}", child) for child in workers(bot_pid(bot)))):
            share = shares_mb(pid)
            print(
                f"  {name}: PSS {share['Pss']:.0f} MB (anonymous {share['Pss_Anon']:.0f}, files "
                f"{share['Pss_File']:.0f}), resident anonymous {share['RssAnon']:.0f} MB"
            )
        if started:
            print(f"  per game: {(full['VmRSS'] - idle['VmRSS']) / started * 1024:.0f} KB of VmRSS over idle", end="")
            if started > half_started > 0:
                marginal = (full["VmRSS"] - half["VmRSS"]) / (started - half_started) * 1024
                print(f"; {marginal:.0f} KB each for the second {started - half_started} games", end="")
            print()
        acks = [i.ack_seconds for i in discord.interactions.values() if i.ack_seconds is not None]
        print(f"ack latency while creating (no pauses): {spread(acks)}")
        load.report_failures()
        await backlog(load, games, time.time())
        stuck = unbuilt(load, games)
        await asyncio.sleep(IDLE_SECONDS + 5)
        quiet = [memory_mb(child)["VmRSS"] for child in workers(bot_pid(bot))]
        print(
            f"after {IDLE_SECONDS + 5:.0f} s without drawing: the bot and its drawing workers VmRSS "
            f"{family_rss_mb(bot_pid(bot)):.0f} MB ({len(quiet)} workers running{': ' if quiet else ''}"
            f"{', '.join(f'{mb:.0f} MB' for mb in quiet)})"
        )

        if args.late_round:
            await late_restart(bot, tmp / "games.sqlite3", args.late_round, args.seed)
            report_errors(bot)
            return
        stop_seconds, to_gateway, to_rest = await restart_times(bot, discord)
        rest = "none within 10 s" if to_rest is None else f"{to_rest:.2f} s"
        print(
            f"restart: SIGTERM stop {stop_seconds:.2f} s; start -> gateway identified {to_gateway:.2f} s; "
            f"start -> first REST call after that {rest}"
        )
        await asyncio.sleep(2)
        after = memory_mb(bot_pid(bot))
        print(f"bot after restart: VmRSS {after['VmRSS']:.0f} MB, VmHWM {after['VmHWM']:.0f} MB")
        if stuck:
            left = unbuilt(load, games)
            print(f"  rounds unbuilt before the restart: {len(stuck)}; still unbuilt after it: {len(left)}")
        await first_click_after_restart(load, games)
        after = memory_mb(bot_pid(bot))
        print(f"bot after that click: VmRSS {after['VmRSS']:.0f} MB")
        report_errors(bot)
    finally:
        await bot.stop()
        await discord.stop()


async def late_restart(bot: BotProcess, database: Path, round_: int, seed: int) -> None:
    """Stop the bot, play its games on to round `round_` in the database, start it again and wait until it has
    caught every game up: its memory then holds every game late in play."""
    await bot.stop(signal.SIGTERM)
    aged = await age_games(database, round_, seed)
    began = time.monotonic()
    await bot.start(timeout=60)
    to_gateway = time.monotonic() - began
    while (left := await unsettled(database)) and time.monotonic() - began < CATCH_UP_SECONDS:
        await asyncio.sleep(1)
    caught_up = time.monotonic() - began
    print(
        f"late restart: {aged} games played on to round {round_}; start -> gateway identified {to_gateway:.2f} s; "
        f"{'all' if not left else f'all but {left}'} caught up in {caught_up:.0f} s"
    )
    settled = await settled_memory(bot)
    pid = bot_pid(bot)
    print(
        f"bot holding {aged} late games: VmRSS {settled['VmRSS']:.0f} MB, VmHWM {settled['VmHWM']:.0f} MB; with its "
        f"{len(workers(pid))} drawing workers {family_rss_mb(pid):.0f} MB"
    )


async def first_click_after_restart(load: Load, games: list[Game]) -> None:
    """A person opens the planner of a running game: the first interaction the restarted bot serves."""
    game = next((g for g in games if g.thread is not None and load.open_card(g.thread) is not None), None)
    if game is None or game.thread is None:
        print("first click after restart: no open round card to click")
        return
    card = load.open_card(game.thread)
    assert card is not None
    began = time.monotonic()
    try:
        await load.act("open planner", game.people[0].click(card, label=PLAN))
    except Exception as error:
        print(f"first click after restart: failed ({type(error).__name__}: {error})")
        return
    interaction = list(load.discord.interactions.values())[-1]
    ack = "-" if interaction.ack_seconds is None else f"{interaction.ack_seconds * 1000:.0f} ms"
    print(
        f"first click after restart (open planner): ack {ack}, planner shown {(time.monotonic() - began) * 1000:.0f} ms"
    )


# -- entry point --------------------------------------------------------------------------------------------
def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.wire_load", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=10, help=f"concurrent games, 1..{MAX_GAMES} ({MAX_MEMORY_GAMES} with --memory)"
    )
    parser.add_argument("--seconds", type=float, default=120, help=f"play time (memory: setup time), ≤ {MAX_SECONDS}")
    parser.add_argument("--pause-min", type=float, default=2.0)
    parser.add_argument("--pause-max", type=float, default=6.0)
    parser.add_argument("--players", type=int, default=6, help="people per game, 1..6")
    parser.add_argument("--postgres", action="store_true", help="play: store games in a PostgreSQL server started here")
    parser.add_argument(
        "--processes", type=int, default=1, help="play: bot processes (2: two shards each, needs --postgres)"
    )
    parser.add_argument(
        "--planner-only", action="store_true", help="people plan round 1 over and over without submitting"
    )
    parser.add_argument("--memory", action="store_true", help="memory per game and a restart instead of play")
    parser.add_argument(
        "--late-round", type=int, default=0, help="memory: then play every game on to this round and restart"
    )
    parser.add_argument("--mix", action="store_true", help="play: Powerline, Barrage and Power Lines tables together")
    parser.add_argument("--json", type=Path, default=None, help="play: also write the figures to this file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-limits", action="store_true", help="play: the local Discord enforces no rate limits")
    parser.add_argument(
        "--global-limit",
        type=int,
        default=50,
        help="play: the local Discord's global limit, requests a second (Discord's is 50); the bot is told it",
    )
    parser.add_argument(
        "--metrics", action="store_true", help="play: the bot serves /metrics (METRICS_PORT), scraped every 15 s"
    )
    args = parser.parse_args()
    limit = MAX_MEMORY_GAMES if args.memory else MAX_GAMES
    if not 1 <= args.games <= limit:
        parser.error(f"--games must be 1..{limit}")
    if args.processes not in (1, 2) or (args.processes > 1 and not args.postgres):
        parser.error("--processes is 1, or 2 with --postgres")
    if args.late_round and not (args.memory and 2 <= args.late_round <= load_rules().rounds):
        parser.error(f"--late-round needs --memory and a round 2..{load_rules().rounds}")
    if not 0 < args.seconds <= MAX_SECONDS:
        parser.error(f"--seconds must be in (0, {MAX_SECONDS}]")
    if not 1 <= args.players <= len(NAMES):
        parser.error(f"--players must be 1..{len(NAMES)}")
    if not 1 <= args.global_limit <= 1000:
        parser.error("--global-limit must be 1..1000")
    if not 0 <= args.pause_min <= args.pause_max <= 60:
        parser.error("need 0 <= --pause-min <= --pause-max <= 60")
    return args


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="wire-load-") as tmp:
        async with asyncio.timeout(args.seconds + OVERRUN_SECONDS):
            await (memory if args.memory else play)(args, Path(tmp))


def main() -> None:
    args = arguments()
    began = time.monotonic()
    asyncio.run(run(args))
    print(f"wall time: {time.monotonic() - began:.0f} s")


if __name__ == "__main__":
    main()
