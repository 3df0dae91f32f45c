"""The welcome: one card when the bot joins a server, in the server's language, in the first channel the bot may
write in; never twice for a server, across restarts and rejoins; none where the bot may write nowhere. (A server
made here has no channel when the bot joins it, so each test joins it again once its channels exist.)"""

import discord
import pytest

from bot.app import TabletopBot
from harness.words import label
from i18n.catalog import listed
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import settled, text


def welcomes(channel, lang: str = "en") -> list[str]:
    return [text(m) for m in channel.history() if text(m).startswith(f"### {label('welcome-title', lang)}")]


async def joined(env, guild) -> None:
    await env.bot.on_guild_join(env.bot.get_guild(guild.id))
    await settled(env)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_a_server_is_welcomed_once_in_its_language_across_a_restart(env, db_path, lang):
    guild = env.create_guild(preferred_locale={"en": "en-US", "de": "de", "fr": "fr"}[lang])
    closed = guild.create_text_channel("rules", overwrites={guild.me: discord.PermissionOverwrite(send_messages=False)})
    general = guild.create_text_channel("general")
    await joined(env, guild)
    [card] = welcomes(general, lang)
    games = listed(lang, [module.title for module in env.bot.host.modules.values()])
    assert label("welcome-text", lang, games=games) in card
    assert f"/{label('name-help', lang)}" in card and label("permission-create_public_threads", lang) in card
    assert welcomes(closed, lang) == []

    await joined(env, guild)
    old = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old.close()
    await joined(env, guild)
    assert len(welcomes(general, lang)) == 1, "once, whatever happens after"


@BOTH_DATABASES
async def test_no_welcome_where_the_bot_may_write_nowhere_and_one_once_it_may(env, db_path):
    guild = env.create_guild()
    channel = guild.create_text_channel(
        "quiet", overwrites={guild.me: discord.PermissionOverwrite(send_messages=False)}
    )
    await joined(env, guild)
    assert welcomes(channel) == [] and await env.bot.host.store.db.fetch("SELECT * FROM welcomes") == []
    open_ = guild.create_text_channel("open")
    await joined(env, guild)  # invited again, with a channel to write in
    assert len(welcomes(open_)) == 1
    await joined(env, guild)
    assert len(welcomes(open_)) == 1, "claimed once on either store"
