"""Tic-tac-toe at the table: the one-click kit (`bot.table.one_click`) given its moves, words and picture."""

from typing import Any

from bot.table.live_game import LiveGame
from bot.table.one_click import OneClickFlow
from bot.table.who_starts import WHO_STARTS, StarterSettings
from tests.tictactoe import render
from tests.tictactoe.engine import REGISTRATION, Mark, Marked, TicTacToeConfig, TicTacToeState


def mark(state: TicTacToeState, seat: int) -> str:
    return "XO"[(seat - state.first) % 2]


class TicTacToeModule(OneClickFlow[TicTacToeState, StarterSettings]):
    registration = REGISTRATION
    settings_type = StarterSettings
    choices = (WHO_STARTS,)
    picture = render.BOARD
    reading = staticmethod(render.board_text)
    per_row = 3

    def new_config(self, settings: StarterSettings, players: int, seed: int) -> TicTacToeConfig:
        return TicTacToeConfig(seed, settings.first_seat)

    def words(self, state: TicTacToeState, seat: int, lang: str) -> dict[str, Any]:
        return {"mark": mark(state, seat)}

    def layout(self, state: TicTacToeState, seat: int, lang: str) -> list[tuple[str, str]]:
        """The nine cells row by row, a taken one showing its mark."""
        return [
            (str(cell + 1), str(cell + 1) if owner is None else mark(state, owner))
            for cell, owner in enumerate(state.board)
        ]

    def arg(self, action: Mark) -> str:
        return str(action.cell + 1)

    def event_line(self, table: LiveGame[TicTacToeState], event: object, lang: str) -> str | None:
        if not isinstance(event, Marked):
            return None
        return self.catalog.text(lang, "marked", who=table.seat_names[event.seat], cell=event.cell + 1)


MODULE = TicTacToeModule()
