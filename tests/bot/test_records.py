"""Players' records in a server: figures from every finished game of a kind, a rating from games with others."""

from bot.storage import GameStore, open_database
from bot.storage.records import Result, ResultRow
from bot.table.records import records

ALICE, BOB, CAROL = 11, 12, 13


def game(game_id: int, *seats: tuple[int | None, int, int], level: str = "strong") -> list[ResultRow]:
    return [ResultRow(game_id, user, None if user else level, score, place, f"p{user}") for user, score, place in seats]


def test_figures_count_every_game_and_the_rating_only_games_with_others():
    rows = [
        *game(1, (ALICE, 90, 1), (BOB, 80, 2), (CAROL, 70, 3)),
        *game(2, (ALICE, 60, 2), (BOB, 75, 1)),
        *game(3, (ALICE, 101, 1)),  # solo
        *game(4, (ALICE, 88, 1), (None, 70, 2)),  # against the strong computer player
    ]
    found = records(rows)
    alice = found[ALICE]
    assert (alice.played, alice.wins, alice.total, alice.best) == (4, 3, 339, 101)
    assert alice.mean == 339 / 4
    assert (found[BOB].played, found[BOB].wins, found[BOB].best) == (2, 1, 80)
    assert found[("computer", "strong")].played == 1
    assert found[CAROL].rating is not None and found[ALICE].rating is not None
    assert min(found[ALICE].rating, found[BOB].rating) > found[CAROL].rating, "carol lost her only game"
    without_computer = records(rows[:-2])
    assert found[ALICE].rating > without_computer[ALICE].rating, "beating the computer player raised alice"
    only_solo = records(game(5, (CAROL, 99, 1)))
    assert only_solo[CAROL].played == 1 and only_solo[CAROL].rating is None


def test_the_order_games_ended_in_matters_to_the_rating():
    first = [*game(1, (ALICE, 9, 1), (BOB, 1, 2)), *game(2, (ALICE, 1, 2), (BOB, 9, 1))]
    second = [*game(1, (ALICE, 1, 2), (BOB, 9, 1)), *game(2, (ALICE, 9, 1), (BOB, 1, 2))]
    assert records(first)[BOB].rating > records(first)[ALICE].rating, "the last game weighs most"
    assert records(second)[ALICE].rating > records(second)[BOB].rating


async def test_a_server_results_come_in_the_order_games_ended(database_url):
    db = await open_database(database_url)
    clock = [100.0]
    store = GameStore(db, clock=lambda: clock[0])
    try:
        ids = []
        for n, (guild, kind) in enumerate([(1, "powerline"), (1, "powerline"), (2, "powerline"), (1, "barrage")]):
            game_id = await store.games.create_game(kind, guild, 100 + n, ALICE, "alice", "{}")
            await store.games.add_seat(game_id, None, "bot", "greedy")
            ids.append(game_id)
        for game_id, at in zip(ids, (300.0, 200.0, 250.0, 150.0), strict=True):
            clock[0] = at
            await store.games.finish(game_id, [Result(0, ALICE, 50 + game_id, 1), Result(1, None, 40, 2)])
        assert await store.records.results_in(1, "powerline") == [
            ResultRow(ids[1], ALICE, None, 50 + ids[1], 1, "alice"),
            ResultRow(ids[1], None, "greedy", 40, 2, "bot"),
            ResultRow(ids[0], ALICE, None, 50 + ids[0], 1, "alice"),
            ResultRow(ids[0], None, "greedy", 40, 2, "bot"),
        ]
    finally:
        await store.close()
