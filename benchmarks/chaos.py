"""Chaos: the mixed tables of `wire_load --mix` on PostgreSQL with two bot processes (two of four shards each),
against the local Discord with its limits on, while a schedule injects faults; then an audit of what the games and
the local Discord hold.

The faults (a 10-minute run; times scale with --seconds): a gateway session dropped and resumed (6 %), SIGKILL of
one bot process every 90 s, in turn, restarted at once; a burst of 500s on message posts (22 %); PostgreSQL
restarted (37 %), its `/readyz` polled meanwhile; a clean SIGTERM (52 %); a slow minute of REST (63 %: every call
answered a second late). --quick: one kill at a third and a database restart at two thirds, nothing else.

People are those of `wire_load --mix`, with a 30-minute turn timer, and as Discord's clients show it: a click not
acknowledged within 3 s is "This interaction failed", and the person tries again a few seconds later. After every
restart, each game of the restarted process is read (its Read the board button) until it answers: how long after
the restart each game was reachable again.

The audit, after the people stop and the bots have sent every post they owe (or DRAIN_SECONDS):
- moves: every Confirm, Place or Submit answered with success is stored exactly once (the game's final action of
  that turn or round, by that person); none stored twice; none stored without a click that sent it;
- posts: every post the games recorded is in Discord exactly once, in the game's channel; none left unsent; no
  message of a game's channel that no post explains;
- no message showed two turns (or rounds) over its life;
- no game stuck: each is over, or has its current turn card and a running timer, and no computer seat is to move;
- each process touched only its own shards' channels; clicks sent while a process was down, and what they got;
- 429s per process; acknowledgement latency outside the fault windows (from a fault to 10 s after its recovery);
- the bots' logs: lines with Traceback or ERROR.

    python -m benchmarks.chaos [--games 100] [--seconds 600] [--quick] [--json PATH] [--seed 1]

Everything runs on 127.0.0.1; a temporary directory holds the logs, a PostgreSQL server started here the games.
Bounded: at most 200 games and 900 seconds of play; the whole run is cut off at --seconds plus 10 minutes.
"""

import argparse
import asyncio
import contextlib
import json
import re
import signal
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import asyncpg

from benchmarks.wire_load import mix
from benchmarks.wire_load.bots import SHARDS_PER_PROCESS, bot_processes
from benchmarks.wire_load.figures import log_errors, p_ms, spread
from benchmarks.wire_load.people import ANSWER_TIMEOUT, Game, Load, make_games, run_game, stop_all
from bot.table.outbox import nonce
from bot.table.routes import parse_route
from engine.core import GameRecord
from engine.core.codec import loads
from engine.registry import GAMES
from harness.postgres import PostgresServer, binaries
from harness.words import ba_label, label, opening, pl_opening
from localdiscord.faults import Fault
from localdiscord.gateway import shard_of
from localdiscord.model import Channel, Interaction, Message, controls
from localdiscord.players import answered, is_answered, labels
from localdiscord.server import FakeDiscord

PROCESSES = 2
SHARDS = PROCESSES * SHARDS_PER_PROCESS
MAX_GAMES = 200
MAX_SECONDS = 900
OVERRUN_SECONDS = 600
FAILED_AFTER = 3.0
"""Discord's clients say "This interaction failed" when the bot has not acknowledged a click within 3 s."""
TIMER_MINUTES = 30
QUIET_AFTER = 10.0
"""Seconds after a fault's recovery still counted in its window: latencies outside the windows are the steady ones."""
REACHABLE_SECONDS = 10.0
"""Target: every game of a restarted process answers within this long of the restart."""
PROBE_SECONDS = 60.0
PROBE_EVERY = 1.0
DRAIN_SECONDS = 180.0
DATABASE_DOWN_SECONDS = 5.0
BURST = 40
"""500s on message posts in the burst."""
SLOW_DELAY = 1.0
SLOW_SECONDS = 60.0
KILL_EVERY = 90.0
READYZ_EVERY = 0.5
READ = label("read-board")
COMMITS = {
    "submit": opening("submitted-ok", "round"),
    "barrage play": ba_label("turn-played"),
    "powerlines play": pl_opening("placed-ok", "tile"),
}
"""The clicks that commit a move, and the words their success answer starts with."""
FINAL_ACTIONS = {"SubmitPlan", "Confirm", "PlaceTile"}
"""The action a committing click ends with: a round's plan, a turn's Confirm, a placed tile."""
MARKERS = (r"Round (\d+)", r"Game (\d+)/\d+ · tile (\d+)", r"\*\*Setup\*\* · (.+?) picks")


class InteractionFailed(Exception):
    """The click was not acknowledged within 3 s: the person saw "This interaction failed"."""


@dataclass
class Window:
    """A fault, from its injection to its recovery."""

    fault: str
    began: float
    ended: float | None = None

    def covers(self, at: float) -> bool:
        return self.began <= at <= (self.ended if self.ended is not None else float("inf")) + QUIET_AFTER


@dataclass
class Restart:
    process: int
    how: str
    stopped: float
    started: float
    back: float = 0.0
    """Both of its shards identified again."""
    reachable: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))
    """Per shard, per game of it: seconds from the restart to its Read the board answered."""
    identified: dict[int, float] = field(default_factory=dict)
    """Per shard: seconds from the restart to its gateway session identified."""
    unreachable: int = 0
    unreachable_games: list[str] = field(default_factory=list)
    """Each game no read reached: its kind, and what its last read got."""


@dataclass
class ChaosLoad(Load):
    """People as Discord's clients treat them: a click without an acknowledgement within 3 s failed."""

    async def act(self, kind: str, send: Awaitable[Interaction]) -> Message:
        began = time.monotonic()
        interaction = await send
        self.kinds[interaction.token] = kind
        try:
            await self.discord.wait_in(
                interaction.channel, lambda: interaction.acknowledged_at is not None, FAILED_AFTER
            )
        except TimeoutError:
            raise InteractionFailed(kind) from None
        await self.discord.wait_in(interaction.channel, lambda: is_answered(interaction), ANSWER_TIMEOUT)
        message = await answered(self.discord, interaction)
        if kind == "planner click":
            self.planner_seconds.append(time.monotonic() - began)
        return message


@dataclass
class Chaos:
    discord: FakeDiscord
    server: PostgresServer
    bots: list[Any]
    games: list[Game]
    tables: dict[int, mix.Table]
    windows: list[Window] = field(default_factory=list)
    restarts: list[Restart] = field(default_factory=list)
    down: list[tuple[int, float, float]] = field(default_factory=list)
    """(shard, from, to): a shard without its gateway session, its process stopped or starting."""
    database: dict[str, Any] = field(default_factory=dict)
    probes: set[str] = field(default_factory=set)
    """Tokens of the clicks that read each game after a restart (not people's clicks)."""
    began: float = field(default_factory=time.time)
    """When play began."""

    def open(self, fault: str) -> Window:
        window = Window(fault, time.time())
        self.windows.append(window)
        print(f"  {window.began - self.began:6.1f} s  {fault}", flush=True)
        return window

    def shards(self, process: int) -> range:
        return range(process * SHARDS_PER_PROCESS, (process + 1) * SHARDS_PER_PROCESS)

    def process_of(self, channel: Channel) -> int:
        return shard_of(channel.guild_id, SHARDS) // SHARDS_PER_PROCESS

    def thread_of(self, game: Game) -> Channel | None:
        table = self.tables.get(game.index)
        return game.thread if table is None else table.thread

    # -- faults ----------------------------------------------------------------------------------------
    async def restart(self, process: int, sig: int) -> None:
        how = "SIGKILL" if sig == signal.SIGKILL else "SIGTERM"
        window = self.open(f"{how} process {process}")
        gateway = self.discord.gateway
        before = {s: gateway.by_shard.get(s) for s in self.shards(process)}
        await self.bots[process].stop(sig)
        restart = Restart(process, how, window.began, time.time())
        await self.bots[process].start(timeout=60)

        def back(shard: int) -> bool:
            session = gateway.by_shard.get(shard)
            return session is not None and session is not before[shard] and session.socket is not None

        probes = []
        for shard in self.shards(process):
            await self.discord.wait(lambda shard=shard: back(shard), 60)
            self.down.append((shard, window.began, time.time()))
            restart.identified[shard] = time.time() - restart.started
            probes.append(asyncio.create_task(self.probe(restart, shard)))
        restart.back = time.time()
        self.restarts.append(restart)
        await asyncio.gather(*probes)
        window.ended = time.time()

    async def probe(self, restart: Restart, shard: int) -> None:
        """Each game of the restarted process read as soon as its shard is back (a click before that is lost, as
        Discord loses it), again a second after a read that failed: when it was reachable again."""

        async def read(game: Game, thread: Channel) -> None:
            person, last = game.people[0], "no card to read"
            while time.time() - restart.started < PROBE_SECONDS:
                cards = [m for m in self.discord.history(thread) if READ in labels(m)]
                if cards:
                    clicked = await person.click(cards[-1], label=READ)
                    self.probes.add(clicked.token)
                    with contextlib.suppress(TimeoutError):
                        await self.discord.wait_in(
                            thread, lambda done=clicked: done.acknowledged_at is not None, FAILED_AFTER
                        )
                        await self.discord.wait_in(thread, lambda done=clicked: is_answered(done), ANSWER_TIMEOUT)
                    if is_answered(clicked):
                        restart.reachable[shard].append(time.time() - restart.started)
                        return
                    last = f"response type {clicked.response_type}, {clicked.updates} updates"
                await asyncio.sleep(PROBE_EVERY)
            restart.unreachable += 1
            restart.unreachable_games.append(f"table {game.index} in {thread.id}: {last}")

        mine = [
            (g, thread)
            for g in self.games
            if (thread := self.thread_of(g)) is not None and shard_of(g.channel.guild_id, SHARDS) == shard
        ]
        await asyncio.gather(*(read(g, thread) for g, thread in mine))

    async def drop_gateway(self) -> None:
        window = self.open("gateway session dropped")
        resumed = self.discord.gateway.resumed
        await self.discord.gateway.drop()
        await self.discord.wait(lambda: self.discord.gateway.resumed > resumed, 60)
        window.ended = time.time()

    async def burst(self) -> None:
        window = self.open(f"{BURST} message posts answered 500")
        fault = self.discord.faults.add(Fault("POST", "/channels/*/messages", 500, times=BURST))
        await self.discord.wait(lambda: fault not in self.discord.faults.active, 120)
        window.ended = time.time()

    async def slow(self) -> None:
        window = self.open(f"a slow minute: every REST call answered {SLOW_DELAY:g} s late")
        fault = self.discord.faults.add(Fault("*", "*", status=0, delay=SLOW_DELAY, times=None))
        await asyncio.sleep(SLOW_SECONDS)
        self.discord.faults.active.remove(fault)
        window.ended = time.time()

    async def restart_database(self) -> None:
        window = self.open("PostgreSQL restarted")
        seen: dict[str, Counter[int]] = {"down": Counter(), "up": Counter()}
        async with aiohttp.ClientSession() as http:
            await asyncio.to_thread(self.server.halt)
            halted = time.time()
            while time.time() - halted < DATABASE_DOWN_SECONDS:
                for status in await self.readyz(http):
                    seen["down"][status] += 1
                await asyncio.sleep(READYZ_EVERY)
            await asyncio.to_thread(self.server.resume)
            resumed = time.time()
            while time.time() - resumed < 60:
                statuses = await self.readyz(http)
                seen["up"].update(statuses)
                if all(s == 200 for s in statuses):
                    break
                await asyncio.sleep(READYZ_EVERY)
        window.ended = time.time()
        self.database = {
            "down_seconds": round(resumed - halted, 1),
            "ready_again_seconds": round(window.ended - resumed, 1),
            "readyz_while_down": dict(seen["down"]),
            "readyz_after": dict(seen["up"]),
        }

    async def readyz(self, http: aiohttp.ClientSession) -> list[int]:
        """Each process's /readyz status (0: no answer)."""
        statuses = []
        for bot in self.bots:
            try:
                async with http.get(
                    f"http://127.0.0.1:{bot.env['METRICS_PORT']}/readyz", timeout=aiohttp.ClientTimeout(total=3)
                ) as answer:
                    statuses.append(answer.status)
            except (aiohttp.ClientError, TimeoutError):
                statuses.append(0)
        return statuses


def schedule(seconds: float, quick: bool) -> list[tuple[float, str]]:
    """(seconds in, fault) in order."""
    if quick:
        return [(seconds / 3, "kill 0"), (2 * seconds / 3, "database")]
    plan = [
        (0.06 * seconds, "drop"),
        (0.225 * seconds, "burst"),
        (0.375 * seconds, "database"),
        (0.525 * seconds, "term 1"),
        (0.63 * seconds, "slow"),
    ]
    kills = int((seconds - 30) // KILL_EVERY)
    plan += [((n + 1) * KILL_EVERY, f"kill {n % PROCESSES}") for n in range(kills)]
    return sorted(plan)


async def inject(chaos: Chaos, plan: list[tuple[float, str]], began: float) -> None:
    for at, fault in plan:
        await asyncio.sleep(max(0.0, began + at - time.monotonic()))
        what, _, process = fault.partition(" ")
        if what == "kill":
            await chaos.restart(int(process), signal.SIGKILL)
        elif what == "term":
            await chaos.restart(int(process), signal.SIGTERM)
        elif what == "drop":
            await chaos.drop_gateway()
        elif what == "burst":
            await chaos.burst()
        elif what == "slow":
            await chaos.slow()
        else:
            await chaos.restart_database()


# -- the audit ----------------------------------------------------------------------------------------------
@dataclass
class Stored:
    """What the database holds, read once the bots are drained."""

    games: list[asyncpg.Record]
    seats: dict[int, dict[int, int | None]]
    """Game -> seat -> user (None: a computer)."""
    finals: Counter[tuple[int, int, int]]
    """(game, user, phase) -> final actions a person's click stored."""
    states: dict[int, Any]
    posts: list[asyncpg.Record]
    deadlines: dict[tuple[int, int], float]


async def read_store(url: str) -> Stored:
    connection = await asyncpg.connect(url)
    try:
        games = await connection.fetch("SELECT id, kind, guild_id, place_id, status, config FROM games ORDER BY id")
        seats: dict[int, dict[int, int | None]] = defaultdict(dict)
        for row in await connection.fetch("SELECT game_id, seat, user_id FROM seats"):
            seats[row["game_id"]][row["seat"]] = row["user_id"]
        actions = await connection.fetch("SELECT game_id, payload, source, user_id FROM actions ORDER BY game_id, seq")
        posts = await connection.fetch("SELECT game_id, key, message_id, posted_at FROM posts")
        deadlines = {(r["game_id"], r["phase"]): r["due_at"] for r in await connection.fetch("SELECT * FROM deadlines")}
    finally:
        await connection.close()
    logged: dict[int, list[asyncpg.Record]] = defaultdict(list)
    for action in actions:
        logged[action["game_id"]].append(action)
    finals: Counter[tuple[int, int, int]] = Counter()
    states: dict[int, Any] = {}
    for game in games:
        if game["config"] is None:
            continue
        rules = GAMES[game["kind"]]
        state = GameRecord(rules, loads(rules.config_type, game["config"])).state
        for row in logged[game["id"]]:
            action = loads(rules.action_type, row["payload"])
            if row["source"] == "player" and type(action).__name__ in FINAL_ACTIONS:
                finals[game["id"], row["user_id"], rules.phase_key(state)] += 1
            state, _ = rules.apply(state, action)
        states[game["id"]] = state
    return Stored(list(games), seats, finals, states, list(posts), deadlines)


async def audit_moves(load: ChaosLoad, stored: Stored) -> dict[str, Any]:
    """Every successful commit stored once; nothing stored twice or without a click."""
    succeeded: Counter[tuple[int, int, int]] = Counter()
    failed: set[tuple[int, int, int]] = set()
    outcomes: Counter[str] = Counter()
    for token, kind in load.kinds.items():
        if kind not in COMMITS:
            continue
        interaction = load.discord.interactions[token]
        route = parse_route(interaction.custom_id, {})
        assert route is not None, interaction.custom_id
        key = (route.table, interaction.user.id, route.phase)
        if not is_answered(interaction):
            outcomes["failed"] += 1
            failed.add(key)
            continue
        text = (await answered(load.discord, interaction, timeout=0)).text
        if COMMITS[kind] in text:
            outcomes["succeeded"] += 1
            succeeded[key] += 1
        else:
            outcomes["refused"] += 1
            failed.add(key)
    lost = [k for k in succeeded if stored.finals[k] == 0]
    doubled = [k for k, n in stored.finals.items() if n > 1]
    twice_told = [k for k, n in succeeded.items() if n > 1]
    unexplained = [k for k in stored.finals if k not in succeeded and k not in failed]
    return {
        "commit_clicks": dict(outcomes),
        "stored_moves": sum(stored.finals.values()),
        "lost": len(lost),
        "doubled": len(doubled),
        "succeeded_twice": len(twice_told),
        "stored_without_a_click": len(unexplained),
        "examples": [list(k) for k in (lost + doubled + twice_told + unexplained)[:5]],
    }


def audit_posts(discord: FakeDiscord, stored: Stored) -> dict[str, Any]:
    """Each recorded post once in Discord, in its game's channel; none unsent; no unexplained public message."""
    places = {g["id"]: g["place_id"] for g in stored.games}
    by_nonce: dict[str, list[Message]] = defaultdict(list)
    for message in discord.messages.values():
        if message.nonce is not None and not message.deleted:
            by_nonce[message.nonce].append(message)
    unsent = missing = duplicate = wrong_place = 0
    explained: set[int] = set()
    for post in stored.posts:
        if post["posted_at"] is None:
            unsent += 1
            continue
        found = by_nonce.get(str(nonce(post["game_id"], post["key"])), [])
        explained.update(m.id for m in found)
        if post["message_id"] is None:
            continue
        explained.add(post["message_id"])
        duplicate += len(found) > 1
        missing += not any(m.id == post["message_id"] for m in found)
        wrong_place += any(m.channel_id not in (places[post["game_id"]], 0) and m.guild_id for m in found)
    threads = set(places.values())
    strays = [
        m
        for m in discord.messages.values()
        if m.channel_id in threads and m.viewer is None and not m.deleted and m.id not in explained and m.nonce
    ]
    mixed = [m.id for m in discord.messages.values() if m.channel_id in threads and len(markers(m)) > 1]
    return {
        "posts": len(stored.posts),
        "unsent": unsent,
        "missing": missing,
        "duplicate": duplicate,
        "wrong_channel": wrong_place,
        "unexplained_messages": len(strays),
        "messages_mixing_turns": len(mixed),
        "mixed_examples": mixed[:5],
    }


def markers(message: Message) -> set[tuple[str, ...]]:
    """The turn or round each version of a message named first."""
    found: set[tuple[str, ...]] = set()
    for text in message.shown:
        for pattern in MARKERS:
            hit = re.search(pattern, text)
            if hit:
                found.add(hit.groups())
                break
    return found


def audit_stuck(discord: FakeDiscord, stored: Stored) -> dict[str, Any]:
    """A running game has its current turn card, a running timer and no computer seat to move."""
    now = time.time()
    stuck: Counter[str] = Counter()
    examples: list[str] = []
    statuses = Counter(g["status"] for g in stored.games)
    for game in stored.games:
        if game["status"] != "running":
            continue
        rules, state = GAMES[game["kind"]], stored.states[game["id"]]
        phase = rules.phase_key(state)
        active = rules.active_seats(state)
        why = None
        if any(stored.seats[game["id"]].get(seat) is None for seat in active):
            why = "a computer seat to move"
        elif not current_card(discord, game["place_id"], game["id"], phase):
            why = "no card for the current turn"
        elif stored.deadlines.get((game["id"], phase), 0) <= now:
            why = "no running timer"
        if why is not None:
            stuck[why] += 1
            examples.append(f"game {game['id']} ({game['kind']}, phase {phase}): {why}")
    return {"games": dict(statuses), "stuck": sum(stuck.values()), "why": dict(stuck), "examples": examples[:5]}


PLAYS = {("round", "plan"), ("turn", "take")}
"""The routes (kind, argument) of the buttons a turn or round card is played from: Plan, Take my turn."""


def current_card(discord: FakeDiscord, place: int, game: int, phase: int) -> bool:
    for message in discord.messages.values():
        if message.channel_id != place or message.deleted or message.viewer is not None:
            continue
        for control in controls(message.components):
            route = parse_route(control.get("custom_id", ""), {})
            if route is not None and (route.kind, route.arg) in PLAYS and (route.table, route.phase) == (game, phase):
                return True
    return False


def audit_shards(chaos: Chaos) -> dict[str, Any]:
    """Calls by each process about channels of the other's shards; 429s per process; clicks while one was down."""
    foreign: Counter[str] = Counter()
    limited: Counter[str] = Counter()
    for call in chaos.discord.calls:
        if call.status == 429:
            limited[call.caller] += 1
        channel_id = chaos.discord._touched_channel(call.path)
        channel = chaos.discord.channels.get(channel_id) if channel_id is not None else None
        if channel is None or not channel.guild_id or not call.caller:
            continue
        if chaos.process_of(channel) != int(call.caller.removeprefix("p")):
            foreign[call.caller] += 1
    while_down: Counter[str] = Counter()
    for interaction in chaos.discord.interactions.values():
        if interaction.token in chaos.probes:
            continue
        shard = shard_of(interaction.channel.guild_id, SHARDS)
        if any(s == shard and a <= interaction.sent_at <= b for s, a, b in chaos.down):
            while_down["acknowledged" if interaction.acknowledged_at is not None else "this interaction failed"] += 1
    return {
        "foreign_calls": dict(foreign),
        "rate_limited_by_process": dict(limited),
        "clicks_while_down": dict(while_down),
    }


def latency(chaos: Chaos, since: float, until: float) -> dict[str, Any]:
    calm: list[float] = []
    faulty: list[float] = []
    for interaction in chaos.discord.interactions.values():
        if not since <= interaction.sent_at <= until or interaction.ack_seconds is None:
            continue
        inside = any(w.covers(interaction.sent_at) for w in chaos.windows)
        (faulty if inside else calm).append(interaction.ack_seconds)
    print(f"ack outside the fault windows: {spread(calm)}")
    print(f"ack inside them: {spread(faulty)}")
    return {"ack_p50_ms": p_ms(calm, 50), "ack_p99_ms": p_ms(calm, 99), "ack_p99_ms_in_faults": p_ms(faulty, 99)}


UNSETTLED = (
    "SELECT g.id, g.kind, g.status, g.settled_actions, (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS n "
    "FROM games g WHERE g.status IN ('running', 'finished') AND (g.settled_actions IS NULL OR g.settled_actions < "
    "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id)) ORDER BY g.id"
)
"""Games whose posts the bots have not all sent since their last action."""


async def drain(url: str) -> tuple[float, list[str]]:
    """Seconds until every game's posts are sent (settled), at most DRAIN_SECONDS; the games still unsettled then."""
    began = time.monotonic()
    connection = await asyncpg.connect(url)
    try:
        while (left := await connection.fetch(UNSETTLED)) and time.monotonic() - began < DRAIN_SECONDS:
            await asyncio.sleep(1)
    finally:
        await connection.close()
    unsettled = [f"game {r['id']} ({r['kind']}, {r['status']}): {r['settled_actions']} of {r['n']}" for r in left]
    return time.monotonic() - began, unsettled


# -- the run ------------------------------------------------------------------------------------------------
async def chaos_run(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    """Start the local Discord, PostgreSQL and the bot processes, play under the faults, then audit; everything
    started here is stopped however the run ends."""
    bin_dir = binaries()
    if bin_dir is None:
        raise SystemExit("PostgreSQL is not installed here (`./dev test` installs it)")
    discord = FakeDiscord()
    await discord.start()
    server = PostgresServer(bin_dir)
    url = server.start()
    games = make_games(discord, args.games, mix.people_at, SHARDS)
    figures = {game: mix.Figures() for game in mix.GAMES}
    tables = mix.tables(games, figures, timer=TIMER_MINUTES)
    bots = bot_processes(discord, url, PROCESSES, tmp, metrics=True)
    load = ChaosLoad(discord, args.pause_min, args.pause_max, timer=TIMER_MINUTES)
    chaos = Chaos(discord, server, bots, games, tables)
    try:
        for bot in bots:
            await bot.start(timeout=60)
        await discord.wait(lambda: discord.gateway.identified >= SHARDS, 60)
        since, until = await play(args, chaos, load)
        report = await audit(args, chaos, load, url, since, until)
        for game, seen in figures.items():
            report[game] = seen.summary()
        return conclude(report, chaos, load)
    finally:
        for bot in bots:
            await bot.stop()
        await discord.stop()
        server.stop()


async def play(args: argparse.Namespace, chaos: Chaos, load: ChaosLoad) -> tuple[float, float]:
    """The people play every game for --seconds while the schedule injects its faults; returns the wall-clock
    (since, until) of play, which bound the latency and interaction figures."""
    print(f"chaos: {args.games} mixed tables, {args.seconds:.0f} s, 2 processes x 2 shards, PostgreSQL; faults:")
    since, began = time.time(), time.monotonic()
    chaos.began = since
    wait = args.seconds + 60
    people = [
        asyncio.create_task(run_game(load, g, f"{args.seed}:{g.index}", None, wait))
        for g in chaos.games
        if g.index not in chaos.tables
    ]
    people += [
        asyncio.create_task(mix.run_table(load.act, load.pause, t, f"{args.seed}:{i}", wait, load.failed))
        for i, t in chaos.tables.items()
    ]
    injector = asyncio.create_task(inject(chaos, schedule(args.seconds, args.quick), began))
    await asyncio.wait(people, timeout=args.seconds)
    await stop_all(people)
    await injector
    return since, time.time()


async def audit(
    args: argparse.Namespace, chaos: Chaos, load: ChaosLoad, url: str, since: float, until: float
) -> dict[str, Any]:
    """Let the bots send what they owe, then check the store against Discord: moves, posts, stuck games, shards,
    restarts and latency, in the report's order."""
    drained, unsettled = await drain(url)
    print(f"people stopped; the bots drained in {drained:.0f} s")
    stored = await read_store(url)
    report: dict[str, Any] = {"games": args.games, "seconds": args.seconds, "quick": args.quick}
    report["faults"] = [
        {"fault": w.fault, "at": round(w.began - since, 1), "seconds": round((w.ended or until) - w.began, 1)}
        for w in chaos.windows
    ]
    report["moves"] = await audit_moves(load, stored)
    report["posts"] = audit_posts(chaos.discord, stored)
    report["posts"]["games_unsettled"] = len(unsettled)
    report["posts"]["unsettled_examples"] = unsettled[:5]
    report["games_state"] = audit_stuck(chaos.discord, stored)
    report["processes"] = audit_shards(chaos)
    report["restarts"] = [restart_figures(r) for r in chaos.restarts]
    report["database"] = chaos.database
    report["latency"] = latency(chaos, since, until)
    report["interactions"] = sum(since <= i.sent_at <= until for i in chaos.discord.interactions.values())
    report["interactions_per_s"] = round(report["interactions"] / max(until - since, 1e-9), 1)
    report["powerline_planner_p95_ms"] = p_ms(load.planner_seconds, 95)
    return report


def restart_figures(restart: Restart) -> dict[str, Any]:
    """How long one restart kept its process's games out of reach: the gateway back, then each shard's games read."""
    return {
        "process": restart.process,
        "how": restart.how,
        "gateway_seconds": round(restart.back - restart.started, 1),
        "reachable_max_seconds": round(max((max(t) for t in restart.reachable.values()), default=0.0), 1),
        "by_shard": {
            shard: {
                "identified_seconds": round(restart.identified[shard], 1),
                "reachable_p50_seconds": round(sorted(t)[len(t) // 2], 1),
                "reachable_max_seconds": round(max(t), 1),
            }
            for shard, t in sorted(restart.reachable.items())
        },
        "unreachable": restart.unreachable,
        "unreachable_games": restart.unreachable_games[:5],
    }


def conclude(report: dict[str, Any], chaos: Chaos, load: ChaosLoad) -> dict[str, Any]:
    """Add the people's failed clicks and the bots' log errors, then the verdict: the problems found and whether
    every restart met the reachability target."""
    report["failed_clicks"] = dict(load.failures)
    report["failed_click_examples"] = dict(load.failure_examples)
    errors = [log_errors(bot.output) for bot in chaos.bots]
    report["log_errors"] = sum(count for count, _ in errors)
    report["log_error_lines"] = [line[:200] for _, lines in errors for line in lines[:5]]
    report["problems"] = problems(report)
    report["reachable_within_target"] = all(r["reachable_max_seconds"] <= REACHABLE_SECONDS for r in report["restarts"])
    return report


def problems(report: dict[str, Any]) -> list[str]:
    """What the audit found broken: each of these must be 0 (nothing lost, doubled, missing, duplicated or stuck, no
    error in the logs, no process in another's shards, every game reachable after every restart)."""
    moves, posts = report["moves"], report["posts"]
    counts = {
        "moves lost": moves["lost"],
        "moves stored twice": moves["doubled"],
        "moves confirmed twice": moves["succeeded_twice"],
        "moves stored without a click": moves["stored_without_a_click"],
        "posts unsent": posts["unsent"],
        "games with posts still owed after the drain": posts["games_unsettled"],
        "posts missing": posts["missing"],
        "posts duplicated": posts["duplicate"],
        "posts in the wrong channel": posts["wrong_channel"],
        "messages no post explains": posts["unexplained_messages"],
        "messages mixing turns": posts["messages_mixing_turns"],
        "games stuck": report["games_state"]["stuck"],
        "log lines with Traceback or ERROR": report["log_errors"],
        "calls in another process's shards": sum(report["processes"]["foreign_calls"].values()),
        "games unreachable after a restart": sum(r["unreachable"] for r in report["restarts"]),
    }
    return [f"{what}: {n}" for what, n in counts.items() if n]


def show(report: dict[str, Any]) -> None:
    print(f"interactions: {report['interactions']} ({report['interactions_per_s']}/s)")
    for part in ("moves", "posts", "games_state", "processes", "database", "barrage", "powerlines"):
        print(f"{part}: {json.dumps(report[part])}")
    for restart in report["restarts"]:
        print(f"restart: {json.dumps(restart)}")
    print(f"failed clicks (the person tried again): {report['failed_clicks'] or 'none'}")
    for what, example in report["failed_click_examples"].items():
        print(f"  first {what}: {example}")
    print(f"bot logs: {report['log_errors']} lines with Traceback or ERROR")
    for line in report["log_error_lines"]:
        print(f"  {line}")
    print(f"audit: {'passed' if not report['problems'] else 'FAILED: ' + '; '.join(report['problems'])}")
    slowest = max((r["reachable_max_seconds"] for r in report["restarts"]), default=0.0)
    met = "met" if report["reachable_within_target"] else "missed"
    print(f"every game reachable within {REACHABLE_SECONDS:g} s of its process's restart: {met} (slowest {slowest} s)")


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.chaos", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help=f"mixed tables, 4..{MAX_GAMES}")
    parser.add_argument("--seconds", type=float, default=600, help=f"play time, 60..{MAX_SECONDS}")
    parser.add_argument("--quick", action="store_true", help="one kill and one database restart only")
    parser.add_argument("--pause-min", type=float, default=2.0)
    parser.add_argument("--pause-max", type=float, default=6.0)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures and the audit here")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--logs", type=Path, default=None, help="keep the bots' logs in this directory")
    args = parser.parse_args(argv)
    if not 4 <= args.games <= MAX_GAMES:
        parser.error(f"--games must be 4..{MAX_GAMES}")
    if not 60 <= args.seconds <= MAX_SECONDS:
        parser.error(f"--seconds must be 60..{MAX_SECONDS}")
    if not 0 <= args.pause_min <= args.pause_max <= 60:
        parser.error("need 0 <= --pause-min <= --pause-max <= 60")
    return args


async def run(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="chaos-") as tmp:
        if args.logs is not None:
            args.logs.mkdir(parents=True, exist_ok=True)
        async with asyncio.timeout(args.seconds + OVERRUN_SECONDS):
            return await chaos_run(args, args.logs or Path(tmp))


def main() -> None:
    args = arguments()
    began = time.monotonic()
    report = asyncio.run(run(args))
    show(report)
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wall time: {time.monotonic() - began:.0f} s")


if __name__ == "__main__":
    main()
