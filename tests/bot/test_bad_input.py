"""Every refusal is an ephemeral answer for the clicker alone, and changes nothing."""

import discord
import pytest

from bot.games import MODULES
from bot.games.powerline.engine_text import error_text as powerline_error_text
from bot.table.turn_flow import TurnFlow
from engine.core.shape import MalformedError
from harness.words import label, opening
from i18n.catalog import text as shared
from tests.bot.helpers import (
    PLAN,
    SUBMIT,
    build_plan,
    labels,
    open_planner,
    play_round,
    round_message,
    selects,
    start_game,
    text,
)


async def actions_logged(env) -> int:
    return (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0]


async def test_a_non_player_is_refused(env):
    game = await start_game(env, players=2)
    outsider = game.guild.add_member(env.create_user("mallory"))
    refused = await outsider.click(round_message(game.thread), label=PLAN)
    assert refused.ephemeral
    assert text(refused.response) == label("not-a-player", game=1)
    assert await actions_logged(env) == 0


async def test_buttons_from_an_earlier_round_or_a_finished_game(env, fast_images):
    game = await start_game(env, players=1)
    [alice] = game.members
    old_planner = await open_planner(alice, game.thread)
    old_round = round_message(game.thread)
    await play_round(alice, game.thread)
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))
    # the resolved round's message lost its buttons; an old planner window says what happened
    [closed] = [m for m in game.thread.history() if m.id == old_round.id]
    assert text(closed) == label("round-resolved", round=1) and labels(closed.components) == []
    stale = await alice.click(old_planner, label=label("button-start-red"))
    assert text(stale.response).startswith(label("planner-stale", old=1))
    assert labels(stale.response.components) == []
    for _ in range(14):
        last_planner = await open_planner(alice, game.thread)
        await play_round(alice, game.thread)
    over = await alice.click(last_planner, label=label("button-start-red"))
    assert text(over.response) == label("planner-game-over")
    assert await actions_logged(env) == 15


async def test_double_submit_changes_nothing(env):
    game = await start_game(env, players=2)
    alice = game.members[0]
    planner = await build_plan(alice, await open_planner(alice, game.thread))
    first = await alice.click(planner, label=SUBMIT)
    assert label("submitted-ok", round=1) in text(first.response)
    again = await alice.click(first.response, label=SUBMIT)
    [note] = again.followups
    assert note.ephemeral and note.content == "That exact plan is already in for round 1; nothing changed."
    assert await actions_logged(env) == 1


async def test_a_plan_can_be_replaced_until_the_round_resolves(env):
    game = await start_game(env, players=2)
    alice = game.members[0]
    submitted = await alice.click(await build_plan(alice, await open_planner(alice, game.thread)), label=SUBMIT)
    undone = await alice.click(submitted.response, label=label("button-undo"))
    assert label("planner-submitted-differs") in text(undone.response)
    island = await build_plan(alice, undone.response, island=True)
    replaced = await alice.click(island, label=SUBMIT)
    assert label("submitted-ok", round=1) in text(replaced.response)
    assert await actions_logged(env) == 2


async def test_an_out_of_date_planner_window_changes_nothing(env):
    game = await start_game(env, players=2)
    alice = game.members[0]
    window_a = await open_planner(alice, game.thread)
    window_b = await open_planner(alice, game.thread)
    advanced = await alice.click(window_a, label=label("button-start-black"))
    assert label("worker-black") in text(advanced.response)
    raced = await alice.click(window_b, label=label("button-start-red"))
    assert label("planner-out-of-date") in text(raced.response)
    stored = opening("planner-next", "die", worker=label("worker-black"))  # the stored draft, not window B's
    assert stored in text(raced.response)
    [select] = selects(raced.response.components)
    old_select = selects(advanced.response.components)[0]
    assert select["custom_id"] == old_select["custom_id"]


async def test_a_round_resolved_by_the_timer_while_planning(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "powerline start")).response.message
    await alice.select(lobby, ["5"], custom_id="powerline:lobbyset:1:0:0:timer")
    await bob.click(lobby, label=label("join"))
    await alice.click(lobby, label=label("start"))
    [thread] = channel.threads
    assert opening("round-deadline", "when") in text(round_message(thread))
    planner = await build_plan(alice, await open_planner(alice, thread))
    await bob.click(await build_plan(bob, await open_planner(bob, thread)), label=SUBMIT)
    await env.bot.host.deadlines.expire(env.bot.host.clock() + 6 * 60)
    summary = next(m for m in thread.history() if opening("resolved", "dice", round=1) in m.content)
    assert summary.content.startswith("⏰ Time ran out: the computer planned for alice.")
    late = await alice.click(planner, label=SUBMIT)
    assert text(late.response).startswith(label("planner-stale", old=1))
    assert [row[0] for row in await env.bot.host.store.db.fetch("SELECT source FROM actions ORDER BY seq")] == [
        "player",
        "timeout",
    ]


async def test_a_second_game_in_a_busy_channel(env):
    game = await start_game(env, players=1)
    alice = game.members[0]
    busy = await alice.slash(game.thread, "powerline start")
    assert busy.ephemeral
    assert text(busy.response).startswith(label("busy-running", game=1))
    lobby = await alice.slash(game.channel, "powerline start")  # the parent channel is free again
    assert label("lobby-title", title="Powerline", game=2) in text(lobby.response)
    busy_lobby = await game.members[0].slash(game.channel, "powerline start")
    assert text(busy_lobby.response).startswith(label("busy-lobby", game=2))


@pytest.mark.parametrize(("permission", "name"), [("send_messages", "Send Messages"), ("attach_files", "Attach Files")])
async def test_missing_permissions_are_named(env, permission, name):
    guild = env.create_guild()
    channel = guild.create_text_channel(
        "games", overwrites={guild.me: discord.PermissionOverwrite(**{permission: False})}
    )
    alice = guild.add_member(env.create_user("alice"))
    refused = await alice.slash(channel, "powerline start")
    assert refused.ephemeral
    assert text(refused.response).startswith(f"I can't run a game here: I am missing the {name} permission")
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM games"))[0] == 0


async def test_without_create_threads_the_game_runs_in_the_channel(env):
    game = await start_game(env, players=1, create_public_threads=False)
    [note] = game.started.followups
    assert note.ephemeral and "missing the Create Public Threads permission" in note.content
    assert game.channel.threads == []
    assert text(round_message(game.channel)).startswith(opening("round-header", "dice", round=1, rounds=15))
    assert opening("submitted-ok", "round") in text((await play_round(game.members[0], game.channel)).response)


async def test_while_the_bot_stops_clicks_and_commands_are_refused_and_change_nothing(env):
    game = await start_game(env, players=2)
    alice = game.members[0]
    planner = await build_plan(alice, await open_planner(alice, game.thread))
    env.bot.host.tasks.stopping = True
    refused = [await alice.click(planner, label=SUBMIT), await alice.slash(game.thread, "powerline status")]
    for answer in refused:
        assert answer.ephemeral and text(answer.response) == label("restarting")
    assert await actions_logged(env) == 0


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_game_words_a_malformed_action_in_the_players_language(lang):
    """An action the engine cannot read (engine/core/shape.py) is refused in words, whatever the game."""
    error = MalformedError("malformed-action", field="tile")
    worded = [powerline_error_text(error, lang)]
    worded += [module.error_text(error, lang) for module in MODULES.values() if isinstance(module, TurnFlow)]
    assert len(worded) == len(MODULES)
    assert set(worded) == {shared(lang, "error-malformed-action")}
