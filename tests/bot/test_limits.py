"""The server's own settings and the limits on open games they set: someone with Manage Server chooses them on a
private card; a person over a limit is told, in their words, and nothing is created or joined."""

from types import SimpleNamespace

import discord
import pytest

from bot.storage.servers import ServerSettings
from bot.table.limits import over_the_limit
from bot.table.server_settings import changed
from harness.words import label
from tests.bot.helpers import custom_ids, finished, text


async def test_a_person_at_the_limit_opens_and_joins_nothing_until_a_finished_game_makes_room(env):
    guild = env.create_guild()
    channels = [guild.create_text_channel(f"games-{n}") for n in range(4)]
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    store = env.bot.host.store
    await store.servers.save(guild.id, ServerSettings(per_person=2), 0)
    for channel in channels[:2]:
        await alice.slash(channel, "powerline start")

    async def games() -> int:
        return int((await store.db.fetchrow("SELECT COUNT(*) FROM games"))[0])

    refused = await alice.slash(channels[2], "barrage start")
    assert refused.ephemeral and text(refused.response) == label("limit-open-games", open=2, limit=2, base=2)
    assert await games() == 2, "nothing created"

    lobby = (await bob.slash(channels[3], "powerline start")).response.message
    joined = await alice.click(lobby, label=label("join"))
    assert joined.ephemeral and text(joined.response) == label("limit-open-games", open=2, limit=2, base=2)
    assert [s.user_id for s in await store.games.seats(3)] == [bob.id], "not seated"

    await finished(env, guild.id, "powerline", [(alice.id, 50, 1)])
    await alice.click(lobby, label=label("join"))
    assert [s.user_id for s in await store.games.seats(3)] == [bob.id, alice.id], "one more with a game finished"
    refused = await alice.slash(channels[2], "powerlines start")
    assert text(refused.response) == label("limit-open-games", open=3, limit=3, base=2)


def control(message, arg: str) -> str:
    [custom_id] = [c for c in custom_ids(message.components) if c.endswith(f":server:0:0:0:{arg}")]
    return custom_id


async def test_a_manager_sets_the_servers_limits_and_defaults_and_nobody_else_may(env):
    guild = env.create_guild()
    games, chat = guild.create_text_channel("games"), guild.create_text_channel("chat")
    managers = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[managers])
    alice, bob = guild.add_member(env.create_user("alice")), guild.add_member(env.create_user("bob"))
    store = env.bot.host.store

    command = env.backend.find_command("server-settings", guild.id)
    guild.set_command_permissions(int(command["id"]), {alice: True})  # a server let her see it: she still may not
    refused = await alice.slash(chat, "server-settings")
    assert refused.ephemeral and text(refused.response) == label("server-settings-not-allowed")
    assert await store.db.fetch("SELECT * FROM servers") == []

    opened = await mod.slash(chat, "server-settings")
    card = opened.response
    assert opened.ephemeral and text(card).startswith(f"### {label('server-title')}")
    assert label("server-per-person", limit=20) in text(card)
    assert len(custom_ids(card.components)) == 6
    for arg, values in (("channel", ["1"]), ("server", ["5"]), ("channels", [games]), ("timer", ["1440"])):
        card = (await mod.select(card, values, custom_id=control(card, arg))).response
    card = (await mod.select(card, ["de"], custom_id=control(card, "language"))).response
    assert label("server-channels", channels=f"<#{games.id}>") in text(card)
    assert label("server-language", language=label("language-name", "de")) in text(card)
    chosen = ServerSettings(per_channel=1, per_server=5, channels=(games.id,), timer_minutes=1440, language="de")
    assert await store.servers.settings(guild.id) == chosen

    elsewhere = await alice.slash(chat, "powerline start")
    assert text(elsewhere.response) == label("limit-channels", channels=f"<#{games.id}>")
    lobby = (await alice.slash(games, "powerline start")).response.message
    assert label("timer-choice", "de", minutes=1440) in text(lobby), "the server's timer, in its language"
    full = await bob.slash(games, "barrage start")
    assert text(full.response) == label("limit-channel-games", limit=1)
    assert int((await store.db.fetchrow("SELECT COUNT(*) FROM games"))[0]) == 1


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_each_limit_is_refused_in_the_askers_words(env, lang):
    store = env.bot.host.store
    await store.servers.save(1, ServerSettings(per_person=5, per_channel=2, per_server=3, channels=(7, 8)), 0)
    for place, (channel, host) in enumerate(((7, 99), (8, 99), (8, 98))):  # each game moved to a thread
        await store.games.create_game("powerline", 1, channel, host, "host", "{}", place_id=100 + place)

    def asking(channel: int, user: int = 1) -> discord.Interaction:
        locale = discord.Locale("de" if lang == "de" else "fr" if lang == "fr" else "en-US")
        return SimpleNamespace(  # type: ignore[return-value]
            guild_id=1, channel_id=channel, channel=None, user=SimpleNamespace(id=user), locale=locale
        )

    assert await over_the_limit(store, asking(9), opening=True) == label("limit-channels", lang, channels="<#7> <#8>")
    assert await over_the_limit(store, asking(8), opening=True) == label("limit-channel-games", lang, limit=2)
    assert await over_the_limit(store, asking(7), opening=True) == label("limit-server-games", lang, limit=3)
    assert await over_the_limit(store, asking(9), opening=False) is None, "joining counts only the person's own"
    await store.servers.save(1, ServerSettings(per_person=5), 0)
    for n in range(3):
        await store.games.create_game("powerline", 1, 10 + n, 99, "host", "{}")
    assert await over_the_limit(store, asking(9, 99), opening=False) == label(
        "limit-open-games", lang, open=5, limit=5, base=5
    )
    assert int((await store.db.fetchrow("SELECT COUNT(*) FROM games"))[0]) == 6


def test_only_the_choices_offered_change_a_setting():
    settings = ServerSettings()
    assert changed(settings, "channels", ["12", "3", "12"]) == ServerSettings(channels=(3, 12))
    assert changed(settings, "channels", []) == settings
    assert changed(settings, "channel", ["none"]) == settings and changed(settings, "server", ["250"]) is not None
    for arg, bad in (
        ("channels", ["#1"]),
        ("channels", ["012"]),
        ("channels", [str(n) for n in range(26)]),
        ("person", ["none"]),
        ("person", ["20", "30"]),
        ("language", ["xx"]),
        ("timer", ["²"]),
        ("kick", ["1"]),
    ):
        assert changed(settings, arg, bad) is None, (arg, bad)
