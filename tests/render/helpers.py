"""Game positions for render tests, built through the engine with seeded random plans."""

import random
from functools import cache

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan, Variants
from engine.powerline.playout import random_walk_plan
from engine.powerline.state import PowerlineState

NAMES = ("Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara")


def play(players: int, seed: int, rounds: int, variants: Variants | None = None) -> tuple[GameRecord, list]:
    """A game after `rounds` rounds (15: finished) and the events of the last round."""
    record = GameRecord(POWERLINE, PowerlineConfig(players=players, seed=seed, variants=variants or Variants()))
    rng = random.Random(seed)
    events: list = []
    while not record.state.finished and record.state.round <= rounds:
        state = record.state
        events = []
        for seat in state.waiting_for:
            events = record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    return record, events


@cache
def late_six() -> tuple[PowerlineState, tuple]:
    record, events = play(6, 11, 13)
    return record.state, tuple(events)


@cache
def finished(players: int, seed: int = 5) -> GameRecord:
    return play(players, seed, 15)[0]
