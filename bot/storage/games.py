"""Games, seats, the action log and drafts. Every write commits before it returns."""

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import aiosqlite

Status = Literal["lobby", "running", "finished", "cancelled"]
ActionSource = Literal["player", "ai", "timeout"]
ACTIVE: tuple[Status, ...] = ("lobby", "running")


class ActiveGameError(Exception):
    """The channel or thread already has a lobby or a running game."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} is active here")
        self.game_id = game_id


@dataclass(frozen=True)
class GameRow:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    place_id: int
    host_id: int
    status: Status
    settings: str
    config: str | None
    lobby_message_id: int | None
    round_message_id: int | None
    posted_start: int
    posted_summary: int
    posted_final: bool
    deadline: float | None

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
    "id, kind, guild_id, channel_id, place_id, host_id, status, settings, config, lobby_message_id, "
    "round_message_id, posted_start, posted_summary, posted_final, deadline"
)


def _game(row: Sequence[object]) -> GameRow:
    values = list(row)
    values[13] = bool(values[13])
    return GameRow(*values)  # type: ignore[arg-type]


class GameStore:
    """The repository of every hosted game, over one aiosqlite connection."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    # -- games -----------------------------------------------------------------------------------------
    async def create_game(
        self, kind: str, guild_id: int | None, channel_id: int, host_id: int, host_name: str, settings: str
    ) -> int:
        """A new lobby with its host in seat 0; ActiveGameError if the channel is busy."""
        busy = await self.active_game_at(channel_id)
        if busy is not None:
            raise ActiveGameError(busy.id)
        try:
            cursor = await self.db.execute(
                "INSERT INTO games (kind, guild_id, channel_id, place_id, host_id, status, settings) "
                "VALUES (?, ?, ?, ?, ?, 'lobby', ?)",
                (kind, guild_id, channel_id, channel_id, host_id, settings),
            )
            game_id = cursor.lastrowid
            assert game_id is not None
            await self.db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)", (game_id, host_id, host_name)
            )
            await self.db.commit()
        except sqlite3.IntegrityError:
            await self.db.rollback()
            busy = await self.active_game_at(channel_id)
            raise ActiveGameError(busy.id if busy else 0) from None
        return game_id

    async def game(self, game_id: int) -> GameRow | None:
        async with self.db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else _game(row)

    async def active_game_at(self, place_id: int) -> GameRow | None:
        async with self.db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE place_id = ? AND status IN ('lobby', 'running')", (place_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else _game(row)

    async def latest_game_for(self, channel_id: int) -> GameRow | None:
        """The game played in this channel or thread, or started from this channel: active ones first."""
        async with self.db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE place_id = ? OR channel_id = ? "
            "ORDER BY status IN ('lobby', 'running') DESC, place_id = ? DESC, id DESC LIMIT 1",
            (channel_id, channel_id, channel_id),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else _game(row)

    async def running_games(self) -> list[GameRow]:
        async with self.db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'running' ORDER BY id") as c:
            return [_game(row) for row in await c.fetchall()]

    async def _update(self, game_id: int, **values: object) -> None:
        columns = ", ".join(f"{name} = ?" for name in values)
        await self.db.execute(f"UPDATE games SET {columns} WHERE id = ?", (*values.values(), game_id))
        await self.db.commit()

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._update(game_id, lobby_message_id=message_id)

    async def set_settings(self, game_id: int, settings: str) -> None:
        await self._update(game_id, settings=settings)

    async def start(self, game_id: int, place_id: int, config: str) -> None:
        await self._update(game_id, status="running", place_id=place_id, config=config)

    async def set_status(self, game_id: int, status: Status) -> None:
        await self._update(game_id, status=status, deadline=None)

    async def round_posted(self, game_id: int, round_: int, message_id: int, deadline: float | None) -> None:
        await self._update(game_id, posted_start=round_, round_message_id=message_id, deadline=deadline)

    async def summary_posted(self, game_id: int, round_: int) -> None:
        await self._update(game_id, posted_summary=round_)

    async def final_posted(self, game_id: int) -> None:
        await self._update(game_id, posted_final=1, status="finished", deadline=None)

    # -- seats -----------------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> tuple[SeatRow, ...]:
        async with self.db.execute(
            "SELECT seat, user_id, name, ai_level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ) as cursor:
            return tuple(SeatRow(*row) for row in await cursor.fetchall())

    async def add_seat(self, game_id: int, user_id: int | None, name: str, ai_level: str | None = None) -> None:
        await self.db.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, ai_level) "
            "SELECT ?, COALESCE(MAX(seat) + 1, 0), ?, ?, ? FROM seats WHERE game_id = ?",
            (game_id, user_id, name, ai_level, game_id),
        )
        await self.db.commit()

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; the seats after it move up so seat numbers stay 0..n-1."""
        await self.db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
        async with self.db.execute(
            "SELECT seat FROM seats WHERE game_id = ? AND seat > ? ORDER BY seat", (game_id, seat)
        ) as cursor:
            later = [row[0] for row in await cursor.fetchall()]
        for old in later:
            await self.db.execute("UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?", (old - 1, game_id, old))
        await self.db.commit()

    # -- actions ---------------------------------------------------------------------------------------
    async def actions(self, game_id: int) -> list[str]:
        async with self.db.execute("SELECT payload FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)) as c:
            return [row[0] for row in await c.fetchall()]

    async def append_actions(self, game_id: int, entries: Sequence[tuple[str, ActionSource, int | None]]) -> None:
        """Append accepted actions (payload, source, user) in one transaction: all or none are kept."""
        async with self.db.execute("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?", (game_id,)) as c:
            row = await c.fetchone()
        seq = row[0] if row else 0
        await self.db.executemany(
            "INSERT INTO actions (game_id, seq, payload, source, user_id) VALUES (?, ?, ?, ?, ?)",
            [(game_id, seq + i, payload, source, user) for i, (payload, source, user) in enumerate(entries, 1)],
        )
        await self.db.commit()

    # -- drafts ----------------------------------------------------------------------------------------
    async def draft(self, game_id: int, seat: int, round_: int) -> DraftRow | None:
        async with self.db.execute(
            "SELECT version, body FROM drafts WHERE game_id = ? AND seat = ? AND round = ?", (game_id, seat, round_)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else DraftRow(*row)

    async def save_draft(self, game_id: int, seat: int, round_: int, version: int, body: str) -> None:
        await self.db.execute(
            "INSERT INTO drafts (game_id, seat, round, version, body) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id, seat, round) DO UPDATE SET version = excluded.version, body = excluded.body",
            (game_id, seat, round_, version, body),
        )
        await self.db.commit()
