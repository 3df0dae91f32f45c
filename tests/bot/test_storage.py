import asyncio
import sqlite3

import pytest

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


async def test_concurrent_writes_of_many_games_are_all_kept_and_a_failed_one_takes_only_itself(tmp_path):
    """Twenty games write at once (actions, drafts, posts) while some transactions fail half-way: every accepted
    write is kept, in order, and a failed transaction rolls back only its own statements."""
    db = await open_database(str(tmp_path / "games.sqlite3"))
    store = GameStore(db)
    rounds = range(1, 16)
    try:
        games = [await store.create_game("powerline", 1, 100 + n, 1, "alice", "{}") for n in range(20)]

        async def play(game: int) -> None:
            for n in rounds:
                await store.append_actions(game, [(f'{{"n": {n}}}', "player", 1), (f'{{"ai": {n}}}', "ai", None)])
                await store.save_draft(game, 0, n, n, f"draft {n}")
                await store.post_done(game, f"round-{n}", n)

        async def fail(game: int) -> None:
            for _ in rounds:
                with pytest.raises(sqlite3.Error):  # the second row's parameter cannot be stored
                    await store.append_actions(game, [("{}", "player", 1), ("{}", "player", object())])
                await asyncio.sleep(0)

        await asyncio.gather(*(play(g) for g in games), *(fail(g) for g in games[:5]))
        for game in games:
            expected = [entry for n in rounds for entry in ((f'{{"n": {n}}}', "player"), (f'{{"ai": {n}}}', "ai"))]
            assert await store.actions(game) == expected
            assert await store.posted(game) == {f"round-{n}": n for n in rounds}
            draft = await store.draft(game, 0, rounds[-1])
            assert draft is not None and draft.body == f"draft {rounds[-1]}"
    finally:
        await db.close()
