"""The greedy level: of the complete turns the search finds, the one leaving the position `value` rates highest
for the seat, blind to what anyone does next."""

from engine.barrage.ai.turns import Turn, complete_turns
from engine.barrage.ai.value import WEIGHTS, Weights, worth
from engine.barrage.state import BarrageState

BUDGET = 60
"""Replays of the turn per decision (2 to 6 ms each, most of it the engine listing the open spaces): every space,
and the sub-decisions of the better-looking ones."""


def best_turns(
    state: BarrageState, seat: int, budget: int = BUDGET, weights: Weights = WEIGHTS
) -> tuple[list[Turn], int]:
    """The complete turns found, best first (ties in the order found), and the replays spent."""
    turns, nodes = complete_turns(state, lambda s: worth(s, seat, weights), budget)
    return sorted(turns, key=lambda t: -t.worth), nodes


def plan(state: BarrageState, seat: int) -> tuple[str, ...]:
    return best_turns(state, seat)[0][0].choices
