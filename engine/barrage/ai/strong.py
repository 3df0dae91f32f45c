"""The strong level: greedy's best few turns, each followed by one round of the table, the best outcome kept.

Greedy rates a turn by the position it leaves; what the others do next (the production spaces they take, the
energy they reach, the water they catch) and what the seat can do on its next turn are what it cannot see. Here
each of greedy's best turns that differ in more than the price of their space is confirmed, every seat then plays
one turn (the seat's own next turn included) as greedy would with a small search, and the position reached is
rated: the seat's worth less half the best other seat's, since in a race what one takes from the leader counts
too. The budget is counted in replays of turns, never in time, so the same position gets the same turn on any
machine.
"""

from dataclasses import dataclass

from engine.barrage.ai import greedy
from engine.barrage.ai.turns import Turn, space_kind
from engine.barrage.ai.value import WEIGHTS, Weights, worth
from engine.barrage.data_load import load_rules
from engine.barrage.rounds import finish_turn, settle
from engine.barrage.state import BarrageState


@dataclass(frozen=True, slots=True)
class Settings:
    """How much strong searches (in replays of a turn) and how it rates what it finds."""

    search: int = 200
    """Replays searching the seat's turn (greedy's budget is 60)."""
    candidates: int = 8
    """Greedy's best turns played on (counting only turns that differ in more than the price of their space)."""
    reply: int = 30
    """Replays searching each turn played after a candidate."""
    rivalry: float = 0.5
    """How much of the best other seat's worth is taken off the seat's own."""
    weights: Weights = WEIGHTS
    """The position value's, for the seat's search, the other seats' replies and the rating."""


SETTINGS = Settings()


def plan(state: BarrageState, seat: int, settings: Settings = SETTINGS) -> tuple[str, ...]:
    candidates = considered(state, seat, settings)
    if len(candidates) == 1:
        return candidates[0].choices
    outcomes = [_outcome(turn, seat, settings) for turn in candidates]
    return candidates[max(range(len(candidates)), key=lambda i: outcomes[i])].choices


def considered(state: BarrageState, seat: int, settings: Settings = SETTINGS) -> list[Turn]:
    """The turns strong plays on: greedy's best that differ in more than their space's price, from strong's own
    search, best position first."""
    turns, _ = greedy.best_turns(state, seat, settings.search, settings.weights)
    return _distinct(turns, settings.candidates)


def _distinct(turns: list[Turn], count: int) -> list[Turn]:
    """The best turns that differ in more than the space's price: the same build from another construction
    space, or the same production from a dearer one, is not another candidate."""
    best: dict[tuple[str, ...], Turn] = {}
    for turn in turns:
        key = (space_kind(turn.choices[0]), *turn.choices[1:]) if turn.choices else ()
        if key not in best:
            best[key] = turn
            if len(best) == count:
                break
    return list(best.values())


def _outcome(turn: Turn, seat: int, settings: Settings) -> float:
    """How the position stands for the seat once `turn` is confirmed and the table has played once round."""
    state = _confirmed(turn.state)
    for _ in range(len(state.companies)):
        if state.current is None:
            break
        reply, _ = greedy.best_turns(state, state.current, settings.reply, settings.weights)
        state = _confirmed(reply[0].state)
    weights = settings.weights
    others = max(worth(state, other, weights) for other in range(len(state.companies)) if other != seat)
    return worth(state, seat, weights) - settings.rivalry * others


def _confirmed(finished: BarrageState) -> BarrageState:
    """A finished turn confirmed, and whatever follows without a decision run."""
    state, _ = settle(load_rules(), finish_turn(load_rules(), finished))
    return state
