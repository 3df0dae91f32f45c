"""Scoring tiles A-L against RULES.md's table, their decisions, scoring jokers, end penalties and the winner."""

from dataclasses import replace

import pytest

from engine.powerline.events import EndPenalty, GameOver, JokerGained, TilePaid
from engine.powerline.game import POWERLINE, ranks, solo_rating
from engine.powerline.resolve import end_penalty, score_tiles
from engine.powerline.rules import load_rules
from engine.powerline.scoring import load_tiles
from tests.engine.helpers import ISLAND, built, new_state, plan, player, submit, with_player

# (tile, count, [1st, 2nd, 3rd scoring]) straight from the table in RULES.md, decisions included.
TABLE = [
    ("A", 0, [0, 0, 0]), ("A", 1, [2, 1, 0]), ("A", 2, [2, 1, 0]), ("A", 3, [5, 3, 1]), ("A", 5, [5, 3, 1]),
    ("A", 6, [5, 5, 3]), ("A", 10, [5, 5, 3]),
    ("B", 0, [0, 0, 0]), ("B", 1, [5, 3, 1]), ("B", 2, [7, 5, 2]),
    ("C", 1, [3, 2, 1]), ("C", 2, [5, 3, 2]),
    ("D", 0, [0, 0, 0]), ("D", 1, [4, 2, 0]), ("D", 2, [5, 3, 1]), ("D", 3, [7, 4, 2]), ("D", 8, [7, 4, 2]),
    ("E", 1, [5, 3, 1]), ("E", 2, [7, 5, 2]),
    ("F", 1, [3, 2, 1]), ("F", 2, [5, 3, 2]),
    ("G", 0, [0, 0, 0]), ("G", 1, [1, 2, 3]), ("G", 4, [4, 8, 12]),
    ("H", 0, [0, 0, 0]), ("H", 1, [5, 3, 0]),
    ("I", 0, [0, 0, 0]), ("I", 1, [5, 3, 0]),
    ("J", 5, [0, 0, 0]), ("J", 6, [5, 3, 1]), ("J", 12, [5, 3, 1]),
    ("K", 0, [0, 0, 0]), ("K", 1, [5, 2, 0]), ("K", 2, [5, 4, 2]), ("K", 3, [5, 6, 4]),
    ("L", 0, [3, 5, 7]), ("L", 1, [0, 3, 5]), ("L", 2, [0, 3, 5]), ("L", 3, [0, 0, 3]), ("L", 5, [0, 0, 3]),
    ("L", 6, [0, 0, 0]),
]  # fmt: skip


@pytest.mark.parametrize(("letter", "count", "expected"), TABLE)
def test_tile_pays_per_rules_table(letter, count, expected):
    tile = load_tiles()[letter]
    assert [tile.pays(scoring, count) for scoring in (1, 2, 3)] == expected


def counts(p):
    return {letter: tile.count(p) for letter, tile in load_tiles().items()}


def test_what_each_tile_counts():
    state = built(new_state(), J=7, A=5, C=3, B=5, E=3)
    p = replace(
        player(state),
        supplied=(0, 1, 2, 5),  # A, B (church), C, F (opera)
        stations=(0, 1, 2),  # W1 wind, S1 solar, H1 hydro
        jokers=2,
        chart=(2, 3, 0, 3, 0, 0),
        island_tokens=4,
    )
    assert counts(p) == {
        "A": 4, "B": 1, "C": 1, "D": 3, "E": 1, "F": 0, "G": 2, "H": 1, "I": 1, "J": 7, "K": 2, "L": 4,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("stations", "level"),
    [((), 0), ((0,), 1), ((2,), 1), ((0, 4), 1), ((0, 2), 2), ((0, 2, 4), 3), ((0, 2, 6), 3), ((0, 2, 6, 4), 3)],
)
def test_wind_hydro_levels_of_tile_k(stations, level):
    """W1/W2 are the winds (indices 0, 4), H1/H2 the hydros (2, 6): two winds alone are still 'one kind'."""
    p = replace(player(new_state()), stations=stations)
    assert load_tiles()["K"].count(p) == level


def test_first_scoring_example_pays_five_four_one():
    """Rulebook: 3 supplied cities (A: 5), 1 station tile (D: 4), 1 joker (G: 1)."""
    p = replace(player(new_state()), supplied=(0, 1, 2), stations=(0,), jokers=1)
    after, events = score_tiles(p, 0, ("A", "D", "G"), 1)
    assert [e.vp for e in events] == [5, 4, 1]
    assert after.vp == p.vp + 10
    assert after.ledger.tiles == 10


def test_scoring_after_round_five_then_joker():
    state = with_player(replace(new_state(), round=5), supplied=(0, 1, 2), stations=(0,), jokers=1)
    after, events = submit(state, 0, plan("red", ISLAND, ISLAND, vacation=True))
    paid = [e for e in events if isinstance(e, TilePaid)]
    assert [(e.tile, e.vp) for e in paid] == [("A", 5), ("D", 4), ("G", 1)]
    assert [e.reason for e in events if isinstance(e, JokerGained)] == ["scoring"]
    assert player(after).jokers == 2
    assert after.round == 6


@pytest.mark.parametrize(
    ("variants", "rounds_with_joker"),
    [
        ({}, [5, 10]),
        ({"contracts": "by_colour"}, [5]),
        ({"special_contracts": "alone"}, [5]),
        ({"contracts": "any", "tiles_over_side_a": True}, [5, 10]),
        ({"special_contracts": "mixed", "tiles_over_side_a": True}, [5, 10]),
    ],
)
def test_scoring_jokers_side_a_and_side_b(variants, rounds_with_joker):
    got = []
    for round_ in (5, 10, 15):
        state = replace(new_state(**variants), round=round_)
        _, events = submit(state, 0, plan("red", ISLAND, ISLAND))
        if any(isinstance(e, JokerGained) and e.reason == "scoring" for e in events):
            got.append(round_)
    assert got == rounds_with_joker


@pytest.mark.parametrize(("lines", "vp"), [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 20), (10, 40)])
def test_unfinished_line_penalty_table(lines, vp):
    assert load_rules().unfinished_penalty(lines) == vp


def test_end_penalty_counts_only_started_unfinished_lines():
    state = built(new_state(), A=5, B=1, C=2, J=11)
    after, events = end_penalty(player(state), 0)
    assert events == [EndPenalty(0, 3, 6, 6)]
    assert after.vp == 4
    assert after.ledger.penalty == 6


def test_end_penalty_floors_at_zero():
    state = with_player(built(new_state(), B=1, C=2), vp=2)
    after, events = end_penalty(player(state), 0)
    assert events == [EndPenalty(0, 2, 3, 2)] and after.vp == 0


def test_last_round_scores_penalises_and_ends():
    state = built(replace(new_state(players=2), round=15), 0, C=1)
    state, _ = submit(state, 0, plan("red", ISLAND, ISLAND))
    state, events = submit(state, 1, plan("red", ISLAND))
    assert state.finished
    assert isinstance(events[-1], GameOver)
    assert any(isinstance(e, EndPenalty) and e.player == 0 for e in events)
    assert POWERLINE.active_seats(state) == () and POWERLINE.outcome(state) is not None


def test_tie_break_station_tiles_then_shared():
    state = new_state(players=3)
    state = with_player(with_player(with_player(state, 0, vp=50, stations=(1,)), 1, vp=50, stations=(1, 2)), 2, vp=50)
    assert ranks(state) == (2, 1, 3)
    state = with_player(state, 0, stations=(3, 4))
    assert ranks(state) == (1, 1, 3)


def test_solo_rating_only_for_a_finished_solo_game():
    state = with_player(new_state(), vp=85)
    assert solo_rating(state) is None
    rating = solo_rating(replace(state, finished=True))
    assert rating is not None and rating.min_vp == 81
    assert solo_rating(replace(new_state(players=2), finished=True)) is None
