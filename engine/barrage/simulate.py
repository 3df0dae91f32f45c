"""`python -m engine simulate --game barrage`: whole Barrage games with one computer player level at every seat,
summarised (speed, the winners' scores, the mean score of each seat)."""

import argparse
import json
import statistics
import time
from typing import Any

from engine.barrage.ai import LEVELS
from engine.barrage.config import SETUPS, BarrageConfig
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState


def play(config: BarrageConfig, levels: tuple[str, ...]) -> BarrageState:
    """A whole game, each seat played by the computer player of its level."""
    state = BARRAGE.initial_state(config)
    while state.current is not None:
        seat = state.current
        state, _ = BARRAGE.apply(state, BARRAGE.bot_action(state, seat, levels[seat]))
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine simulate --game barrage", description=__doc__)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ai", choices=LEVELS, default="random", help="the computer player level of every seat")
    parser.add_argument("--setup", choices=SETUPS, default="introductory")
    parser.add_argument("--json", action="store_true", help="print JSON only")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
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
