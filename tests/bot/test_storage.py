import asyncio
import sqlite3

import asyncpg
import pytest

from bot.storage import GameStore, open_database
from bot.storage.database import Conflict
from bot.storage.db import migrations
from bot.storage.deadlines import DueDeadline
from bot.storage.games import ActiveGameError, LoggedAction, NewAction, SeatRow
from bot.storage.people import DraftRow
from bot.storage.records import Result

UNSTORABLE = (sqlite3.Error, asyncpg.DataError)
"""What each driver raises for a parameter it cannot store."""


async def test_schema_is_migrated_and_one_game_per_channel(database_url):
    db = await open_database(database_url)
    try:
        assert await db.version() == len(migrations(db.dialect)) == len(migrations())
        store = GameStore(db)
        game = await store.games.create_game("powerline", 1, 10, 100, "alice", "{}")
        try:
            await store.games.create_game("powerline", 1, 10, 101, "bob", "{}")
        except ActiveGameError as busy:
            assert busy.game.id == game
        else:
            raise AssertionError("a second game in a busy channel was accepted")
        await store.games.add_seat(game, 101, "bob")
        await store.games.add_seat(game, None, "bot", "greedy")
        await store.games.remove_seat(game, 1)
        assert [(s.seat, s.name) for s in await store.games.seats(game)] == [(0, "alice"), (1, "bot")]
        await store.games.append_actions(game, 0, [NewAction("{}", "player", 100), NewAction("{}", "ai", None)])
        assert await store.games.actions(game) == [LoggedAction("{}", "player"), LoggedAction("{}", "ai")]
        with pytest.raises(Conflict):  # a writer who had not seen those two writes nothing on top of them
            await store.games.append_actions(game, 1, [NewAction("{}", "player", 101)])
        assert await store.games.actions(game) == [LoggedAction("{}", "player"), LoggedAction("{}", "ai")]
    finally:
        await db.close()
    again = await open_database(database_url)  # reopening applies nothing twice
    assert await again.fetchrow("SELECT COUNT(*) FROM games") == (1,)
    await again.close()


async def test_sqlite_commits_are_durable(tmp_path):
    db = await open_database(str(tmp_path / "games.sqlite3"))
    try:
        assert await db.fetchrow("PRAGMA journal_mode") == ("wal",)
        assert await db.fetchrow("PRAGMA synchronous") == (2,)  # FULL: a commit survives a power cut
    finally:
        await db.close()


async def test_concurrent_writes_of_many_games_are_all_kept_and_a_failed_one_takes_only_itself(database_url):
    """Twenty games write at once (actions, drafts, posts) while some transactions fail half-way: every accepted
    write is kept, in order, and a failed transaction rolls back only its own statements."""
    db = await open_database(database_url)
    store = GameStore(db)
    rounds = range(1, 16)
    try:
        games = [await store.games.create_game("powerline", 1, 100 + n, 1, "alice", "{}") for n in range(20)]

        async def play(game: int) -> None:
            for n in rounds:
                entries = [NewAction(f'{{"n": {n}}}', "player", 1), NewAction(f'{{"ai": {n}}}', "ai", None)]
                await store.games.append_actions(game, 2 * (n - 1), entries)
                await store.people.save_draft(game, 0, n, n, f"draft {n}")
                await store.outbox.post_done(game, f"round-{n}", n)

        async def fail(game: int) -> None:
            for _ in rounds:
                with pytest.raises(UNSTORABLE):  # the second row's parameter cannot be stored
                    unstorable = NewAction("{}", "player", object())
                    await store.games.append_actions(game, 10_000, [NewAction("{}", "player", 1), unstorable])
                await asyncio.sleep(0)

        await asyncio.gather(*(play(g) for g in games), *(fail(g) for g in games[:5]))
        for game in games:
            expected = [
                entry
                for n in rounds
                for entry in (LoggedAction(f'{{"n": {n}}}', "player"), LoggedAction(f'{{"ai": {n}}}', "ai"))
            ]
            assert await store.games.actions(game) == expected
            assert await store.outbox.posted(game) == {f"round-{n}": n for n in rounds}
            draft = await store.people.draft(game, 0, rounds[-1])
            assert draft is not None and draft.body == f"draft {rounds[-1]}"
    finally:
        await db.close()


SNOWFLAKE = 1_234_567_890_123_456_789
"""Discord ids need 64 bits."""


async def test_every_operation_reads_back_what_it_wrote(database_url):
    db = await open_database(database_url)
    now = [1000.0]
    store = GameStore(db, clock=lambda: now[0])
    try:
        game = await store.games.create_game("powerline", SNOWFLAKE, SNOWFLAKE + 1, SNOWFLAKE + 2, "alice", "{}", "de")
        row = await store.games.game(game)
        assert row is not None and (row.guild_id, row.channel_id, row.host_id) == (
            SNOWFLAKE,
            SNOWFLAKE + 1,
            SNOWFLAKE + 2,
        )
        assert (row.status, row.language, row.config) == ("lobby", "de", None)
        await store.games.add_seat(game, SNOWFLAKE + 3, "bob")
        await store.games.add_seat(game, None, "bot", "strong")
        assert await store.games.seats(game) == (
            SeatRow(0, SNOWFLAKE + 2, "alice", None),
            SeatRow(1, SNOWFLAKE + 3, "bob", None),
            SeatRow(2, None, "bot", "strong"),
        )
        await store.games.set_lobby_message(game, SNOWFLAKE + 4)
        await store.games.set_settings(game, '{"timer": 5}')
        assert await store.games.start(game, '{"seed": 1}') is True
        assert await store.games.start(game, '{"seed": 2}') is False, "only a lobby starts"
        await store.games.move_to(game, SNOWFLAKE + 5)
        row = await store.games.game(game)
        assert row is not None
        assert (row.status, row.config, row.settings, row.lobby_message_id, row.place_id) == (
            "running",
            '{"seed": 1}',
            '{"timer": 5}',
            SNOWFLAKE + 4,
            SNOWFLAKE + 5,
        )
        assert await store.games.active_game_at(SNOWFLAKE + 5) == row
        assert await store.games.latest_game_for(SNOWFLAKE + 1, "powerline") == row
        assert await store.games.latest_game_for(SNOWFLAKE + 1, "barrage") is None
        assert await store.games.running_games() == [row]

        await store.games.append_actions(
            game, 0, [NewAction("{}", "player", SNOWFLAKE + 2), NewAction("{}", "timeout", None)]
        )
        assert await store.outbox.games_owing_posts() == [game]
        await store.outbox.posted_through(game, 2)
        assert await store.outbox.games_owing_posts() == []
        await store.games.append_actions(game, 2, [NewAction("{}", "ai", None)])
        assert await store.outbox.games_owing_posts() == [game]

        await store.outbox.post_failed(game, "turn:1", "503 busy")
        await store.outbox.post_failed(game, "turn:1", "503 busy")
        assert await store.outbox.posted(game) == {}
        await store.outbox.post_done(game, "turn:1", SNOWFLAKE + 6)
        await store.outbox.post_done(game, "close:1", None)
        assert await store.outbox.posted(game) == {"turn:1": SNOWFLAKE + 6, "close:1": None}
        assert await db.fetchrow("SELECT attempts, posted_at FROM posts WHERE key = 'turn:1'") == (3, 1000.0)
        await store.outbox.forget_post(game, "turn:1")
        assert await store.outbox.posted(game) == {"close:1": None}

        await store.deadlines.set_deadline(game, 1, 1500.0)
        await store.deadlines.set_deadline(game, 1, 9999.0)  # a deadline once set stays
        await store.deadlines.set_deadline(game, 2, 1200.0)
        assert await store.deadlines.deadline(game, 1) == 1500.0
        assert await store.deadlines.due_deadlines(1499.0) == [DueDeadline(game, 2)]
        assert await store.deadlines.due_deadlines(2000.0) == [DueDeadline(game, 2), DueDeadline(game, 1)]
        await store.deadlines.clear_deadline(game, 2)
        assert await store.deadlines.deadline(game, 2) is None

        assert await store.people.draft(game, 1, 1) is None
        await store.people.save_draft(game, 1, 1, 1, "a")
        await store.people.save_draft(game, 1, 1, 2, "ab")
        assert await store.people.draft(game, 1, 1) == DraftRow(2, "ab")

        assert await store.records.meta("tree") is None
        await store.records.set_meta("tree", "x")
        await store.records.set_meta("tree", "y")
        assert await store.records.meta("tree") == "y"

        now[0] = 2500.0
        results = [Result(0, SNOWFLAKE + 2, 70, 2), Result(1, SNOWFLAKE + 3, 81, 1), Result(2, None, 70, 2)]
        await store.games.finish(game, results)
        assert await db.fetch("SELECT seat, user_id, score, place FROM results ORDER BY seat") == [
            (0, SNOWFLAKE + 2, 70, 2),
            (1, SNOWFLAKE + 3, 81, 1),
            (2, None, 70, 2),
        ]
        assert await db.fetchrow("SELECT status, finished_at FROM games") == ("finished", 2500.0)
        assert await store.deadlines.due_deadlines(2000.0) == [], "a finished game has no deadlines"
        assert await store.games.active_game_at(SNOWFLAKE + 5) is None
        assert await store.games.running_games() == []
    finally:
        await store.close()
