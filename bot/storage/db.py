"""Opening the database: WAL, full sync and numbered migrations tracked with PRAGMA user_version."""

import re
from importlib import resources
from pathlib import Path

import aiosqlite

MIGRATIONS = "bot.storage.migrations"
PRAGMAS = ("journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON", "busy_timeout = 5000")
_NUMBERED = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


def migrations() -> list[tuple[int, str]]:
    """(version, sql) of every migration file, in order; versions must run 1, 2, 3... without gaps."""
    found = []
    for entry in resources.files(MIGRATIONS).iterdir():
        match = _NUMBERED.match(entry.name)
        if match:
            found.append((int(match[1]), entry.read_text(encoding="utf-8")))
    found.sort()
    if [v for v, _ in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 0001, 0002, ... without gaps: {[v for v, _ in found]}")
    return found


async def migrate(db: aiosqlite.Connection) -> int:
    """Apply the migrations newer than the database; each in its own transaction. Returns the version."""
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    current = row[0] if row else 0
    for version, sql in migrations():
        if version <= current:
            continue
        await db.executescript(f"BEGIN;\n{sql}\nPRAGMA user_version = {version};\nCOMMIT;")
        current = version
    return current


async def open_database(path: str) -> aiosqlite.Connection:
    """Connect in autocommit mode (a statement outside an explicit transaction commits by itself), make every
    commit durable (WAL + synchronous=FULL) and bring the schema up to date."""
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    db = await aiosqlite.connect(path, isolation_level=None)
    for pragma in PRAGMAS:
        async with db.execute(f"PRAGMA {pragma}") as cursor:
            await cursor.fetchall()
    await migrate(db)
    return db
