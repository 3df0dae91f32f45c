"""What the outbox sends: a post, and who says which posts a game's channel is due (the game, and the table's own
posts beside it). Posts are named by keys their source chooses ('turn:3', 'summary:3', 'final'); a source lists the
keys due for a table (`due_posts`, a pure function of the table) and builds each one on demand, so what the channel
must see is always derived from the game itself and the outbox only records what was sent."""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import discord

from bot.storage.store import GameStore
from bot.table.live_game import LiveGame


@dataclass
class Post:
    """A message for the game's channel, or (with `edit_of`) a new version of one posted earlier."""

    content: str | None = None
    """Plain text; a card (`view`, see `bot.table.cards`) carries its text itself."""
    view: discord.ui.View | discord.ui.LayoutView | None = None
    files: Sequence[discord.File] = field(default_factory=list)
    edit_of: str | None = None
    """The key of the post whose message this edits."""
    replaces_files: bool = False
    """An edit whose `files` are all the message keeps: without any, the picture it was posted with goes too (else
    an edit without files keeps it, for its card to show again)."""
    mention: bool = False
    """Ping the users mentioned in `content`."""
    progress: bool = False
    """An edit that only shows progress (who has planned, where the game stands): the outbox sends at most one per
    message every few seconds, only from budget to spare, and never one a newer state has replaced."""


class PostSource(Protocol):
    """Who says what a game's channel is due: every game module, and the table's own posts."""

    def due_posts(self, table: LiveGame) -> list[str]:
        """Every post the channel should have seen by now, in order: posted keys are skipped by the outbox."""
        ...

    async def build_post(self, store: GameStore, table: LiveGame, key: str) -> Post | None:
        """The post for `key`, or None if it no longer needs sending."""
        ...


class TablePosts(PostSource, Protocol):
    """Posts the table adds to every game's (who is away, who is back, where the game stands): keys start with one
    of `prefixes`."""

    prefixes: tuple[str, ...]
    leads: bool
    """Its posts come before the game's own (a header at the top of the thread), else after them."""
