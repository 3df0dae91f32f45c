"""Migrations 0011 and 0012 on both stores: a game in play before them keeps its timer and its deadline, has no
reserve and nobody on holiday, and its server has the default limits."""

from bot.games.powerline.settings import LobbySettings
from bot.storage.db import migrations
from bot.storage.postgres import PostgresDatabase
from bot.storage.servers import ServerSettings
from bot.storage.sqlite import SqliteDatabase
from bot.storage.store import GameStore
from tests.bot.conftest import BOTH_DATABASES

BEFORE = 10
"""The last migration before play by post's reserves, holidays and server settings."""


@BOTH_DATABASES
async def test_a_game_in_play_before_the_upgrade_keeps_its_clock(db_path):
    if db_path.startswith("postgresql"):
        db = await PostgresDatabase.open(db_path)
    else:
        db = await SqliteDatabase.open(db_path.removeprefix("sqlite:///"))
    store = GameStore(db)
    try:
        await db.upgrade(migrations(db.dialect)[:BEFORE])
        old = '{"timer_minutes": 1440, "tiles": "base"}'
        game = await store.games.create_game("powerline", 5, 6, 7, "alice", old)
        await store.games.add_seat(game, 8, "bob")
        await store.games.start(game, "{}")
        await db.execute(
            "INSERT INTO deadlines (game_id, phase, due_at, remind_at, last_call_at) VALUES (?, 1, 5000, 2500, 1400)",
            (game,),
        )

        await db.upgrade(migrations(db.dialect))

        assert LobbySettings.from_json(old) == LobbySettings(timer_minutes=1440, reserve_minutes=0)
        assert await store.deadlines.deadline(game, 1) == 5000
        assert await store.deadlines.due_deadlines(4999) == []
        assert [(d.game_id, d.phase) for d in await store.deadlines.due_deadlines(5000)] == [(game, 1)]
        seats = await store.games.seats(game)
        assert [(s.reserve_spent, s.holiday_spent, s.holiday) for s in seats] == [(0, 0, None)] * 2
        assert await store.servers.settings(5) == ServerSettings()
    finally:
        await store.close()


def test_every_migration_exists_for_both_stores():
    assert [v for v, _ in migrations("sqlite")] == [v for v, _ in migrations("postgresql")]
    assert len(migrations("sqlite")) > BEFORE
