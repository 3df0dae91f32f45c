"""The random level: every legal plan of the round equally likely (a baseline, and a tester's friend)."""

import random

from engine.powerline.plan import Plan
from engine.powerline.planning import iter_plans
from engine.powerline.state import PowerlineState


def choose(state: PowerlineState, seat: int, rng: random.Random) -> Plan:
    """Reservoir sampling: uniform over `iter_plans` without holding thousands of plans."""
    chosen: Plan | None = None
    for seen, plan in enumerate(iter_plans(state, seat), start=1):
        if rng.randrange(seen) == 0:
            chosen = plan
    assert chosen is not None, "every round has a legal plan"
    return chosen
