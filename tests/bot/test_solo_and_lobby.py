import os
import subprocess
import sys

import discord

from harness.words import label, opening
from tests.bot.helpers import PLAN, labels, play_round, round_message, start_game, text


async def test_a_solo_game_ends_with_the_solo_rating(env, fast_images):
    game = await start_game(env, players=1)
    [alice] = game.members
    for _ in range(15):
        await play_round(alice, game.thread, island=True)
    final = game.thread.last_message
    assert label("final-header", game=1) in text(final) and opening("solo-rating", "title") in text(final)
    timelapse = await alice.click(final, label=label("button-timelapse"))
    assert timelapse.ephemeral and [a.filename for a in timelapse.response.attachments] == ["timelapse-1.gif"]
    rematch = await alice.click(final, label=label("button-rematch"))
    assert rematch.ephemeral and text(rematch.response).startswith(opening("rematch-opened", "link"))
    lobby = game.channel.last_message  # in the channel the first lobby was opened in, not the old game's thread
    assert label("lobby-title", title="Powerline", game=2) in text(lobby)
    assert game.thread.last_message.id == final.id


async def test_lobby_settings_bots_and_refusals(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "powerline start")).response.message
    assert labels([c.to_dict() for c in lobby.components])[:4] == [
        label("join"),
        label("leave"),
        label("start"),
        label("cancel"),
    ]

    refused = await bob.select(lobby, ["adventure_island"], custom_id="powerline:lobbyset:1:0:0:toggles")
    assert refused.ephemeral and text(refused.response).startswith(opening("host-only", "host"))
    toggles = "powerline:lobbyset:1:0:0:toggles"
    await alice.select(lobby, ["adventure_island", "vacation", "side_a"], custom_id=toggles)
    card = text(channel.history()[0])
    assert label("toggle-side_a") not in card, "the printed tiles are side A already"
    await alice.select(lobby, ["any"], custom_id="powerline:lobbyset:1:0:0:tiles")
    await alice.select(lobby, ["greedy"], custom_id="powerline:lobbyset:1:0:0:bots")
    card = text(channel.history()[0])
    assert "Adventure island" in card and "Contracts: any three" in card
    assert label("toggle-side_a") in card
    assert "2. Contender (computer)" in card

    assert text((await bob.click(lobby, label=label("leave"))).response) == label("not-in-lobby")
    await bob.click(lobby, label=label("join"))
    assert text((await bob.click(lobby, label=label("join"))).response) == label("already-joined")
    assert text((await alice.click(lobby, label=label("leave"))).response) == label("host-cannot-leave")
    assert text((await bob.click(lobby, label=label("start"))).response).startswith(opening("host-only", "host"))

    await alice.click(lobby, label=label("start"))
    [thread] = channel.threads
    # the computer seat planned at once: only the people are waited for
    waiting = text(round_message(thread))
    assert alice.mention in waiting and bob.mention in waiting
    await play_round(alice, thread)
    await play_round(bob, thread)
    summary = next(m for m in thread.history() if opening("resolved", "dice", round=1) in m.content)
    assert "**Contender (computer)**" in summary.content
    variants = env.bot.host.games.tables[1].game.config.variants
    assert variants.adventure_island and variants.tiles_over_side_a and not variants.uses_contract_board


async def test_cancel_needs_the_host_and_a_confirmation(env):
    game = await start_game(env, players=2)
    alice, bob = game.members
    refused = await bob.slash(game.thread, "powerline cancel")
    assert refused.ephemeral and text(refused.response).startswith(opening("host-only", "host"))
    asked = await alice.slash(game.thread, "powerline cancel")
    assert asked.ephemeral and text(asked.response) == label("cancel-confirm", game=1)
    done = await alice.click(asked.response, label=label("cancel-yes"))
    assert text(done.response) == label("cancel-done", game=1)
    assert game.thread.last_message.content.startswith(opening("cancelled-by", "who", game=1))
    gone = await bob.click(round_message(game.thread), label=PLAN)
    assert text(gone.response) == label("game-cancelled", game=1)
    assert label("lobby-title", title="Powerline", game=2) in text(
        (await alice.slash(game.thread, "powerline start")).response
    )


async def test_rules_and_status_commands(env):
    game = await start_game(env, players=1)
    alice = game.members[0]
    rules = await alice.slash(game.thread, "powerline rules")
    assert rules.ephemeral and text(rules.response) == label("rules-summary")
    status = await alice.slash(game.thread, "powerline status")
    assert text(status.response).startswith(opening("status", "waiting", game=1, round=1, rounds=15))
    nothing = await alice.slash(game.guild.create_text_channel("empty"), "powerline status")
    assert text(nothing.response) == label("no-game-here", title="Powerline", command="powerline")


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
    await alice.click(lobby, label=label("start"))
    [thread] = channel.threads
    status = text((await alice.slash(thread, "powerline status")).response)
    builder = label("bot-seat", level=label("level-greedy"))
    assert "alice" in status and builder in status
    board = await alice.slash(thread, "powerline board", seat=2)
    assert board.ephemeral and text(board.response) == label("board-start", name=builder)
    assert len(board.response.attachments) == 1
    missing = await alice.slash(thread, "powerline board", seat=5)
    assert missing.ephemeral and text(missing.response) == label("no-such-seat", game=1, seats=2, seat=5)


async def test_a_game_is_cancelled_before_its_host_is_told_so(env, monkeypatch):
    """The reply "cancelled" is a promise that the place is free: a new game opened at once must not be refused as
    busy, so the game's end is stored before the reply goes out."""
    game = await start_game(env, players=1)
    alice = game.members[0]
    asked = await alice.slash(game.thread, "powerline cancel")
    store, seen = env.bot.host.store, []
    edit = discord.InteractionResponse.edit_message

    async def told(response, **fields):
        row = await store.games.game(1)
        seen.append(row is not None and row.status)
        return await edit(response, **fields)

    monkeypatch.setattr(discord.InteractionResponse, "edit_message", told)
    done = await alice.click(asked.response, label=label("cancel-yes"))
    assert text(done.response) == label("cancel-done", game=1) and seen == ["cancelled"]
