"""Games, seats, the action log, the outbox of posts, deadlines and drafts, for every hosted game.

Every write commits before it returns. One aiosqlite connection in autocommit mode serves the whole bot: a write
of one statement commits by itself in one trip to the database thread, and writes of several statements open an
explicit transaction. Every write holds one lock, so two games' statements never interleave on the connection;
one trip per write keeps that lock short under load.
"""

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Literal

import aiosqlite

Status = Literal["lobby", "running", "finished", "cancelled"]
ActionSource = Literal["player", "ai", "timeout"]
ACTIVE: tuple[Status, ...] = ("lobby", "running")
Entry = tuple[str, ActionSource, int | None]
"""An accepted action as stored: JSON payload, who chose it, the Discord user (None for computer choices)."""


class ActiveGameError(Exception):
    """The channel or thread already has a lobby or a running game."""

    def __init__(self, game: "GameRow") -> None:
        super().__init__(f"game {game.id} is active here")
        self.game = game


@dataclass(frozen=True)
class GameRow:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    """Where the lobby was opened."""
    place_id: int
    """Where the game is played: the lobby's channel, then its thread."""
    host_id: int
    status: Status
    settings: str
    config: str | None
    lobby_message_id: int | None
    language: str
    """Of the game's public messages (the asker's own language is used for private answers)."""

    @property
    def active(self) -> bool:
        return self.status in ACTIVE


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    ai_level: str | None

    @property
    def is_ai(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class DraftRow:
    version: int
    body: str


_GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, place_id, host_id, status, settings, config, lobby_message_id, language"
)


def _game(row: Sequence[object] | None) -> GameRow | None:
    return None if row is None else GameRow(*row)  # type: ignore[arg-type]


class GameStore:
    """The repository of every hosted game, over one aiosqlite connection."""

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float] = time.time) -> None:
        self.db = db
        self.clock = clock
        self._writing = asyncio.Lock()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Statements that commit together, with no other writer's statements in between."""
        async with self._writing:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.rollback()
                raise
            await self.db.commit()

    async def _write(self, sql: str, params: Sequence[object] = ()) -> aiosqlite.Cursor:
        """One statement, committed on its own."""
        async with self._writing:
            return await self.db.execute(sql, params)

    async def close(self) -> None:
        """Closes the connection once no transaction is open (a cancelled one still rolls back first)."""
        async with self._writing:
            await self.db.close()

    async def _one(self, sql: str, params: Sequence[object] = ()) -> GameRow | None:
        async with self.db.execute(sql, params) as cursor:
            return _game(await cursor.fetchone())

    # -- games -----------------------------------------------------------------------------------------
    async def create_game(
        self,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        settings: str,
        language: str = "en",
    ) -> int:
        """A new lobby with its host in seat 0; ActiveGameError if the channel is busy."""
        busy = await self.active_game_at(channel_id)
        if busy is not None:
            raise ActiveGameError(busy)
        try:
            async with self._transaction() as db:
                cursor = await db.execute(
                    "INSERT INTO games (kind, guild_id, channel_id, place_id, host_id, status, settings, language) "
                    "VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?)",
                    (kind, guild_id, channel_id, channel_id, host_id, settings, language),
                )
                game_id = cursor.lastrowid
                assert game_id is not None
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except sqlite3.IntegrityError:
            busy = await self.active_game_at(channel_id)
            assert busy is not None, "the only unique constraint on games is one active game per place"
            raise ActiveGameError(busy) from None
        return game_id

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def active_game_at(self, place_id: int) -> GameRow | None:
        return await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE place_id = ? AND status IN ('lobby', 'running')", (place_id,)
        )

    async def latest_game_for(self, channel_id: int, kind: str) -> GameRow | None:
        """The game of `kind` played in this channel or thread, or started from this channel: active first."""
        return await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE kind = ? AND (place_id = ? OR channel_id = ?) "
            "ORDER BY status IN ('lobby', 'running') DESC, place_id = ? DESC, id DESC LIMIT 1",
            (kind, channel_id, channel_id, channel_id),
        )

    async def unsettled_games(self) -> list[int]:
        """Running games that may have posts not yet sent: their actions outnumber what was last settled."""
        async with self.db.execute(
            "SELECT id FROM games WHERE status = 'running' AND (settled_actions IS NULL OR settled_actions < "
            "(SELECT COUNT(*) FROM actions WHERE actions.game_id = games.id)) ORDER BY id"
        ) as cursor:
            return [row[0] for row in await cursor.fetchall()]

    async def settled(self, game_id: int, actions: int) -> None:
        """Every post due after `actions` actions was sent."""
        await self._update(game_id, settled_actions=actions)

    async def meta(self, key: str) -> str | None:
        async with self.db.execute("SELECT value FROM bot_meta WHERE key = ?", (key,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        await self._write(
            "INSERT INTO bot_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def running_games(self) -> list[GameRow]:
        async with self.db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'running' ORDER BY id") as c:
            return [GameRow(*row) for row in await c.fetchall()]

    async def _update(self, game_id: int, **values: object) -> None:
        columns = ", ".join(f"{name} = ?" for name in values)
        await self._write(f"UPDATE games SET {columns} WHERE id = ?", (*values.values(), game_id))

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._update(game_id, lobby_message_id=message_id)

    async def set_settings(self, game_id: int, settings: str) -> None:
        await self._update(game_id, settings=settings)

    async def start(self, game_id: int, config: str) -> bool:
        """Lobby to running game; False (nothing changed) if it was no longer a lobby."""
        cursor = await self._write(
            "UPDATE games SET status = 'running', config = ? WHERE id = ? AND status = 'lobby'", (config, game_id)
        )
        return cursor.rowcount == 1

    async def move_to(self, game_id: int, place_id: int) -> None:
        """The game moves into the thread opened for it."""
        await self._update(game_id, place_id=place_id)

    async def set_status(self, game_id: int, status: Status) -> None:
        async with self._transaction() as db:
            await db.execute("UPDATE games SET status = ? WHERE id = ?", (status, game_id))
            if status not in ACTIVE:
                await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))

    # -- seats -----------------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> tuple[SeatRow, ...]:
        async with self.db.execute(
            "SELECT seat, user_id, name, ai_level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ) as cursor:
            return tuple(SeatRow(*row) for row in await cursor.fetchall())

    async def add_seat(self, game_id: int, user_id: int | None, name: str, ai_level: str | None = None) -> None:
        await self._write(
            "INSERT INTO seats (game_id, seat, user_id, name, ai_level) "
            "SELECT ?, COALESCE(MAX(seat) + 1, 0), ?, ?, ? FROM seats WHERE game_id = ?",
            (game_id, user_id, name, ai_level, game_id),
        )

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; the seats after it move up so seat numbers stay 0..n-1."""
        async with self._transaction() as db:
            await db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await db.execute("UPDATE seats SET seat = seat - 1 WHERE game_id = ? AND seat > ?", (game_id, seat))

    # -- actions ---------------------------------------------------------------------------------------
    async def actions(self, game_id: int) -> list[tuple[str, str]]:
        """The action log in order: (JSON payload, source) of every accepted action."""
        async with self.db.execute(
            "SELECT payload, source FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ) as cursor:
            return [(payload, source) for payload, source in await cursor.fetchall()]

    async def append_actions(self, game_id: int, entries: Sequence[Entry]) -> None:
        """Append accepted actions in one transaction: all or none are kept."""
        async with self._transaction() as db:
            async with db.execute("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?", (game_id,)) as c:
                row = await c.fetchone()
            seq = row[0] if row else 0
            await db.executemany(
                "INSERT INTO actions (game_id, seq, payload, source, user_id) VALUES (?, ?, ?, ?, ?)",
                [(game_id, seq + i, payload, source, user) for i, (payload, source, user) in enumerate(entries, 1)],
            )

    # -- the outbox ------------------------------------------------------------------------------------
    async def posted(self, game_id: int) -> dict[str, int | None]:
        """Every post Discord accepted for the game, with its message id where it made a message."""
        async with self.db.execute(
            "SELECT key, message_id FROM posts WHERE game_id = ? AND posted_at IS NOT NULL", (game_id,)
        ) as cursor:
            return {key: message_id for key, message_id in await cursor.fetchall()}

    async def post_failed(self, game_id: int, key: str, error: str) -> None:
        await self._write(
            "INSERT INTO posts (game_id, key, attempts, last_error) VALUES (?, ?, 1, ?) "
            "ON CONFLICT (game_id, key) DO UPDATE SET attempts = attempts + 1, last_error = excluded.last_error",
            (game_id, key, error),
        )

    async def post_done(self, game_id: int, key: str, message_id: int | None) -> None:
        await self._write(
            "INSERT INTO posts (game_id, key, message_id, attempts, posted_at) VALUES (?, ?, ?, 1, ?) "
            "ON CONFLICT (game_id, key) DO UPDATE SET message_id = excluded.message_id, "
            "attempts = attempts + 1, posted_at = excluded.posted_at",
            (game_id, key, message_id, self.clock()),
        )

    async def forget_post(self, game_id: int, key: str) -> None:
        """The post's message is gone (deleted in Discord): it counts as never sent."""
        await self._write("DELETE FROM posts WHERE game_id = ? AND key = ?", (game_id, key))

    # -- deadlines -------------------------------------------------------------------------------------
    async def set_deadline(self, game_id: int, phase: int, due_at: float) -> None:
        await self._write(
            "INSERT OR IGNORE INTO deadlines (game_id, phase, due_at) VALUES (?, ?, ?)", (game_id, phase, due_at)
        )

    async def deadline(self, game_id: int, phase: int) -> float | None:
        async with self.db.execute(
            "SELECT due_at FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else float(row[0])

    async def due_deadlines(self, now: float) -> list[tuple[int, int]]:
        """(game, phase) of every deadline that has passed, soonest first."""
        async with self.db.execute(
            "SELECT game_id, phase FROM deadlines WHERE due_at <= ? ORDER BY due_at", (now,)
        ) as cursor:
            return [(game, phase) for game, phase in await cursor.fetchall()]

    async def clear_deadline(self, game_id: int, phase: int) -> None:
        await self._write("DELETE FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase))

    # -- drafts ----------------------------------------------------------------------------------------
    async def draft(self, game_id: int, seat: int, phase: int) -> DraftRow | None:
        async with self.db.execute(
            "SELECT version, body FROM drafts WHERE game_id = ? AND seat = ? AND phase = ?", (game_id, seat, phase)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else DraftRow(*row)

    async def save_draft(self, game_id: int, seat: int, phase: int, version: int, body: str) -> None:
        await self._write(
            "INSERT INTO drafts (game_id, seat, phase, version, body) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id, seat, phase) DO UPDATE SET version = excluded.version, body = excluded.body",
            (game_id, seat, phase, version, body),
        )
