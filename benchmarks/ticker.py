"""The ticker's own work when many games wait over days: N running games, each with a deadline, a halfway reminder
and a last call still ahead (play by post), and the three questions the ticker asks every 20 s (reminders, last
calls, deadlines due). Prints the time per tick, median and worst, on SQLite.

    python -m benchmarks.ticker [--games 1000] [--ticks 50]
"""

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from bot.storage.db import open_database
from bot.storage.store import GameStore

DAY = 24 * 3600.0


async def measure(games: int, ticks: int) -> list[float]:
    """Seconds per tick over `ticks` ticks, with `games` games waiting."""
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(await open_database(str(Path(folder) / "ticker.db")))
        try:
            now = time.time()
            for n in range(games):
                game = await store.games.create_game("powerline", 1, 1_000 + n, 10 + n % 50, "host", "{}")
                await store.games.start(game, "{}")
                due = now + DAY * (1 + n % 3)
                await store.deadlines.set_deadline(game, 1, due, due - DAY / 2, due - 3600)
            seconds = []
            for _ in range(ticks):
                started = time.perf_counter()
                await store.deadlines.due_reminders(now)
                await store.deadlines.due_last_calls(now)
                await store.deadlines.due_deadlines(now)
                seconds.append(time.perf_counter() - started)
            return seconds
        finally:
            await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games waiting, 1..20000")
    parser.add_argument("--ticks", type=int, default=50, help="ticks timed, 1..1000")
    args = parser.parse_args()
    games, ticks = min(max(args.games, 1), 20_000), min(max(args.ticks, 1), 1000)
    seconds = asyncio.run(measure(games, ticks))
    median, worst = statistics.median(seconds) * 1000, max(seconds) * 1000
    print(f"ticker: {games} games waiting, {ticks} ticks: p50 {median:.2f} ms, max {worst:.2f} ms per tick")


if __name__ == "__main__":
    main()
