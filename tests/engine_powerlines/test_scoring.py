"""Scoring the ten power lines: the larger of the biggest one-suit and one-value group scores its size."""

import pytest

from engine.powerlines.rules import load_rules
from engine.powerlines.scoring import line_points, score_grid
from tests.engine_powerlines.helpers import grid, tile


@pytest.mark.parametrize(
    ("names", "side", "points", "suits", "values"),
    [
        ("s2 s3 m4 c5", "suits", 2, 2, 1),
        ("s2 s3 s4 m2", "suits", 3, 3, 2),
        ("s2 s3 s4 s5", "suits", 4, 4, 1),
        ("s2 m2 c2 a5", "values", 3, 1, 3),
        ("s2 m2 c2 a2", "values", 4, 1, 4),
        ("s2 s3 m2 c4", None, 0, 2, 2),
        ("s2 m3 c4 a5", None, 0, 1, 1),
        ("s2 s3 m2 m3", None, 0, 2, 2),
    ],
    ids=[
        "suit-pair",
        "suit-three-beats-value-pair",
        "four-suns",
        "value-three",
        "four-twos",
        "pair-each",
        "all-different",
        "two-pairs-each",
    ],
)
def test_a_line_scores_its_largest_group_for_its_side_and_equal_groups_score_nobody(names, side, points, suits, values):
    assert line_points(load_rules(), [tile(n) for n in names.split()]) == (side, points, suits, values)


def test_two_pairs_of_suits_are_a_group_of_two_not_four():
    assert line_points(load_rules(), [tile(n) for n in ("s2", "s3", "m4", "m5")]) == ("suits", 2, 2, 1)
    assert line_points(load_rules(), [tile(n) for n in ("s2", "m2", "c3", "a3")]) == ("values", 2, 1, 2)


# Rows are suits and columns values: every row is four of a suit, every column four of a value, and each
# diagonal holds four different suits and values. Placed with its frame's corner at (-2, -1).
SQUARE = grid("s2 s3 s4 s5", "m2 m3 m4 m5", "c2 c3 c4 c5", "a2 a3 a4 a5", left=-2, top=-1)


def test_lines_are_named_from_the_frame_corner_and_keep_the_grid_coordinates():
    score = score_grid(load_rules(), SQUARE)
    lines = {line.line: line for line in score.lines}
    assert [line.line for line in score.lines] == [
        *(f"row-{n}" for n in range(1, 5)),
        *(f"col-{n}" for n in range(1, 5)),
        "diag-1",
        "diag-2",
    ]
    assert lines["row-1"].cells == ((-2, -1), (-1, -1), (0, -1), (1, -1))
    assert lines["col-4"].cells == ((1, -1), (1, 0), (1, 1), (1, 2))
    assert lines["diag-1"].cells == ((-2, -1), (-1, 0), (0, 1), (1, 2))
    assert lines["diag-2"].cells == ((1, -1), (0, 0), (-1, 1), (-2, 2))
    assert score.grid == SQUARE


def test_a_grid_scores_every_row_column_and_diagonal():
    score = score_grid(load_rules(), SQUARE)
    assert [(line.side, line.points) for line in score.lines] == [("suits", 4)] * 4 + [("values", 4)] * 4 + [
        (None, 0),
        (None, 0),
    ]
    assert (score.suits, score.values) == (16, 16)


def test_a_mixed_grid_line_by_line():
    cells = grid("s2 c3 a4 m5", "m3 s3 c5 a2", "c4 a5 s4 m4", "m2 a3 c2 s5")
    score = score_grid(load_rules(), cells)
    assert {line.line: (line.side, line.points) for line in score.lines} == {
        "row-1": (None, 0),
        "row-2": ("values", 2),
        "row-3": ("values", 3),
        "row-4": ("values", 2),
        "col-1": (None, 0),
        "col-2": ("values", 3),
        "col-3": (None, 0),
        "col-4": (None, 0),
        "diag-1": ("suits", 4),
        "diag-2": ("values", 3),
    }
    assert (score.suits, score.values) == (4, 13)


def test_only_a_full_square_grid_is_scored():
    with pytest.raises(ValueError):
        score_grid(load_rules(), SQUARE[:-1])
