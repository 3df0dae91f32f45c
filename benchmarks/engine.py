"""Engine speed: random 6-player games per second, next-placement listing and full plan enumeration.

Targets (one core): >= 100 games/s, < 1 ms per next-placement listing, < 50 ms per full enumeration.
"""

import random
import statistics
import time

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline.planning import enumerate_plans, next_step
from engine.powerline.playout import play_game, random_walk_plan


def games_per_second(games: int = 200) -> float:
    started = time.perf_counter()
    for g in range(games):
        play_game(PowerlineConfig(players=6, seed=g), [random_walk_plan] * 6, random.Random(g))
    return games / (time.perf_counter() - started)


def mid_game_states(count: int = 30) -> list:
    """States at round 8 of solo games, where plans are most varied."""
    states = []
    for g in range(count):
        record = GameRecord(POWERLINE, PowerlineConfig(players=1, seed=1000 + g))
        rng = random.Random(g)
        while record.state.round < 8:
            record.apply(SubmitPlan(0, record.state.round, random_walk_plan(record.state, 0, rng)))
        states.append(record.state)
    return states


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main() -> None:
    print(f"random 6-player games per second: {games_per_second():.1f}  (target >= 100)")
    states = mid_game_states()
    listing: list[float] = []
    enumeration: list[float] = []
    counts: list[int] = []
    for state in states:
        plan = random_walk_plan(state, 0, random.Random(7))
        for depth in range(len(plan.placements) + 1):
            started = time.perf_counter()
            next_step(state, 0, plan.start, plan.placements[:depth])
            listing.append(time.perf_counter() - started)
        started = time.perf_counter()
        counts.append(len(enumerate_plans(state, 0)))
        enumeration.append(time.perf_counter() - started)
    print(f"median next-placement listing: {median_ms(listing):.3f} ms  (target < 1 ms)")
    print(
        f"full enumeration at round 8: median {median_ms(enumeration):.1f} ms, max {max(enumeration) * 1000:.1f} ms, "
        f"median {statistics.median(counts):.0f} plans, max {max(counts)}  (target < 50 ms)"
    )


if __name__ == "__main__":
    main()
