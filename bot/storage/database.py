"""What the store's repositories need from a database, so they run on SQLite (embedded, the default) and on
PostgreSQL (several bot processes sharing one database).

The repositories write their SQL once, with `?` placeholders and the subset both dialects read alike; each driver
runs it its own way (PostgreSQL's driver numbers the placeholders). Every statement outside a transaction commits on its
own; `transaction()` groups statements that commit together or not at all.
"""

from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

Row = tuple[Any, ...]
Params = Sequence[object]


class Conflict(Exception):
    """A write broke a unique constraint (another writer got there first)."""


class StorageUnavailable(Exception):
    """The database cannot be reached (down, restarting, the connection cut): nothing is read or written now, and
    whether a write that was under way was kept is unknown until the database is read again."""


class Statements(ABC):
    """Runs statements: a whole database (each one committed by itself) or one open transaction."""

    @abstractmethod
    async def fetch(self, sql: str, params: Params = ()) -> list[Row]: ...

    async def fetchrow(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetch(sql, params)
        return rows[0] if rows else None

    @abstractmethod
    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; how many rows it changed."""

    @abstractmethod
    async def executemany(self, sql: str, params: Sequence[Params]) -> None: ...


class Database(Statements):
    dialect: str
    """"sqlite" or "postgresql": which directory of migrations the database follows."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Statements]:
        """Statements that commit together, with no other writer's statements in between; any exception rolls
        them all back."""

    @abstractmethod
    async def version(self) -> int:
        """The number of the last migration applied."""

    @abstractmethod
    async def upgrade(self, migrations: Sequence[tuple[int, str]]) -> int:
        """Apply the (version, sql) migrations newer than the database, in order; the version reached."""

    @abstractmethod
    async def close(self) -> None:
        """Once the transactions under way have ended (a cancelled one still rolls back first)."""
