"""Leaderboard seasons: calendar months in UTC, each rated afresh; a past month's podium stays readable."""

import calendar

import pytest

from bot.table.seasons import ALL, Season, seasons_back
from harness.words import label
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import finished, text

LAST_OF_OCTOBER = calendar.timegm((2026, 10, 31, 23, 59, 59))
FIRST_OF_NOVEMBER = calendar.timegm((2026, 11, 1, 0, 0, 0))


def test_a_season_is_a_calendar_month_in_utc():
    assert Season.at(LAST_OF_OCTOBER) == Season(2026, 10)
    assert Season.at(FIRST_OF_NOVEMBER) == Season(2026, 11)
    assert Season(2026, 10).end == Season(2026, 11).start == FIRST_OF_NOVEMBER
    assert Season(2026, 12).following() == Season(2027, 1) and Season(2027, 1).before() == Season(2026, 12)
    assert Season.parse("2026-10") == Season(2026, 10) and Season(2026, 10).key == "2026-10"
    assert [Season.parse(v) for v in ("2026-13", "2026-0", "26-10", "october", "")] == [None] * 5


@pytest.mark.parametrize(
    ("locale", "name"), [("en-US", "November 2026"), ("de", "November 2026"), ("fr", "novembre 2026")]
)
def test_a_season_is_named_in_the_reader_language(locale, name):
    assert Season(2026, 11).name(locale) == name


def test_the_seasons_offered_go_back_to_the_first_finished_game():
    assert seasons_back(FIRST_OF_NOVEMBER, None) == [Season(2026, 11)]
    back = seasons_back(calendar.timegm((2027, 1, 5, 0, 0, 0)), LAST_OF_OCTOBER)
    assert back == [Season(2027, 1), Season(2026, 12), Season(2026, 11), Season(2026, 10)]


@BOTH_DATABASES
async def test_the_leaderboard_starts_afresh_each_month_and_keeps_the_last_one_readable(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob, carol = (guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol"))
    store = env.bot.host.store
    store.clock = lambda: LAST_OF_OCTOBER - 3600
    await finished(env, guild.id, "powerline", [(alice.id, 90, 1), (bob.id, 80, 2), (carol.id, 70, 3)])
    store.clock = lambda: LAST_OF_OCTOBER
    await finished(env, guild.id, "powerline", [(alice.id, 95, 1), (bob.id, 85, 2)])
    store.clock = lambda: FIRST_OF_NOVEMBER
    await finished(env, guild.id, "powerline", [(bob.id, 99, 1), (carol.id, 60, 2)])
    store.clock = lambda: FIRST_OF_NOVEMBER + 3600

    november = await carol.slash(channel, "leaderboard", game="powerline")
    assert november.ephemeral
    lines = november.response.attachments[0].description.splitlines()
    assert lines[1:] == [line for line in lines[1:] if "1 game" in line], "November counts its one game alone"
    assert [line.split(":")[0] for line in lines[1:]] == [f"1. {bob.mention}", f"2. {carol.mention}"]
    assert text(november.response) == f"**{label('sheet-leaderboard')}** · November 2026"
    october = await carol.slash(channel, "leaderboard", game="powerline", season="2026-10")
    lines = october.response.attachments[0].description.splitlines()
    assert [line.split(":")[0] for line in lines[1:]] == [
        f"1. {alice.mention}",
        f"2. {bob.mention}",
        f"3. {carol.mention}",
    ]
    assert text(october.response).endswith("October 2026")
    every = await carol.slash(channel, "leaderboard", game="powerline", season=ALL)
    lines = every.response.attachments[0].description.splitlines()
    assert len(lines) == 4 and "3 games" in next(line for line in lines if bob.mention in line)
    assert text(every.response).endswith(label("season-all"))
    offered = await carol.autocomplete(channel, "leaderboard", "season", "")
    assert [(c["name"], c["value"]) for c in offered] == [
        ("November 2026", "2026-11"),
        ("October 2026", "2026-10"),
        (label("season-all"), ALL),
    ]
    assert [c["value"] for c in await carol.autocomplete(channel, "leaderboard", "season", "oct")] == ["2026-10"]
    wrong = await carol.slash(channel, "leaderboard", season="2026-13")
    assert wrong.ephemeral
    assert text(wrong.response) == label("season-unknown", season="2026-13", all=ALL)
    september = await carol.slash(channel, "leaderboard", season="2026-09")
    assert text(september.response) == label("leaderboard-none-in", season="September 2026")
