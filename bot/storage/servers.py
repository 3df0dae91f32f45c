"""A server's own settings, chosen by someone with Manage Server: limits on open games, where games may start,
and what a new lobby starts with (a server that never chose has the defaults); and whether it was welcomed."""

from collections.abc import Callable
from dataclasses import dataclass

from bot.storage.database import Database
from engine.core.codec import dumps, loads

PER_PERSON = 20
"""Open games a person may sit at in a server before counting the games they finished there, by default (as Board
Game Arena allows about 21 turn-based tables, plus one per game finished)."""


@dataclass(frozen=True)
class ServerSettings:
    per_person: int = PER_PERSON
    """Open games (lobbies and games in play) a person may sit at, plus one per game they finished here."""
    per_channel: int | None = None
    """Open games one channel may hold (its threads' count for it); None: no limit."""
    per_server: int | None = None
    """Open games the whole server may hold; None: no limit."""
    channels: tuple[int, ...] = ()
    """The channels games may start in (and their threads); none: any channel the bot may play in."""
    timer_minutes: int = 0
    """The turn timer a new lobby starts with."""
    language: str | None = None
    """The language of a new game's public messages; None: the server's own (Discord's community locale)."""


class ServerRepository:
    def __init__(self, db: Database, clock: Callable[[], float]) -> None:
        self.db = db
        self.clock = clock

    async def settings(self, guild_id: int) -> ServerSettings:
        row = await self.db.fetchrow("SELECT settings FROM servers WHERE guild_id = ?", (guild_id,))
        return ServerSettings() if row is None else loads(ServerSettings, str(row[0]))

    async def save(self, guild_id: int, settings: ServerSettings, user_id: int) -> None:
        await self.db.execute(
            "INSERT INTO servers (guild_id, settings, changed_by, changed_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, changed_by = excluded.changed_by, "
            "changed_at = excluded.changed_at",
            (guild_id, dumps(settings), user_id, self.clock()),
        )

    async def claim_welcome(self, guild_id: int, channel_id: int) -> bool:
        """Whether the server is to be welcomed now, in `channel_id`: False if it was welcomed (or is being) before."""
        claimed = await self.db.execute(
            "INSERT INTO welcomes (guild_id, channel_id, sent_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (guild_id, channel_id, self.clock()),
        )
        return bool(claimed)

    async def unclaim_welcome(self, guild_id: int) -> None:
        """The welcome could not be sent: the server may be welcomed when the bot next joins it."""
        await self.db.execute("DELETE FROM welcomes WHERE guild_id = ?", (guild_id,))
