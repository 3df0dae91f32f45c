"""The greedy level: of the complete turns the search finds, the one leaving the position `value` rates highest
for the seat, blind to what anyone does next."""

from engine.barrage.ai.turns import Turn, complete_turns
from engine.barrage.ai.value import worth
from engine.barrage.state import BarrageState

BUDGET = 120
"""Search nodes per turn (each a replay of the turn so far, about 1.5 ms): enough for every space and the better
half of their sub-decisions."""


def best_turns(state: BarrageState, seat: int, budget: int = BUDGET) -> tuple[list[Turn], int]:
    """The complete turns found, best first (ties in the order found), and the nodes spent."""
    turns, nodes = complete_turns(state, lambda s: worth(s, seat), budget)
    return sorted(turns, key=lambda t: -t.worth), nodes


def plan(state: BarrageState, seat: int) -> tuple[str, ...]:
    return best_turns(state, seat)[0][0].choices
