"""Tic-tac-toe's rules, a game only the tests host: the smallest alternating-turn game on the table's turn flow,
built from docs/architecture.md's "Adding a game" alone."""

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from engine.core.errors import RuleError
from engine.core.outcome import Outcome, places
from engine.core.shape import check_action
from engine.registry import Registration

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
"""The rows, columns and diagonals of the 3x3 board, cells numbered row by row."""


@dataclass(frozen=True)
class TicTacToeConfig:
    seed: int
    first_seat: int | None = None
    """Who plays X and starts; None: drawn from the seed."""


@dataclass(frozen=True)
class TicTacToeState:
    config: TicTacToeConfig
    first: int
    board: tuple[int | None, ...] = (None,) * 9
    """The seat owning each cell."""
    turn: int = 0

    @property
    def winner(self) -> int | None:
        return next(
            (
                self.board[a]
                for a, b, c in LINES
                if self.board[a] is not None and self.board[a] == self.board[b] == self.board[c]
            ),
            None,
        )

    @property
    def over(self) -> bool:
        return self.winner is not None or None not in self.board


@dataclass(frozen=True)
class Mark:
    seat: int
    turn: int
    cell: int


@dataclass(frozen=True)
class Marked:
    seat: int
    cell: int


def on_turn(state: TicTacToeState) -> int | None:
    return None if state.over else (state.first + state.turn) % 2


class TicTacToe:
    name = "tictactoe"
    config_type = TicTacToeConfig
    action_type = Mark
    levels: tuple[str, ...] = ("random", "strong")

    def initial_state(self, config: TicTacToeConfig) -> TicTacToeState:
        first = random.Random(config.seed).randrange(2) if config.first_seat is None else config.first_seat
        return TicTacToeState(config, first)

    def active_seats(self, state: TicTacToeState) -> tuple[int, ...]:
        seat = on_turn(state)
        return () if seat is None else (seat,)

    def phase_key(self, state: TicTacToeState) -> int:
        return state.turn

    def legal_actions(self, state: TicTacToeState, seat: int) -> list[Mark]:
        if on_turn(state) != seat:
            return []
        return [Mark(seat, state.turn, cell) for cell, owner in enumerate(state.board) if owner is None]

    def actor(self, action: Mark) -> int:
        return action.seat

    def apply(self, state: TicTacToeState, action: Mark) -> tuple[TicTacToeState, Sequence[object]]:
        check_action(self.action_type, action)
        if on_turn(state) != action.seat or action.turn != state.turn:
            raise RuleError("not-your-turn")
        if not 0 <= action.cell < len(state.board) or state.board[action.cell] is not None:
            raise RuleError("cell-taken", cell=action.cell)
        board = tuple(action.seat if cell == action.cell else owner for cell, owner in enumerate(state.board))
        return replace(state, board=board, turn=state.turn + 1), [Marked(action.seat, action.cell)]

    def player_view(self, state: TicTacToeState, seat: int | None) -> TicTacToeState:
        return state

    def outcome(self, state: TicTacToeState) -> Outcome | None:
        if not state.over:
            return None
        scores = tuple(int(state.winner == seat) for seat in range(2))
        return Outcome(scores, places([(score,) for score in scores]))

    def computer_action(self, state: TicTacToeState, seat: int, level: str) -> Mark:
        moves = self.legal_actions(state, seat)
        if level == "strong":
            return max(moves, key=lambda move: -_value(self.apply(state, move)[0], 1 - seat))
        return random.Random(state.config.seed * 31 + state.turn).choice(moves)


def _value(state: TicTacToeState, seat: int) -> int:
    """The game's value for `seat` to play, by full search (there are few positions)."""
    if state.winner is not None:
        return 1 if state.winner == seat else -1
    if state.over:
        return 0
    return max(-_value(RULES.apply(state, move)[0], 1 - seat) for move in RULES.legal_actions(state, seat))


RULES = TicTacToe()
REGISTRATION = Registration(
    rules=RULES,
    title="Tic-tac-toe",
    domains=("tictactoe",),
    test_config=TicTacToeConfig(seed=5),
    players=(2, 2),
    render="tests.tictactoe.render",
    samples="tests.tictactoe.render",
    bot="tests.tictactoe.bot",
    locales=(str(Path(__file__).with_name("locales")),),
    docs="tests/tictactoe/README.md",
)
