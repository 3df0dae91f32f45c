"""/history: a player's finished games in this server, the latest first, and any of them replayed privately with
its final standings and a timelapse."""

import discord

from bot.games.barrage.catalog import CATALOG as BARRAGE_CATALOG
from harness.words import label
from tests.bot.barrage_helpers import start_game as start_barrage
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import custom_ids, finished, play_out, selects, text


@BOTH_DATABASES
async def test_history_lists_a_player_games_and_replays_any_of_them(env, fast_images):
    game = await start_barrage(env, people=1, computers=("random",))
    await play_out(env, game.game)
    alice = game.members[0]
    bob = game.guild.add_member(env.create_user("bob"))
    await finished(env, game.guild.id, "powerline", [(alice.id, 77, 2), (bob.id, 80, 1)])
    elsewhere = env.create_guild()
    await finished(env, elsewhere.id, "powerline", [(alice.id, 50, 1)])

    listed = await alice.slash(game.channel, "history")
    assert listed.ephemeral
    lines = text(listed.response).splitlines()
    assert lines[0] == label("history-title", name="alice")
    assert lines[1].startswith(f"#{game.game + 1} · Powerline · <t:")
    assert lines[1].endswith(" · place 2 of 2 · 77 points")
    assert lines[2].startswith(f"#{game.game} · Barrage · <t:")
    assert len(lines) == 3, "another server's game is not listed"
    [picker] = selects(listed.response.components)
    assert [o["value"] for o in picker["options"]] == [str(game.game + 1), str(game.game)]

    bobs_view = await bob.slash(game.channel, "history", who=alice.user)  # bob never played: he watches
    assert text(bobs_view.response) == text(listed.response)
    replayed = await bob.select(bobs_view.response, [str(game.game)], custom_id=picker["custom_id"])
    sent = replayed.response
    assert replayed.ephemeral
    assert text(sent).startswith(BARRAGE_CATALOG.text("en", "final-header", game=game.game))
    assert [a.filename for a in sent.attachments] == ["timelapse.gif"]

    none = await bob.slash(game.channel, "history", game="barrage")
    assert text(none.response) == label("stats-none", name="bob")


async def test_a_replay_of_another_server_or_a_forged_game_changes_nothing(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    await finished(env, guild.id, "powerline", [(alice.id, 77, 1)])
    elsewhere = env.create_guild()
    await finished(env, elsewhere.id, "powerline", [(alice.id, 50, 1)])
    listed = await alice.slash(channel, "history")
    assert custom_ids(listed.response.components) == ["powerline:replay:0:0:0:"]
    forged = ("2", "99", "x", "1" * 30)  # another server's game, none, not a number, too long
    view = discord.ui.View(timeout=None)
    options = [discord.SelectOption(label=value, value=value) for value in forged]
    view.add_item(discord.ui.Select(custom_id="powerline:replay:0:0:0:", options=options))
    sent = await env.bot.get_partial_messageable(channel.id).send("forged", view=view)
    message = next(m for m in channel.history() if m.id == sent.id)
    for value in forged:
        refused = await alice.select(message, [value], custom_id="powerline:replay:0:0:0:")
        assert refused.ephemeral and text(refused.response) == label("no-such-game")
    assert env.errors == []
