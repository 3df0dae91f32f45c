"""Where a tile may go: the first at the origin, each later one beside the grid along a side, and never so that
the grid outgrows its 4x4 frame, wherever in that frame the first tile ends up."""

import pytest

from engine.powerlines import POWERLINES, frame, legal_cells
from engine.powerlines.errors import FrameError, PlacementError
from engine.powerlines.grid import Frame, check_cell
from engine.powerlines.grid import legal_cells as cells_for
from engine.powerlines.state import Cell
from tests.engine_powerlines.helpers import new_state, place, refused, tile, with_grid

NAMES = ["s2", "s3", "s4", "s5", "m2", "m3", "m4", "m5"]
DIRECTIONS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}


def test_the_first_tile_goes_at_the_origin_and_nowhere_else():
    state = new_state(seed=1)
    assert legal_cells(state) == ((0, 0),)
    with refused(PlacementError, "first-at-origin"):
        place(state, "s2", 1, 0)
    state, _ = place(state, "s2", 0, 0)
    assert [(c.x, c.y) for c in state.grid] == [(0, 0)]
    assert legal_cells(state) == ((0, -1), (-1, 0), (1, 0), (0, 1))


@pytest.mark.parametrize("direction", sorted(DIRECTIONS))
@pytest.mark.parametrize("before", range(4))
def test_a_line_from_any_first_position_stops_at_four(direction, before):
    """The first tile ends up `before` cells from the line's start: four in a row fit, a fifth at either end
    does not, whichever way the row was built."""
    dx, dy = DIRECTIONS[direction]
    state = new_state(seed=2)
    steps = [0, *(-k for k in range(1, before + 1)), *range(1, 4 - before)]
    for n, k in enumerate(steps):
        state, _ = place(state, NAMES[n], k * dx, k * dy)
    box = frame(state.grid)
    assert box is not None and sorted((box.width, box.height)) == [1, 4]
    code, kind = ("too-wide", FrameError) if dx else ("too-tall", FrameError)
    for k in (-before - 1, 4 - before):
        with refused(kind, code, size=4):
            place(state, NAMES[5], k * dx, k * dy)
        assert (k * dx, k * dy) not in legal_cells(state)


def test_a_square_grid_only_fills_its_gaps():
    state = with_grid(new_state(seed=3), _ring())
    assert legal_cells(state) == ((0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2))
    with refused(FrameError, "too-tall", size=4):
        place(state, "a2", 0, -1)
    with refused(FrameError, "too-wide", size=4):
        place(state, "a2", -2, 0)


def _ring() -> tuple[Cell, ...]:
    """The outer ring of the frame from (-1, 0) to (2, 3), built tile by tile from the origin."""
    order = [(0, 0), (1, 0), (2, 0), (-1, 0), (-1, 1), (-1, 2), (-1, 3), (0, 3), (1, 3), (2, 3)]
    names = ["s2", "s3", "s4", "s5", "m2", "m3", "m4", "m5", "c2", "c3"]
    return tuple(Cell(x, y, tile(name)) for (x, y), name in zip(order, names, strict=True))


def test_a_tile_touching_only_at_a_corner_is_refused():
    state, _ = place(new_state(seed=4), "s2", 0, 0)
    with refused(PlacementError, "diagonal-only"):
        place(state, "s3", 1, 1)
    with refused(PlacementError, "not-adjacent"):
        place(state, "s3", 2, 0)
    with refused(PlacementError, "cell-taken"):
        place(state, "s3", 0, 0)


def test_a_refused_placement_changes_nothing():
    state, _ = place(new_state(seed=4), "s2", 0, 0)
    before = state
    with refused(PlacementError, "diagonal-only"):
        place(state, "s3", -1, -1)
    assert state == before and POWERLINES.phase_key(state) == 1


def test_the_offered_cells_are_exactly_those_the_rules_accept():
    cells = _ring()[:7]
    offered = set(cells_for(cells, 4))
    for x in range(-4, 5):
        for y in range(-4, 5):
            try:
                check_cell(cells, x, y, 4)
            except (PlacementError, FrameError):
                assert (x, y) not in offered
            else:
                assert (x, y) in offered


def test_frame_is_the_bounding_box():
    assert frame(()) is None
    box = frame(_ring())
    assert box == Frame(-1, 0, 2, 3) and (box.width, box.height) == (4, 4)
