"""Tic-tac-toe at the table: everything the table cannot know, on the turn flow (`bot.table.turn_flow`)."""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Literal

import discord

from bot.table import drawing
from bot.table.choices import Choice, ChoiceLobby
from bot.table.live_game import LiveGame
from bot.table.lobby_settings import TableSettings
from bot.table.picker import Click, PickerCard, Play, Show
from bot.table.routes import Route, button
from bot.table.turn_flow import TurnFlow
from i18n.catalog import language
from tests.tictactoe import render
from tests.tictactoe.engine import REGISTRATION, Mark, Marked, TicTacToeConfig, TicTacToeState, on_turn

First = Literal["host", "guest", "random"]
CELL = re.compile(r"[1-9]")


@dataclass(frozen=True)
class LobbySettings(TableSettings):
    first: First = "host"


class TicTacToeModule(ChoiceLobby[TicTacToeState, LobbySettings], TurnFlow[TicTacToeState, LobbySettings]):
    registration = REGISTRATION
    choices = (Choice("first", ("host", "guest", "random"), "lobby-first", "pick-first", "first"),)
    settings_type = LobbySettings

    def new_config(self, settings: LobbySettings, players: int, seed: int) -> TicTacToeConfig:
        return TicTacToeConfig(seed, {"host": 0, "guest": 1, "random": None}[settings.first])

    def mark(self, state: TicTacToeState, seat: int) -> str:
        return "XO"[(seat - state.first) % 2]

    def start_text(self, table: LiveGame[TicTacToeState]) -> str:
        state = table.initial
        return self.catalog.text(table.row.language, "started", game=table.row.id, x=table.mention(state.first))

    def turn_text(self, table: LiveGame[TicTacToeState], state: TicTacToeState) -> list[str]:
        seat = on_turn(state)
        assert seat is not None
        return [self.catalog.text(table.row.language, "turn", who=table.mention(seat), mark=self.mark(state, seat))]

    async def turn_image(
        self, table: LiveGame[TicTacToeState], state: TicTacToeState, lang: str, filename: str
    ) -> discord.File | None:
        return await drawing.draw(partial(render.BOARD, lang=language(lang)), filename, state, table.seat_names)

    def move_lines(self, table: LiveGame[TicTacToeState], turn: int, lang: str) -> list[str]:
        marked = next(e for e in table.phase_events[turn] if isinstance(e, Marked))
        return [self.catalog.text(lang, "marked", who=table.seat_names[marked.seat], cell=marked.cell + 1)]

    async def closed_image(self, table: LiveGame[TicTacToeState], turn: int, filename: str) -> discord.File | None:
        state = table.phase_ends[turn]
        lang = language(table.row.language)
        return await drawing.draw(partial(render.BOARD, lang=lang), filename, state, table.seat_names)

    def standings(self, table: LiveGame[TicTacToeState], lang: str) -> list[str]:
        winner = table.state.winner
        result = (
            self.catalog.text(lang, "draw")
            if winner is None
            else self.catalog.text(lang, "winner", who=table.mention(winner))
        )
        return [self.catalog.text(lang, "final-header", game=table.row.id), result]

    def well_formed(self, arg: str) -> bool:
        return arg == "" or CELL.fullmatch(arg) is not None

    def click(
        self, table: LiveGame[TicTacToeState], seat: int, route: Route, values: Sequence[str], lang: str
    ) -> Click[str]:
        state = table.state
        cell = int(route.arg) - 1 if route.arg else -1
        if cell < 0 or state.board[cell] is not None:
            return Show("", note=self.catalog.text(lang, "choice-gone"))
        return Play(Mark(seat, state.turn, cell), "")

    def played(self, table: LiveGame[TicTacToeState], seat: int, action: Mark, turn: int, lang: str) -> str | None:
        return self.catalog.text(lang, "marked", who=table.seat_names[seat], cell=action.cell + 1)

    async def picker_card(self, table: LiveGame[TicTacToeState], seat: int, lang: str, draft: str) -> PickerCard:
        state = table.state
        free = [cell for cell, owner in enumerate(state.board) if owner is None]
        buttons = [button(self.pick_route(table, str(cell + 1)), str(cell + 1)) for cell in free]
        rows = [buttons[i : i + 5] for i in range(0, len(buttons), 5)]
        image = await drawing.draw(partial(render.BOARD, lang=language(lang)), "board.png", state, table.seat_names)
        return PickerCard(self.catalog.text(lang, "pick", mark=self.mark(state, seat)), rows, image)

    def status_text(self, table: LiveGame[TicTacToeState], locale: str) -> str:
        seat = on_turn(table.state)
        if seat is None:
            return "\n".join(self.standings(table, locale))
        return self.catalog.text(locale, "status", game=table.row.id, who=table.seat_names[seat])

    async def board_text(self, table: LiveGame[TicTacToeState], locale: str) -> str | None:
        return await drawing.words(partial(render.board_text, lang=language(locale)), table.state, table.seat_names)

    async def replay(
        self, table: LiveGame[TicTacToeState], seat: int | None, locale: str
    ) -> tuple[str, discord.File | None]:
        return "\n".join(self.standings(table, locale)), None


MODULE = TicTacToeModule()
