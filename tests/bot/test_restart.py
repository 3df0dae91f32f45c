"""A new bot process on the same database picks up every game where it stood."""

import asyncio

from bot.app import TabletopBot
from harness.words import label, opening
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import (
    PLAN,
    SUBMIT,
    build_plan,
    open_planner,
    play_round,
    round_message,
    start_game,
    text,
    turns_of,
)
from tests.bot.powerlines_helpers import start_duel, take_turn, turn_card


@BOTH_DATABASES
async def test_restart_in_the_middle_of_a_round(env, db_path):
    game = await start_game(env, players=3)
    alice, bob, carol = game.members
    thread = game.thread
    await alice.click(await build_plan(alice, await open_planner(alice, thread)), label=SUBMIT)
    bob_window = await open_planner(bob, thread)
    bob_window = (await bob.click(bob_window, label=label("button-start-black"))).response
    old_round = round_message(thread)

    old_bot = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    assert env.bot is not old_bot

    # bob's old window continues from his stored draft; the old round button still opens planners
    planner = await build_plan(bob, bob_window)
    assert text((await bob.click(planner, label=SUBMIT)).response).count(label("submitted-ok", round=1)) == 1
    carol_window = await carol.click(old_round, label=PLAN)
    assert carol_window.ephemeral and opening("planner-header", "dice", round=1) in text(carol_window.response)
    done = await carol.click(await build_plan(carol, carol_window.response), label=SUBMIT)
    assert label("planner-round-done") in text(done.response)

    # alice's plan, submitted before the restart, was part of the round
    summary = next(m for m in thread.history() if opening("resolved", "dice", round=1) in m.content)
    alice_line = next(line for line in summary.content.splitlines() if line.startswith("**alice**"))
    assert "built" in alice_line
    assert text(round_message(thread)).startswith(opening("round-header", "dice", round=2, rounds=15))
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 3


async def test_restart_posts_what_a_crash_left_unsaid(env, db_path):
    game = await start_game(env, players=1)
    alice = game.members[0]
    # the plan is committed, then the process dies before telling the channel
    old_bot = env.bot
    settle = old_bot.host.outbox.send_posts

    async def crash(table):
        return None

    old_bot.host.outbox.send_posts = crash
    await alice.click(await build_plan(alice, await open_planner(alice, game.thread)), label=SUBMIT)
    old_bot.host.outbox.send_posts = settle
    assert not any(opening("resolved", "dice", round=1) in m.content for m in game.thread.history())

    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    assert any(opening("resolved", "dice", round=1) in m.content for m in game.thread.history())
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))


def command_syncs(env) -> int:
    return sum(r.method == "PUT" and r.path.endswith("/commands") for r in env.http_requests)


async def test_a_restart_sends_the_commands_only_when_they_changed(env, db_path):
    assert command_syncs(env) == 1  # the first start: Discord had no commands from us
    old_bot = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    assert command_syncs(env) == 1
    old_bot = env.bot
    await env.restart_bot(TabletopBot(db_path, sync_commands=True))  # ./dev sync
    await old_bot.close()
    assert command_syncs(env) == 2


@BOTH_DATABASES
async def test_a_restart_replays_only_the_games_that_left_something_unsent(env, db_path):
    quiet = await start_game(env, players=1)
    await play_round(quiet.members[0], quiet.thread)
    crashed = await start_game(env, players=1)
    old_bot = env.bot
    settle = old_bot.host.outbox.send_posts

    async def crash(table):
        return None

    old_bot.host.outbox.send_posts = crash
    await crashed.members[0].click(
        await build_plan(crashed.members[0], await open_planner(crashed.members[0], crashed.thread)), label=SUBMIT
    )
    old_bot.host.outbox.send_posts = settle
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    await asyncio.gather(*env.bot.host.tasks.background)
    assert set(env.bot.host.games.tables) == {2}  # game 1 had posted everything: it stays in the database until used
    assert text(round_message(crashed.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))
    assert (await play_round(quiet.members[0], quiet.thread)).response  # and plays on when used
    assert set(env.bot.host.games.tables) == {1, 2}


async def test_a_restart_before_the_computer_moved_lets_it_move(env, db_path, fast_images):
    duel = await start_duel(env, computer="strong")
    old_bot = env.bot

    async def crash(table_id):  # the person's move is posted, then the process dies before the computer thinks
        return None

    old_bot.host.computer.think_for = crash
    await take_turn(duel.alice, duel.thread)
    assert (await old_bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 1
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    await env.bot.host.resume(await env.bot.host.store.outbox.games_owing_posts())
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 2
    card = turn_card(duel.thread)  # alice is on turn again, after the computer's move
    assert turns_of(card.components) == {"2"} and duel.alice.mention in text(card)
