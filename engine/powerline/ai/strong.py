"""The strong level: the plan whose resulting position `value.worth` rates highest."""

import gc
from dataclasses import dataclass

from engine.powerline.ai.options import Outcome, options
from engine.powerline.ai.outcome import Turn, after
from engine.powerline.ai.value import DEFAULT, Judge, Weights
from engine.powerline.plan import Plan
from engine.powerline.state import PlayerState, PowerlineState


@dataclass(frozen=True, slots=True)
class Choice:
    plan: Plan
    outcome: Outcome
    position: PlayerState
    turn: Turn
    worth: float


def best(state: PowerlineState, seat: int, weights: Weights = DEFAULT) -> Choice:
    """The best-rated outcome's plan; ties go to the first in enumeration order.

    The cyclic garbage collector is paused meanwhile: the search makes ~10^5 short-lived acyclic tuples, and
    collecting them costs a third of the time.
    """
    paused = gc.isenabled()
    gc.disable()
    try:
        return _best(state, seat, weights)
    finally:
        if paused:
            gc.enable()


def _best(state: PowerlineState, seat: int, weights: Weights) -> Choice:
    turn = Turn.of(state, seat)
    judge = Judge(turn, weights)
    top: Choice | None = None
    for option in options(state, seat):
        position = after(turn, option.plan)
        value = judge.worth(position, (option.outcome.progress, option.outcome.workers))
        if top is None or value > top.worth:
            top = Choice(option.plan, option.outcome, position, turn, value)
    assert top is not None, "every round has a legal plan"
    return top
