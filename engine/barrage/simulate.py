"""`python -m engine simulate --game barrage`: whole Barrage games with one computer player level at every seat,
summarised (speed, the winners' scores, the mean score of each seat); or, with `--seats`, a level per seat, to
compare levels: each level's share of the wins (a tie shares the win) and mean score, with 95 % intervals.
`--rotate` plays each deal once per rotation of the seats, so every level plays every seat position equally often
on the same deals."""

import argparse
import json
import math
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from engine.barrage.actions import Action
from engine.barrage.ai import LEVELS
from engine.barrage.config import SETUPS, BarrageConfig
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState
from engine.core.outcome import Outcome

Mover = Callable[[BarrageState, int], Action]
"""What a seat does next in a state where it is on turn."""


def play(config: BarrageConfig, levels: tuple[str, ...]) -> BarrageState:
    """A whole game, each seat played by the computer player of its level."""
    return play_by(config, [partial(BARRAGE.computer_action, level=level) for level in levels])


def play_by(config: BarrageConfig, movers: Sequence[Mover]) -> BarrageState:
    """A whole game, seat i's actions chosen by `movers[i]`."""
    state = BARRAGE.initial_state(config)
    while state.current is not None:
        state, _ = BARRAGE.apply(state, movers[state.current](state, state.current))
    return state


def simulate(players: int, games: int, seed: int, level: str, setup: str) -> dict[str, Any]:
    scores: list[tuple[int, ...]] = []
    winners: list[int] = []
    started = time.perf_counter()
    for g in range(games):
        state = play(BarrageConfig(seed=seed + g, players=players, setup=setup), (level,) * players)
        outcome = BARRAGE.outcome(state)
        assert outcome is not None
        scores.append(outcome.scores)
        winners.append(max(outcome.scores))
    elapsed = time.perf_counter() - started
    every = [s for game in scores for s in game]
    return {
        "games": games,
        "players": players,
        "ai": level,
        "setup": setup,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed else None,
        "mean_winner_score": round(statistics.fmean(winners), 2),
        "min_winner_score": min(winners),
        "max_winner_score": max(winners),
        "mean_score": round(statistics.fmean(every), 2),
        "min_score": min(every),
        "max_score": max(every),
        "mean_score_by_seat": {
            str(seat): round(statistics.fmean(g[seat] for g in scores), 2) for seat in range(players)
        },
    }


Z95 = 1.959964
"""The normal quantile of a two-sided 95 % interval."""


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The Wilson score interval of a proportion at 95 % (a shared win counts its share)."""
    p = successes / trials
    centre = (p + Z95**2 / (2 * trials)) / (1 + Z95**2 / trials)
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2)) / (1 + Z95**2 / trials)
    return round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)


def mean_interval(values: list[int]) -> tuple[float, float]:
    """The mean's normal 95 % interval."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return round(mean - half, 2), round(mean + half, 2)


def seated(seats: tuple[str, ...], games: int, seed: int, setup: str, rotate: bool, jobs: int = 1) -> dict[str, Any]:
    """`games` games with `seats[i]` playing seat i; rotated, each deal is played once per rotation (`games`
    counts every game). `jobs` processes play them (the same games and figures whatever their number)."""
    players = len(seats)
    rotations = players if rotate else 1
    wins: dict[str, float] = defaultdict(float)
    scores: dict[str, list[int]] = defaultdict(list)
    started = time.perf_counter()
    deals = []
    for g in range(games):
        turn = g % rotations
        deals.append((seed + g // rotations, players, setup, seats[-turn:] + seats[:-turn] if turn else seats))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            played = list(pool.map(_seated_game, deals))
    else:
        played = [_seated_game(deal) for deal in deals]
    for levels, outcome in played:
        for seat in range(players):
            scores[levels[seat]].append(outcome.scores[seat])
        for seat in outcome.winners:
            wins[levels[seat]] += 1 / len(outcome.winners)
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "players": players,
        "seats": list(seats),
        "rotate": rotate,
        "setup": setup,
        "seconds": round(elapsed, 3),
        "wins_by_level": {level: round(wins[level] / games, 4) for level in scores},
        "wins_interval_by_level": {level: wilson(wins[level], games) for level in scores},
        "mean_score_by_level": {level: round(statistics.fmean(values), 2) for level, values in scores.items()},
        "mean_score_interval_by_level": {level: mean_interval(values) for level, values in scores.items()},
    }


def _seated_game(deal: tuple[int, int, str, tuple[str, ...]]) -> tuple[tuple[str, ...], Outcome]:
    seed, players, setup, levels = deal
    outcome = BARRAGE.outcome(play(BarrageConfig(seed=seed, players=players, setup=setup), levels))
    assert outcome is not None
    return levels, outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine simulate --game barrage", description=__doc__)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ai", choices=LEVELS, default="random", help="the computer player level of every seat")
    parser.add_argument("--setup", choices=SETUPS, default="introductory")
    parser.add_argument("--seats", nargs="+", choices=LEVELS, help="a level per seat (as many as --players)")
    parser.add_argument("--rotate", action="store_true", help="with --seats: each deal once per rotation of the seats")
    parser.add_argument("--jobs", type=int, default=1, help="with --seats: processes playing the games")
    parser.add_argument("--json", action="store_true", help="print JSON only")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    if args.seats is not None:
        return _seated(parser, args)
    if args.rotate:
        parser.error("--rotate needs --seats")
    result = simulate(args.players, args.games, args.seed, args.ai, args.setup)
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    for key, value in result.items():
        if key != "mean_score_by_seat":
            print(f"{key:>22}: {value}")
    for seat, mean in result["mean_score_by_seat"].items():
        print(f"{'mean score, seat ' + seat:>22}: {mean}")
    return 0


def _seated(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if len(args.seats) != args.players:
        parser.error(f"--seats needs {args.players} levels, one per seat (--players)")
    if args.rotate and args.games % args.players:
        parser.error(f"--rotate plays each deal {args.players} times: --games must be a multiple of {args.players}")
    result = seated(tuple(args.seats), args.games, args.seed, args.setup, args.rotate, args.jobs)
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(f"{result['games']} games, seats {' '.join(result['seats'])}{', rotated' if args.rotate else ''}")
    for level, share in result["wins_by_level"].items():
        low, high = result["wins_interval_by_level"][level]
        mean = result["mean_score_by_level"][level]
        score_low, score_high = result["mean_score_interval_by_level"][level]
        print(f"{level:>8}: wins {share:.1%} ({low:.1%}-{high:.1%}), mean score {mean} ({score_low}-{score_high})")
    return 0
