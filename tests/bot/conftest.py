import io

import discord
import pytest
import pytest_asyncio
from PIL import Image

from bot.app import TabletopBot
from bot.games.barrage import images as barrage_images
from bot.games.powerline import images
from bot.games.powerlines import images as powerlines_images


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (1, 1)).save(out, "PNG")
    return out.getvalue()


TINY_PNG = _png()


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "games.sqlite3")


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
    """Full games click hundreds of times; a stand-in image keeps them quick (other tests draw real ones)."""

    async def tiny(function, filename, *args, affinity=None):
        return discord.File(io.BytesIO(TINY_PNG), filename=filename)

    monkeypatch.setattr(images, "draw", tiny)
    monkeypatch.setattr(powerlines_images, "draw", tiny)
    monkeypatch.setattr(barrage_images, "draw", tiny)
