"""The games in memory: the most recently used, each with its locks, rebuilt from the database when next used.

Locks: a game's lock covers reading its state, applying actions and committing them, never a network call or an
image; its posting lock lets one poster at a time go over its posts.
"""

import asyncio
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.storage.games import GameRow
from bot.storage.store import GameStore
from bot.table.hosted import HostedGame
from bot.table.live_game import LiveGame
from bot.table.owed import Backlog

CACHED_TABLES = 200
"""Games kept in memory (about 130 KiB each late in a game); replaying one from the database takes milliseconds."""
IDLE_SECONDS = 600.0


@dataclass
class Slot:
    """What the process keeps for one game beside its state. It outlives the state it caches (`forget`), so whoever
    waits on a lock still writes, or posts, one at a time."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    posting: asyncio.Lock = field(default_factory=asyncio.Lock)
    changed: dict[str, float] = field(default_factory=dict)
    """When each of its messages (by the key of the post that made it) was last posted or edited (loop time)."""
    used: float = 0.0


class GameCache:
    def __init__(self, store: GameStore, modules: Mapping[str, HostedGame], backlog: Backlog) -> None:
        self.store = store
        self.modules = modules
        self.backlog = backlog
        self.tables: OrderedDict[int, LiveGame] = OrderedDict()
        """The most recently used games; the rest are rebuilt from the database when next used."""
        self.slots: dict[int, Slot] = {}

    def slot(self, game_id: int) -> Slot:
        return self.slots.setdefault(game_id, Slot())

    def lock(self, game_id: int) -> asyncio.Lock:
        """Held while a game's lobby or state changes: one writer per game."""
        return self.slot(game_id).lock

    async def table(self, game_id: int) -> LiveGame | None:
        """The started game, from the cache or rebuilt from the database."""
        self.slot(game_id).used = time.monotonic()
        cached = self.tables.get(game_id)
        if cached is not None:
            self.tables.move_to_end(game_id)
            return cached
        table = await self.replay(game_id)
        if table is None:
            return None
        table = self.tables.setdefault(game_id, table)
        self._evict()
        return table

    async def replay(self, game_id: int) -> LiveGame | None:
        """The started game rebuilt from the database (None for a lobby, or a game no module here plays), not kept.
        The replay runs in a thread: a late game takes a tenth of a second, and the games caught up after a restart
        would otherwise hold the event loop, and every click's acknowledgement, for seconds."""
        row = await self.store.games.game(game_id)
        if row is None or row.config is None or row.kind not in self.modules:
            return None
        rules = self.modules[row.kind].rules
        seats, actions = await self.store.games.seats(game_id), await self.store.games.actions(game_id)
        return await asyncio.to_thread(LiveGame.replay, rules, row, seats, actions)

    async def game_of(self, game_id: int) -> str | None:
        """The game a table plays (its lobby's too), or None if there is no such table."""
        cached = self.tables.get(game_id)
        if cached is not None:
            return cached.row.kind
        row = await self.store.games.game(game_id)  # one read, for a lobby or a game not in memory
        return None if row is None else row.kind

    def forget(self, game_id: int) -> None:
        """Drop a game whose cached state may differ from the database's: the next use replays it, and until then
        it owes its posts and computer moves. Its slot stays (it is fenced by the log's length)."""
        if self.tables.pop(game_id, None) is not None:
            self.backlog.thinking.add(game_id)
            self.backlog.posts.add(game_id)

    async def reload_row(self, table: LiveGame) -> GameRow:
        row = await self.store.games.game(table.row.id)
        assert row is not None
        table.row = row
        return row

    def _evict(self) -> None:
        """Forget the least recently used games beyond `CACHED_TABLES` that nobody used for `IDLE_SECONDS`:
        no handler can still hold one of them, so a game never has two tables in memory."""
        idle_since = time.monotonic() - IDLE_SECONDS
        for game_id in list(self.tables)[: max(0, len(self.tables) - CACHED_TABLES)]:
            if self.slot(game_id).used > idle_since:
                break
            if game_id in self.backlog.posts:
                continue
            del self.tables[game_id]
            self.slots.pop(game_id, None)
