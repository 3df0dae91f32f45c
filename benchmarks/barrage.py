"""Barrage speed and computer-player strength: random 4-player games per second, the time to list the legal
actions, the strong level's decision time, strong against greedy in 4-player games (strong in each seat in turn)
and the mean final score of each level.

Run from the repository root: `python -m benchmarks.barrage [--random-games 5] [--matches 4] [--setup
introductory]` (a few minutes with the defaults on the shared 2-core development machine, most of them the
strong-against-greedy games). Numbers only, no thresholds: the targets (issue #61: 140 random games a
second on one core, a strong decision three times cheaper than the 2026-11-28 engine's, p95 0.55 s with 4
players) are for the reader to compare; `docs/barrage-ai.md` keeps the figures.
"""

import argparse
import statistics
import time

from engine.barrage.actions import Undo
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:.1f} ms"


def play(
    config: BarrageConfig, levels: tuple[str, ...], times: dict[str, list[float]], listing: list[float] | None = None
) -> BarrageState:
    """A whole game; each level's time per turn (its calls from a turn's first choice to its confirmation) is
    appended to `times`, and with `listing` the time to list the legal actions at every decision."""
    state = BARRAGE.initial_state(config)
    turn, spent = -1, 0.0
    while state.current is not None:
        seat = state.current
        if listing is not None:
            started = time.perf_counter()
            BARRAGE.legal_actions(state, seat)
            listing.append(time.perf_counter() - started)
        started = time.perf_counter()
        action = BARRAGE.computer_action(state, seat, levels[seat])
        spent = (spent if state.turn == turn else 0.0) + time.perf_counter() - started
        turn = state.turn
        assert not isinstance(action, Undo)
        state, _ = BARRAGE.apply(state, action)
        if state.turn != turn:
            times.setdefault(levels[seat], []).append(spent)
    return state


def random_games(games: int, setup: str, scores: dict[str, list[int]]) -> None:
    times: dict[str, list[float]] = {}
    listing: list[float] = []
    started = time.perf_counter()
    for g in range(games):
        state = play(BarrageConfig(seed=g, players=4, setup=setup), ("random",) * 4, times)
        scores.setdefault("random", []).extend(c.vp for c in state.companies)
    elapsed = time.perf_counter() - started
    print(f"random 4-player games: {games / elapsed:.2f} games/s ({games} games in {elapsed:.1f} s, one core)")
    for g in range(min(games, 2)):
        play(BarrageConfig(seed=g, players=4, setup=setup), ("random",) * 4, {}, listing)
    print(
        f"listing the legal actions: median {_ms(statistics.median(listing))}, p95 "
        f"{_ms(percentile(listing, 0.95))} over {len(listing)} decisions"
    )


def strong_against_greedy(matches: int, setup: str, scores: dict[str, list[int]]) -> None:
    """Strong in seat `match % 4`, greedy in the others; each match on its own seed."""
    times: dict[str, list[float]] = {}
    won = 0
    gaps_best, gaps_mean = [], []
    for match in range(matches):
        seat = match % 4
        levels = tuple("strong" if s == seat else "greedy" for s in range(4))
        started = time.perf_counter()
        state = play(BarrageConfig(seed=1000 + match, players=4, setup=setup), levels, times)
        outcome = BARRAGE.outcome(state)
        assert outcome is not None
        others = [score for s, score in enumerate(outcome.scores) if s != seat]
        won += outcome.ranks[seat] == 1
        gaps_best.append(outcome.scores[seat] - max(others))
        gaps_mean.append(outcome.scores[seat] - statistics.fmean(others))
        scores.setdefault("strong", []).append(outcome.scores[seat])
        scores.setdefault("greedy", []).extend(others)
        print(
            f"  match {match}: strong in seat {seat}, scores {outcome.scores} ({time.perf_counter() - started:.0f} s)"
        )
    print(
        f"strong vs greedy, {matches} 4-player matches: strong won {won} ({100 * won / matches:.0f}%, 25% is even); "
        f"mean score gap to the best greedy {statistics.fmean(gaps_best):+.1f}, to the greedy mean "
        f"{statistics.fmean(gaps_mean):+.1f}"
    )
    for level in ("greedy", "strong"):
        spent = times[level]
        print(
            f"{level} decision time per turn: p50 {_ms(percentile(spent, 0.5))}, p95 {_ms(percentile(spent, 0.95))}, "
            f"max {_ms(max(spent))} over {len(spent)} turns"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--random-games", type=int, default=5)
    parser.add_argument("--matches", type=int, default=4, help="strong against greedy, 4-player")
    parser.add_argument("--setup", choices=("introductory", "standard"), default="introductory")
    args = parser.parse_args()
    scores: dict[str, list[int]] = {}
    random_games(args.random_games, args.setup, scores)
    if args.matches:
        strong_against_greedy(args.matches, args.setup, scores)
    for level, values in scores.items():
        print(f"mean final score, {level}: {statistics.fmean(values):.1f} over {len(values)} seats")


if __name__ == "__main__":
    main()
