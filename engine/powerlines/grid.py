"""Where a tile may go: next to the grid along a side, and never so that the grid outgrows its square frame.

A grid is the tuple of `Cell`s placed in a game. It grows from the origin in any direction; its frame (bounding
box) may be at most `size` wide and `size` high, so once it is that wide and high every later tile fills a gap.
"""

from collections.abc import Iterable
from dataclasses import dataclass

from engine.powerlines.errors import FrameError, PlacementError
from engine.powerlines.state import Cell

ORIGIN = (0, 0)
"""Where the first tile of a game goes: any cell would do, and one fixed cell keeps replays identical."""
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


@dataclass(frozen=True, slots=True)
class Frame:
    """The bounding box of a grid, bounds included."""

    left: int
    top: int
    right: int
    bottom: int

    @property
    def width(self) -> int:
        return self.right - self.left + 1

    @property
    def height(self) -> int:
        return self.bottom - self.top + 1

    def including(self, x: int, y: int) -> "Frame":
        return Frame(min(self.left, x), min(self.top, y), max(self.right, x), max(self.bottom, y))


def frame(grid: Iterable[Cell]) -> Frame | None:
    """The bounding box of the placed tiles; None for an empty grid."""
    cells = list(grid)
    if not cells:
        return None
    xs = [c.x for c in cells]
    ys = [c.y for c in cells]
    return Frame(min(xs), min(ys), max(xs), max(ys))


def legal_cells(grid: tuple[Cell, ...], size: int) -> tuple[tuple[int, int], ...]:
    """Every cell the next tile may go to, top to bottom then left to right."""
    box = frame(grid)
    if box is None:
        return (ORIGIN,)
    taken = {(c.x, c.y) for c in grid}
    found = set()
    for x, y in taken:
        for dx, dy in ORTHOGONAL:
            cell = (x + dx, y + dy)
            if cell not in taken:
                grown = box.including(*cell)
                if grown.width <= size and grown.height <= size:
                    found.add(cell)
    return tuple(sorted(found, key=lambda c: (c[1], c[0])))


def check_cell(grid: tuple[Cell, ...], x: int, y: int, size: int) -> None:
    """Raise the rule a tile at (x, y) would break; return if it may go there."""
    box = frame(grid)
    if box is None:
        if (x, y) != ORIGIN:
            raise PlacementError("first-at-origin")
        return
    taken = {(c.x, c.y) for c in grid}
    if (x, y) in taken:
        raise PlacementError("cell-taken")
    if not any((x + dx, y + dy) in taken for dx, dy in ORTHOGONAL):
        if any((x + dx, y + dy) in taken for dx, dy in DIAGONAL):
            raise PlacementError("diagonal-only")
        raise PlacementError("not-adjacent")
    grown = box.including(x, y)
    if grown.width > size:
        raise FrameError("too-wide", size=size)
    if grown.height > size:
        raise FrameError("too-tall", size=size)
