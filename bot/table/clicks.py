"""What a click's handler is given: the parts of the table a game's controls use, never the whole host.

A game's handlers (its phase card, its picker, its own buttons) take the game from the cache under its lock, commit
through the committer and keep drafts where the picker says; the table's own components (the lobby, `/games`) hold
the parts they need from their construction (`bot.table.wiring`).
"""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import discord

from bot.storage.games import GameRepository
from bot.storage.people import DraftRow
from bot.table.cache import GameCache
from bot.table.committer import Committer
from bot.table.live_game import LiveGame
from bot.table.replies import say_to, tell
from bot.table.routes import Route


class Drafts(Protocol):
    """Where drafts too big for a custom id are kept between clicks: one per game, seat and phase, with a version."""

    async def draft(self, game_id: int, seat: int, phase: int) -> DraftRow | None: ...

    async def save_draft(self, game_id: int, seat: int, phase: int, version: int, body: str) -> None: ...


@dataclass(frozen=True)
class ClickParts:
    """What a game's controls and commands use."""

    games: GameCache
    """The games in memory, and each game's lock."""
    commits: Committer
    drafts: Drafts
    rows: GameRepository
    """The stored games, for a channel's latest."""

    async def channel_game(self, interaction: discord.Interaction, key: str, title: str) -> LiveGame | None:
        """The channel's latest game of `key` (titled `title`) in play or over, or None once the asker was told there
        is none."""
        row = await self.rows.latest_game_for(interaction.channel_id or 0, key)
        table = None if row is None else await self.games.table(row.id)
        if table is None:
            await tell(interaction, say_to(interaction, "no-game-here", title=title, command=key))
        return table


Handler = Callable[[ClickParts, discord.Interaction, Route, Sequence[str]], Awaitable[None]]


@dataclass(frozen=True)
class ComponentKind:
    """What a component does: its handler and the arguments its custom id may carry (None: any)."""

    handler: Handler
    args: frozenset[str] | None = None
