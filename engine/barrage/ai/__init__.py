"""Computer players for Barrage: each picks one of the engine's listed actions for the seat on turn."""

from typing import TYPE_CHECKING

from engine.barrage.actions import Action, Undo
from engine.barrage.state import BarrageState
from engine.core.rng import rng_for

if TYPE_CHECKING:
    from engine.barrage.game import BarrageRules


def choose(game: "BarrageRules", state: BarrageState, seat: int, level: str) -> Action:
    """Random for now at every level: a uniform choice among the listed actions (never Undo), seeded by the game
    and the decision so replays agree."""
    actions = [a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]
    rng = rng_for(state.config.seed, "ai", level, seat, state.turn, len(state.pending))
    return rng.choice(actions)
