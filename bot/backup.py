"""`./dev backup PATH` and `./dev restore PATH`: a consistent copy of the games while the bot runs, and that copy
put back, for the database in DATABASE_URL (or `.env`).

SQLite is copied with its online backup API, page by page under its own locks, so a running bot keeps writing and
the copy is one moment of the database; the copy is written beside PATH and renamed into place, so a copy cut short
never looks finished. PostgreSQL is dumped and restored with `pg_dump` and `pg_restore` (custom format; the client
tools must be on PATH, or in PG_BIN). Neither overwrites anything without `--force`: not an existing copy, and not
a database that already holds games. Restore while the bot is stopped; at its next start it plays on from the copy.
"""

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from dotenv import load_dotenv

from bot.config import DEFAULT_DATABASE_URL

POSTGRES = ("postgresql://", "postgres://")
SQLITE = "sqlite:///"
PAGES = 1024
"""SQLite pages copied at a time between the backup's short read locks: the bot's writes wait for at most that."""
EXIT_REFUSED = 3


class Refused(Exception):
    """Doing it would overwrite something; the message says what, and that `--force` would."""


def sqlite_path(url: str) -> Path:
    return Path(url.removeprefix(SQLITE))


def tool(name: str) -> str:
    """A PostgreSQL client program: from PG_BIN, else from PATH."""
    found = shutil.which(name, path=os.environ.get("PG_BIN")) or shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} is not installed (Debian: postgresql-client), or set PG_BIN to its folder")
    return found


def backup(url: str, path: Path, force: bool = False) -> None:
    if path.exists() and not force:
        raise Refused(f"{path} exists: give --force to overwrite it")
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    partial.unlink(missing_ok=True)
    if url.startswith(POSTGRES):
        subprocess.run([tool("pg_dump"), "--format=custom", f"--file={partial}", url], check=True)
    else:
        source = sqlite3.connect(f"file:{sqlite_path(url)}?mode=ro", uri=True)
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy, pages=PAGES)
        finally:
            copy.close()
            source.close()
    partial.replace(path)


def holds_games(url: str) -> bool:
    """The database exists and has a games table with a game in it."""
    if url.startswith(POSTGRES):

        def ask(query: str) -> str:
            out = subprocess.run([tool("psql"), "-tA", "-c", query, url], check=True, capture_output=True, text=True)
            return out.stdout.strip()

        return ask("SELECT to_regclass('games') IS NOT NULL") == "t" and int(ask("SELECT COUNT(*) FROM games")) > 0
    database = sqlite_path(url)
    if not database.exists():
        return False
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        found = db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'games'").fetchone()
        return found is not None and db.execute("SELECT COUNT(*) FROM games").fetchone()[0] > 0


def restore(url: str, path: Path, force: bool = False) -> None:
    if not path.exists():
        raise FileNotFoundError(f"{path}: no such backup")
    if holds_games(url) and not force:
        raise Refused("the database already holds games: give --force to replace them with the backup")
    if url.startswith(POSTGRES):
        command = [tool("pg_restore"), "--clean", "--if-exists", "--no-owner", "--single-transaction"]
        subprocess.run([*command, f"--dbname={url}", str(path)], check=True)
        return
    database = sqlite_path(url)
    database.parent.mkdir(parents=True, exist_ok=True)
    source = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    target = sqlite3.connect(database)
    try:
        source.backup(target)
    finally:
        target.close()
        source.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="./dev", description="A copy of the games while the bot runs, or one put back."
    )
    parser.add_argument("action", choices=("backup", "restore"))
    parser.add_argument("path", type=Path, help="the backup file")
    parser.add_argument("--force", action="store_true", help="overwrite an existing backup, or a database with games")
    args = parser.parse_args(argv)
    load_dotenv()
    url = os.environ.get("DATABASE_URL", "").strip() or os.environ.get("DATABASE_PATH", "").strip()
    url = url or DEFAULT_DATABASE_URL
    try:
        (backup if args.action == "backup" else restore)(url, args.path, args.force)
    except Refused as refused:
        print(refused, file=sys.stderr)
        return EXIT_REFUSED
    print(f"{args.action}: done ({args.path})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
