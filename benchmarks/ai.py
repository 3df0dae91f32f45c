"""AI speed and strength: decision time p50/p95 per level over solo games, and their mean scores.

Target: the strong level decides in < 500 ms at the 95th percentile. Run from the repository root:
`python -m benchmarks.ai [--games 10]` (as a script, this folder's engine.py would shadow the engine package).
"""

import argparse
import statistics
import time

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline.ai import LEVELS, choose_plan
from engine.powerline.board import board_ids


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(level: str, games: int) -> tuple[list[float], list[int]]:
    """Decision times (s) and final VP of `games` solo games, boards taken in turn."""
    times: list[float] = []
    scores: list[int] = []
    boards = board_ids()
    for g in range(games):
        record = GameRecord(POWERLINE, PowerlineConfig(players=1, seed=g, boards=(boards[g % len(boards)],)))
        while not record.state.finished:
            state = record.state
            started = time.perf_counter()
            plan = choose_plan(state, 0, level)
            times.append(time.perf_counter() - started)
            record.apply(SubmitPlan(0, state.round, plan))
        scores.append(record.state.players[0].vp)
    return times, scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args()
    for level in LEVELS:
        times, scores = run(level, args.games)
        p50, p95, most = (1000 * x for x in (percentile(times, 0.5), percentile(times, 0.95), max(times)))
        print(
            f"{level:>6}: decision p50 {p50:6.1f} ms, p95 {p95:6.1f} ms, max {most:6.1f} ms; "
            f"mean score {statistics.fmean(scores):5.1f} over {len(scores)} solo games"
        )


if __name__ == "__main__":
    main()
