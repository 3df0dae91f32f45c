"""What a game brings to the table: its rules, lobby settings, posts, components and commands.

The host, lobby and outbox are game-neutral; a game is one object of a `GameModule` subclass, registered in
`bot.games`. Posts are named by keys the module chooses ('turn:3', 'summary:3', 'final'); the module lists the
keys due for a table (`due_posts`, a pure function of the table) and builds each one on demand, so what the
channel must see is always derived from the game itself and the outbox only records what was sent.
"""

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol

import discord
from discord import app_commands
from typing_extensions import TypeVar

from bot.storage.store import GameStore
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.live_game import LiveGame, S
from bot.table.posts import Post
from bot.table.records import Record
from bot.table.routes import Control, Route
from engine.core.protocol import GameRules
from engine.registry import Registration
from i18n.catalog import SHARED, Catalog


class Settings(Protocol):
    """The options a host picks in the lobby: a frozen dataclass with at least a turn timer."""

    @property
    def timer_minutes(self) -> int: ...

    @property
    def reserve_minutes(self) -> int:
        """Each person's time beyond the timer in all the game's turns, spent only when a turn runs over it."""
        ...

    def to_json(self) -> str: ...


SettingsT = TypeVar("SettingsT", bound=Settings, default=Settings)
"""A game's lobby settings: its own module names their type, the game-neutral lobby reads them as `Settings`."""


def catalog_of(registration: Registration) -> Catalog:
    """A game's messages: its catalogs (`Registration.domains`) over the shared one."""
    return Catalog(SHARED, *registration.domains, roots=registration.locales)


class GameModule(ABC, Generic[S, SettingsT]):
    """A game at the table: every module subclasses this (or `bot.table.turn_flow.TurnFlow` for alternating turns)
    and is registered once in `bot.games`. Abstract members are what every game must say; the others have
    defaults a game overrides when it has more."""

    registration: Registration
    """The game as registered (`engine.registry`): its name, title, rules and catalogs come from there."""
    legacy_prefixes: tuple[str, ...] = ()
    """Custom id prefixes earlier versions of the bot gave this game's components."""

    @property
    def key(self) -> str:
        """The registry key: the stored kind, the custom id prefix and the slash command group."""
        return self.registration.name

    @property
    def title(self) -> str:
        return self.registration.title

    @property
    def rules(self) -> GameRules[Any, S, Any]:
        return self.registration.rules

    @property
    def catalog(self) -> Catalog:
        """The game's messages over the shared ones; it has `game-description`, `rules-summary` (for `/<game>
        rules`), and `level-<level>` and `level-<level>-help` for each computer level."""
        return catalog_of(self.registration)

    @property
    def min_seats(self) -> int:
        return self.registration.players[0]

    @property
    def max_seats(self) -> int:
        return self.registration.players[1]

    @property
    def simultaneous(self) -> bool:
        """Every seat acts in each phase, at the same time (plans sent in secret), so one person can be the last the
        phase waits for: `/notify` can tell them so."""
        return self.registration.simultaneous

    status_card: bool = True
    """The table keeps a card of `status_text` in the thread, edited each turn (`bot.table.status_line`): False for
    a game whose own posts already keep one up to date."""

    @property
    def components(self) -> Mapping[str, ComponentKind]:
        """The game's own components; the lobby's, cancel and rematch belong to the table."""
        return {}

    @abstractmethod
    def default_settings(self) -> SettingsT: ...

    @abstractmethod
    def decode_settings(self, text: str) -> SettingsT: ...

    @abstractmethod
    def lobby_fields(self, settings: SettingsT, lang: str) -> list[tuple[str, str]]:
        """(name, value) lines for the lobby card, after the seats and before the timer."""

    @abstractmethod
    def lobby_controls(self, game_id: int, settings: SettingsT, lang: str) -> list[Control]:
        """The game's own setting selects (two at most), each a row of the lobby card between its buttons and its
        timer (`bot.table.lobby_card`)."""

    @abstractmethod
    def change_setting(self, settings: SettingsT, name: str, values: Sequence[str]) -> SettingsT | None:
        """The settings after the host's choice, or None if `name` or `values` are not a valid choice."""

    @abstractmethod
    def new_config(self, settings: SettingsT, players: int, seed: int) -> object:
        """The engine's config for a game of `players` with these settings."""

    def daily_settings(self, seed: int) -> SettingsT | None:
        """The solo daily challenge's settings, the same for everybody on the day of `seed`; None if the game has
        no daily challenge."""
        return None

    @abstractmethod
    def due_posts(self, table: LiveGame[S]) -> list[str]:
        """Every post the channel should have seen by now, in order: posted keys are skipped by the outbox."""

    @abstractmethod
    async def build_post(self, store: GameStore, table: LiveGame[S], key: str) -> Post | None:
        """The post for `key`, or None if it no longer needs sending."""

    @abstractmethod
    def status_text(self, table: LiveGame[S], locale: str) -> str:
        """Where the game stands, for the person asking (`locale` is theirs)."""

    @abstractmethod
    async def board_text(self, table: LiveGame[S], locale: str) -> str | None:
        """The whole game as its channel sees it, in words (`locale`'s language), for "Read the board"
        (`bot.table.reading`): Markdown headings and lists naming every place a choice names (a cell's letter, a
        basin's number). Built in a worker (`bot.table.drawing.words`) from the public view; None if that failed."""

    def headline(self, table: LiveGame[S], locale: str) -> str:
        """Where the game stands in one line (`/games`): the first line of `status_text`."""
        return self.status_text(table, locale).partition("\n")[0]

    def play_route(self, table: LiveGame[S]) -> Route | None:
        """The route of the control that takes a person's turn, or opens their planner, in the current phase: what
        `/games` offers them beside the game. None where the game has no such control."""
        return None

    async def prepare(self, table: LiveGame[S]) -> None:
        """A phase began: start what its first clicks will want (a player's board for their planner), so they do
        not wait for it. Nothing by default."""
        return

    def record_note(self, record: Record, locale: str) -> str | None:
        """What the game adds to a player's `/stats` line, in `locale` (a solo best, a match record), if anything."""
        return None

    @abstractmethod
    async def replay(self, table: LiveGame[S], seat: int | None, locale: str) -> tuple[str, discord.File | None]:
        """A finished game once more, for `/history`: its final standings in `locale` and a timelapse (an animated
        image), from `seat`'s side where the game shows one player's board (the winner's when None)."""

    board_command: str | None = None
    """The name of `/<game> <board_command> [player] [seat]` (`bot.table.seat_board`), which shows a seat's own board
    privately (`seat_board`); None: the game has none. Worded by `command-<name>`, `option-player`, `option-seat`,
    `board-not-playing` and `no-such-seat` in the game's catalog."""

    async def seat_board(self, table: LiveGame[S], seat: int, locale: str) -> tuple[str, discord.File | None]:
        """What `board_command` shows of `seat`: a line naming it and its board, in `locale`."""
        raise NotImplementedError

    def add_commands(self, group: app_commands.Group, parts: ClickParts) -> None:
        """The game's own slash commands, beside the table's start, status, rules and cancel: none by default."""
        return
