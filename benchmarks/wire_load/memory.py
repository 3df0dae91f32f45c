"""Memory mode (--memory): N games started through their lobbies without pauses (each player submits one plan),
then the bot's memory, then a restart on the same database: time to the gateway and to the first REST call. With
--late-round R the restart comes after every game was played on to round R in the database: the bot's memory once
it has caught them all up."""

import argparse
import asyncio
import random
import signal
import time
from pathlib import Path

from benchmarks.late_games import age_games, unsettled
from benchmarks.wire_load.figures import report_errors, spread
from benchmarks.wire_load.machine import bot_pid, cpu_seconds, family_rss_mb, memory_mb, shares_mb
from benchmarks.wire_load.people import ANSWER_TIMEOUT, Game, Load, make_games, run_game, stop_all
from benchmarks.wire_load.rounds import backlog, unbuilt
from bot.table.workers import IDLE_SECONDS
from harness.controls import custom_id
from harness.process import BotProcess
from harness.process import children as workers
from localdiscord.server import FakeDiscord

QUICK_GAMES_AT_ONCE = 25
"""Lobbies in flight at once."""
CATCH_UP_SECONDS = 180.0
"""Late mode: how long the restarted bot gets to catch every game up."""


async def memory(args: argparse.Namespace, tmp: Path) -> None:
    discord = FakeDiscord()
    await discord.start()
    rng = random.Random(args.seed)
    games = make_games(discord, args.games, lambda _: rng.randint(2, 3))
    bot = BotProcess(discord, tmp / "games.sqlite3", tmp / "bot.log")
    load = Load(discord, 0, 0)
    try:
        await bot.start(timeout=60)
        stuck = await fill(args, bot, load, games)
        if args.late_round:
            await late_restart(bot, tmp / "games.sqlite3", args.late_round, args.seed)
            report_errors(bot)
            return
        await restart(bot, load, games, stuck)
        report_errors(bot)
    finally:
        await bot.stop()
        await discord.stop()


async def fill(
    args: argparse.Namespace, bot: BotProcess, load: Load, games: list[Game]
) -> dict[tuple[int, int], float]:
    """Start the games, half of them then the rest, and print the bot's memory before, between and after; the
    rounds left unbuilt after the backlog."""
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
        f"in {setup:.0f} s ({len(load.discord.interactions)} interactions, bot CPU {cpu:.1f} s)"
        f"{'' if complete else '; cut off at --seconds'}"
    )
    print(f"bot idle before games: VmRSS {idle['VmRSS']:.0f} MB")
    print(f"bot after {half_started} games: VmRSS {half['VmRSS']:.0f} MB")
    print(f"bot after {started} games: VmRSS {full['VmRSS']:.0f} MB, VmHWM {full['VmHWM']:.0f} MB")
    shares(bot)
    if started:
        print(f"  per game: {(full['VmRSS'] - idle['VmRSS']) / started * 1024:.0f} KB of VmRSS over idle", end="")
        if started > half_started > 0:
            marginal = (full["VmRSS"] - half["VmRSS"]) / (started - half_started) * 1024
            print(f"; {marginal:.0f} KB each for the second {started - half_started} games", end="")
        print()
    acks = [i.ack_seconds for i in load.discord.interactions.values() if i.ack_seconds is not None]
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
    return stuck


def shares(bot: BotProcess) -> None:
    """The memory of the bot and of each of its workers, shared pages divided among them."""
    print(f"  with its {len(workers(bot_pid(bot)))} drawing workers: VmRSS {family_rss_mb(bot_pid(bot)):.0f} MB")
    for name, pid in (("bot", bot_pid(bot)), *((f"worker {child}", child) for child in workers(bot_pid(bot)))):
        share = shares_mb(pid)
        print(
            f"  {name}: PSS {share['Pss']:.0f} MB (anonymous {share['Pss_Anon']:.0f}, files "
            f"{share['Pss_File']:.0f}), resident anonymous {share['RssAnon']:.0f} MB"
        )


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


async def restart(bot: BotProcess, load: Load, games: list[Game], stuck: dict[tuple[int, int], float]) -> None:
    """Restart the bot on the same database: how long it takes, its memory, the rounds it builds that were left
    unbuilt (`stuck`), and the first click it serves."""
    stop_seconds, to_gateway, to_rest = await restart_times(bot, load.discord)
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
        await load.act("open planner", game.people[0].click(card, custom_id=custom_id(card, "round", "plan")))
    except Exception as error:
        print(f"first click after restart: failed ({type(error).__name__}: {error})")
        return
    interaction = list(load.discord.interactions.values())[-1]
    ack = "-" if interaction.ack_seconds is None else f"{interaction.ack_seconds * 1000:.0f} ms"
    print(
        f"first click after restart (open planner): ack {ack}, planner shown {(time.monotonic() - began) * 1000:.0f} ms"
    )
