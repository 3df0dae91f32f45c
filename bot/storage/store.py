"""Storage of every hosted game, by concern: one repository each for games (seats, the action log and a game's
life), the outbox of posts, deadlines and chores, people (direct messages and drafts), records (results, the
daily challenge, the bot's notes) and servers (their own settings), over one database and one clock.

Every write commits before it returns: a write of one statement commits by itself, writes of several statements
run in one transaction. The SQL is written once for SQLite and PostgreSQL (`bot.storage.database`); reads return
frozen dataclasses.
"""

import time
from collections.abc import Callable

from bot.shards import Shards
from bot.storage.database import Database
from bot.storage.deadlines import DeadlineRepository
from bot.storage.games import GameRepository
from bot.storage.outbox import OutboxRepository
from bot.storage.owned import OwnedGames
from bot.storage.people import PeopleRepository
from bot.storage.records import RecordRepository
from bot.storage.servers import ServerRepository


class GameStore:
    """The repositories, sharing the database, the clock and this process's shards (None: every game)."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time, shards: Shards | None = None) -> None:
        self.db = db
        self.clock = clock
        """What every repository reads the time from: setting it here sets it for all."""
        owned = OwnedGames(shards)
        self.games = GameRepository(db, self._now, owned)
        self.outbox = OutboxRepository(db, self._now, owned)
        self.deadlines = DeadlineRepository(db, self._now, owned)
        self.people = PeopleRepository(db, self._now)
        self.records = RecordRepository(db, owned)
        self.servers = ServerRepository(db, self._now)

    def _now(self) -> float:
        return self.clock()

    async def close(self) -> None:
        await self.db.close()
