"""The flow of a game where one seat is on turn at a time: the table's phase flow (`bot.table.phase_flow`) with a
picker whose draft rides in its components' custom ids.

A game subclasses `TurnFlow` and supplies its words and pictures (`start_text`, `turn_text`, `move_lines`,
`turn_image`, `closed_image`) and what a click on its picker means (`well_formed`, `click`, `played`,
`picker_card`). The flow words refusals (`error_text`), the final standings, the status line and `/history` from the
engine's outcome; a game with more to say overrides them. A game whose moves are single clicks takes the kit built on
this, `bot.table.one_click`.
"""

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic

import discord

from bot.table.clicks import Drafts
from bot.table.live_game import LiveGame, S
from bot.table.module import SettingsT
from bot.table.phase_flow import PhaseFlow
from bot.table.picker import PICK, Click, Pick, PickerCard, Show, turn_refusal
from bot.table.routes import Route
from bot.table.standings import outcome_lines
from engine.core.errors import RuleError


class TurnFlow(PhaseFlow[S, SettingsT], Generic[S, SettingsT]):
    """An alternating-turn game at the table: the phase flow, and the picker's shell from the game's hooks."""

    picker_kinds: Mapping[str, frozenset[str] | None] = {PICK: None}
    """Every component of the picker is a `pick`; `well_formed` checks its argument."""

    # -- what the game supplies besides the phase flow's hooks ------------------------------------------------
    @abstractmethod
    def turn_text(self, table: LiveGame[S], state: S) -> list[str]:
        """The turn card's lines for the seat on turn in `state` (`table.mention` pings them), below the moves the
        table tells: what they are to play."""

    @abstractmethod
    def well_formed(self, arg: str) -> bool: ...

    @abstractmethod
    def click(self, table: LiveGame[S], seat: int, route: Route, values: Sequence[str], lang: str) -> Click[str]:
        """What a click on the picker means, in the game as it stands (read under the game's lock); the draft is
        the route's `arg` chosen so far, a note is in the clicker's `lang`."""

    @abstractmethod
    def played(self, table: LiveGame[S], seat: int, action: Any, turn: int, lang: str) -> str | None: ...

    error_words: tuple[str, ...] = ()
    """Error parameters the engine gives as keys, each value worded by the game's catalog as `<name>-<value>` (Power
    Lines' `suit`: `suit-sun`)."""

    def error_text(self, error: RuleError, lang: str) -> str:
        """A refused action in the player's words: the game's `error-<code>`, with its parameters."""
        params = {
            name: self.catalog.text(lang, f"{name}-{value}") if name in self.error_words else value
            for name, value in error.params.items()
        }
        return self.catalog.text(lang, f"error-{error.code}", **params)

    scored: bool = False
    """Whether the standings list each seat's place and score; else they say who won (a win or a loss)."""

    def standings(self, table: LiveGame[S], lang: str) -> list[str]:
        """The result from the engine's outcome (`bot.table.standings`), the players pinged."""
        outcome = self.rules.outcome(table.state)
        return outcome_lines(self.catalog, lang, self.title, table.row.id, outcome, table.mentions, self.scored)

    def status_text(self, table: LiveGame[S], locale: str) -> str:
        seat = self.seat_on_turn(table)
        if seat is None:
            return "\n".join(self.standings(table, locale))
        name = self.seat_name(table, seat)
        return self.catalog.text(locale, "status-turn", title=self.title, game=table.row.id, who=name)

    async def replay(self, table: LiveGame[S], seat: int | None, locale: str) -> tuple[str, discord.File | None]:
        """The standings alone; a game with a timelapse adds it."""
        return "\n".join(self.standings(table, locale)), None

    @abstractmethod
    async def picker_card(self, table: LiveGame[S], seat: int, lang: str, draft: str) -> PickerCard: ...

    # -- the picker's shell (`bot.table.picker.PickerGame`), from the game's hooks above ---------------------
    def accepts(self, route: Route) -> bool:
        return self.well_formed(route.arg)

    def refusal(self, table: LiveGame[S], seat: int, route: Route, lang: str) -> str | None:
        return turn_refusal(self, table, seat, route.phase, lang)

    def repeated(self, table: LiveGame[S], seat: int, route: Route, lang: str) -> str | None:
        return None

    async def opened(self, table: LiveGame[S], seat: int, drafts: Drafts) -> str:
        return ""

    async def choose(self, table: LiveGame[S], seat: int, pick: Pick) -> Click[str]:
        return self.click(table, seat, pick.route, pick.values, pick.lang)

    def failed(self, table: LiveGame[S], seat: int, error: RuleError, draft: str, lang: str) -> Show[str]:
        return Show("", self.error_text(error, lang))

    def version(self, state: S) -> int:
        """What else makes a picker's component stale within a turn (choices made so far): its route's version."""
        return 0

    # -- what the table does with it -----------------------------------------------------------------------
    @property
    def picker(self) -> "TurnFlow[S, SettingsT]":
        return self

    def card_lines(self, table: LiveGame[S], state: S, deadline: float | None) -> list[str]:
        lines = self.turn_text(table, state)
        seat = self.seat_on_turn(table)
        if deadline is not None and seat is not None:
            lang = table.row.language
            lines.append(
                self.catalog.text(lang, "turn-deadline", when=f"<t:{int(deadline)}:R>", who=table.mention(seat))
            )
        return lines

    def pick_route(self, table: LiveGame[S], arg: str) -> Route:
        """The route of a component on the picker of the turn being played."""
        return Route(self.key, PICK, table.row.id, table.phase, self.version(table.state), arg)
