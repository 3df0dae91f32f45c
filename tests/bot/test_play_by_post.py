"""Play over days through the real command tree, on a clock the test moves: a turn over its timer spends the
person's reserve and then the computer plays; `/away` stops the clock in every game of theirs within a holiday
budget per game; a restart in the middle of each changes nothing."""

import time

import pytest
import simcord

from bot.app import TabletopBot
from bot.table import notices, phase_flow
from bot.table.overtime import DAY
from bot.table.time_left import span
from harness.words import label, pl_label, pl_opening
from tests.bot.barrage_helpers import label as ba_label
from tests.bot.barrage_helpers import open_picker as open_barrage_picker
from tests.bot.barrage_helpers import play_turn as play_barrage_turn
from tests.bot.barrage_helpers import start_game as start_barrage
from tests.bot.helpers import dms, labels, powerline, round_message, settled, submit, text
from tests.bot.powerlines_helpers import open_picker, start_duel, take_turn, turn_card

HOUR = 3600.0


class Days:
    """The bot's clocks (the host's and the store's) held at a time the test moves, across restarts."""

    def __init__(self, env: simcord.Env) -> None:
        self.env = env
        self.now = time.time()
        self.hold()

    def hold(self) -> None:
        host = self.env.bot.host
        host.clock = host.store.clock = lambda: self.now

    async def tick(self, seconds: float) -> None:
        """`seconds` go by, then the ticker runs."""
        self.now += seconds
        await self.env.bot.host.deadlines.tick()

    async def restart(self, db_path: str) -> None:
        old = self.env.bot
        await self.env.restart_bot(TabletopBot(db_path))
        await old.close()
        self.hold()


async def sources(env: simcord.Env, game: int) -> list[str]:
    rows = await env.bot.host.store.db.fetch("SELECT source FROM actions WHERE game_id = ? ORDER BY seq", (game,))
    return [row[0] for row in rows]


async def seat_row(env: simcord.Env, game: int, seat: int) -> tuple[float, float]:
    row = await env.bot.host.store.db.fetchrow(
        "SELECT reserve_spent, holiday_spent FROM seats WHERE game_id = ? AND seat = ?", (game, seat)
    )
    return float(row[0]), float(row[1])


async def test_a_turn_over_its_timer_spends_the_reserve_and_then_the_computer_plays(env, db_path, fast_images):
    days = Days(env)
    duel = await start_duel(env, timer=4320, reserve=1440)
    alice, bob, thread = duel.alice, duel.bob, duel.thread
    assert bob is not None
    lobby = text(duel.channel.history()[0])
    assert pl_label("lobby-reserve", reserve=span("en", DAY), days=7) in lobby
    assert pl_label("turn-reserve", people=f"{alice.mention} {span('en', DAY)}") in text(turn_card(thread))
    assert await env.bot.host.store.deadlines.deadline(1, 0) == days.now + 3 * DAY  # the clock is held

    await days.tick(3 * DAY + HOUR)  # the timer ran out an hour ago: her reserve runs
    assert await sources(env, 1) == []
    await days.restart(db_path)
    await days.tick(4 * HOUR)
    assert await sources(env, 1) == []
    await take_turn(alice, thread)  # five hours into her reserve
    assert await sources(env, 1) == ["player"] and await seat_row(env, 1, 0) == (pytest.approx(5 * HOUR), 0)
    await take_turn(bob, thread)  # in time: his reserve is whole
    assert await seat_row(env, 1, 1) == (0, 0)

    card = text(turn_card(thread))
    assert pl_label("turn-reserve", people=f"{alice.mention} {span('en', 19 * HOUR)}") in card
    listed = (await alice.slash(duel.channel, "games")).response
    assert label("games-reserve", left=span("en", 19 * HOUR)) in text(listed)
    await days.tick(3 * DAY + 18 * HOUR)
    assert await sources(env, 1) == ["player", "player"]
    await days.restart(db_path)
    await days.tick(HOUR)  # the timer's three days and what was left of her reserve have gone by
    assert await sources(env, 1) == ["player", "player", "timeout"]
    assert await seat_row(env, 1, 0) == (pytest.approx(DAY), 0)
    assert bob.mention in text(turn_card(thread))


async def test_away_stops_the_clock_in_every_game_within_the_holiday_budget(env, db_path, fast_images):
    days = Days(env)
    first = await start_duel(env, timer=1440)
    second = await start_duel(env, timer=1440, beside=first)
    alice, bob = first.alice, first.bob
    assert bob is not None

    away = await alice.slash(first.channel, "away", days=5)
    assert away.ephemeral
    assert text(away.response) == label("away-done", until=f"<t:{int(days.now + 5 * DAY)}:f>", count=2, days=7)
    notice = label("holiday-notice", who=alice.mention, until=f"<t:{int(days.now + 5 * DAY)}:f>", game=1, days=7)
    [posted] = [m for m in first.thread.history() if text(m) == notice]
    assert labels(posted.components) == [label("button-back")]
    assert sum(text(m).startswith(notice[:20]) for m in second.thread.history()) == 1

    await days.tick(DAY + HOUR)  # her timers ran out while she is away: both games wait
    assert await sources(env, 1) == [] and await sources(env, 2) == []
    assert not any("⏰" in text(m) for m in first.thread.history()), "nobody is pinged on holiday"
    await days.restart(db_path)
    await days.tick(DAY - HOUR)  # two days into her holiday, she is back early
    stranger = await bob.click(posted, label=label("button-back"))
    assert text(stranger.response) == label("back-not-away", game=1)
    back = await alice.click(posted, label=label("button-back"))
    assert text(back.response) == label("holiday-back-done", count=2)
    edited = next(m for m in first.thread.history() if m.id == posted.id)
    assert text(edited) == label("holiday-back-notice", who=alice.mention) and labels(edited.components) == []
    await days.tick(20 * HOUR)  # her turns have the rest of their timers: a day each, from when she came back
    assert await sources(env, 1) == [] and await sources(env, 2) == []
    await take_turn(alice, first.thread)
    assert await seat_row(env, 1, 0) == (0, pytest.approx(2 * DAY))
    await days.tick(5 * HOUR)
    assert await sources(env, 2) == ["timeout"] and await seat_row(env, 2, 0) == (0, pytest.approx(2 * DAY))

    await take_turn(bob, first.thread)  # her next turn in the first game: five days of its budget are left
    await alice.slash(first.channel, "away", days=14)
    await days.tick(5 * DAY + DAY - HOUR)
    assert await sources(env, 1) == ["player", "player"]
    await days.tick(2 * HOUR)  # the budget and then the timer are spent: the computer plays for her
    assert await sources(env, 1) == ["player", "player", "timeout"]
    assert await seat_row(env, 1, 0) == (0, pytest.approx(7 * DAY))


async def test_away_without_a_game_in_play_changes_nothing(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("quiet")
    alice = guild.add_member(env.create_user("alice"))
    answer = await alice.slash(channel, "away", days=3)
    assert answer.ephemeral and text(answer.response) == label("away-no-games")
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM seats"))[0] == 0


async def test_nobody_is_sent_their_turn_while_away(env, fast_images, monkeypatch):
    monkeypatch.setattr(notices, "PACE", 0)
    days = Days(env)
    duel = await start_duel(env, timer=1440)
    alice, bob = duel.alice, duel.bob
    assert bob is not None
    for member in (alice, bob):
        await member.slash(duel.channel, "notify", all="on")
    await bob.slash(duel.channel, "away", days=3)
    await take_turn(alice, duel.thread)
    await settled(env)
    assert dms(bob.user) == [], "his turn came while he is away"
    await days.tick(HOUR)
    await take_turn(bob, duel.thread)  # he plays all the same
    await settled(env)
    link = f"https://discord.com/channels/{duel.guild.id}/{duel.thread.id}"
    turn = label("notify-turn", title="Power Lines", game=1, link=link)
    assert dms(alice.user) == [turn, turn], "her first turn and her second: she is not away"


async def test_a_three_day_game_reads_from_where_you_left_it(env, fast_images, monkeypatch):
    """Three days a turn and a day's reserve: the thread's halfway ping, the last hour's direct message to whoever
    asked, and a picker that opens with the move made since theirs."""
    monkeypatch.setattr(notices, "PACE", 0)
    days = Days(env)
    duel = await start_duel(env, timer=4320, reserve=1440)
    alice, bob, thread = duel.alice, duel.bob, duel.thread
    assert bob is not None
    card = (await alice.slash(duel.channel, "notify")).response
    await alice.click(card, label=label("notify-button-reminder"))
    await days.tick(HOUR)
    await take_turn(alice, thread)

    await days.tick(36 * HOUR)  # halfway through bob's turn
    assert text(thread.history()[-1]) == label(
        "reminder-reserve", people=bob.mention, game=1, when=f"<t:{int(days.now + 36 * HOUR)}:R>"
    )
    await days.tick(11 * HOUR)
    await take_turn(bob, thread)
    card = text(turn_card(thread))
    assert pl_label("turn-deadline", when=f"<t:{int(days.now + 3 * DAY)}:R>", who=alice.mention) in card
    assert pl_label("turn-reserve", people=f"{alice.mention} {span('en', DAY)}") in card

    await days.tick(3 * DAY - 30 * 60)  # her timer's last hour: her reserve is still to come
    await settled(env)
    assert dms(alice.user) == []
    await days.tick(DAY)  # her reserve's last hour
    await settled(env)
    link = f"https://discord.com/channels/{duel.guild.id}/{thread.id}"
    assert dms(alice.user) == [label("notify-reminder", title="Power Lines", game=1, link=link)]
    picker = text(await open_picker(alice, thread))
    title, told, _ = picker.split("\n", 2)
    assert title == pl_label("recap-title") and told.startswith(f"> {pl_opening('turn-placed', 'tile', who='bob')}")


async def test_a_powerline_round_spends_each_late_planners_own_reserve(env, fast_images):
    days = Days(env)
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in ("alice", "bob"))
    for member in (alice, bob):
        card = (await member.slash(channel, "notify")).response
        await member.click(card, label=label("notify-button-reminder"))
    game = await powerline(alice, bob, channel, timer=720, reserve=1440)
    [thread] = channel.threads
    both = f"{alice.mention} {span('en', DAY)}, {bob.mention} {span('en', DAY)}"
    assert label("turn-reserve", people=both) in text(round_message(thread))

    await days.tick(14 * HOUR)  # two hours over the round's twelve
    await submit(bob, thread)
    assert await seat_row(env, game, 1) == (pytest.approx(2 * HOUR), 0) and await sources(env, game) == ["player"]
    assert label("turn-reserve", people=f"{alice.mention} {span('en', DAY)}") in text(round_message(thread))
    await days.tick(22 * HOUR - 60)
    assert await sources(env, game) == ["player"]
    await days.tick(60)  # her whole reserve is gone: the computer plans for her alone
    assert await sources(env, game) == ["player", "timeout"]
    assert await seat_row(env, game, 0) == (pytest.approx(DAY), 0)
    assert await seat_row(env, game, 1) == (pytest.approx(2 * HOUR), 0)
    await settled(env)
    assert [len(dms(m.user)) for m in (alice, bob)] == [1, 0], "her reserve's last hour; he had planned"

    await days.tick(11 * HOUR + 30 * 60)  # round 2: her last hour is the timer's, his ends 22 hours later
    await settled(env)
    assert [len(dms(m.user)) for m in (alice, bob)] == [2, 0]
    await days.tick(21 * HOUR)  # the computer planned for her at her timer's end; his last hour is still ahead
    await settled(env)
    assert [len(dms(m.user)) for m in (alice, bob)] == [2, 0] and await sources(env, game) == [
        "player",
        "timeout",
        "timeout",
    ]
    await days.tick(HOUR)
    await settled(env)
    assert [len(dms(m.user)) for m in (alice, bob)] == [2, 1]


@pytest.mark.parametrize("shown", [8, 2])
async def test_the_picker_recaps_three_other_moves_newest_last_and_counts_what_it_leaves_out(
    env, fast_images, monkeypatch, shown
):
    monkeypatch.setattr(phase_flow, "RECAP_LINES", shown)
    game = await start_barrage(env, people=1, computers=("random", "random", "random"))
    alice, thread = game.members[0], game.thread
    await play_barrage_turn(alice, thread)
    recap = text(await open_barrage_picker(alice, thread)).split("\n")
    assert recap[0] == label("recap-title")
    told = [line for line in recap if line.startswith("> ")]
    computers = [f"> **{ba_label('bot-seat', level=ba_label('level-random'))} #{seat}**" for seat in (2, 3, 4)]
    named = [line.split(":")[0] for line in told]
    if shown == 8:  # one line for each computer's turn since hers, in the order they played (seats are drawn)
        assert sorted(named) == computers
    else:
        assert len(named) == 2 and recap[1] == label("recap-earlier", count=1)
