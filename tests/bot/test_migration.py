"""A migration upgrades an existing database with running games in it.

People update the bot while games are going on. The previous release kept what it had posted as counters on
the games row (posted_start, posted_summary, round_message_id) and drafts per round; migration 0002 moves them
into the game-neutral posts, deadlines and drafts tables. If it got that wrong, the upgraded bot would post the
channel's history again, forget a player's half-built plan or lose track of the round message players press:
games would break on the day of the upgrade. So this test writes the database exactly as the previous release
left it in the middle of round 2, next to the messages it had posted in the game's thread, starts today's bot
on it and plays the game to the end through the real components. That round 2 message is the previous
release's kind (text, an attached board, `plb:` buttons); today's round messages are Components V2 cards, so
the bot's edits must turn it into one, or it would go on saying "Waiting for" with live buttons forever.
"""

import io
import sqlite3
from contextlib import closing
from dataclasses import dataclass

import discord
import pytest
from discord.ext import commands

from bot.app import TabletopBot
from bot.games.powerline.narrate import dice_text, narrate_round
from bot.games.powerline.planner import Draft
from bot.games.powerline.settings import LobbySettings
from bot.storage.db import migrations
from engine.core.codec import dumps
from engine.powerline.ai import choose_plan
from engine.powerline.config import PowerlineConfig
from engine.powerline.events import RoundResolved
from engine.powerline.game import POWERLINE
from engine.powerline.plan import SubmitPlan
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from harness.words import label, opening
from tests.bot.conftest import TINY_PNG
from tests.bot.helpers import PLAN, SUBMIT, build_plan, custom_ids, labels, play_round, round_message, text

GAME = 1
CONFIG = PowerlineConfig(players=2, seed=7)
OLD_GAME_COLUMNS = {"round_message_id", "posted_start", "posted_summary", "posted_final", "deadline"}
LEGACY_ROUND_BUTTONS = (
    ("plan", label("button-plan")),
    ("board", label("button-board")),
    ("status", label("button-status")),
)


@pytest.fixture
def simcord_bot():
    """The previous release's process: here it only posts what the old bot had said in the channel."""
    return commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())


@dataclass
class History:
    """Greedy plans for both seats in round 1 and alice's for round 2; bob is halfway through his."""

    plans: list[SubmitPlan]
    round_1_events: list[object]
    after_round_1: PowerlineState
    now: PowerlineState
    bob_draft: Draft


def play_until_round_2_is_half_planned() -> History:
    state = POWERLINE.initial_state(CONFIG)
    plans, events_by_round, state_by_round = [], {}, {}
    for seat, round_ in ((0, 1), (1, 1), (0, 2)):
        plans.append(SubmitPlan(seat, round_, choose_plan(state, seat, "greedy")))
        state, events = POWERLINE.apply(state, plans[-1])
        if any(isinstance(e, RoundResolved) for e in events):
            events_by_round[round_], state_by_round[round_] = list(events), state
    bob = choose_plan(state, 1, "greedy")
    return History(plans, events_by_round[1], state_by_round[1], state, Draft(bob.start, bob.placements[:1]))


@dataclass
class OldMessages:
    lobby: discord.Message
    thread_id: int
    round_2: discord.Message


async def post_as_previous_release(bot: discord.Client, channel_id: int, history: History, alice, bob) -> OldMessages:
    """The lobby, the game's thread and what the previous release had posted in it by the middle of round 2:
    the opening, round 1's message (closed when it was built), round 1's summary and round 2's message: plain
    text with the center board attached and buttons carrying the previous release's custom ids."""
    rounds = load_rules().rounds
    lobby = await bot.get_channel(channel_id).send("Powerline lobby")
    thread = await lobby.create_thread(name=f"Powerline #{GAME}")
    await thread.send(label("game-started", game=GAME, players=f"{alice.mention} {bob.mention}"))
    round_1 = await thread.send(label("round-header", round=1, rounds=rounds, dice="…"))
    await round_1.edit(content=label("round-resolved", round=1), view=None)
    dice = next(e.dice for e in history.round_1_events if isinstance(e, RoundResolved))
    names = (alice.name, bob.name)
    await thread.send(narrate_round(1, dice, history.round_1_events, history.after_round_1, names, "en"))
    header = label("round-header", round=2, rounds=rounds, dice=dice_text(history.now.dice))
    waiting = label("round-waiting", people=bob.mention)
    view = discord.ui.View(timeout=None)
    for arg, caption in LEGACY_ROUND_BUTTONS:
        view.add_item(discord.ui.Button(label=caption, custom_id=f"plb:round:{GAME}:2:0:{arg}"))
    board = discord.File(io.BytesIO(TINY_PNG), filename="round-2.png")
    round_2 = await thread.send(f"{header}\n{waiting}", view=view, file=board)
    return OldMessages(lobby, thread.id, round_2)


def write_previous_release_database(path: str, guild_id: int, channel_id: int, old: OldMessages, history, seats):
    """Migration 0001 only, holding the game as the previous release left it halfway through round 2."""
    [initial_schema] = [sql for version, sql in migrations() if version == 1]
    game = {
        "id": GAME,
        "kind": "powerline",
        "guild_id": guild_id,
        "channel_id": channel_id,
        "place_id": old.thread_id,
        "host_id": seats[0].id,
        "status": "running",
        "settings": LobbySettings().to_json(),
        "config": dumps(CONFIG),
        "lobby_message_id": old.lobby.id,
        "round_message_id": old.round_2.id,
        "posted_start": 2,
        "posted_summary": 1,
        "posted_final": 0,
        "deadline": None,
    }
    with closing(sqlite3.connect(path)) as db:
        db.executescript(initial_schema)
        db.execute(f"INSERT INTO games ({', '.join(game)}) VALUES ({', '.join(f':{c}' for c in game)})", game)
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
            [(GAME, seat, member.id, member.name) for seat, member in enumerate(seats)],
        )
        db.executemany(
            "INSERT INTO actions (game_id, seq, payload, source, user_id) VALUES (?, ?, ?, 'player', ?)",
            [(GAME, seq, dumps(plan), seats[plan.player].id) for seq, plan in enumerate(history.plans, 1)],
        )
        db.execute(
            "INSERT INTO drafts (game_id, seat, round, version, body) VALUES (?, 1, 2, 2, ?)",
            (GAME, history.bob_draft.to_json()),
        )
        db.execute("PRAGMA user_version = 1")
        db.commit()


def public(channel) -> list[discord.Message]:
    """What everyone sees in the channel (no one's private answers)."""
    return [m for m in channel.history() if not m.flags.ephemeral]


def count(channel, words: str) -> int:
    return sum(words in text(m) for m in public(channel))


def message(channel, message_id: int) -> discord.Message:
    [found] = [m for m in channel.history() if m.id == message_id]
    return found


def with_buttons_of_round(channel, round_: int) -> list[discord.Message]:
    """Messages whose buttons are for `round_` (today's ids or the previous release's)."""
    return [m for m in public(channel) if any(f":round:{GAME}:{round_}:" in c for c in custom_ids(m.components))]


async def query(bot: TabletopBot, sql: str) -> list[tuple]:
    return list(await bot.host.store.db.fetch(sql))


async def test_upgrade_in_the_middle_of_a_round_keeps_the_game_playable(env, db_path, fast_images):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in ("alice", "bob"))
    history = play_until_round_2_is_half_planned()
    old = await post_as_previous_release(env.bot, channel.id, history, alice, bob)
    [thread] = channel.threads
    seen_before_upgrade = [m.id for m in public(thread)]
    write_previous_release_database(
        db_path.removeprefix("sqlite:///"), guild.id, channel.id, old, history, (alice, bob)
    )

    previous_release = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await previous_release.close()

    # today's schema, and what the old counters said was posted is in the outbox
    assert await query(env.bot, "PRAGMA user_version") == [(len(migrations()),)]
    assert not {row[1] for row in await query(env.bot, "PRAGMA table_info(games)")} & OLD_GAME_COLUMNS
    carried = dict(await query(env.bot, "SELECT key, message_id FROM posts WHERE attempts = 0"))
    assert carried == {"start": None, "turn:1": None, "close:1": None, "summary:1": None, "turn:2": old.round_2.id}
    # all the upgraded bot had to do was refresh round 2's message (the previous release's buttons)
    assert await query(env.bot, "SELECT key FROM posts WHERE attempts > 0") == [("waiting:2:1",)]
    assert await query(env.bot, "SELECT seat, phase, version FROM drafts") == [(1, 2, 2)]

    # nothing the thread has seen is posted again, and round 2's message still says who is missing
    assert [m.id for m in public(thread)] == seen_before_upgrade
    assert count(thread, opening("resolved", "dice", round=1)) == 1
    assert label("round-waiting", people=bob.mention) in text(message(thread, old.round_2.id))

    # bob presses Plan my round there and goes on with his half-built plan; round 2 is built with alice's too
    opened = await bob.click(message(thread, old.round_2.id), label=PLAN)
    assert opened.ephemeral
    planner = opened.response
    assert opening("planner-header", "dice", round=2) in text(planner)
    assert label("button-start-red") not in labels(planner.components)
    assert label("planner-so-far", steps=label("planner-nothing-yet")) not in text(planner)
    submitted = await bob.click(await build_plan(bob, planner), label=SUBMIT)
    assert "Plan submitted for round 2." in text(submitted.response)
    [summary] = [m for m in public(thread) if opening("resolved", "dice", round=2) in m.content]
    assert "**alice**" in summary.content and "**bob**" in summary.content

    # like every round's message, round 2's now says the round is over, and no button for round 2 is left
    assert label("round-resolved", round=2) in text(message(thread, old.round_2.id))
    assert with_buttons_of_round(thread, 2) == []

    # and the game goes on to its end
    for round_ in range(3, 16):
        assert text(round_message(thread)).startswith(opening("round-header", "dice", round=round_, rounds=15))
        for member in (alice, bob):
            await play_round(member, thread)
    assert count(thread, "Game #1 is over") == 1
    assert await query(env.bot, "SELECT COUNT(*) FROM actions") == [(30,)]
    assert await query(env.bot, "SELECT status FROM games") == [("finished",)]
