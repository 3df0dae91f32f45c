"""What the table's parts ask of a hosted game: narrow, so that they never depend on the whole `GameModule` (which
names the table for its handlers), and each part says in its signature what it uses."""

from typing import Any, Protocol

from bot.table.live_game import LiveGame
from bot.table.posts import PostSource
from engine.core.protocol import GameRules


class Timed(Protocol):
    """A game's settings as the clock reads them."""

    @property
    def timer_minutes(self) -> int: ...

    @property
    def reserve_minutes(self) -> int:
        """Each person's time beyond the timer in all the game's turns, spent only when a turn runs over it."""
        ...


class HostedGame(PostSource, Protocol):
    """A game as the cache, the committer and the outbox see it: its rules, its turn timer, what it prepares as a
    phase begins, and its posts."""

    @property
    def rules(self) -> GameRules[Any, Any, Any]: ...

    def decode_settings(self, text: str) -> Timed: ...

    async def prepare(self, table: LiveGame) -> None: ...
