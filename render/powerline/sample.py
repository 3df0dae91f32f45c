"""Games of random plans whose images show every colour an image of their kind can: palettes are chosen from them
once per player count, instead of for every image drawn."""

import random
from functools import lru_cache

from engine.core.record import GameRecord
from engine.powerline.config import PowerlineConfig, Variants
from engine.powerline.game import POWERLINE
from engine.powerline.plan import SubmitPlan
from engine.powerline.playout import random_walk_plan
from engine.powerline.state import PowerlineState


@lru_cache(maxsize=12)
def sample_game(players: int, variants: Variants, rounds: int) -> tuple[PowerlineState, tuple[object, ...]]:
    """Random plans for `rounds` rounds (or to the end), then the first seat's plan for the next one if the game
    goes on: the public state and the last round's events."""
    record = GameRecord(POWERLINE, PowerlineConfig(players=players, variants=variants))
    rng = random.Random(0)
    events: list[object] = []
    while not record.state.finished and record.state.round <= rounds:
        state = record.state
        for seat in state.waiting_for:
            events = record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    state = record.state
    if not state.finished:
        record.apply(SubmitPlan(0, state.round, random_walk_plan(state, 0, rng)))
    return POWERLINE.player_view(record.state, None), tuple(events)
