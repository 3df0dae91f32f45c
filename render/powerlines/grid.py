"""The grid during a game: placed tiles, where the grid may still grow, legal spots, the tiles left.

Until the grid spans four cells in a direction its 4x4 frame is not fixed, so the picture shows every cell some
4x4 frame around the placed tiles could still cover (a faint cell), and fits that extent into a fixed square:
cells are large once the frame is known and shrink while the grid could still grow any way.
"""

import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PIL import Image

from engine.powerlines.position import on_turn
from engine.powerlines.rules import load_rules
from engine.powerlines.state import GameScore, PowerLinesState
from render.core import theme as core
from render.core.draw import Pen, Point, mix, ring_sprite
from render.powerlines import theme
from render.powerlines.header import CARD_HEIGHT, CARD_TOP, Card, cards, side_of, title
from render.powerlines.pieces import draw_suit, faded_tile_sprite, halo_sprite, tile_sprite
from render.powerlines.words import say

Cell = tuple[int, int]
GRID_TOP = CARD_TOP + CARD_HEIGHT + 14
PANEL_LEFT = theme.MARGIN + theme.GRID_AREA + 16
HEIGHT = GRID_TOP + theme.GRID_AREA + theme.MARGIN


def spot_labels(cells: Iterable[Cell]) -> dict[Cell, str]:
    """A letter per cell in reading order (top row first, left to right): A-Z, then AA, AB, ...

    Letters, not numbers, so a spot is never mistaken for a tile value; they depend only on the cells, so the bot
    names the same spots as the picture by calling this with the same cells.
    """
    letters = string.ascii_uppercase

    def label(i: int) -> str:
        return letters[i] if i < len(letters) else letters[i // len(letters) - 1] + letters[i % len(letters)]

    return {cell: label(i) for i, cell in enumerate(sorted(set(cells), key=lambda c: (c[1], c[0])))}


@dataclass(frozen=True)
class Frame:
    """The cells shown (every cell a 4x4 frame around the placed tiles may cover) and where they are drawn."""

    x0: int
    y0: int
    cols: int
    rows: int
    cell: float
    left: float
    top: float

    @classmethod
    def around(cls, placed: Sequence[Cell], others: Sequence[Cell], size: int) -> "Frame":
        """Every cell a 4x4 frame around `placed` may still cover (around `others`, or the first cell (0, 0), before
        the first tile), widened to hold every cell of `others` (legal spots and the tentative tile)."""
        anchor = placed or others or ((0, 0),)
        span = size - 1
        xs, ys = [x for x, _ in anchor], [y for _, y in anchor]
        ox, oy = [x for x, _ in others], [y for _, y in others]
        x0 = min(max(xs) - span, min(xs), *ox)
        x1 = max(min(xs) + span, max(xs), *ox)
        y0 = min(max(ys) - span, min(ys), *oy)
        y1 = max(min(ys) + span, max(ys), *oy)
        cols, rows = x1 - x0 + 1, y1 - y0 + 1
        cell = min(theme.MAX_CELL, theme.GRID_AREA / max(cols, rows))
        left = theme.MARGIN + (theme.GRID_AREA - cell * cols) / 2
        top = GRID_TOP + (theme.GRID_AREA - cell * rows) / 2
        return cls(x0, y0, cols, rows, cell, left, top)

    def centre(self, cell: Cell) -> Point:
        return (self.left + (cell[0] - self.x0 + 0.5) * self.cell, self.top + (cell[1] - self.y0 + 0.5) * self.cell)

    def cells(self) -> list[Cell]:
        return [(self.x0 + i, self.y0 + j) for j in range(self.rows) for i in range(self.cols)]


def seat_points(score: GameScore, suits_seat: int) -> tuple[int, int]:
    """A game's points by seat (the engine scores by side)."""
    return (score.suits, score.values) if suits_seat == 0 else (score.values, score.suits)


def match_points(state: PowerLinesState, games: int | None = None) -> tuple[int, int]:
    """Each seat's total over the first `games` finished games (all of them by default)."""
    per_game = [seat_points(score, state.suits_seat) for score in state.finished[:games]]
    return sum(p[0] for p in per_game), sum(p[1] for p in per_game)


def grid_cells(pen: Pen, state: PowerLinesState, frame: Frame, spots: dict[Cell, str], last: Cell | None) -> None:
    """Every cell of the frame: tiles, lettered legal spots and faint cells the grid may still grow into."""
    placed = {(c.x, c.y): c.tile for c in state.grid}
    half = frame.cell * 0.46
    tile_px = round(frame.cell * theme.TILE_SHARE)
    for cell in frame.cells():
        if cell in placed:
            continue
        x, y = frame.centre(cell)
        box = (x - half, y - half, x + half, y + half)
        if cell in spots:
            pen.rect(box, mix(theme.CELL, theme.HIGHLIGHT, 0.18), radius=frame.cell * 0.12)
            pen.paste(ring_sprite(theme.HIGHLIGHT, tile_px, 3, dashed=True), (x, y))
            pen.text((x, y), spots[cell], frame.cell * 0.36, theme.HIGHLIGHT_TEXT, bold=True)
        else:
            pen.rect(box, theme.CELL, theme.CELL_EDGE, 1.5, radius=frame.cell * 0.12)
    for cell, tile in placed.items():
        if cell == last:
            pen.paste(halo_sprite(tile_px), frame.centre(cell))
        pen.paste(tile_sprite(tile, tile_px), frame.centre(cell))


def pending_tile(pen: Pen, frame: Frame, pending: tuple[int, int, int]) -> None:
    """The tile being considered, translucent on its cell (whose letter it covers) and framed like a legal spot."""
    x, y, tile = pending
    tile_px = round(frame.cell * theme.TILE_SHARE)
    pen.paste(faded_tile_sprite(tile, tile_px, theme.PENDING_ALPHA), frame.centre((x, y)))
    pen.paste(ring_sprite(theme.HIGHLIGHT, tile_px, 3, dashed=True), frame.centre((x, y)))


def remaining(pen: Pen, state: PowerLinesState, pending: int | None, lang: str) -> None:
    """The tiles not yet placed, a row per suit spread down the panel beside the grid; placed ones leave an empty
    slot, the tentative one is framed."""
    rules = load_rules()
    x0, x1 = PANEL_LEFT, theme.WIDTH - theme.MARGIN
    pen.rect((x0, GRID_TOP, x1, GRID_TOP + theme.GRID_AREA), core.PANEL, core.PANEL_LINE, 1.5, radius=12)
    pad = 10
    width = x1 - x0 - 2 * pad
    used = {c.tile for c in state.grid}
    y = GRID_TOP + 14
    small = theme.SMALL_TEXT
    for line in pen.wrap(say(lang, "heading-remaining").upper(), small, width, bold=True):
        baseline = y + pen.cap_height(small, bold=True)
        pen.text((x0 + pad, baseline), line, small, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width)
        y += small + 5
    left = rules.tiles - len(used)
    count = say(lang, "tiles-left", count=left)
    pen.text((x0 + pad, y + 12), count, small, core.TEXT, bold=True, anchor="lm", max_width=width)
    y += 38
    size = theme.STRIP_TILE
    step = (width - size) / (len(rules.values) - 1)
    block = 26 + size
    group = (GRID_TOP + theme.GRID_AREA - 2 * pad - y - block) / (len(rules.suits) - 1)
    for s, suit in enumerate(rules.suits):
        top = y + s * group
        look = theme.SUITS[suit]
        draw_suit(pen, suit, (x0 + pad + 10, top + 10), 10, look.fill, look.edge, 1)
        name = say(lang, f"suit-heading-{suit}")
        pen.text((x0 + pad + 26, top + 10), name, small, core.TEXT_MUTED, bold=True, anchor="lm", max_width=width - 26)
        for v in range(len(rules.values)):
            tile = s * len(rules.values) + v
            c = (x0 + pad + size / 2 + v * step, top + block - size / 2)
            if tile in used:
                half = size / 2 - 2
                pen.rect((c[0] - half, c[1] - half, c[0] + half, c[1] + half), None, core.PANEL_LINE, 1.5, radius=6)
                continue
            pen.paste(tile_sprite(tile, size), c)
            if tile == pending:
                pen.paste(ring_sprite(theme.HIGHLIGHT, size, 2, dashed=True), c)


def grid_image(
    state: PowerLinesState,
    names: Sequence[str],
    *,
    lang: str,
    highlight: tuple[Cell, ...] = (),
    last: Cell | None = None,
    pending: tuple[int, int, int] | None = None,
) -> Image.Image:
    image = Image.new("RGBA", (theme.WIDTH, HEIGHT), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    games = len(state.first_seats)
    game = min(state.game, games - 1)
    seat = on_turn(state)
    status = say(lang, "to-play", name=names[seat]) if seat is not None else say(lang, "match-over")
    title(pen, say(lang, "game-of", game=game + 1, games=games), status, theme.HIGHLIGHT_TEXT)
    points = match_points(state)
    caption = say(lang, "heading-match")
    cards(
        pen,
        [
            Card(names[s], side_of(s, state.suits_seat), caption, points[s] if games > 1 else None, s == seat)
            for s in range(2)
        ],
        lang,
    )
    others = tuple(highlight) + (((pending[0], pending[1]),) if pending else ())
    frame = Frame.around([(c.x, c.y) for c in state.grid], others, load_rules().size)
    spots = spot_labels(highlight)
    if pending is not None:
        spots.pop((pending[0], pending[1]), None)
    grid_cells(pen, state, frame, spots, last)
    if pending is not None:
        pending_tile(pen, frame, pending)
    remaining(pen, state, pending[2] if pending else None, lang)
    return image
