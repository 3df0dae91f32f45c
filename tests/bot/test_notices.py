"""/notify: direct messages a person asked for, one per kind and phase, none once off, one note for closed DMs."""

import logging

import pytest

from bot.table import notices
from harness.words import label
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import NAMES, custom_ids, dms, labels, play_out, powerline, settled, submit, text


@pytest.fixture(autouse=True)
def no_pace(monkeypatch):
    monkeypatch.setattr(notices, "PACE", 0)


@BOTH_DATABASES
async def test_one_message_per_kind_while_opted_in_and_none_after_off(env, fast_images):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in NAMES[:2])
    on = await alice.slash(channel, "notify", all="on")
    assert on.ephemeral
    assert text(on.response).count(label("notify-state-on")) == len(notices.KINDS)
    game = await powerline(alice, bob, channel)
    [thread] = channel.threads
    await settled(env)
    link = f"https://discord.com/channels/{guild.id}/{thread.id}"
    assert dms(alice.user) == [label("notify-turn", title="Powerline", game=game, link=link)]
    assert dms(bob.user) == [], "bob never asked"

    await submit(bob, thread)
    await settled(env)
    assert dms(alice.user)[1:] == [label("notify-last", title="Powerline", game=game, link=link)]
    await env.bot.host.outbox.send_posts(await env.bot.host.games.table(game))
    await settled(env)
    assert len(dms(alice.user)) == 2, "a message already sent is never sent again"

    await submit(alice, thread)
    await settled(env)
    assert len(dms(alice.user)) == 3, "round 2 waits for her"
    off = await alice.slash(channel, "notify", all="off")
    assert text(off.response).count(label("notify-state-off")) == len(notices.KINDS)
    await submit(alice, thread)
    await submit(bob, thread)
    await settled(env)
    assert len(dms(alice.user)) == 3, "nothing once off"

    # the game's end, with only that kind on
    card = (await alice.slash(channel, "notify")).response
    card = (await alice.click(card, label=label("notify-button-ended"))).response
    assert text(card).count(label("notify-state-on")) == 1
    await play_out(env, game)
    await env.bot.host.outbox.send_posts(await env.bot.host.games.table(game))
    await settled(env)
    ended = [m for m in dms(alice.user) if m.startswith("🏁")]
    assert len(ended) == 1 and f"#{game}" in ended[0]


async def test_closed_direct_messages_are_noted_once_and_never_retried(env, fast_images, caplog, monkeypatch):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    closed = guild.add_member(env.create_user("closed", bot=True))  # Discord refuses to DM it: 50007
    await closed.slash(channel, "notify", all="on")
    opened = []
    create_dm = env.bot.create_dm

    async def counted(user):
        opened.append(user.id)
        return await create_dm(user)

    monkeypatch.setattr(env.bot, "create_dm", counted)
    caplog.set_level(logging.WARNING, logger="bot.table.notices")
    game = await powerline(closed, alice, channel)
    [thread] = channel.threads
    await settled(env)
    notes = [r for r in caplog.records if "50007" in r.getMessage()]
    assert len(notes) == 1
    assert (await env.bot.host.store.people.notify_row(closed.id)).closed_at is not None
    assert (await env.bot.host.store.people.notify_row(closed.id)).turn, "the choice stays"
    await submit(alice, thread)
    await submit(closed, thread)
    await settled(env)
    assert opened == [closed.id], "one try, none after"
    assert len([r for r in caplog.records if "50007" in r.getMessage()]) == 1
    card = (await closed.slash(channel, "notify")).response
    assert label("notify-closed") in text(card)
    assert labels(card.components)[: len(notices.KINDS)] == [label(f"notify-button-{kind}") for kind in notices.KINDS]
    again = (await closed.click(card, custom_id=custom_ids(card.components)[0])).response
    assert label("notify-closed") not in text(again), "set again: tried again"
    assert game


@BOTH_DATABASES
async def test_the_last_hour_of_a_long_turn_sends_one_message_to_who_still_owes_it(env, fast_images):
    """A day's timer: whoever asked for it hears once, in the last hour, if the round still waits for them; not after
    their move, not twice, and not for a timer of an hour (its halfway ping in the thread is enough)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in NAMES[:2])
    card = (await alice.slash(channel, "notify")).response
    card = (await alice.click(card, label=label("notify-button-reminder"))).response
    assert text(card).count(label("notify-state-on")) == 1
    await bob.slash(channel, "notify", all="on")
    game = await powerline(alice, bob, channel, timer=1440)
    [thread] = channel.threads
    host = env.bot.host
    due = await host.store.deadlines.deadline(game, 1)
    assert due is not None
    await host.deadlines.call_last(due - 3601)
    await settled(env)
    assert dms(alice.user) == []

    await submit(bob, thread)
    await host.deadlines.call_last(due - 1800)
    await settled(env)
    link = f"https://discord.com/channels/{guild.id}/{thread.id}"
    assert dms(alice.user) == [label("notify-reminder", title="Powerline", game=game, link=link)]
    reminded = [m for m in dms(bob.user) if m.startswith("⌛")]
    assert reminded == [], "bob has planned"
    await host.deadlines.call_last(due - 60)
    await settled(env)
    assert len(dms(alice.user)) == 1, "once"
    assert await host.store.deadlines.last_call(game, 1) is None

    await submit(alice, thread)
    due = await host.store.deadlines.deadline(game, 2)
    assert due is not None
    await submit(alice, thread)
    await host.deadlines.call_last(due - 1800)
    await settled(env)
    assert len(dms(alice.user)) == 1, "she has moved"
    assert [m for m in dms(bob.user) if m.startswith("⌛")] == [
        label("notify-reminder", title="Powerline", game=game, link=link)
    ]


async def test_an_hour_long_timer_has_no_last_call(env, fast_images):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in NAMES[:2])
    game = await powerline(alice, bob, channel, timer=60)
    assert await env.bot.host.store.deadlines.deadline(game, 1) is not None
    assert await env.bot.host.store.deadlines.last_call(game, 1) is None
