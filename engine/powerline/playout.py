"""Playing whole games quickly with a plan-choosing policy: for the simulator, benchmarks and tests."""

import random
from collections.abc import Callable

from engine.core.record import GameRecord
from engine.powerline.config import PowerlineConfig
from engine.powerline.game import POWERLINE
from engine.powerline.plan import Plan, SubmitPlan
from engine.powerline.planning import PlanBuilder
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineRecord, PowerlineState

Policy = Callable[[PowerlineState, int, random.Random], Plan]


def random_walk_plan(state: PowerlineState, seat: int, rng: random.Random) -> Plan:
    """A legal plan built one worker at a time, each step uniform over the legal choices (stopping included)."""
    builder = PlanBuilder(state, seat, rng.choice(load_rules().plan_starts))
    while True:
        options: list[object] = list(builder.options())
        if builder.placements and builder.stop_error() is None:
            options.append(None)
        choice = rng.choice(options)
        if choice is None:
            return builder.plan()
        builder.add(choice)  # type: ignore[arg-type]


def play_game(config: PowerlineConfig, policies: list[Policy], rng: random.Random) -> PowerlineRecord:
    """Play `config` to the end, seat i choosing with `policies[i]`."""
    record = GameRecord(POWERLINE, config)
    while not record.state.finished:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, policies[seat](state, seat, rng)))
    return record
