"""Fixtures every test directory may use: the databases the store runs on."""

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.postgres import PostgresServer, binaries

NO_POSTGRES = "PostgreSQL is not installed here (no initdb): `./dev test` installs Debian's postgresql package"
_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One server for the whole run; each test gets its own database on it. Skipped where PostgreSQL cannot be
    had, except on CI, where a missing server is a failure."""
    bin_dir = binaries()
    if bin_dir is None:
        if os.environ.get("CI"):
            pytest.fail(NO_POSTGRES)
        pytest.skip(NO_POSTGRES)
    server = PostgresServer(bin_dir)
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The store's suite runs on both databases: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'nested' / 'games.sqlite3'}"
    server: PostgresServer = request.getfixturevalue("postgres_server")
    return server.create_database(f"test_{os.getpid()}_{next(_databases)}")
