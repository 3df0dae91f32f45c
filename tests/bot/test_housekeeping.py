"""Housekeeping: a week without a move closes a game (with a notice, its thread archived), an ended game's
thread is archived a day later, and a host pauses and resumes a game's clock. Time is advanced by the tests."""

import pytest
import simcord

from bot.storage.deadlines import DAY
from bot.table.housekeeping import IDLE_DAYS
from harness.words import label
from tests.bot.barrage_helpers import start_game as start_barrage
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import (
    PLAN,
    custom_ids,
    open_game,
    play_round,
    round_message,
    start_game,
    submit,
    text,
)


def archived(env: simcord.Env, thread: simcord.ChannelHandle) -> bool:
    metadata = env.backend.channels[thread.id].thread_metadata
    return metadata is not None and metadata.archived


def later(env: simcord.Env, seconds: float) -> None:
    """Move the bot's clocks (the host's and the store's) `seconds` into the future."""
    host = env.bot.host
    now = host.clock()
    host.clock = host.store.clock = lambda: now + seconds


def messages_with(channel: simcord.ChannelHandle, words: str) -> list:
    return [m for m in channel.history() if words in text(m)]


@BOTH_DATABASES
async def test_a_game_nobody_moved_in_for_a_week_is_closed_and_its_thread_archived(env):
    game = await start_game(env, players=2)
    alice, bob = game.members
    await play_round(alice, game.thread)
    host = env.bot.host
    start = host.clock()
    later(env, (IDLE_DAYS - 1) * DAY)
    await host.deadlines.tick()
    assert (await host.store.games.game(1)).status == "running"

    later(env, IDLE_DAYS * DAY + 60 - (host.clock() - start))
    await host.deadlines.tick()
    assert (await host.store.games.game(1)).status == "cancelled"
    closed = label("closed-notice", game=1, days=IDLE_DAYS)
    assert len(messages_with(game.thread, closed)) == 1 and archived(env, game.thread)
    late = await bob.click(round_message(game.thread), label=PLAN)
    assert late.ephemeral
    await host.deadlines.tick()
    assert len(messages_with(game.thread, closed)) == 1
    assert await host.store.deadlines.due_chores(host.clock() + DAY) == []


@BOTH_DATABASES
async def test_an_idle_lobby_is_closed_too_and_a_paused_game_is_not(env):
    thread, (alice, *_), game = await open_game(env)
    guild = env.create_guild()
    channel = guild.create_text_channel("lobbies")
    carol = guild.add_member(env.create_user("carol"))
    await carol.slash(channel, "powerline start")
    await alice.slash(thread, "powerline pause")
    later(env, (IDLE_DAYS + 1) * DAY)
    await env.bot.host.deadlines.tick()
    assert (await env.bot.host.store.games.game(game)).status == "running"
    assert (await env.bot.host.store.games.game(game + 1)).status == "cancelled"
    assert len(messages_with(channel, label("closed-notice", game=game + 1, days=IDLE_DAYS))) == 1


async def test_an_ended_game_thread_is_archived_a_day_later(env, fast_images):
    game = await start_barrage(env, people=1, computers=("random",))
    host = env.bot.host
    table = await host.games.table(game.game)
    for _ in range(200):
        if table.over:
            break
        await host.deadlines.time_out(game.game, table.phase, float("inf"))
    assert table.over and (await host.store.games.game(game.game)).status == "finished"
    await host.deadlines.tick()
    assert not archived(env, game.thread)
    later(env, DAY + 60)
    await host.deadlines.tick()
    assert archived(env, game.thread)


@BOTH_DATABASES
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_a_paused_game_stops_its_clock_and_goes_on_where_it_stopped(env, lang):
    thread, (alice, bob, _), game = await open_game(env, lang)
    host = env.bot.host
    await submit(alice, thread)
    due = await host.store.deadlines.deadline(game, 1)

    refused = await bob.slash(thread, "powerline pause")
    assert text(refused.response) == label("pause-not-allowed", host=alice.mention, game=game)
    paused = await alice.slash(thread, "powerline pause")
    assert text(paused.response) == label("paused-done", game=game, command="powerline")
    notice = label("paused-notice", lang, game=game, who=alice.mention, command="powerline")
    assert len(messages_with(thread, notice)) == 1
    again = await alice.slash(thread, "powerline pause")
    assert text(again.response) == label("already-paused", game=game)
    [plan] = [c for c in custom_ids(round_message(thread).components) if c.endswith(":plan")]
    waiting = await bob.click(round_message(thread), custom_id=plan)
    assert waiting.ephemeral and text(waiting.response) == label("game-paused", game=game, command="powerline")

    later(env, 3600)
    await host.deadlines.tick()  # an hour later the deadline has passed, but the clock is stopped
    assert await host.store.deadlines.deadline(game, 1) == due
    assert label("timeout", lang, people="bob") not in "".join(m.content for m in thread.history())

    resumed = await alice.slash(thread, "powerline resume")
    assert text(resumed.response) == label("resumed-done", game=game)
    assert len(messages_with(thread, label("resumed-notice", lang, game=game, who=alice.mention))) == 1
    assert await host.store.deadlines.deadline(game, 1) == pytest.approx(due + 3600, abs=1)
    checked = await host.store.db.fetchrow("SELECT check_at FROM deadlines WHERE game_id = ? AND phase = 1", (game,))
    assert checked[0] == pytest.approx(due + 3600, abs=1), "and when the ticker looks at it again"
    not_paused = await alice.slash(thread, "powerline resume")
    assert text(not_paused.response) == label("already-resumed", game=game)
    await submit(bob, thread)
    assert await host.store.deadlines.deadline(game, 2) is not None
