"""`python -m engine simulate --game <name>` for a game with no simulator of its own: games of its test config,
one per seed, played to the end by a computer level through the turn contract alone, summarised as JSON (scores
per seat, wins, actions per game, time per game). A new game gets it by being registered."""

import argparse
import json
import statistics
import time
from dataclasses import replace
from typing import Any

from engine.core.protocol import GameRules

MOST_ACTIONS = 100_000
"""A game not over after this many actions is reported stuck instead of played on."""


def play(rules: GameRules[Any, Any, Any], config: Any, level: str) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """One game to its end: the scores, the places and how many actions it took."""
    state = rules.initial_state(config)
    for taken in range(MOST_ACTIONS):
        ended = rules.outcome(state)
        if ended is not None:
            return ended.scores, ended.ranks, taken
        seat = rules.active_seats(state)[0]
        state, _ = rules.apply(state, rules.computer_action(state, seat, level))
    raise RuntimeError(f"{rules.name}: no end after {MOST_ACTIONS} actions")


def main(rules: GameRules[Any, Any, Any], config: Any, argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=f"./dev simulate --game {rules.name}")
    parser.add_argument("--games", type=int, default=20, help="games to play, 1..10000")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; each next game's is one more")
    parser.add_argument("--ai", choices=rules.levels, default=rules.levels[0], help="the level of every seat")
    args = parser.parse_args(argv)
    games = min(max(args.games, 1), 10_000)
    scores: list[list[int]] = []
    wins: dict[int, int] = {}
    lengths: list[int] = []
    started = time.perf_counter()
    for game in range(games):
        seeded = replace(config, seed=args.seed + game) if hasattr(config, "seed") else config
        points, places, taken = play(rules, seeded, args.ai)
        scores.append(list(points))
        lengths.append(taken)
        for seat, place in enumerate(places):
            wins[seat] = wins.get(seat, 0) + (place == 1)
    seconds = time.perf_counter() - started
    summary = {
        "game": rules.name,
        "games": games,
        "ai": args.ai,
        "mean_score_by_seat": [round(statistics.mean(s[i] for s in scores), 2) for i in range(len(scores[0]))],
        "wins_by_seat": [wins[seat] for seat in sorted(wins)],
        "actions_per_game": round(statistics.mean(lengths), 1),
        "ms_per_game": round(seconds * 1000 / games, 2),
    }
    print(json.dumps(summary, indent=2))
    return 0
