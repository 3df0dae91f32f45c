"""Power Lines computer players: the strong level's decision time over whole matches, how many tiles left its
exact search solves within 1 s, its record against the random level and against itself with sides swapped, and
which side (suits or values) strong play favours.

Run from the repository root: `python -m benchmarks.powerlines_ai [--random-matches 30] [--self-pairs 10]
[--positions 12]` (about three minutes on the 2-core development machine with the defaults).
"""

import argparse
import random
import statistics
import time
from collections.abc import Callable

from engine.core.record import GameRecord
from engine.powerlines import POWERLINES, PlaceTile, PowerLinesConfig, PowerLinesState, legal_cells, on_turn, remaining
from engine.powerlines.ai import strong
from engine.powerlines.rules import load_rules

LIMIT = 1.0
"""The decision time the exact search must stay under, in seconds."""


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play(config: PowerLinesConfig, levels: tuple[str, str], times: list[float]) -> PowerLinesState:
    """A whole match; the strong level's decision times are appended to `times`."""
    record = GameRecord(POWERLINES, config)
    while (seat := on_turn(record.state)) is not None:
        started = time.perf_counter()
        action = POWERLINES.computer_action(record.state, seat, levels[seat])
        if levels[seat] == "strong":
            times.append(time.perf_counter() - started)
        record.apply(action)
    return record.state


def position(seed: int, left: int) -> PowerLinesState:
    """A single-game position reached by random play with `left` tiles still to place."""
    record = GameRecord(POWERLINES, PowerLinesConfig(seed=seed, games=1))
    rng = random.Random(seed)
    while len(remaining(record.state)) > left:
        state = record.state
        seat = on_turn(state)
        assert seat is not None
        x, y = rng.choice(legal_cells(state))
        record.apply(PlaceTile(seat, state.turn, rng.choice(remaining(state)), x, y))
    return record.state


def exact_reach(positions: int) -> None:
    """Exact solves of random-play positions with ever more tiles left, until one takes longer than LIMIT; a
    count of tiles left is given up as soon as a solve takes three times that."""
    rules = load_rules()
    reached = 0
    for left in range(5, rules.tiles + 1):
        times: list[float] = []
        for seed in range(positions):
            state = position(seed, left)
            started = time.perf_counter()
            strong.best_move(rules, state.grid, seed % 2 == 0, random.Random(seed), exact_tiles=left)
            times.append(time.perf_counter() - started)
            if times[-1] > 3 * LIMIT:
                break
        print(
            f"exact, {left:2} tiles left: p50 {_ms(percentile(times, 0.5))}, p95 {_ms(percentile(times, 0.95))}, "
            f"max {_ms(max(times))} over {len(times)} random-play positions"
        )
        if max(times) >= LIMIT:
            break
        reached = left
    print(f"largest number of tiles left solved exactly within {LIMIT:.0f} s in every sampled position: {reached}")
    print(f"(the strong level solves exactly from {strong.EXACT_TILES} tiles left)")


def against_random(matches: int, times: list[float]) -> None:
    won = drawn = 0
    margins = []
    for match in range(matches):
        seat = match % 2
        levels = ("strong", "random") if seat == 0 else ("random", "strong")
        state = play(PowerLinesConfig(seed=match), levels, times)
        outcome = POWERLINES.outcome(state)
        assert outcome is not None
        won += outcome.ranks[seat] == 1 and outcome.ranks[1 - seat] == 2
        drawn += outcome.ranks == (1, 1)
        margins.append(outcome.scores[seat] - outcome.scores[1 - seat])
    print(
        f"strong vs random: won {won}/{matches} matches ({100 * won / matches:.0f}%), drawn {drawn}, "
        f"lost {matches - won - drawn}; mean match margin {statistics.fmean(margins):+.1f} "
        f"(min {min(margins):+d})"
    )


def against_itself(pairs: int, times: list[float]) -> None:
    """Each seed twice, seat 0 starting both, with suits and values swapped between the two matches."""
    seat_results = {"won": 0, "drawn": 0, "lost": 0}
    game_margins: list[int] = []
    match_winners = {"suits": 0, "values": 0, "draw": 0}
    for pair in range(pairs):
        for suits_seat in (0, 1):
            config = PowerLinesConfig(seed=1000 + pair, first_seat=0, suits_seat=suits_seat)
            state = play(config, ("strong", "strong"), times)
            outcome = POWERLINES.outcome(state)
            assert outcome is not None
            key = "drawn" if outcome.ranks == (1, 1) else "won" if outcome.ranks[0] == 1 else "lost"
            seat_results[key] += 1
            game_margins.extend(score.suits - score.values for score in state.finished)
            suits_total = outcome.scores[suits_seat]
            values_total = outcome.scores[1 - suits_seat]
            side = "suits" if suits_total > values_total else "values" if values_total > suits_total else "draw"
            match_winners[side] += 1
    games = len(game_margins)
    spread = statistics.stdev(game_margins) / games**0.5 if games > 1 else 0.0
    suits_games = sum(m > 0 for m in game_margins)
    values_games = sum(m < 0 for m in game_margins)
    print(
        f"strong vs strong, {2 * pairs} matches with sides swapped: seat 0 (starts game one) won "
        f"{seat_results['won']}, drew {seat_results['drawn']}, lost {seat_results['lost']}"
    )
    print(
        f"side bias under strong play: suits minus values per game {statistics.fmean(game_margins):+.2f} "
        f"(± {spread:.2f} standard error over {games} games); games won by suits {suits_games}, by values "
        f"{values_games}, tied {games - suits_games - values_games}; matches won by suits {match_winners['suits']}, "
        f"by values {match_winners['values']}, drawn {match_winners['draw']}"
    )


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:6.0f} ms"


def timed(label: str, run: Callable[[], None]) -> None:
    started = time.perf_counter()
    run()
    print(f"  ({label}: {time.perf_counter() - started:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--random-matches", type=int, default=30)
    parser.add_argument("--self-pairs", type=int, default=10)
    parser.add_argument("--positions", type=int, default=12)
    args = parser.parse_args()
    times: list[float] = []
    timed("exact reach", lambda: exact_reach(args.positions))
    timed("against random", lambda: against_random(args.random_matches, times))
    timed("against itself", lambda: against_itself(args.self_pairs, times))
    print(
        f"strong decision time over {len(times)} decisions in whole matches: p50 {_ms(percentile(times, 0.5))}, "
        f"p95 {_ms(percentile(times, 0.95))}, max {_ms(max(times))}"
    )


if __name__ == "__main__":
    main()
