"""Positions for AI tests: games played forward with the cheap random walk, every variant combination."""

import itertools
import random

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan, Variants
from engine.powerline.playout import random_walk_plan
from engine.powerline.state import PowerlineState

VARIANTS = [
    Variants(
        construction_limits=limits,
        adventure_island=adventure,
        contracts=contracts,  # type: ignore[arg-type]
        special_contracts=special,  # type: ignore[arg-type]
        vacation=vacation,
    )
    for limits, adventure, vacation, (contracts, special) in itertools.product(
        (False, True),
        (False, True),
        (True, False),
        (("off", "off"), ("by_colour", "off"), ("any", "mixed"), ("off", "alone")),
    )
]


def position(seed: int, rounds: int, players: int = 1, variants: Variants | None = None) -> PowerlineState:
    """The state after `rounds` random-walk rounds (at most the last round, never a finished game)."""
    config = PowerlineConfig(players=players, seed=seed, variants=variants or Variants())
    record = GameRecord(POWERLINE, config)
    rng = random.Random(seed)
    while record.state.round <= min(rounds, 14):
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    return record.state
