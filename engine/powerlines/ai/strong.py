"""The strong level: the whole rest of the game searched exactly once few tiles are left, a node-budgeted
iterative deepening before that. Both are deterministic: the same position and seed give the same move."""

import random

from engine.powerlines.ai.search import SCALE, OutOfBudget, Search
from engine.powerlines.ai.symmetry import canonical
from engine.powerlines.rules import Rules
from engine.powerlines.state import Cell

EXACT_TILES = 9
"""Tiles left from which the game is searched to the end: measured to take under 1 s (docs/powerlines-ai.md)."""
NODE_BUDGET = 40_000
"""Search nodes per decision before that: a node count, not a clock, so a replay makes the same choice."""
SYMMETRY_TILES = 8
"""Up to this many placed tiles, equivalent root moves are searched once; later they are rare and the check costs."""


def best_move(rules: Rules, grid: tuple[Cell, ...], suits_to_move: bool, rng: random.Random) -> tuple[int, int, int]:
    """(tile, x, y) maximising the mover's side minus the other's in this game; `rng` orders equal moves."""
    search = Search(rules, [(c.x, c.y, c.tile) for c in grid], suits_to_move)
    moves = search.moves()
    rng.shuffle(moves)
    if len(grid) <= SYMMETRY_TILES:
        moves = _distinct(search, grid, moves)
    if len(moves) > 1:
        moves = [_choose(search, moves)]
    i, tile = moves[0]
    x, y = search.geometry.coords(i)
    return tile, x, y


def _distinct(search: Search, grid: tuple[Cell, ...], moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
    placed = [(c.x, c.y, c.tile) for c in grid]
    seen: set[object] = set()
    kept = []
    for i, tile in moves:
        x, y = search.geometry.coords(i)
        key = canonical([*placed, (x, y, tile)], len(search.rules.values))
        if key not in seen:
            seen.add(key)
            kept.append((i, tile))
    return kept


def _choose(search: Search, moves: list[tuple[int, int]]) -> tuple[int, int]:
    left = search.remaining()
    bound = SCALE * search.rules.size * len(search.rules.lines) + 1
    if left <= EXACT_TILES:
        return _root(search, moves, left, bound)[0]
    search.budget = NODE_BUDGET
    best = moves[0]
    for depth in range(1, left + 1):
        try:
            best, _ = _root(search, moves, depth, bound)
        except OutOfBudget as stop:
            if stop.args:
                best = stop.args[0]
            break
        moves = [best, *(m for m in moves if m != best)]
    return best


def _root(search: Search, moves: list[tuple[int, int]], depth: int, bound: int) -> tuple[tuple[int, int], int]:
    """The first best move searching `depth` plies (root move included). When the budget runs out, the best so
    far rides on the exception if at least the first (previously best) move was searched to this depth."""
    alpha = -bound
    best = moves[0]
    for move in moves:
        try:
            value = search.child_value(move, depth - 1, alpha, bound)
        except OutOfBudget:
            raise OutOfBudget(best) if alpha > -bound else OutOfBudget() from None
        if value > alpha:
            alpha, best = value, move
    return best, alpha
