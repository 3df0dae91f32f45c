"""`python -m benchmarks.wire_load`: the options (see the package's docstring), and the run, cut off at --seconds
plus 5 minutes."""

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from benchmarks import wire_load
from benchmarks.wire_load.memory import memory
from benchmarks.wire_load.play import play
from engine.powerline.rules import load_rules
from harness.powerline import NAMES

MAX_GAMES = 400
MAX_MEMORY_GAMES = 1000
"""Memory mode only starts games (one plan each), so it may hold more of them."""
MAX_SECONDS = 600
OVERRUN_SECONDS = 300
"""Beyond --seconds, what starting and stopping may take before the whole run is cut off."""


def arguments() -> argparse.Namespace:
    assert wire_load.__doc__ is not None
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.wire_load", description=wire_load.__doc__.splitlines()[0]
    )
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
    check(parser, args)
    return args


def check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Stop with a usage error unless the options go together and stay within bounds."""
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
