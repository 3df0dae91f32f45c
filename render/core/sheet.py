"""A table of figures as an image: stats and leaderboards, where columns that line up read better than lines of
text. It names no game: the caller gives every word already in the reader's language, and the sheet lays it out.

Numbers sit right-aligned under their heading; the one column that `grows` (a name) takes the room the others
leave and shrinks a long name to fit rather than running into the figures; the reader's own row is framed, and
the first three places get a medal.
"""

from dataclasses import dataclass
from typing import Literal

from PIL import Image

from render.core import theme
from render.core.draw import Pen, encode_png, mix

WIDTH = 720
MARGIN = 24
PAD = 12
"""Space inside a cell, either side of its text."""
TITLE = 26
SUBTITLE = 15
HEADING = 19
LABEL = 12
TEXT = 17
NOTE = 14
HEAD_ROW = 30
ROW = 36
NOTE_ROW = 22
"""Extra height of a row that carries a note under its figures."""
GAP = 22
"""Space between two sections."""
SMALLEST = 14
"""A long name is drawn no smaller than this, then cut short with an ellipsis."""
MEDALS: dict[int, theme.RGB] = {1: (232, 189, 70), 2: (192, 200, 210), 3: (205, 132, 74)}
ACCENT: theme.RGB = (114, 137, 218)
"""The reader's own row is framed in this blue, Discord's own."""


@dataclass(frozen=True)
class Column:
    label: str
    align: Literal["left", "centre", "right"] = "right"
    grows: bool = False
    """Takes the width the other columns leave (one column a sheet, a name or a game)."""


@dataclass(frozen=True)
class Row:
    cells: tuple[str, ...]
    note: str | None = None
    """A muted line under the figures (a best solo game, a match record)."""
    mine: bool = False
    """The reader's own row, framed."""
    medal: int | None = None
    """1, 2 or 3: the first cell (the place) gets a medal of that colour."""


@dataclass(frozen=True)
class Section:
    heading: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class Sheet:
    title: str
    subtitle: str
    sections: tuple[Section, ...]


def row_height(row: Row) -> float:
    return ROW + (NOTE_ROW if row.note else 0)


def section_height(section: Section) -> float:
    return HEADING + 14 + HEAD_ROW + sum(row_height(row) for row in section.rows)


def height(sheet: Sheet) -> int:
    top = MARGIN + TITLE + 8 + SUBTITLE + 18
    body = sum(section_height(s) for s in sheet.sections) + GAP * (len(sheet.sections) - 1)
    return round(top + body + MARGIN)


def widths(pen: Pen, section: Section) -> list[float]:
    """Each column as wide as its widest text; the growing column gets what is left."""
    inner = WIDTH - 2 * MARGIN
    measured = []
    for i, column in enumerate(section.columns):
        texts = [cell.cells[i] for cell in section.rows]
        widest = max(
            [pen.text_width(column.label.upper(), LABEL, bold=True)]
            + [pen.text_width(t, TEXT, bold=i == 0) for t in texts]
        )
        measured.append(widest + 2 * PAD)
    grows = next((i for i, c in enumerate(section.columns) if c.grows), None)
    if grows is not None:
        measured[grows] = max(inner - (sum(measured) - measured[grows]), 2 * PAD)
    return measured


def aligned(column: Column, x: float, w: float) -> tuple[float, str]:
    """Where a cell's text is anchored in a column from `x`, `w` wide, and the anchor."""
    if column.align == "left":
        return x + PAD, "lm"
    if column.align == "centre":
        return x + w / 2, "mm"
    return x + w - PAD, "rm"


def fitted(pen: Pen, text: str, room: float, bold: bool) -> tuple[float, str]:
    """`text` at the largest size down to `SMALLEST` that fits `room`, cut short with an ellipsis if even that is
    too wide: a long name stays readable."""
    size = pen.fitting(text, TEXT, room, bold)
    if size >= SMALLEST:
        return size, text
    while len(text) > 1 and pen.text_width(text + "…", SMALLEST, bold) > room:
        text = text[:-1].rstrip()
    return SMALLEST, text + "…"


def draw_section(pen: Pen, y: float, section: Section) -> float:
    """The section from `y` down; returns where it ends."""
    pen.text((MARGIN, y + HEADING / 2), section.heading, HEADING, theme.TEXT, bold=True, anchor="lm")
    y += HEADING + 14
    sizes = widths(pen, section)
    lefts = [MARGIN + sum(sizes[:i]) for i in range(len(sizes))]
    right = WIDTH - MARGIN
    for column, x, w in zip(section.columns, lefts, sizes, strict=True):
        edge, anchor = aligned(column, x, w)
        pen.text((edge, y + HEAD_ROW / 2), column.label.upper(), LABEL, theme.TEXT_MUTED, bold=True, anchor=anchor)
    y += HEAD_ROW
    pen.line([(MARGIN, y), (right, y)], theme.PANEL_LINE, 1)
    for index, row in enumerate(section.rows):
        tall = row_height(row)
        shade = theme.PANEL if index % 2 == 0 else mix(theme.PANEL, theme.CANVAS, 0.5)
        pen.rect((MARGIN, y + 2, right, y + tall - 2), fill=shade, radius=6)
        if row.mine:
            pen.rect((MARGIN, y + 2, right, y + tall - 2), outline=ACCENT, w=2, radius=6)
        middle = y + ROW / 2
        for i, (column, x, w) in enumerate(zip(section.columns, lefts, sizes, strict=True)):
            cell = row.cells[i]
            if i == 0 and row.medal in MEDALS:
                pen.circle((x + w / 2, middle), 13, fill=MEDALS[row.medal])
                pen.text((x + w / 2, middle), cell, TEXT - 2, theme.INK, bold=True)
                continue
            colour = theme.TEXT if column.grows or i == 0 else mix(theme.TEXT, theme.TEXT_MUTED, 0.3)
            edge, anchor = aligned(column, x, w)
            size, shown = fitted(pen, cell, w - 2 * PAD, bold=i == 0)
            pen.text((edge, middle), shown, size, colour, bold=i == 0, anchor=anchor)
        if row.note:
            grows = next((x for c, x in zip(section.columns, lefts, strict=True) if c.grows), MARGIN)
            note_y = y + ROW + NOTE_ROW / 2 - 6
            pen.text(
                (grows + PAD, note_y), row.note, NOTE, theme.TEXT_MUTED, anchor="lm", max_width=right - grows - 2 * PAD
            )
        y += tall
    return y


def render_sheet(sheet: Sheet) -> bytes:
    image = Image.new("RGBA", (WIDTH, height(sheet)), (*theme.CANVAS, 255))
    pen = Pen(image, 1.0)
    y: float = MARGIN
    pen.text(
        (MARGIN, y + TITLE / 2), sheet.title, TITLE, theme.TEXT, bold=True, anchor="lm", max_width=WIDTH - 2 * MARGIN
    )
    y += TITLE + 8
    pen.text((MARGIN, y + SUBTITLE / 2), sheet.subtitle, SUBTITLE, theme.TEXT_MUTED, anchor="lm")
    y += SUBTITLE + 18
    for index, section in enumerate(sheet.sections):
        if index:
            y += GAP
        y = draw_section(pen, y, section)
    return encode_png(image)
