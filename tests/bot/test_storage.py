from bot.storage import GameStore, open_database
from bot.storage.db import migrations
from bot.storage.store import ActiveGameError


async def test_schema_is_migrated_durable_and_one_game_per_channel(tmp_path):
    path = str(tmp_path / "nested" / "games.sqlite3")
    db = await open_database(path)
    try:
        async with db.execute("PRAGMA user_version") as cursor:
            assert (await cursor.fetchone())[0] == len(migrations())
        async with db.execute("PRAGMA journal_mode") as cursor:
            assert (await cursor.fetchone())[0] == "wal"
        store = GameStore(db)
        game = await store.create_game("powerline", 1, 10, 100, "alice", "{}")
        try:
            await store.create_game("powerline", 1, 10, 101, "bob", "{}")
        except ActiveGameError as busy:
            assert busy.game.id == game
        else:
            raise AssertionError("a second game in a busy channel was accepted")
        await store.add_seat(game, 101, "bob")
        await store.add_seat(game, None, "bot", "greedy")
        await store.remove_seat(game, 1)
        assert [(s.seat, s.name) for s in await store.seats(game)] == [(0, "alice"), (1, "bot")]
        await store.append_actions(game, [("{}", "player", 100), ("{}", "ai", None)])
        assert await store.actions(game) == [("{}", "player"), ("{}", "ai")]
    finally:
        await db.close()
    again = await open_database(path)  # reopening applies nothing twice
    async with again.execute("SELECT COUNT(*) FROM games") as cursor:
        assert (await cursor.fetchone())[0] == 1
    await again.close()
