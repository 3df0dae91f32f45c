"""Computer players: always legal, repeatable, the strong level optimal where it solves exactly, and better
than chance."""

import random
from dataclasses import replace
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.powerlines import POWERLINES, PowerLinesConfig, PowerLinesState, legal_cells, on_turn, remaining
from engine.powerlines.ai import choose, suggestion
from engine.powerlines.ai.search import SCALE, Search
from engine.powerlines.ai.strong import EXACT_TILES, best_move
from engine.powerlines.ai.symmetry import canonical
from engine.powerlines.grid import legal_cells as cells_for
from engine.powerlines.rules import load_rules
from engine.powerlines.scoring import score_grid
from engine.powerlines.state import Cell
from tests.engine_powerlines.helpers import grid, new_state, random_play, with_grid


@cache
def _solve(cells: frozenset[Cell], suits_to_move: bool) -> int:
    """Plain minimax over the engine's own rules: the mover's side minus the other's at the end of the game (a set
    of cells, so that the same grid reached in another order is solved once)."""
    rules = load_rules()
    placed = tuple(cells)
    if len(placed) == rules.tiles:
        score = score_grid(rules, placed)
        return (score.suits - score.values) * (1 if suits_to_move else -1)
    used = {c.tile for c in placed}
    return max(
        -_solve(cells | {Cell(x, y, tile)}, not suits_to_move)
        for x, y in cells_for(placed, rules.size)
        for tile in range(rules.tiles)
        if tile not in used
    )


def _position(seed: int, tiles: int) -> PowerLinesState:
    return random_play(PowerLinesConfig(seed=seed, games=1), random.Random(seed), tiles).state


OPEN = grid("s2 c3 a4 m5", "m3 s3 c5 a2", "c4 a5 s4 m4")
"""Twelve tiles in a 4x3 block: the frame is still open at the top and the bottom."""


@pytest.mark.parametrize(
    "case", ["two-left", "three-left", "framed-0", "framed-1", "framed-2", "five-left", "six-left", "open"]
)
@pytest.mark.parametrize("suits", [True, False], ids=["suits", "values"])
def test_the_strong_level_plays_a_best_move_when_it_solves_to_the_end(case, suits):
    cases = {
        "framed-0": lambda: _position(0, 12),
        "framed-1": lambda: _position(1, 12),
        "framed-2": lambda: _position(2, 12),
        "two-left": lambda: _position(5, 14),
        "three-left": lambda: _position(6, 13),
        "five-left": lambda: _position(7, 11),
        "six-left": lambda: _position(8, 10),
        "open": lambda: with_grid(new_state(seed=3, games=1), OPEN),
    }
    state = cases[case]()
    assert len(remaining(state)) <= EXACT_TILES
    cells = frozenset(state.grid)
    tile, x, y = best_move(load_rules(), state.grid, suits, random.Random(0))
    assert -_solve(cells | {Cell(x, y, tile)}, not suits) == _solve(cells, suits)
    search = Search(load_rules(), [(c.x, c.y, c.tile) for c in state.grid], suits)
    for move in search.moves():
        x, y = search.geometry.coords(move[0])
        exact = search.child_value(move, len(remaining(state)) - 1, -search.bound, search.bound)
        assert exact == -SCALE * _solve(cells | {Cell(x, y, move[1])}, not suits), "every move's value is exact"


def test_the_computer_seat_plays_the_strong_move():
    state = _position(4, 12)
    seat = on_turn(state)
    assert seat is not None
    tile, (x, y) = choose(state, seat, "strong")
    suits = seat == state.suits_seat
    assert -_solve(frozenset((*state.grid, Cell(x, y, tile))), not suits) == _solve(frozenset(state.grid), suits)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 31), st.sampled_from(["random", "strong"]))
def test_every_level_returns_a_legal_action_and_the_same_one_again(seed, tiles, level):
    state = random_play(PowerLinesConfig(seed=seed), random.Random(seed), tiles).state
    seat = on_turn(state)
    assert seat is not None
    action = POWERLINES.computer_action(state, seat, level)
    assert action in set(POWERLINES.legal_actions(state, seat))
    assert POWERLINES.computer_action(state, seat, level) == action


def test_the_random_level_spreads_over_tiles_and_cells():
    state = _position(5, 6)
    seat = on_turn(state)
    assert seat is not None
    seen = {choose(_later(state, turn), seat, "random") for turn in range(0, 200, 2)}
    assert {tile for tile, _ in seen} == set(remaining(state))
    assert {cell for _, cell in seen} == set(legal_cells(state))


def _later(state: PowerLinesState, turn: int) -> PowerLinesState:
    """The same grid as if reached at another match turn: the random level draws from (seed, turn)."""
    return replace(state, turn=state.turn + turn)


def test_levels_refuse_an_unknown_level_and_a_seat_not_on_turn():
    state = new_state(seed=1, first_seat=0)
    with pytest.raises(ValueError, match="level"):
        choose(state, 0, "perfect")
    with pytest.raises(ValueError, match="not on turn"):
        choose(state, 1, "strong")


def test_equivalent_grids_share_a_key_and_others_do_not():
    values = len(load_rules().values)
    corner = [(0, 0, 0), (1, 0, 5), (0, 1, 10)]
    turned = [(0, 0, 0), (0, 1, 5), (1, 0, 10)]
    renamed = [(x + 3, y - 1, (tile + 4) % 16) for x, y, tile in corner]
    different = [(0, 0, 0), (1, 0, 1), (0, 1, 10)]
    assert canonical(corner, values) == canonical(turned, values) == canonical(renamed, values)
    assert canonical(corner, values) != canonical(different, values)


def test_the_strong_level_beats_the_random_level():
    """Two matches, the strong player in each seat once; the benchmark plays hundreds."""
    for strong_seat in (0, 1):
        config = PowerLinesConfig(seed=strong_seat)
        record = random_play(config, random.Random(0), 0)
        while (seat := on_turn(record.state)) is not None:
            record.apply(POWERLINES.computer_action(record.state, seat, "strong" if seat == strong_seat else "random"))
        outcome = POWERLINES.outcome(record.state)
        assert outcome is not None and outcome.winners == (strong_seat,)


@pytest.mark.parametrize(("seed", "tiles"), [(4, 12), (5, 14), (8, 10), (3, 4), (9, 0)])
def test_the_suggestion_is_the_strong_move_with_the_lead_best_play_gives(seed, tiles):
    """What "Suggest a move" shows: the computer seat's own move; once the search reaches the game's end, the lead
    it states is the exact one (plain minimax), before that an estimate it says is one."""
    state = _position(seed, tiles)
    seat = on_turn(state)
    assert seat is not None
    found = suggestion(state, seat)
    assert (found.tile, (found.x, found.y)) == choose(state, seat, "strong")
    assert found.exact == (len(remaining(state)) <= EXACT_TILES)
    if found.exact:
        suits = seat == state.suits_seat
        assert found.lead == _solve(frozenset(state.grid), suits)
