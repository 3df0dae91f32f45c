"""The daily challenge: the same seed and variants for everybody on a day, one attempt each, a leaderboard of the
day per server and each player's streak. Days are advanced by the tests."""

import pytest

from bot.games.powerline.module import MODULE
from bot.storage.deadlines import DAY
from bot.storage.records import Result
from bot.table.daily import daily_seed, day_of, streak
from engine.core.codec import loads
from engine.powerline.config import PowerlineConfig
from harness.words import label
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import text


async def config_of(env, game: int) -> PowerlineConfig:
    row = await env.bot.host.store.games.game(game)
    return loads(PowerlineConfig, row.config)


@BOTH_DATABASES
async def test_everybody_gets_the_same_daily_game_once(env, fast_images):
    guild, other = env.create_guild(), env.create_guild()
    channel, elsewhere = guild.create_text_channel("games"), other.create_text_channel("games")
    alice, carol = (guild.add_member(env.create_user(name)) for name in ("alice", "carol"))
    bob = other.add_member(env.create_user("bob"))
    host = env.bot.host
    today = day_of(host.clock())

    opened = await alice.slash(channel, "powerline daily")
    assert not opened.ephemeral
    assert text(opened.response).startswith(f"🗓️ {alice.mention} takes the Powerline challenge of {today}: ")
    [thread] = channel.threads
    assert thread.name == label("thread-name-daily", title="Powerline", game=1)
    config = await config_of(env, 1)
    assert config.seed == daily_seed("powerline", today) and config.players == 1
    assert config.variants == MODULE.daily_settings(config.seed).variants()
    await bob.slash(elsewhere, "powerline daily")
    assert await config_of(env, 2) == config, "every server gets the same dice"

    again = await alice.slash(channel, "powerline daily")
    assert again.ephemeral
    lines = text(again.response).splitlines()
    assert lines[0] == label("daily-done", title="Powerline", day=today)
    assert lines[1:] == [label("daily-playing", name=alice.mention), label("daily-streak", days=1)]
    assert (await host.store.db.fetchrow("SELECT COUNT(*) FROM games"))[0] == 2, "no second attempt"

    table = await host.games.table(1)
    while not table.over:
        await host.deadlines.time_out(1, table.phase, float("inf"))
    score = table.rules.outcome(table.state).scores[0]
    await carol.slash(channel, "powerline daily")
    await host.store.games.finish(3, [Result(0, carol.id, score + 1, 1)])
    board = await alice.slash(channel, "powerline daily")
    assert text(board.response).splitlines()[1:] == [
        label("daily-line", place=1, name=carol.mention, vp=score + 1),
        label("daily-line", place=2, name=alice.mention, vp=score),
        label("daily-streak", days=1),
    ], "bob played on another server"

    await host.store.records.claim_daily(alice.id, "powerline", "2000-01-01", 1)
    now = host.clock()
    host.clock = lambda: now + DAY
    tomorrow = await alice.slash(channel, "powerline daily")
    assert not tomorrow.ephemeral
    assert (await config_of(env, 4)).seed == daily_seed("powerline", day_of(now + DAY)) != config.seed
    streak_line = text((await alice.slash(channel, "powerline daily")).response).splitlines()[-1]
    assert streak_line == label("daily-streak", days=2)


@pytest.mark.parametrize(
    ("days", "today", "expected"),
    [
        ([], "2026-11-24", 0),
        (["2026-11-24"], "2026-11-24", 1),
        (["2026-11-23", "2026-11-22"], "2026-11-24", 2),  # today's is still to come
        (["2026-11-24", "2026-11-23", "2026-11-21"], "2026-11-24", 2),
        (["2026-11-22"], "2026-11-24", 0),
        (["2026-03-01", "2026-02-28"], "2026-03-01", 2),
    ],
)
def test_a_streak_counts_days_in_a_row(days, today, expected):
    assert streak(days, today) == expected


def test_the_daily_seed_changes_every_day_and_stays_in_range():
    seeds = {daily_seed("powerline", f"2026-11-{d:02}") for d in range(1, 31)}
    assert len(seeds) == 30 and all(0 <= s < 2**31 for s in seeds)
