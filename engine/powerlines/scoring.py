"""Scoring a finished grid: in each power line, the larger of the biggest one-suit group and the biggest
one-value group scores its size for its side; equal groups score nobody. Two pairs are a group of two."""

from collections import Counter

from engine.powerlines.grid import frame
from engine.powerlines.rules import SIDES, RulesData
from engine.powerlines.state import Cell, GameScore, LineScore


def line_points(rules: RulesData, tiles: list[int]) -> tuple[str | None, int, int, int]:
    """(side, points, largest suit group, largest value group) of the tiles in one line."""
    suits = max(Counter(rules.suit(t) for t in tiles).values())
    values = max(Counter(rules.value(t) for t in tiles).values())
    if suits > values:
        return SIDES[0], suits, suits, values
    if values > suits:
        return SIDES[1], values, suits, values
    return None, 0, suits, values


def score_grid(rules: RulesData, grid: tuple[Cell, ...]) -> GameScore:
    """The ten line scores of a full grid. `LineScore.cells` are the grid's own coordinates (those of
    `GameScore.grid`); the line ids count rows and columns from the frame's top-left corner."""
    box = frame(grid)
    if box is None or len(grid) != rules.tiles or (box.width, box.height) != (rules.size, rules.size):
        raise ValueError("only a full grid is scored")
    at = {(c.x, c.y): c.tile for c in grid}
    lines = []
    totals = dict.fromkeys(SIDES, 0)
    for line in rules.lines:
        cells = tuple((box.left + dx, box.top + dy) for dx, dy in line.cells)
        side, points, suits, values = line_points(rules, [at[cell] for cell in cells])
        if side is not None:
            totals[side] += points
        lines.append(LineScore(line.id, cells, side, points, suits, values))
    return GameScore(grid=grid, lines=tuple(lines), suits=totals[SIDES[0]], values=totals[SIDES[1]])
