"""Where a Power Lines match stands: the tiles placed in the current game and the scores of finished ones.

Tiles are numbered 0-15: suit `rules.suits[tile // 4]`, value `rules.values[tile % 4]`. Cells are (x, y) with
x growing rightwards and y downwards; the first tile of a game sits at (0, 0) and the grid grows in any direction,
so coordinates may be negative until the 4x4 frame is fixed.
"""

from dataclasses import dataclass

from engine.powerlines.config import PowerLinesConfig


@dataclass(frozen=True, slots=True)
class Cell:
    x: int
    y: int
    tile: int


@dataclass(frozen=True, slots=True)
class LineScore:
    """One power line of a finished grid: which side it scored for (None: nobody) and how much."""

    line: str
    """"row-1".."row-4" top to bottom, "col-1".."col-4" left to right, "diag-1" (top left to bottom right),
    "diag-2" (top right to bottom left)."""
    cells: tuple[tuple[int, int], ...]
    side: str | None
    """"suits", "values" or None."""
    points: int
    suits: int
    """The largest group of one suit in the line."""
    values: int
    """The largest group of one value in the line."""


@dataclass(frozen=True, slots=True)
class GameScore:
    grid: tuple[Cell, ...]
    """The finished grid, in play order."""
    lines: tuple[LineScore, ...]
    suits: int
    """Points of the suits side in this game."""
    values: int


@dataclass(frozen=True, slots=True)
class PowerLinesState:
    config: PowerLinesConfig
    suits_seat: int
    """The seat scoring suits, for the whole match (the other scores values)."""
    first_seats: tuple[int, ...]
    """Who starts each game of the match."""
    game: int
    """The game being played, 0-based; equals `len(first_seats)` once the match is over."""
    grid: tuple[Cell, ...]
    """The current game's tiles in play order (empty after the match)."""
    finished: tuple[GameScore, ...]
    turn: int
    """Tiles placed so far in the whole match: the phase a button belongs to."""
