"""A fake Discord on 127.0.0.1 and the real bot process connected to it."""

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from harness.process import BotProcess
from harness.wire import Wire
from localdiscord.server import FakeDiscord

pytestmark = pytest.mark.wire


@pytest_asyncio.fixture
async def wire(request, tmp_path) -> AsyncIterator[Wire]:
    """The local Discord enforces Discord's rate limits unless a test is marked `no_limits`; the bot paces itself
    under the global budget, so no test meets a global 429 it did not inject."""
    discord = FakeDiscord(limits=request.node.get_closest_marker("no_limits") is None)
    await discord.start()
    guild = discord.create_guild()
    channel = discord.create_channel(guild, "games")
    bot = BotProcess(discord, tmp_path / "games.sqlite3", tmp_path / "bot.log")
    try:
        await bot.start()
        yield Wire(discord, bot, guild, channel)
    finally:
        await bot.stop()
        await discord.stop()
    assert "Traceback" not in bot.output, bot.output
    assert not discord.limits.refused, f"the bot went over Discord's limits: {dict(discord.limits.refused)}"
