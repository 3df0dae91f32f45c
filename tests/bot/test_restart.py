"""A new bot process on the same database picks up every game where it stood."""

from bot.app import TabletopBot
from tests.bot.helpers import PLAN, SUBMIT, build_plan, open_planner, round_message, start_game, text


async def test_restart_in_the_middle_of_a_round(env, db_path):
    game = await start_game(env, players=3)
    alice, bob, carol = game.members
    thread = game.thread
    await alice.click(await build_plan(alice, await open_planner(alice, thread)), label=SUBMIT)
    bob_window = await open_planner(bob, thread)
    bob_window = (await bob.click(bob_window, label="Start with black")).response
    old_round = round_message(thread)

    old_bot = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    assert env.bot is not old_bot

    # bob's old window continues from his stored draft; the old round button still opens planners
    planner = await build_plan(bob, bob_window)
    assert text((await bob.click(planner, label=SUBMIT)).response).count("Plan submitted for round 1.") == 1
    carol_window = await carol.click(old_round, label=PLAN)
    assert carol_window.ephemeral and "Your plan · round 1" in text(carol_window.response)
    done = await carol.click(await build_plan(carol, carol_window.response), label=SUBMIT)
    assert "Everyone is in" in text(done.response)

    # alice's plan, submitted before the restart, was part of the round
    summary = next(m for m in thread.history() if "Round 1 built" in m.content)
    alice_line = next(line for line in summary.content.splitlines() if line.startswith("**alice**"))
    assert "built" in alice_line
    assert text(round_message(thread)).startswith("**Round 2/15**")
    async with env.bot.db.execute("SELECT COUNT(*) FROM actions") as cursor:
        assert (await cursor.fetchone())[0] == 3


async def test_restart_posts_what_a_crash_left_unsaid(env, db_path):
    game = await start_game(env, players=1)
    alice = game.members[0]
    # the plan is committed, then the process dies before telling the channel
    old_bot = env.bot
    settle = old_bot.host.settle

    async def crash(table):
        return None

    old_bot.host.settle = crash
    await alice.click(await build_plan(alice, await open_planner(alice, game.thread)), label=SUBMIT)
    old_bot.host.settle = settle
    assert not any("Round 1 built" in m.content for m in game.thread.history())

    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    assert any("Round 1 built" in m.content for m in game.thread.history())
    assert text(round_message(game.thread)).startswith("**Round 2/15**")
