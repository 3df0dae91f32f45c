"""Positions that are the same game: the grid turned or mirrored (the eight symmetries of the square map rows,
columns and diagonals onto lines), shifted, or with suits or values renamed (a line scores its largest group,
whichever suit or value that is). The strong player searches one move of each class at the root."""

from collections.abc import Callable, Iterable

Placed = tuple[int, int, int]
"""(x, y, tile)."""


def canonical(cells: Iterable[Placed], values: int) -> tuple[tuple[int, int, int, int], ...]:
    """The same key for every grid equivalent to this one: the smallest reading, over the eight symmetries, of
    (x, y, suit, value) with suits and values renumbered in order of first appearance."""
    placed = list(cells)
    left = min(x for x, _, _ in placed)
    top = min(y for _, y, _ in placed)
    width = max(x for x, _, _ in placed) - left + 1
    height = max(y for _, y, _ in placed) - top + 1
    w, h = width - 1, height - 1
    shapes = [(x - left, y - top, tile // values, tile % values) for x, y, tile in placed]
    best: tuple[tuple[int, int, int, int], ...] | None = None
    turns: tuple[Callable[[int, int], tuple[int, int]], ...] = (
        lambda x, y: (x, y),
        lambda x, y: (w - x, y),
        lambda x, y: (x, h - y),
        lambda x, y: (w - x, h - y),
        lambda x, y: (y, x),
        lambda x, y: (h - y, x),
        lambda x, y: (y, w - x),
        lambda x, y: (h - y, w - x),
    )
    for turn in turns:
        moved = sorted((*turn(x, y)[::-1], suit, value) for x, y, suit, value in shapes)
        suits: dict[int, int] = {}
        names: dict[int, int] = {}
        reading = tuple(
            (x, y, suits.setdefault(suit, len(suits)), names.setdefault(value, len(names)))
            for y, x, suit, value in moved
        )
        if best is None or reading < best:
            best = reading
    assert best is not None, "a grid to compare has at least one tile"
    return best
