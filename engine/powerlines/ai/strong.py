"""The strong level: the whole rest of the game searched exactly once few tiles are left, a node-budgeted
iterative deepening before that. Both are deterministic: the same position and seed give the same move."""

import random
from dataclasses import dataclass

from engine.powerlines.ai.search import SCALE, OutOfBudget, Search
from engine.powerlines.ai.symmetry import canonical
from engine.powerlines.rules import RulesData
from engine.powerlines.state import Cell

EXACT_TILES = 7
"""Tiles left from which the game is searched to the end: measured to take under 1 s (docs/powerlines-ai.md)."""
NODE_BUDGET = 20_000
"""Search nodes per decision before that: a node count, not a clock, so a replay makes the same choice."""
SYMMETRY_TILES = 8
"""Up to this many placed tiles, equivalent root moves are searched once; later they are rare and the check costs."""


@dataclass(frozen=True, slots=True)
class Analysis:
    """The strong move and why: the mover's side's lead over the other's at this game's end as the search sees it
    (in points), and whether the search reached the end (then that lead is what best play from both sides gives)."""

    tile: int
    x: int
    y: int
    lead: float
    exact: bool


def best_move(
    rules: RulesData, grid: tuple[Cell, ...], suits_to_move: bool, rng: random.Random, exact_tiles: int = EXACT_TILES
) -> tuple[int, int, int]:
    """(tile, x, y) maximising the mover's side minus the other's in this game; `rng` orders equal moves.

    Maximising the difference in this game is also right in game two of a match: the match difference is this
    game's plus a constant. `exact_tiles` lets the benchmark measure how far the exact search reaches."""
    found = analyse(rules, grid, suits_to_move, rng, exact_tiles)
    return found.tile, found.x, found.y


def analyse(
    rules: RulesData, grid: tuple[Cell, ...], suits_to_move: bool, rng: random.Random, exact_tiles: int = EXACT_TILES
) -> Analysis:
    """`best_move` with the value the search gives it."""
    search = Search(rules, [(c.x, c.y, c.tile) for c in grid], suits_to_move)
    moves = search.moves()
    rng.shuffle(moves)
    if len(grid) <= SYMMETRY_TILES:
        moves = _distinct(search, grid, moves)
    if len(moves) > 1:
        move, value, exact = _choose(search, moves, exact_tiles)
    else:
        move = moves[0]
        value, exact = search.child_value(move, 0, -search.bound, search.bound), search.remaining() <= 1
    i, tile = move
    x, y = search.geometry.coords(i)
    return Analysis(tile, x, y, value / SCALE, exact)


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


def _choose(search: Search, moves: list[tuple[int, int]], exact_tiles: int) -> tuple[tuple[int, int], int, bool]:
    """Root moves first ordered by the static evaluation, then searched to the end if few tiles are left, else
    ever deeper until the node budget runs out (the last iteration, if it reaches the end, is exact too). The move,
    its value at the deepest search that finished, and whether that one reached the end."""
    guesses = {move: search.child_value(move, 0, -search.bound, search.bound) for move in moves}
    moves = sorted(moves, key=lambda move: -guesses[move])
    left = search.remaining()
    if left <= exact_tiles:
        best, value = _root(search, moves, left)
        return best, value, True
    search.budget = NODE_BUDGET
    best, value, reached = moves[0], guesses[moves[0]], 0
    for depth in range(2, left + 1):
        try:
            best, value = _root(search, moves, depth)
            reached = depth
        except OutOfBudget as stop:
            if stop.args:
                best = stop.args[0]
            break
        moves = [best, *(m for m in moves if m != best)]
    return best, value, reached == left


def _root(search: Search, moves: list[tuple[int, int]], depth: int) -> tuple[tuple[int, int], int]:
    """The first best move searching `depth` plies (root move included): the first move with a full window, the
    others with a null window that only asks whether they are better. When the budget runs out, the best move so
    far rides on the exception if at least the first (the previous best) was searched to this depth."""
    bound = search.bound
    alpha = -bound
    best = moves[0]
    for move in moves:
        try:
            if alpha == -bound:
                value = search.child_value(move, depth - 1, alpha, bound)
            else:
                value = search.child_value(move, depth - 1, alpha, alpha + 1)
                if value > alpha:
                    value = search.child_value(move, depth - 1, value - 1, bound)
        except OutOfBudget:
            raise OutOfBudget(best) if alpha > -bound else OutOfBudget() from None
        if value > alpha:
            alpha, best = value, move
    return best, alpha
