"""The welcome over the wire, with the real bot process: a server that invites the bot hears one card in its
language, and never a second, across a restart and a second invitation."""

import asyncio

import pytest

from harness.wire import Wire
from i18n.catalog import text
from localdiscord.model import Channel

pytestmark = pytest.mark.wire

READY_SECONDS = 3.0
"""discord.py takes a guild that arrives within 2 s of READY (its `guild_ready_timeout`) as one it had, not a join."""


def welcomes(wire: Wire, channel: Channel) -> int:
    return sum(m.text.startswith(f"### {text('fr', 'welcome-title')}") for m in wire.discord.history(channel))


async def test_a_server_that_invites_the_bot_is_welcomed_once(wire):
    discord = wire.discord
    await asyncio.sleep(READY_SECONDS)
    guild = discord.create_guild("Club de jeux", locale="fr")
    channel = discord.create_channel(guild, "général")
    await discord.invite(guild)
    await discord.wait(lambda: welcomes(wire, channel) == 1)
    [card] = discord.history(channel)
    assert f"/{text('fr', 'name-help')}" in card.text and not card.ephemeral

    await wire.bot.stop()
    await wire.bot.start()  # the server is among the bot's own now, not a new one
    await asyncio.sleep(READY_SECONDS)
    await discord.gateway.dispatch("GUILD_DELETE", {"id": str(guild.id)})  # removed, then invited again
    await discord.invite(guild)
    await asyncio.sleep(2)
    sent = [c for c in discord.calls if c.method == "POST" and c.path == f"/channels/{channel.id}/messages"]
    assert len(sent) == 1 and welcomes(wire, channel) == 1, "not even tried again"
