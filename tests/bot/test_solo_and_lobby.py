import os
import subprocess
import sys

from tests.bot.helpers import PLAN, labels, play_round, round_message, start_game, text


async def test_a_solo_game_ends_with_the_solo_rating(env, fast_images):
    game = await start_game(env, players=1)
    [alice] = game.members
    for _ in range(15):
        await play_round(alice, game.thread, island=True)
    final = game.thread.last_message
    assert "Game #1 is over" in text(final) and "Solo rating: **" in text(final)
    timelapse = await alice.click(final, label="My timelapse")
    assert timelapse.ephemeral and [a.filename for a in timelapse.response.attachments] == ["timelapse-1.gif"]
    rematch = await alice.click(final, label="Rematch")
    assert rematch.ephemeral and text(rematch.response).startswith("A new lobby is open: ")
    lobby = game.channel.last_message  # in the channel the first lobby was opened in, not the old game's thread
    assert lobby.embeds[0].title == "Powerline · game #2"
    assert game.thread.last_message.id == final.id


async def test_lobby_settings_bots_and_refusals(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "powerline start")).response.message
    assert labels([c.to_dict() for c in lobby.components])[:4] == ["Join", "Leave", "Start", "Cancel"]

    refused = await bob.select(lobby, ["adventure_island"], custom_id="powerline:lobbyset:1:0:0:toggles")
    assert refused.ephemeral and text(refused.response).startswith("Only the host")
    await alice.select(lobby, ["adventure_island", "vacation"], custom_id="powerline:lobbyset:1:0:0:toggles")
    await alice.select(lobby, ["any"], custom_id="powerline:lobbyset:1:0:0:tiles")
    await alice.select(lobby, ["greedy"], custom_id="powerline:lobbyset:1:0:0:bots")
    [embed] = channel.history()[0].embeds
    assert "Adventure island" in embed.fields[1].value and "Contracts: any three" in embed.fields[1].value
    assert "Builder (computer)" in embed.fields[0].value

    assert text((await bob.click(lobby, label="Leave")).response) == "You are not in this lobby."
    await bob.click(lobby, label="Join")
    assert text((await bob.click(lobby, label="Join")).response) == "You are already in this game."
    assert text((await alice.click(lobby, label="Leave")).response).startswith("You are hosting")
    assert text((await bob.click(lobby, label="Start")).response).startswith("Only the host")

    await alice.click(lobby, label="Start")
    [thread] = channel.threads
    # the computer seat planned at once: only the people are waited for
    waiting = text(round_message(thread))
    assert alice.mention in waiting and bob.mention in waiting
    await play_round(alice, thread)
    await play_round(bob, thread)
    summary = next(m for m in thread.history() if "Round 1 built" in m.content)
    assert "**Builder (computer)**" in summary.content
    assert env.bot.host.tables[1].game.config.variants.adventure_island


async def test_cancel_needs_the_host_and_a_confirmation(env):
    game = await start_game(env, players=2)
    alice, bob = game.members
    refused = await bob.slash(game.thread, "powerline cancel")
    assert refused.ephemeral and text(refused.response).startswith("Only the host")
    asked = await alice.slash(game.thread, "powerline cancel")
    assert asked.ephemeral and text(asked.response).startswith("Cancel game #1 for everyone?")
    done = await alice.click(asked.response, label="Yes, cancel the game")
    assert text(done.response) == "Game #1 is cancelled."
    assert game.thread.last_message.content.startswith("Game #1 was cancelled by")
    gone = await bob.click(round_message(game.thread), label=PLAN)
    assert text(gone.response) == "Game #1 was cancelled."
    assert (await alice.slash(game.thread, "powerline start")).response.embeds


async def test_rules_and_status_commands(env):
    game = await start_game(env, players=1)
    alice = game.members[0]
    rules = await alice.slash(game.thread, "powerline rules")
    assert rules.ephemeral and text(rules.response).startswith("**Powerline in a nutshell**")
    status = await alice.slash(game.thread, "powerline status")
    assert text(status.response).startswith("Game #1 · round 1/15")
    nothing = await alice.slash(game.guild.create_text_channel("empty"), "powerline status")
    assert text(nothing.response).startswith("There is no Powerline game in this channel.")


def test_running_without_a_token_explains_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": os.getcwd()},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr and "discord.com/developers" in done.stderr


async def test_any_seat_board_including_computer_players(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    lobby = (await alice.slash(channel, "powerline start")).response.message
    await alice.select(lobby, ["greedy"], custom_id="powerline:lobbyset:1:0:0:bots")
    await alice.click(lobby, label="Start")
    [thread] = channel.threads
    status = text((await alice.slash(thread, "powerline status")).response)
    assert "alice (seat 1)" in status and "Builder (computer) (seat 2)" in status
    board = await alice.slash(thread, "powerline board", seat=2)
    assert board.ephemeral and text(board.response).startswith("Builder (computer)'s board")
    assert len(board.response.attachments) == 1
    missing = await alice.slash(thread, "powerline board", seat=5)
    assert missing.ephemeral and text(missing.response) == "Game #1 has seats 1 to 2; there is no seat 5."
