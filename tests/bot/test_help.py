"""/help through the real command tree: every hosted game on one private card, from the registrations, with a
button that opens its lobby in the channel, refused privately where the bot cannot run a game."""

import discord

from bot.table.help import HELP
from harness.words import label
from tests.bot.helpers import custom_ids, labels, text


async def test_help_lists_every_game_and_starts_one_here(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    modules = env.bot.host.modules

    opened = await alice.slash(channel, "help")
    card = opened.response
    assert opened.ephemeral and text(card).startswith(f"### {label('help-title')}")
    for module in modules.values():
        facts = module.catalog.text("en", "game-length")
        assert f"**{module.title}** · " in text(card) and facts in text(card)
        assert module.catalog.text("en", "game-description") in text(card)
    assert label("help-players-range", fewest=1, most=6) in text(card), "Powerline's seats, from its registration"
    assert labels(card.components) == [label("help-start", title=m.title) for m in modules.values()]
    assert {c.split(":")[1] for c in custom_ids(card.components)} == {HELP}

    started = await alice.click(card, label=label("help-start", title="Barrage"))
    assert not started.ephemeral, "the lobby is for everyone in the channel"
    assert label("lobby-title", title="Barrage", game=1) in text(started.response)
    rows = await env.bot.host.store.db.fetch("SELECT kind, channel_id, host_id FROM games")
    assert rows == [("barrage", channel.id, alice.id)]


async def test_a_start_where_the_bot_cannot_play_is_refused_privately(env):
    guild = env.create_guild()
    quiet = guild.create_text_channel("quiet", overwrites={guild.me: discord.PermissionOverwrite(send_messages=False)})
    alice = guild.add_member(env.create_user("alice"))
    card = (await alice.slash(quiet, "help")).response
    refused = await alice.click(card, label=label("help-start", title="Powerline"))
    assert refused.ephemeral and text(refused.response).startswith("I can't run a game here")
    assert await env.bot.host.store.db.fetch("SELECT id FROM games") == []
