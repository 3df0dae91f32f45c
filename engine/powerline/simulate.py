"""`python -m engine simulate`: many games with a policy, summarised as JSON."""

import argparse
import json
import random
import statistics
import time
from collections import defaultdict
from dataclasses import fields
from typing import Any

from engine.powerline import ai
from engine.powerline.config import PowerlineConfig, Variants
from engine.powerline.playout import Policy, play_game, random_walk_plan

POLICIES: dict[str, Policy] = {"walk": random_walk_plan, **{level: ai.policy(level) for level in ai.LEVELS}}
"""walk: the fast random walk the engine benchmark uses; random, greedy, strong: the AI levels."""


def variants_from(names: list[str], contracts: str, special: str) -> Variants:
    flags = {f.name for f in fields(Variants) if f.type in (bool, "bool")}
    unknown = set(names) - flags - {"no_vacation"}
    if unknown:
        raise SystemExit(f"unknown variant(s) {sorted(unknown)}; choose from {sorted(flags)} or no_vacation")
    switches: dict[str, Any] = {n: True for n in names if n in flags}
    switches["vacation"] = "no_vacation" not in names
    return Variants(contracts=contracts, special_contracts=special, **switches)  # type: ignore[arg-type]


def simulate(players: int, games: int, seed: int, variants: Variants, policy: str) -> dict[str, Any]:
    choose = POLICIES[policy]
    scores: list[int] = []
    by_board: dict[int, list[int]] = defaultdict(list)
    started = time.perf_counter()
    for g in range(games):
        config = PowerlineConfig(players=players, seed=seed + g, variants=variants)
        record = play_game(config, [choose] * players, random.Random(seed + g))
        for p in record.state.players:
            scores.append(p.vp)
            by_board[p.board].append(p.vp)
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "players": players,
        "policy": policy,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
        "mean_score": round(statistics.fmean(scores), 2),
        "min_score": min(scores),
        "max_score": max(scores),
        "mean_score_by_board": {str(b): round(statistics.fmean(v), 2) for b, v in sorted(by_board.items())},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine simulate", description=__doc__)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", nargs="*", default=[], help="construction_limits adventure_island no_vacation")
    parser.add_argument("--contracts", choices=["off", "by_colour", "any"], default="off")
    parser.add_argument("--special", choices=["off", "mixed", "alone"], default="off")
    parser.add_argument("--ai", choices=sorted(POLICIES), default="walk", help="how every seat chooses its plan")
    parser.add_argument("--json", action="store_true", help="print JSON only")
    args = parser.parse_args(argv)
    variants = variants_from(args.variants, args.contracts, args.special)
    result = simulate(args.players, args.games, args.seed, variants, args.ai)
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        for key, value in result.items():
            if key != "mean_score_by_board":
                print(f"{key:>22}: {value}")
        for board, mean in result["mean_score_by_board"].items():
            print(f"{'mean score, board ' + board:>22}: {mean}")
    return 0
