"""Play mode (the default, and --planner-only and --mix with it): the games and their people against one bot process
or two, for --seconds; then the figures, printed and with --json written."""

import argparse
import asyncio
import gc
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.wire_load import mix
from benchmarks.wire_load.bots import SCRAPED, SHARDS_PER_PROCESS, bot_processes, postgres_server, scrape
from benchmarks.wire_load.figures import ack_latency, budget, p_ms, report_errors, rest_calls, spread
from benchmarks.wire_load.machine import (
    RSS_SETTLED_SECONDS,
    CollectorPauses,
    bot_pid,
    cpu_seconds,
    family_cpu_seconds,
    family_rss_mb,
    keep_frozen,
    memory_mb,
    monitor_lag,
    monitor_rss,
    rss_growth,
)
from benchmarks.wire_load.people import Game, Load, make_games, run_game, stop_all
from benchmarks.wire_load.planner_only import open_all, planners
from benchmarks.wire_load.rounds import backlog, round_resolution
from harness.postgres import PostgresServer
from harness.process import BotProcess
from harness.process import children as workers
from localdiscord.server import FakeDiscord


@dataclass
class Run:
    """One run of play mode: the local Discord, the games and their people, the bot processes."""

    args: argparse.Namespace
    discord: FakeDiscord
    games: list[Game]
    tables: dict[int, mix.Table]
    """The Barrage and Power Lines tables (--mix), by game index."""
    figures: dict[str, mix.Figures]
    load: Load
    bots: list[BotProcess]
    server: PostgresServer | None

    @property
    def planned(self) -> list[Game]:
        """The Powerline games."""
        return [g for g in self.games if g.index not in self.tables]


@dataclass
class Span:
    """The measured time, and what the processes used in it."""

    since: float
    until: float
    elapsed: float
    cpu: float
    family: float
    family_rss: float
    harness: float
    memory: dict[str, float]
    lag: list[float] = field(default_factory=list)
    rss: list[tuple[float, float]] = field(default_factory=list)
    by_kind: list[tuple[float, dict[str, float]]] = field(default_factory=list)
    pauses: list[float] = field(default_factory=list)


async def play(args: argparse.Namespace, tmp: Path) -> None:
    discord = FakeDiscord(limits=not args.no_limits)
    discord.limits.global_per_second = args.global_limit
    await discord.start()
    shards = 1 if args.processes == 1 else SHARDS_PER_PROCESS * args.processes
    if args.mix:  # a half Powerline, a quarter Barrage, a quarter Power Lines
        games = make_games(discord, args.games, mix.people_at, shards)
    else:
        games = make_games(discord, args.games, lambda _: args.players, shards)
    figures = {game: mix.Figures() for game in mix.GAMES}
    tables = mix.tables(games, figures) if args.mix else {}
    server = postgres_server() if args.postgres else None
    database: Path | str = tmp / "games.sqlite3" if server is None else server.start()
    bots = bot_processes(discord, database, args.processes, tmp, args.metrics)
    load = Load(discord, args.pause_min, args.pause_max)
    run = Run(args, discord, games, tables, figures, load, bots, server)
    try:
        for bot in bots:
            await bot.start(timeout=60)
        await discord.wait(lambda: discord.gateway.identified >= len(bots) * (1 if shards == 1 else 2), 60)
        await report(run, await measure(run))
    finally:
        for bot in bots:
            await bot.stop()
        await discord.stop()
        if server is not None:
            server.stop()


def people(run: Run, wait: float) -> list[asyncio.Task[None]]:
    """The people at every table, playing until `wait` runs out or they are stopped."""
    args, load = run.args, run.load
    if args.planner_only:
        return planners(load, run.games, args.seed, wait)
    tasks = [asyncio.create_task(run_game(load, g, f"{args.seed}:{g.index}", None, wait)) for g in run.planned]
    tasks += [
        asyncio.create_task(mix.run_table(load.act, load.pause, t, f"{args.seed}:{i}", wait, load.failed))
        for i, t in run.tables.items()
    ]
    return tasks


async def measure(run: Run) -> Span:
    """The people play for --seconds while this process watches itself and the bot processes."""
    args = run.args
    pids = [bot_pid(bot) for bot in run.bots]
    if args.planner_only:
        await open_all(run.load, run.games, args.seed)
    cpu_before, harness_before = sum(map(cpu_seconds, pids)), time.process_time()
    family_before = sum(map(family_cpu_seconds, pids))
    since = time.time()
    began = time.monotonic()
    wait = args.seconds + 60
    gc.collect()
    gc.freeze()  # what the set-up made is never collected again: the harness's own pauses stay short
    lag: list[float] = []
    rss: list[tuple[float, float]] = []
    by_kind: list[tuple[float, dict[str, float]]] = []
    monitor = asyncio.create_task(monitor_lag(lag))
    freezer = asyncio.create_task(keep_frozen())
    sampler = asyncio.create_task(monitor_rss(pids, rss, by_kind))
    scraper = asyncio.create_task(scrape(args.processes if args.metrics else 0))
    with CollectorPauses() as collector:
        tasks = people(run, wait)
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
    return Span(since, until, elapsed, cpu, family, family_rss, harness, memory, lag, rss, by_kind, collector.seconds)


async def report(run: Run, span: Span) -> None:
    """Print the figures and, with --json, write them."""
    args, load, discord = run.args, run.load, run.discord
    since, until, elapsed = span.since, span.until, span.elapsed
    total = sum(since <= i.sent_at <= until for i in discord.interactions.values())
    started = sum(g.started for g in run.games)
    store = "PostgreSQL" if run.server is not None else "SQLite"
    people = "mixed tables" if args.mix else f"{args.players} people"
    print(
        f"play: {args.games} games ({started} Powerline started) x {people}, {elapsed:.0f} s, "
        f"pauses {args.pause_min:g}-{args.pause_max:g} s, seed {args.seed}; {store}, {len(run.bots)} bot process(es)"
    )
    report: dict[str, Any] = {"games": args.games, "mix": args.mix, "seconds": round(elapsed, 1)}
    report.update(ack_latency(load, since, until))
    print(f"click -> updated planner: {spread(load.planner_seconds)}")
    rounds, to_summary, to_card = round_resolution(load, run.planned)
    print(f"rounds completed: {rounds}; interactions: {total} ({total / elapsed:.1f}/s)")
    report["powerline"] = {
        "planner_p95_ms": p_ms(load.planner_seconds, 95),
        "summary_p95_ms": p_ms(to_summary, 95),
        "summary_p99_ms": p_ms(to_summary, 99),
        "card_p95_ms": p_ms(to_card, 95),
        "rounds": rounds,
    }
    if args.mix:
        report.update(mix.report(run.figures))
    report["interactions"] = total
    report["interactions_per_s"] = round(total / elapsed, 1)
    steps = rounds + sum(seen.turns for seen in run.figures.values())
    report["budget"] = budget(discord, since, until, steps)
    calls = rest_calls(discord.calls, since, until)
    report["rest_calls_per_interaction"] = {kind: round(n / total, 2) for kind, n in calls.items()} if total else {}
    if total:
        shares = ", ".join(f"{kind} {n / total:.2f}" for kind, n in calls.most_common())
        print(f"REST calls per interaction: {sum(calls.values()) / total:.2f} ({shares})")
    report.update(costs(run, span, total))
    load.report_failures()
    report["failed_clicks"] = sum(load.failures.values())
    await backlog(load, run.planned, until)
    for bot in run.bots:
        report_errors(bot)
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=2) + "\n")


def costs(run: Run, span: Span, total: int) -> dict[str, Any]:
    """What the bot processes, their workers and this process used, printed and for --json."""
    cpu, family, elapsed, memory = span.cpu, span.family, span.elapsed, span.memory
    pids = [bot_pid(bot) for bot in run.bots]
    unit = "planner click" if run.args.planner_only else "interaction"
    per = f"{cpu / total * 1000:.1f} ms" if total else "-"
    print(f"bot CPU: {cpu:.1f} s ({cpu / elapsed * 100:.0f}% of one core), {per} per {unit}")
    print(f"bot memory: VmRSS {memory['VmRSS']:.0f} MB, peak VmHWM {memory['VmHWM']:.0f} MB")
    family_per = f"{family / total * 1000:.1f} ms" if total else "-"
    print(
        f"bot with its {sum(len(workers(pid)) for pid in pids)} drawing and thinking workers: CPU {family:.1f} s "
        f"({family / elapsed * 100:.0f}% of one core), {family_per} per {unit}; VmRSS {span.family_rss:.0f} MB"
    )
    print(f"harness (fake Discord + people) CPU: {span.harness:.1f} s; its event loop lag: {spread(span.lag)}")
    if run.args.metrics:
        good = [size for size in SCRAPED if size]
        print(f"/metrics scraped {len(good)} of {len(SCRAPED)} times, {max(good, default=0) / 1024:.0f} KB a page")
    found: dict[str, Any] = {
        "cpu_ms_per_interaction": {
            "bot": round(cpu / total * 1000, 2) if total else None,
            "with_workers": round(family / total * 1000, 2) if total else None,
        },
        "rss_mb": {"bot": round(memory["VmRSS"]), "with_workers": round(span.family_rss)},
    }
    found.update(growth(span))
    found["harness_lag_p99_ms"] = p_ms(span.lag, 99)
    longest = max(span.pauses, default=0) * 1000
    print(f"  its GC pauses: {len(span.pauses)}, {sum(span.pauses):.1f} s in all, longest {longest:.0f} ms")
    return found


def growth(span: Span) -> dict[str, Any]:
    """How much the bot and its workers' memory grew from two minutes in to the end, overall and by kind."""
    found: dict[str, Any] = {"rss_growth_pct": rss_growth(span.rss)}
    if found["rss_growth_pct"] is not None:
        print(
            f"bot and workers' memory from {RSS_SETTLED_SECONDS:.0f} s in to the end: {found['rss_growth_pct']:+.1f}%"
        )
        settled = [split for at, split in span.by_kind if at >= RSS_SETTLED_SECONDS]
        found["rss_mb_by_kind"] = {k: [round(settled[0][k]), round(settled[-1][k])] for k in settled[0]}
        print(
            "  by kind, MB then -> at the end: "
            + ", ".join(f"{k} {a} -> {b}" for k, (a, b) in found["rss_mb_by_kind"].items())
        )
    return found
