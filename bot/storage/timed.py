"""A database whose operations are timed for `/metrics` (`tabletop_database_seconds`): a statement from its call to
its result, a transaction from its start to its commit. Everything else passes through."""

import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

from bot.metrics import DATABASE
from bot.storage.database import Database, Params, Row, Statements


class TimedDatabase(Database):
    def __init__(self, inner: Database) -> None:
        self.inner = inner
        self.dialect = inner.dialect

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        with DATABASE.labels("fetch").time():
            return await self.inner.fetch(sql, params)

    async def execute(self, sql: str, params: Params = ()) -> int:
        with DATABASE.labels("execute").time():
            return await self.inner.execute(sql, params)

    async def executemany(self, sql: str, params: Sequence[Params]) -> None:
        with DATABASE.labels("executemany").time():
            await self.inner.executemany(sql, params)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Statements]:
        began = time.perf_counter()
        async with self.inner.transaction() as statements:
            yield statements
        DATABASE.labels("transaction").observe(time.perf_counter() - began)

    async def version(self) -> int:
        return await self.inner.version()

    async def upgrade(self, migrations: Sequence[tuple[int, str]]) -> int:
        return await self.inner.upgrade(migrations)

    async def close(self) -> None:
        await self.inner.close()
