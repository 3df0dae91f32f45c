"""Absent players and reminders: the timer playing twice in a row for someone marks them away, the computer then
plays for them at once until they press "I'm back", and everyone who still owes a move is pinged halfway to the
deadline. All of it survives a restart; time is advanced by the tests, never slept."""

import asyncio

import pytest
import simcord

from bot.app import TabletopBot
from harness.words import label, opening
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import TIMER, custom_ids, labels, message_round, open_game, submit, text


async def time_runs_out(env: simcord.Env) -> None:
    await env.bot.host.deadlines.expire(env.bot.host.clock() + (TIMER + 1) * 60)


def messages_with(thread: simcord.ChannelHandle, words: str) -> list:
    return [m for m in thread.history() if words in text(m)]


async def waiting_for(env: simcord.Env, game: int) -> tuple[int, ...]:
    table = await env.bot.host.games.table(game)
    assert table is not None
    return table.state.waiting_for


async def restart(env: simcord.Env, db_path: str) -> None:
    old = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old.close()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
async def test_two_timeouts_in_a_row_mark_a_player_away_until_they_are_back(env, db_path, lang):
    thread, (alice, bob, carol), game = await open_game(env, lang)
    away = label("away-notice", lang, who=alice.mention, game=game)

    await submit(bob, thread)
    await time_runs_out(env)  # round 1: the timer plays for alice once
    assert messages_with(thread, away) == []
    await submit(alice, thread)  # she plays round 2 herself: the count starts again
    await submit(bob, thread)
    await submit(bob, thread)
    await time_runs_out(env)  # round 3
    assert messages_with(thread, away) == []
    await submit(bob, thread)
    await time_runs_out(env)  # round 4: twice in a row

    [notice] = messages_with(thread, away)
    assert labels(notice.components) == [label("button-back", lang)]
    assert message_round(thread) == 5 and await waiting_for(env, game) == (1,)  # alice's plan is in at once
    sources = [row[0] for row in await env.bot.host.store.db.fetch("SELECT source FROM actions ORDER BY seq")]
    assert sources[-1] == "absent" and sources.count("timeout") == 3

    await restart(env, db_path)  # absence is rebuilt from the log
    await submit(bob, thread)  # round 5 ends without waiting for the timer
    summary = next(m for m in thread.history() if opening("resolved", "dice", lang, round=5) in m.content)
    assert summary.content.startswith(label("away-played", lang, people="alice"))
    assert message_round(thread) == 6 and await waiting_for(env, game) == (1,)

    refused = await bob.click(notice, label=label("button-back", lang))
    assert text(refused.response) == label("back-not-away", game=game)
    stranger = await carol.click(notice, label=label("button-back", lang))
    assert text(stranger.response) == label("not-a-player", game=game)
    back = await alice.click(notice, label=label("button-back", lang))
    assert back.ephemeral and text(back.response) == label("back-done", game=game)
    edited = next(m for m in thread.history() if m.id == notice.id)
    assert text(edited) == label("back-notice", lang, who=alice.mention) and custom_ids(edited.components) == []
    again = await alice.slash(thread, "powerline back")
    assert text(again.response) == label("back-not-away", game=game)

    await restart(env, db_path)  # and so is coming back
    await submit(bob, thread)  # round 6 was planned for her before she came back
    assert message_round(thread) == 7 and await waiting_for(env, game) == (0, 1)
    await submit(alice, thread)
    assert await waiting_for(env, game) == (1,)


async def test_back_by_command_and_where_there_is_nothing_to_come_back_to(env):
    thread, (alice, bob, carol), game = await open_game(env)
    nothing = await alice.slash(thread, "powerline back")
    assert text(nothing.response) == label("back-not-away", game=game)
    for _ in range(2):
        await submit(bob, thread)
        await time_runs_out(env)
    assert await waiting_for(env, game) == (1,)
    back = await alice.slash(thread, "powerline back")
    assert text(back.response) == label("back-done", game=game)
    await asyncio.gather(*env.bot.host.tasks.background)
    assert messages_with(thread, label("back-notice", who=alice.mention)), "the card says so at once"
    stranger = await carol.slash(thread, "powerline back")
    assert text(stranger.response) == label("not-a-player", game=game)


@BOTH_DATABASES
async def test_a_reminder_halfway_to_the_deadline_pings_who_still_owes_a_plan_once_even_after_a_restart(env, db_path):
    thread, (alice, bob, _), game = await open_game(env)
    host = env.bot.host
    await submit(alice, thread)
    due = await host.store.deadlines.deadline(game, 1)
    assert due is not None
    await host.deadlines.remind(due - TIMER * 60 / 2 - 1)
    reminder = opening("reminder", "game", people=bob.mention)
    assert messages_with(thread, reminder) == []

    await restart(env, db_path)
    host = env.bot.host
    await host.deadlines.remind(due - TIMER * 60 / 2)
    [sent] = messages_with(thread, reminder)
    assert alice.mention not in text(sent)
    request = next(r for r in reversed(env.http_requests) if r.method == "POST" and r.path.endswith("/messages"))
    assert request.json["content"] == text(sent) and request.json["allowed_mentions"]["parse"] == ["users"]
    await host.deadlines.remind(due)
    await host.deadlines.tick()
    assert len(messages_with(thread, reminder)) == 1

    await host.deadlines.expire(due)  # the timer still runs after the restart
    summary = next(m for m in thread.history() if opening("resolved", "dice", round=1) in m.content)
    assert summary.content.startswith(label("timeout", people="bob"))
    assert await host.store.deadlines.deadline(game, 2) is not None
