"""Opening the database named by a URL (`sqlite:///path`, a bare path, or `postgresql://...`) and bringing its
schema up to date with the numbered migrations of its dialect."""

import re
from importlib import resources

from bot.storage.database import Database
from bot.storage.postgres import PostgresDatabase
from bot.storage.sqlite import SqliteDatabase
from bot.storage.timed import TimedDatabase

MIGRATIONS = "bot.storage.migrations"
_NUMBERED = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
_POSTGRES = ("postgresql://", "postgres://")
_SQLITE = "sqlite:///"


def migrations(dialect: str = "sqlite") -> list[tuple[int, str]]:
    """(version, sql) of every migration of `dialect`, in order; versions must run 1, 2, 3... without gaps."""
    found = []
    for entry in resources.files(MIGRATIONS).joinpath(dialect).iterdir():
        match = _NUMBERED.match(entry.name)
        if match:
            found.append((int(match[1]), entry.read_text(encoding="utf-8")))
    found.sort()
    if [v for v, _ in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 0001, 0002, ... without gaps: {[v for v, _ in found]}")
    return found


async def open_database(url: str) -> Database:
    """Connect, and apply the migrations newer than the database."""
    database: Database
    if url.startswith(_POSTGRES):
        database = await PostgresDatabase.open(url)
    else:
        database = await SqliteDatabase.open(url.removeprefix(_SQLITE))
    await database.upgrade(migrations(database.dialect))
    return TimedDatabase(database)
