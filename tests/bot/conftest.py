import io
import itertools
import os
from functools import partial

import discord
import pytest
import pytest_asyncio
from PIL import Image

from bot.app import TabletopBot
from bot.table import drawing, outbox
from render.core.picture import Picture


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (1, 1)).save(out, "PNG")
    return out.getvalue()


TINY_PNG = _png()
_bot_databases = itertools.count(1)


BOTH_DATABASES = pytest.mark.parametrize("db_path", ["sqlite", "postgresql"], indirect=True)
"""For a bot test that must hold on both stores: the bot then runs on a new SQLite file, then on PostgreSQL."""


@pytest.fixture
def db_path(request, tmp_path):
    """The bot's database URL: a new SQLite file unless the test asks for both (`BOTH_DATABASES`)."""
    if getattr(request, "param", "sqlite") == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    return request.getfixturevalue("postgres_server").create_database(f"bot_{os.getpid()}_{next(_bot_databases)}")


@pytest.fixture
def simcord_bot(db_path):
    """Consumed by simcord's pytest plugin, which then provides `simcord_env`."""
    return TabletopBot(db_path)


@pytest_asyncio.fixture
async def env(simcord_env):
    """simcord never closes the bot; closing it stops the timers and the database connection."""
    yield simcord_env
    await simcord_env.bot.close()


@pytest.fixture
def fast_images(monkeypatch):
    """Full games click hundreds of times; a stand-in image keeps them quick (other tests draw real ones). It keeps
    the picture's real description, which a player who cannot see it hears."""

    async def tiny(picture, filename, *args, affinity=None):
        words = None
        if isinstance(picture, partial) and isinstance(picture.func, Picture):
            words = picture.func.describe(*picture.args, *args, **picture.keywords)
        return discord.File(io.BytesIO(TINY_PNG), filename=filename, description=words)

    async def nothing(function, *args, affinity):
        return None

    monkeypatch.setattr(drawing, "draw", tiny)
    monkeypatch.setattr(drawing, "prepare", nothing)


@pytest.fixture(autouse=True)
def progress_at_once(monkeypatch):
    """Progress edits (who has planned, a status card) go out at once here, so a test reads the card a click left
    (SimCord's settling would run a held edit's timer anyway); `tests/wire/test_budget_wire.py` holds them back in
    real time, as the bot does."""
    monkeypatch.setattr(outbox, "PROGRESS_SECONDS", 0.0)
