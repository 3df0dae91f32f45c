"""The match: sides and the first seat, alternating turns, game two started by the other seat, the totals."""

import random
from dataclasses import replace

import pytest

from engine.core import GameRecord, Outcome
from engine.core.codec import dumps, loads
from engine.powerlines import (
    POWERLINES,
    GameScored,
    MatchOver,
    PlaceTile,
    PowerLinesConfig,
    PowerLinesState,
    TilePlaced,
    on_turn,
    remaining,
    seat_scores,
    side_of,
    tile_suit,
    tile_value,
)
from engine.powerlines.errors import TileError, TurnError
from engine.powerlines.rules import load_rules
from engine.powerlines.scoring import score_grid
from engine.powerlines.state import Cell, GameScore
from tests.engine_powerlines.helpers import grid, new_state, place, random_play, refused, tile, with_grid

SQUARE = grid("s2 s3 s4 s5", "m2 m3 m4 m5", "c2 c3 c4 c5", "a2 a3 a4 a5")
"""A full grid, built row by row from the origin (every tile touches the one before or above it)."""


def test_tiles_are_numbered_suit_by_suit():
    assert [tile_suit(t) for t in (0, 3, 4, 15)] == ["suns", "suns", "moons", "arms"]
    assert [tile_value(t) for t in (0, 3, 4, 15)] == [2, 5, 2, 5]
    assert tile("c4") == 10


def test_sides_and_the_first_seat_come_from_the_config_or_else_the_seed():
    state = new_state(seed=9, suits_seat=1, first_seat=1)
    assert (state.suits_seat, state.first_seats) == (1, (1, 0))
    assert (side_of(state, 1), side_of(state, 0)) == ("suits", "values")
    rolled = {(s.suits_seat, s.first_seats) for s in (new_state(seed=seed) for seed in range(40))}
    assert {sides for sides, _ in rolled} == {0, 1} and {firsts for _, firsts in rolled} == {(0, 1), (1, 0)}
    assert new_state(seed=7) == new_state(seed=7)
    assert new_state(seed=7, games=1).first_seats == new_state(seed=7).first_seats[:1]


def test_seats_alternate_from_the_first_seat():
    state = new_state(seed=1, first_seat=1)
    seats = []
    for n, (x, y) in enumerate([(0, 0), (1, 0), (2, 0), (3, 0)]):
        seats.append(on_turn(state))
        state, _ = place(state, ["s2", "s3", "s4", "s5"][n], x, y)
    assert seats == [1, 0, 1, 0]
    assert POWERLINES.active_seats(state) == (1,) and POWERLINES.phase_key(state) == 4


def test_the_wrong_seat_a_stale_turn_and_an_unknown_or_used_tile_are_refused():
    state, _ = place(new_state(seed=1, first_seat=0), "s2", 0, 0)
    with refused(TurnError, "not-your-turn"):
        place(state, "s3", 1, 0, seat=0)
    with refused(TurnError, "stale-turn"):
        POWERLINES.apply(state, PlaceTile(1, 0, tile("s3"), 1, 0))
    with refused(TurnError, "stale-turn"):
        POWERLINES.apply(state, PlaceTile(0, 0, tile("s3"), 1, 0))
    with refused(TileError, "no-such-tile", tile=16):
        POWERLINES.apply(state, PlaceTile(1, 1, 16, 1, 0))
    with refused(TileError, "tile-used", suit="suns", value=2):
        place(state, "s2", 1, 0)
    assert list(POWERLINES.legal_actions(state, 0)) == []
    assert len(list(POWERLINES.legal_actions(state, 1))) == 15 * 4


MIXED = grid("s2 c3 a4 m5", "m3 s3 c5 a2", "c4 a5 s4 m4", "m2 a3 c2 s5")
"""Another full grid built row by row: 4 points for suits, 13 for values (tests/engine_powerlines/test_scoring.py)."""


def _finish_game(state: PowerLinesState, cells: tuple[Cell, ...] = SQUARE) -> tuple[PowerLinesState, list[object]]:
    """Place the last tile of `cells` on a state holding the other fifteen."""
    state = with_grid(state, cells[:-1])
    last = cells[-1]
    return POWERLINES.apply(state, PlaceTile(on_turn(state), state.turn, last.tile, last.x, last.y))


def test_the_sixteenth_tile_scores_the_game_and_the_other_seat_starts_game_two():
    state = new_state(seed=1, first_seat=0, suits_seat=1)
    state, events = _finish_game(state)
    score = score_grid(load_rules(), SQUARE)
    assert events[0] == TilePlaced(1, 0, tile("a5"), 3, 3)
    assert events[1:] == [GameScored(0, score)]
    assert (state.game, state.grid, state.finished, state.turn) == (1, (), (score,), 16)
    assert on_turn(state) == 1 and remaining(state) == tuple(range(16))
    assert seat_scores(state) == (score.values, score.suits)
    assert POWERLINES.outcome(state) is None


def test_the_match_ends_after_game_two_and_the_totals_decide():
    state = new_state(seed=1, first_seat=0, suits_seat=0)
    won = GameScore(grid=SQUARE, lines=(), suits=9, values=4)
    state = replace(state, game=1, finished=(won,), turn=16)
    state, events = _finish_game(state)
    assert events[-1] == MatchOver(scores=(25, 20), ranks=(1, 2))
    assert POWERLINES.outcome(state) == Outcome(scores=(25, 20), ranks=(1, 2))
    assert POWERLINES.active_seats(state) == () and on_turn(state) is None
    assert remaining(state) == () and list(POWERLINES.legal_actions(state, 1)) == []
    with refused(TurnError, "match-over"):
        POWERLINES.apply(state, PlaceTile(0, state.turn, 0, 0, 0))
    with refused(TurnError, "stale-turn"):  # docs/decisions.md: a stale click is refused before anything else
        POWERLINES.apply(state, PlaceTile(1, state.turn - 1, 0, 0, 0))


def test_a_tied_match_is_a_draw_both_seats_first():
    state = new_state(seed=1, first_seat=0, suits_seat=0)
    won = GameScore(grid=SQUARE, lines=(), suits=13, values=4)
    state = replace(state, game=1, finished=(won,), turn=16)
    state, events = _finish_game(state, MIXED)
    assert events[-1] == MatchOver(scores=(17, 17), ranks=(1, 1))
    outcome = POWERLINES.outcome(state)
    assert outcome == Outcome(scores=(17, 17), ranks=(1, 1)) and outcome.winners == (0, 1)


def test_a_single_game_ends_the_match_after_sixteen_tiles():
    state, events = _finish_game(new_state(seed=1, games=1))
    assert isinstance(events[-1], MatchOver) and POWERLINES.outcome(state) is not None


@pytest.mark.parametrize("seed", [0, 1])
def test_a_match_replays_and_survives_json(seed):
    record = random_play(PowerLinesConfig(seed=seed), random.Random(seed))
    assert len(record.actions) == 32 and len(record.state.finished) == 2
    assert record.state.first_seats == (record.state.first_seats[0], 1 - record.state.first_seats[0])
    assert GameRecord(POWERLINES, record.config, list(record.actions)).state == record.state
    assert GameRecord.from_json(POWERLINES, record.to_json()).state == record.state
    assert loads(PowerLinesState, dumps(record.state)) == record.state
    game_two = [a.player for a in record.actions[16:]]
    assert game_two[0] == 1 - record.actions[0].player
