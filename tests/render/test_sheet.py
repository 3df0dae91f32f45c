"""The stats and leaderboard sheet: its size follows its rows, a long name is cut short, and it is deterministic."""

import io

from PIL import Image

from render.core.draw import Pen
from render.core.sheet import SMALLEST, TEXT, WIDTH, Column, Row, Section, Sheet, fitted, height, render_sheet

COLUMNS = (Column("#", "centre"), Column("Player", "left", grows=True), Column("Rating"), Column("Best"))


def board(names: list[str]) -> Sheet:
    rows = tuple(
        Row((str(i), name, "1.5", "99"), medal=i if i <= 3 else None, mine=i == 2) for i, name in enumerate(names, 1)
    )
    return Sheet("Leaderboard", "Test server", (Section("Powerline", COLUMNS, rows),))


def test_the_sheet_grows_with_its_rows_and_draws_the_same_bytes_each_time():
    short, long = board(["alice", "bob"]), board(["alice", "bob", "carol", "dave"])
    data = render_sheet(long)
    assert data == render_sheet(long)
    image = Image.open(io.BytesIO(data))
    assert image.size == (WIDTH, height(long))
    assert height(long) > height(short)
    noted = Sheet("alice", "", (Section("Records", COLUMNS, (Row(("1", "Powerline", "2", "3"), note="best solo"),)),))
    bare = Sheet("alice", "", (Section("Records", COLUMNS, (Row(("1", "Powerline", "2", "3")),)),))
    assert height(noted) > height(bare), "a note takes a line of its own"


def test_a_long_name_shrinks_then_is_cut_short():
    pen = Pen(Image.new("RGBA", (10, 10)), 1.0)
    assert fitted(pen, "alice", 200, bold=False) == (TEXT, "alice")
    size, text = fitted(pen, "a name far too long to fit in the room it is given " * 3, 200, bold=False)
    assert size == SMALLEST and text.endswith("…")
    assert pen.text_width(text, size) <= 200
    render_sheet(board(["W" * 200]))
