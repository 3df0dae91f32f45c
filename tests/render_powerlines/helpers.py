"""Power Lines positions for render tests, laid by hand from the engine's dataclasses (the rules engine is written
separately): tiles on cells, and scored grids with a simple stand-in for the line scoring."""

from collections import Counter
from collections.abc import Sequence

from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.rules import load_rules
from engine.powerlines.state import Cell, GameScore, LineScore, PowerLinesState

NAMES = ("Ada", "Grace")
Placed = tuple[int, int, int]
"""(x, y, tile)."""

MID_GAME: tuple[Placed, ...] = ((0, 0, 5), (1, 0, 10), (0, 1, 3), (-1, 0, 12), (1, 1, 7))
"""Five tiles spanning three columns and two rows: the frame is fixed in no direction yet."""
NEARLY_FULL: tuple[Placed, ...] = tuple(
    (x, y, t)
    for (x, y), t in zip(
        [(x, y) for y in range(-1, 3) for x in range(-2, 2) if (x, y) not in ((1, -1), (-2, 2))],
        (5, 10, 3, 12, 7, 0, 9, 14, 2, 11, 6, 13, 1, 8),
        strict=True,
    )
)
"""Fourteen tiles in the 4x4 frame, two cells (top right, bottom left) still empty."""
GAME_ONE = (0, 4, 8, 12, 5, 1, 13, 9, 10, 14, 2, 6, 15, 11, 7, 3)
GAME_TWO = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14)
"""Two full grids in reading order (row by row from the top left)."""


def state_with(
    placed: Sequence[Placed] = (),
    finished: Sequence[GameScore] = (),
    *,
    suits_seat: int = 0,
    first_seats: tuple[int, ...] = (0, 1),
) -> PowerLinesState:
    """A match with `finished` games scored and `placed` tiles (in play order) in the current game."""
    done = sum(len(score.grid) for score in finished)
    return PowerLinesState(
        config=PowerLinesConfig(suits_seat=suits_seat, first_seat=first_seats[0], games=len(first_seats)),
        suits_seat=suits_seat,
        first_seats=first_seats,
        game=len(finished),
        grid=tuple(Cell(x, y, t) for x, y, t in placed),
        finished=tuple(finished),
        turn=done + len(placed),
    )


def line_cells(size: int, x0: int = 0, y0: int = 0) -> dict[str, tuple[tuple[int, int], ...]]:
    """The ten lines of a grid whose top left cell is (x0, y0), named as `LineScore.line` names them."""
    lines = {f"row-{j + 1}": tuple((x0 + i, y0 + j) for i in range(size)) for j in range(size)}
    lines |= {f"col-{i + 1}": tuple((x0 + i, y0 + j) for j in range(size)) for i in range(size)}
    lines["diag-1"] = tuple((x0 + i, y0 + i) for i in range(size))
    lines["diag-2"] = tuple((x0 + size - 1 - i, y0 + i) for i in range(size))
    return lines


def scored(tiles: Sequence[int], x0: int = 0, y0: int = 0) -> GameScore:
    """A full grid of `tiles` in reading order, scored by a stand-in rule: the larger group of one suit or one value
    wins its line for that side, its size in points; equal groups score for nobody."""
    rules = load_rules()
    size = rules.size
    at = {(x0 + i % size, y0 + i // size): tile for i, tile in enumerate(tiles)}
    lines = []
    for name, cells in line_cells(size, x0, y0).items():
        suits = max(Counter(rules.suit(at[c]) for c in cells).values())
        values = max(Counter(rules.value(at[c]) for c in cells).values())
        side = "suits" if suits > values else "values" if values > suits else None
        lines.append(LineScore(name, cells, side, max(suits, values) if side else 0, suits, values))
    total = {side: sum(line.points for line in lines if line.side == side) for side in ("suits", "values")}
    grid = tuple(Cell(x, y, tile) for (x, y), tile in at.items())
    return GameScore(grid, tuple(lines), total["suits"], total["values"])


def legal_spots(placed: Sequence[Placed]) -> tuple[tuple[int, int], ...]:
    """Empty cells next to a tile that keep the grid within 4x4: a stand-in for the rules' legal spots."""
    size = load_rules().size
    taken = {(x, y) for x, y, _ in placed}
    spots = set()
    for x, y in taken:
        for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            xs = [c[0] for c in (*taken, cell)]
            ys = [c[1] for c in (*taken, cell)]
            if cell not in taken and max(xs) - min(xs) < size and max(ys) - min(ys) < size:
                spots.add(cell)
    return tuple(sorted(spots))
