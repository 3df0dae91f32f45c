"""The position a plan leads to, from the engine itself, and the facts of this decision that no plan changes.

The AI rates positions after this round; `steps.project` computes them with the very steps that resolve a round
(construct, then the scoring and the end penalty when this round has them), so the AI never keeps rules of its own.
"""

from dataclasses import dataclass

from engine.powerline.board import Board, load_board
from engine.powerline.plan import Plan
from engine.powerline.rules import RulesData, load_rules
from engine.powerline.scoring import ScoringTile, load_tiles
from engine.powerline.state import PlayerState, PowerlineState
from engine.powerline.steps import project


@dataclass(frozen=True, slots=True)
class Turn:
    """Everything about this decision that does not depend on the plan chosen."""

    state: PowerlineState
    seat: int
    player: PlayerState
    board: Board
    rules: RulesData
    round: int
    tiles: tuple[ScoringTile, ...]

    @classmethod
    def of(cls, state: PowerlineState, seat: int) -> "Turn":
        player = state.players[seat]
        return cls(
            state=state,
            seat=seat,
            player=player,
            board=load_board(player.board),
            rules=load_rules(),
            round=state.round,
            tiles=tuple(load_tiles()[t] for t in state.tiles),
        )

    @property
    def rounds_left(self) -> int:
        return self.rules.rounds - self.round


def after(turn: Turn, plan: Plan) -> PlayerState:
    """The player's position at the end of this round if `plan` is played."""
    return project(turn.state, turn.seat, plan)
