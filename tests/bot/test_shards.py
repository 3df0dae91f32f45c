"""Several bot processes, each with some of Discord's shards: a game belongs to its server's shard, and a process's
timers, restarts and command syncs touch only what is its own."""

import pytest

from bot import strings
from bot.app import TabletopBot
from bot.config import BotConfig, ConfigMissing
from bot.shards import Shards
from bot.storage import GameStore, open_database
from bot.storage.deadlines import DueDeadline
from tests.bot.test_restart import command_syncs


def guild_on(shard: int, count: int, n: int = 1) -> int:
    """A server id Discord routes to `shard` of `count`."""
    return ((1_000_000 * count + shard) << 22) + n


def test_a_server_belongs_to_the_shard_discord_sends_its_events_to():
    shards = Shards(4, (2, 3))
    assert [shards.of(guild_on(s, 4)) for s in range(4)] == [0, 1, 2, 3]
    assert [shards.of(guild_on(s, 4, 99)) in shards.ids for s in range(4)] == [False, False, True, True]
    assert shards.of(None) == 0, "direct messages go to shard 0"
    assert Shards(1, (0,)).of(guild_on(3, 4)) == 0


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [("", "", None), ("4", "0,1", Shards(4, (0, 1))), ("2", "", Shards(2, (0, 1))), ("4", "3", Shards(4, (3,)))],
)
def test_shards_come_from_the_environment(count, ids, expected):
    config = BotConfig.from_env({"DISCORD_TOKEN": "t", "SHARD_COUNT": count, "SHARD_IDS": ids})
    assert config.shards == expected


@pytest.mark.parametrize(("count", "ids"), [("", "0"), ("4", "4"), ("0", ""), ("two", "0"), ("4", "0,x"), ("4", "-1")])
def test_bad_shards_are_explained(count, ids):
    with pytest.raises(ConfigMissing) as refused:
        BotConfig.from_env({"DISCORD_TOKEN": "t", "SHARD_COUNT": count, "SHARD_IDS": ids})
    assert str(refused.value) == strings.BAD_SHARDS.format(count=count, ids=ids)


async def test_timers_and_restarts_find_only_the_process_own_games(database_url):
    """Two processes on one database (shards 0-1 and 2-3 of 4): each sees the deadlines and unsettled games of
    its own servers' games only, and together they see every game once."""
    db = await open_database(database_url)
    try:
        everything = GameStore(db)
        games = {}
        for shard in range(4):
            game = await everything.games.create_game("powerline", guild_on(shard, 4), 10 + shard, 1, "alice", "{}")
            await everything.games.start(game, "{}")
            await everything.deadlines.set_deadline(game, 1, 100.0 + shard)
            games[shard] = game
        direct = await everything.games.create_game("powerline", None, 99, 1, "alice", "{}")
        await everything.games.start(direct, "{}")
        await everything.deadlines.set_deadline(direct, 1, 50.0)
        first, second = GameStore(db, shards=Shards(4, (0, 1))), GameStore(db, shards=Shards(4, (2, 3)))
        assert await first.deadlines.due_deadlines(1000.0) == [
            DueDeadline(direct, 1),
            DueDeadline(games[0], 1),
            DueDeadline(games[1], 1),
        ]
        assert await second.deadlines.due_deadlines(1000.0) == [DueDeadline(games[2], 1), DueDeadline(games[3], 1)]
        assert await first.outbox.games_owing_posts() == [games[0], games[1], direct]
        assert await second.outbox.games_owing_posts() == [games[2], games[3]]
        assert sorted(await everything.outbox.games_owing_posts()) == sorted([*games.values(), direct])
    finally:
        await db.close()


async def test_of_several_processes_only_shard_0_sends_the_commands(env, tmp_path):
    """On a new database the tree was never sent: the process without shard 0 leaves it to the one with it."""
    assert command_syncs(env) == 1
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    for shards, syncs in ((Shards(2, (1,)), 1), (Shards(2, (0,)), 2), (Shards(2, (1,)), 2)):
        old_bot = env.bot
        await env.restart_bot(TabletopBot(url, shards=shards))
        await old_bot.close()
        assert command_syncs(env) == syncs, shards
    old_bot = env.bot
    await env.restart_bot(TabletopBot(url, sync_commands=True, shards=Shards(2, (1,))))  # ./dev sync
    await old_bot.close()
    assert command_syncs(env) == 3
