"""The game kit for a small alternating game whose every move is one click (a cell, a column, a pile): the turn flow
(`bot.table.turn_flow`) with the lobby as data (`bot.table.choices`), so a game supplies only what is its own.

A game gives its board (`picture`, and `reading` for "Read the board"), the picker's buttons (`layout`: every place a
move can go, in the order the picker shows them; `arg` names an engine action by one of them), the line telling each
of its events (`event_line`) and the parameters its `turn` and `pick` messages take (`words`). The kit offers the
engine's legal actions and nothing else: a place with no legal action now is a disabled button, so the picker keeps
its shape turn after turn, and a click that the game moved past is answered, never played.
"""

from abc import abstractmethod
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Generic

import discord

from bot.table import drawing
from bot.table.choices import ChoiceLobby, ChoiceT, Setting
from bot.table.live_game import LiveGame, S
from bot.table.picker import ROW_LIMIT, Click, PickerCard, Play, Show
from bot.table.routes import Route, button
from bot.table.turn_flow import TurnFlow
from i18n.catalog import language, listed
from render.core.picture import Picture

BOARD_IMAGE = "board.png"


class OneClickFlow(ChoiceLobby[S, ChoiceT], TurnFlow[S, ChoiceT], Generic[S, ChoiceT]):
    """A game of one-click moves: set `registration`, `settings_type` and `choices` (the lobby), `picture` and
    `reading`, and write `new_config`, `layout`, `arg` and `event_line`."""

    choices: tuple[Setting, ...] = ()
    picture: Picture
    """The board, drawn from `(state, names, *, lang)`: on each turn card, its closing edit and the picker."""
    reading: Callable[..., str]
    """The board in Markdown from the same arguments, for "Read the board" (a `staticmethod`)."""
    per_row: int = ROW_LIMIT
    """The picker's buttons in a row (3 for a 3x3 board), at most `ROW_LIMIT` (5, Discord's); a layout longer than
    one row wraps (seven columns: 4 and 3). Discord shows at most 5 rows, "Read the board" sharing the last."""

    @abstractmethod
    def layout(self, state: S, seat: int, lang: str) -> list[tuple[str, str]]:
        """Every place a move can go, as (argument, label): its button is enabled when a legal action has that
        argument (`arg`)."""

    @abstractmethod
    def arg(self, action: Any) -> str:
        """The argument of the button that plays `action`: 1-32 of `a-z`, `0-9` and `-`."""

    @abstractmethod
    def event_line(self, table: LiveGame[S], event: object, lang: str) -> str | None:
        """An engine event told in `lang`, or None for one the thread need not tell."""

    def words(self, state: S, seat: int, lang: str) -> dict[str, Any]:
        """Parameters of the game's `turn` and `pick` messages in `lang` (beside `who` in `turn`, which is in the
        game's language; `pick` in the clicker's): none by default."""
        return {}

    def legal(self, state: S, seat: int) -> dict[str, Any]:
        return {self.arg(action): action for action in self.rules.legal_actions(state, seat)}

    # -- the words ----------------------------------------------------------------------------------------------
    def start_text(self, table: LiveGame[S]) -> str:
        first = next(iter(self.rules.active_seats(table.initial)), 0)
        names = table.mentions
        lang = table.row.language
        return self.catalog.text(
            lang, "game-begins", title=self.title, game=table.row.id, players=listed(lang, names), first=names[first]
        )

    def turn_text(self, table: LiveGame[S], state: S) -> list[str]:
        seat = next(iter(self.rules.active_seats(state)))
        lang = table.row.language
        return [self.catalog.text(lang, "turn", who=table.mention(seat), **self.words(state, seat, lang))]

    def move_lines(self, table: LiveGame[S], phase: int, lang: str) -> list[str]:
        lines = (self.event_line(table, event, lang) for event in table.phase_events[phase])
        return [line for line in lines if line is not None]

    # -- the pictures -------------------------------------------------------------------------------------------
    async def board(self, table: LiveGame[S], state: S, lang: str, filename: str) -> discord.File | None:
        return await drawing.draw(partial(self.picture, lang=language(lang)), filename, state, table.seat_names)

    async def turn_image(self, table: LiveGame[S], state: S, lang: str, filename: str) -> discord.File | None:
        return await self.board(table, state, lang, filename)

    async def closed_image(self, table: LiveGame[S], phase: int, filename: str) -> discord.File | None:
        return await self.board(table, table.phase_ends[phase], table.row.language, filename)

    async def board_text(self, table: LiveGame[S], locale: str) -> str | None:
        state = self.rules.player_view(table.state, None)
        return await drawing.words(partial(self.reading, lang=language(locale)), state, table.seat_names)

    # -- the picker ---------------------------------------------------------------------------------------------
    def well_formed(self, arg: str) -> bool:
        return arg != ""

    def click(self, table: LiveGame[S], seat: int, route: Route, values: Sequence[str], lang: str) -> Click[str]:
        action = self.legal(table.state, seat).get(route.arg)
        if action is None:
            return Show("", note=self.catalog.text(lang, "move-gone"))
        return Play(action, "")

    def played(self, table: LiveGame[S], seat: int, action: Any, turn: int, lang: str) -> str | None:
        return "\n".join(self.move_lines(table, turn, lang))

    async def picker_card(self, table: LiveGame[S], seat: int, lang: str, draft: str) -> PickerCard:
        state = table.state
        legal = self.legal(state, seat)
        buttons = [
            button(self.pick_route(table, arg), label, disabled=arg not in legal)
            for arg, label in self.layout(state, seat, lang)
        ]
        rows = [buttons[i : i + self.per_row] for i in range(0, len(buttons), self.per_row)]
        image = await self.board(table, state, lang, BOARD_IMAGE)
        return PickerCard(self.catalog.text(lang, "pick", **self.words(state, seat, lang)), rows, image)
