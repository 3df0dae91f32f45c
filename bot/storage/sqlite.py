"""The embedded database: one aiosqlite connection in autocommit mode, WAL and full sync, one writer at a time.

A statement outside a transaction commits by itself in one trip to the database thread; a transaction is opened
with BEGIN IMMEDIATE. Every write holds one lock, so two games' statements never interleave on the connection, and
one trip per write keeps that lock short under load.
"""

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import aiosqlite

from bot.storage.database import Conflict, Database, Params, Row, Statements

PRAGMAS = ("journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON", "busy_timeout = 5000")


class _Runner(Statements):
    """Statements on the connection as they come: the caller holds the write lock where one is needed."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        """One trip to the database thread (a cursor's execute, fetch and close would be three)."""
        with _conflicts():
            return [tuple(row) for row in await self.db.execute_fetchall(sql, params)]

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _conflicts():
            cursor = await self.db.execute(sql, params)
        return cursor.rowcount

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        with _conflicts():
            await self.db.executemany(sql, params)


class SqliteDatabase(Database):
    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        self._each = _Runner(db)
        self._writing = asyncio.Lock()

    @classmethod
    async def open(cls, path: str) -> "SqliteDatabase":
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        database = cls(db)
        for pragma in PRAGMAS:
            await database.fetch(f"PRAGMA {pragma}")
        return database

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        return await self._each.fetch(sql, params)

    async def execute(self, sql: str, params: Params = ()) -> int:
        async with self._writing:
            return await self._each.execute(sql, params)

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        async with self.transaction() as open_:
            await open_.executemany(sql, params)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Statements]:
        async with self._writing:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self._each
            except BaseException:
                await self.db.rollback()
                raise
            await self.db.commit()

    async def version(self) -> int:
        row = await self.fetchrow("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def upgrade(self, migrations: Sequence[tuple[int, str]]) -> int:
        """Every migration newer than the database (`PRAGMA user_version`), each in its own transaction."""
        current = await self.version()
        for version, sql in migrations:
            if version > current:
                async with self._writing:
                    await self.db.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {version};\nCOMMIT;")
                current = version
        return current

    async def close(self) -> None:
        async with self._writing:
            await self.db.close()


@contextmanager
def _conflicts() -> Iterator[None]:
    """sqlite3's unique-constraint error as the store's `Conflict`."""
    try:
        yield
    except sqlite3.IntegrityError as error:
        if "UNIQUE" not in str(error):
            raise
        raise Conflict(str(error)) from error
