"""Computer players for Powerline: bot seats, absent players ("zombie mode") and the hint button.

`choose_plan(state, seat, level)` always returns a plan `planning.validate_plan` accepts, and the same position
(config seed, round, dice, seat) always gets the same plan. Levels: "random" (uniform over legal plans),
"greedy" (most VP this round) and "strong" (plans for the rest of the game).
`hint(state, seat)` is the strong plan with its reason, as data the bot words in the player's language.
"""

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.core.rng import rng_for
from engine.powerline.ai import greedy, strong, uniform
from engine.powerline.ai.explain import Reason, reason
from engine.powerline.plan import Plan
from engine.powerline.planning import validate_plan
from engine.powerline.state import PowerlineState

LEVELS = ("random", "greedy", "strong")


def _rng(state: PowerlineState, seat: int, level: str, seed: int) -> random.Random:
    return rng_for(state.config.seed, "ai", level, seed, state.round, seat)


_CHOOSERS: dict[str, Callable[[PowerlineState, int, random.Random], Plan]] = {
    "random": uniform.choose,
    "greedy": lambda state, seat, rng: greedy.choose(state, seat),
    "strong": lambda state, seat, rng: strong.best(state, seat).plan,
}


def policy(level: str, seed: int = 0) -> Callable[[PowerlineState, int, random.Random], Plan]:
    """`choose_plan` as a `playout.Policy` (the playout's own RNG is not needed: bots derive theirs)."""
    if level not in _CHOOSERS:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}")
    return lambda state, seat, rng: choose_plan(state, seat, level, seed)


def choose_plan(state: PowerlineState, seat: int, level: str = "strong", seed: int = 0) -> Plan:
    """The plan a bot of `level` submits for `seat` this round; `seed` lets two bots of one level differ."""
    if level not in _CHOOSERS:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)}")
    plan = _CHOOSERS[level](state, seat, _rng(state, seat, level, seed))
    validate_plan(state, seat, plan)
    return plan


@dataclass(frozen=True, slots=True)
class Hint:
    plan: Plan
    reason: Reason


def hint(state: PowerlineState, seat: int) -> Hint:
    """What the strong level would play here, and why: what the plan builds, scores and spends."""
    choice = strong.best(state, seat)
    validate_plan(state, seat, choice.plan)
    return Hint(choice.plan, reason(choice.turn, choice.outcome, choice.position))
