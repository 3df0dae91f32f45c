"""A scored game: the finished 4x4 grid with each of its ten lines marked for the side it scored for, the game's
totals and the match around it.

Every line ends in a label at the grid's edge (rows on the right, columns below, the diagonals at the right-hand
corners): the side's badge and its points, or a dash when the line scored for nobody. A scored line is also drawn
through its tiles in the side's colour, so the eye can follow it back from its label.
"""

import math
from collections.abc import Sequence

from PIL import Image

from engine.powerlines.rules import load_rules
from engine.powerlines.state import GameScore, LineScore, PowerLinesState
from render.core import theme as core
from render.core.draw import Pen, Point
from render.powerlines import theme
from render.powerlines.grid import match_points, seat_points
from render.powerlines.header import CARD_HEIGHT, CARD_TOP, Card, cards, side_of, title
from render.powerlines.pieces import badge_sprite, tile_sprite
from render.powerlines.words import say

CELL = theme.FINAL_CELL
LANE = 54
"""Room above and below the grid for the labels of the diagonals and columns."""
RIGHT_LANE = 92
GRID_LEFT = theme.MARGIN + 8
GRID_TOP = CARD_TOP + CARD_HEIGHT + 12 + LANE
CHIP_W, CHIP_H = 80, 42
BADGE = 28
STROKE = 8
POINTS_COLUMN = 44
"""The width of each seat's column in the match table: two-digit totals and a badge, the rest is for labels."""


def grid_size() -> int:
    return load_rules().size


def height() -> int:
    return GRID_TOP + grid_size() * CELL + LANE + theme.MARGIN


def panel_left() -> float:
    return GRID_LEFT + grid_size() * CELL + RIGHT_LANE + 10


def label_point(line: str) -> Point:
    """Where a line's label sits: rows right of the grid, columns below it, diagonals at its right-hand corners."""
    kind, n = line.rsplit("-", 1)
    k = int(n) - 1
    right = GRID_LEFT + grid_size() * CELL + RIGHT_LANE / 2
    bottom = GRID_TOP + grid_size() * CELL + LANE / 2
    if kind == "row":
        return (right, GRID_TOP + (k + 0.5) * CELL)
    if kind == "col":
        return (GRID_LEFT + (k + 0.5) * CELL, bottom)
    return (right, bottom) if k == 0 else (right, GRID_TOP - LANE / 2)


def chip(pen: Pen, c: Point, line: LineScore) -> None:
    """A line's label: its side's badge and points, framed in the side's colour, or a dash for nobody."""
    box = (c[0] - CHIP_W / 2, c[1] - CHIP_H / 2, c[0] + CHIP_W / 2, c[1] + CHIP_H / 2)
    if line.side is None:
        pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=10)
        pen.text(c, "–", 24, core.TEXT_MUTED, bold=True)
        return
    pen.rect(box, core.PANEL, theme.SIDES[line.side], 2.5, radius=10)
    pen.paste(badge_sprite(line.side, BADGE), (box[0] + 6 + BADGE / 2, c[1]))
    pen.text((box[2] - 8, c[1]), f"+{line.points}", 20, core.TEXT, bold=True, anchor="rm")


def scored_grid(pen: Pen, score: GameScore) -> None:
    """The finished grid, its scored lines drawn under the tiles from the far end to their labels."""
    x0 = min(c.x for c in score.grid)
    y0 = min(c.y for c in score.grid)

    def centre(x: int, y: int) -> Point:
        return (GRID_LEFT + (x - x0 + 0.5) * CELL, GRID_TOP + (y - y0 + 0.5) * CELL)

    frame = (GRID_LEFT - 6, GRID_TOP - 6, GRID_LEFT + grid_size() * CELL + 6, GRID_TOP + grid_size() * CELL + 6)
    pen.rect(frame, theme.CELL, theme.CELL_EDGE, 1.5, radius=14)
    for line in score.lines:
        if line.side is not None and line.cells:
            end = label_point(line.line)
            start = max((centre(x, y) for x, y in line.cells), key=lambda p: math.dist(p, end))
            pen.line([start, end], theme.SIDES[line.side], STROKE)
    size = round(CELL * theme.TILE_SHARE)
    for cell in score.grid:
        pen.paste(tile_sprite(cell.tile, size), centre(cell.x, cell.y))
    for line in score.lines:
        chip(pen, label_point(line.line), line)


def match_panel(pen: Pen, state: PowerLinesState, game: int, names: Sequence[str], lang: str) -> None:
    """The games so far and their total, then the result (or who starts the next game) and what a dash means."""
    x0, x1 = panel_left(), theme.WIDTH - theme.MARGIN
    top, bottom = GRID_TOP - LANE, height() - theme.MARGIN
    pen.rect((x0, top, x1, bottom), core.PANEL, core.PANEL_LINE, 1.5, radius=12)
    pad = 14
    width = x1 - x0 - 2 * pad
    games = len(state.first_seats)
    y: float = top + pad
    col = POINTS_COLUMN
    label_w = width - 2 * col
    small = theme.SMALL_TEXT
    if games > 1:
        baseline = y + pen.cap_height(small, bold=True)
        heading = say(lang, "heading-match").upper()
        pen.text((x0 + pad, baseline), heading, small, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width)
        y += 36
        for seat in range(2):
            c = (x0 + pad + label_w + col * (seat + 0.5), y)
            pen.paste(badge_sprite(side_of(seat, state.suits_seat), 30), c)
        y += 32
        for g, score in enumerate(state.finished[: game + 1]):
            points = seat_points(score, state.suits_seat)
            row(pen, x0 + pad, y, label_w, col, say(lang, "game-n", game=g + 1), points, bold=False)
            y += 32
        pen.line([(x0 + pad, y - 12), (x1 - pad, y - 12)], core.PANEL_LINE, 1.5)
        row(pen, x0 + pad, y + 4, label_w, col, say(lang, "total"), match_points(state, game + 1), bold=True)
        y += 32
    for line in result_lines(pen, state, game, names, lang, width):
        pen.text((x0 + pad, y + 13), line, small, core.TEXT, bold=True, anchor="lm", max_width=width)
        y += 26
    parts = pen.wrap(say(lang, "nobody"), small, width - 46)
    leading = small + 3
    legend_y = bottom - pad - max(14, leading * len(parts) / 2)
    pen.rect((x0 + pad, legend_y - 14, x0 + pad + 36, legend_y + 14), core.PANEL, core.PANEL_LINE, 1.5, radius=7)
    pen.text((x0 + pad + 18, legend_y), "–", 20, core.TEXT_MUTED, bold=True)
    for j, part in enumerate(parts):
        pen.text(
            (x0 + pad + 46, legend_y + leading * (j - (len(parts) - 1) / 2)),
            part,
            small,
            core.TEXT_MUTED,
            anchor="lm",
            max_width=width - 46,
        )


def row(
    pen: Pen, x: float, y: float, label_w: float, col: float, label: str, points: tuple[int, int], bold: bool
) -> None:
    """A table row: its label, then each seat's points, the higher one bright."""
    size = theme.SMALL_TEXT + 2 if bold else theme.SMALL_TEXT
    pen.text((x, y), label, size, core.TEXT if bold else core.TEXT_MUTED, bold=bold, anchor="lm", max_width=label_w - 6)
    best = max(points)
    for seat, value in enumerate(points):
        colour = core.TEXT if value == best else core.TEXT_MUTED
        pen.text((x + label_w + col * (seat + 0.5), y), str(value), size + 3, colour, bold=True)


def result_lines(
    pen: Pen, state: PowerLinesState, game: int, names: Sequence[str], lang: str, width: float
) -> list[str]:
    """The match result once its last game is scored, else who starts the next game, wrapped to the panel."""
    games = len(state.first_seats)
    if game + 1 < games:
        text = say(lang, "next-game", game=game + 2, name=names[state.first_seats[game + 1]])
    else:
        points = match_points(state, game + 1)
        if points[0] == points[1]:
            text = say(lang, "draw")
        else:
            key = "match-winner" if games > 1 else "game-winner"
            text = say(lang, key, name=names[points.index(max(points))])
    return pen.wrap(text, theme.SMALL_TEXT, width, bold=True)


def final_image(state: PowerLinesState, names: Sequence[str], *, lang: str, game: int | None = None) -> Image.Image:
    if not state.finished:
        raise ValueError("no game of this match has been scored yet")
    game = len(state.finished) - 1 if game is None else game
    score = state.finished[game]
    image = Image.new("RGBA", (theme.WIDTH, height()), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    games = len(state.first_seats)
    title(pen, say(lang, "game-of", game=game + 1, games=games), say(lang, "final-score"), core.TEXT_MUTED)
    sides = [side_of(seat, state.suits_seat) for seat in range(2)]
    cards(
        pen,
        [
            Card(
                names[seat],
                sides[seat],
                say(lang, "lines-won", lines=sum(line.side == sides[seat] for line in score.lines)),
                score.suits if sides[seat] == "suits" else score.values,
            )
            for seat in range(2)
        ],
        lang,
    )
    scored_grid(pen, score)
    match_panel(pen, state, game, names, lang)
    return image
