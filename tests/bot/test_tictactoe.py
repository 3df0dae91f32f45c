"""The tests' own tiny game (tests/tictactoe) on the table's turn flow: what the table gives an alternating-turn
game that supplies only its words, its picture and its picker."""

import pytest
import simcord

from bot.app import TabletopBot
from bot.games import MODULES, modules
from engine.core import GameRecord
from harness.words import wording
from tests.bot.helpers import custom_ids, labels, text
from tests.tictactoe.bot import MODULE
from tests.tictactoe.engine import REGISTRATION, RULES

label, opening = wording(MODULE.catalog)


@pytest.fixture
def simcord_bot(db_path):
    return TabletopBot(db_path, modules={**MODULES, **modules([REGISTRATION])})


def turn_card(channel: simcord.ChannelHandle):
    return next(
        m for m in reversed(channel.history()) if any(c.startswith("tictactoe:turn:") for c in custom_ids(m.components))
    )


async def lobby_of(env, computer: str | None = None):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "tictactoe start")).response.message
    if computer:
        await alice.select(lobby, [computer], custom_id="tictactoe:lobbyset:1:0:0:bots")
    else:
        await bob.click(lobby, label=label("join"))
    await alice.click(lobby, label=label("start"))
    [thread] = channel.threads
    return thread, alice, bob


async def mark(member, thread, cell: int | None = None):
    """Take the turn and mark `cell` (1-9), or the first free one."""
    picker = (await member.click(turn_card(thread), label=label("button-take"))).response
    return await member.click(picker, label=str(cell) if cell is not None else labels(picker.components)[0])


def test_the_tiny_game_keeps_the_turn_contract():
    record = GameRecord(RULES, REGISTRATION.test_config)
    while seats := RULES.active_seats(record.state):
        record.apply(RULES.computer_action(record.state, seats[0], "random"))
    assert RULES.outcome(record.state) is not None


async def test_a_whole_game_against_the_strong_computer(env, fast_images):
    thread, alice, _ = await lobby_of(env, computer="strong")
    assert text(thread.history()[1]) == label("started", game=1, x=alice.mention)
    for _ in range(5):
        if not any(label("final-header", game=1) in text(m) for m in thread.history()):
            done = await mark(alice, thread)
            assert text(done.response).startswith(opening("marked", "cell", who="alice"))
    final = [m for m in thread.history() if label("button-rematch") in labels(m.components)]
    assert len(final) == 1 and text(final[0]).startswith(label("final-header", game=1))
    computer = label("bot-seat", level=label("level-strong"))
    assert text(final[0]).splitlines()[1] in (label("winner", who=computer), label("draw"))  # strong never loses
    cards = [m for m in thread.history() if any(a.filename.startswith("turn-") for a in m.attachments)]
    assert all(not custom_ids(m.components) for m in cards), "every played turn's card is closed"
    moves = [line for m in cards for line in text(m).splitlines()]
    table = await env.bot.host.games.table(1)
    assert len(moves) == len(table.game.actions), "every move is told once, the computer's too"
    alices = [line.startswith(opening("marked", "cell", who="alice")) for line in moves]
    assert alices == [turn % 2 == 0 for turn in range(len(moves))], "in turn, alice first"


async def test_the_table_refuses_what_is_not_the_clickers_to_do(env, fast_images):
    thread, alice, bob = await lobby_of(env)
    refused = await bob.click(turn_card(thread), label=label("button-take"))
    assert text(refused.response) == label("not-your-turn", who="alice")
    picker = (await alice.click(turn_card(thread), label=label("button-take"))).response
    await mark(alice, thread, 5)
    late = await alice.click(picker, label="1")  # her picker of the turn she played
    assert text(late.response) == label("picker-stale")
    taken = await bob.click((await bob.click(turn_card(thread), label=label("button-take"))).response, label="1")
    assert text(taken.response).startswith(opening("marked", "cell", who="bob"))
    status = await alice.slash(thread, "tictactoe status")
    assert text(status.response) == label("status", game=1, who="alice")
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 2
