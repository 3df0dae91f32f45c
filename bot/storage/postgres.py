"""PostgreSQL through an asyncpg pool: for several bot processes (shards) sharing one database.

Each statement outside a transaction runs on any pooled connection and commits by itself; a transaction holds one
connection until it ends. Placeholders are the store's `?`, numbered here as PostgreSQL's `$1, $2...`.
"""

import re
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from functools import lru_cache

import asyncpg

from bot.storage.database import Conflict, Database, Params, Row, Statements, StorageUnavailable

POOL_SIZE = 8
"""Connections per bot process: statements of different games run side by side, and a server's default of 100
connections leaves room for a dozen processes."""
MIN_SIZE = 0
"""No floor of open connections: connections are made as statements need them, so while the server is down the
pool does not keep trying (and logging) to restore one; the statements themselves answer `StorageUnavailable`."""
MIGRATION_LOCK = 7_236_119
"""Advisory lock key held while migrating, so processes starting together migrate one after another."""
_PLACEHOLDER = re.compile(r"\?")


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """`?` placeholders as `$1, $2...` (the store's SQL has no `?` inside a string literal)."""
    count = iter(range(1, sql.count("?") + 1))
    return _PLACEHOLDER.sub(lambda _: f"${next(count)}", sql)


def _changed(status: str) -> int:
    """Rows changed, from a command status such as "UPDATE 3" or "INSERT 0 1"."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


UNREACHABLE = (
    OSError,
    asyncpg.InterfaceError,
    asyncpg.PostgresConnectionError,
    asyncpg.OperatorInterventionError,
    asyncpg.exceptions.InternalClientError,
)
"""What a server that is down, starting, stopping or restarting gives: refused connections, connections cut or
closed under a statement, "the database system is starting up", "terminating connection due to administrator
command", and a pooled connection the cut left mid-operation ("cannot switch to state …; another operation is in
progress")."""


@contextmanager
def _translated() -> Iterator[None]:
    """asyncpg's errors in the store's words: a unique violation is a `Conflict`, a server out of reach
    `StorageUnavailable`."""
    try:
        yield
    except asyncpg.UniqueViolationError as error:
        raise Conflict(str(error)) from error
    except UNREACHABLE as error:
        raise StorageUnavailable(f"{type(error).__name__}: {error}") from error


class _Runner(Statements):
    """Statements on the pool (each on any connection, committed by itself) or on one connection (the transaction
    under way): asyncpg gives both the same methods."""

    def __init__(self, connection: asyncpg.Pool | asyncpg.Connection) -> None:
        self.connection = connection

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        with _translated():
            return [tuple(row) for row in await self.connection.fetch(numbered(sql), *params)]

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _translated():
            return _changed(await self.connection.execute(numbered(sql), *params))

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        with _translated():
            await self.connection.executemany(numbered(sql), params)


class PostgresDatabase(Database):
    dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool
        self._each = _Runner(pool)

    @classmethod
    async def open(cls, url: str) -> "PostgresDatabase":
        return cls(await asyncpg.create_pool(url, min_size=MIN_SIZE, max_size=POOL_SIZE))

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        return await self._each.fetch(sql, params)

    async def execute(self, sql: str, params: Params = ()) -> int:
        return await self._each.execute(sql, params)

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        await self._each.executemany(sql, params)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Statements]:
        with _translated():
            async with self.pool.acquire() as connection, connection.transaction():
                yield _Runner(connection)

    async def version(self) -> int:
        row = await self.fetchrow("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(row[0]) if row else 0

    async def upgrade(self, migrations: Sequence[tuple[int, str]]) -> int:
        """Every migration newer than the database, recorded in `schema_version`, in one transaction under an
        advisory lock: processes starting together migrate one after another, and the second finds it done."""
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await connection.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current: int = await connection.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
            for version, sql in migrations:
                if version > current:
                    await connection.execute(sql)
                    await connection.execute("INSERT INTO schema_version (version) VALUES ($1)", version)
                    current = version
        return current

    async def close(self) -> None:
        await self.pool.close()
