"""Computer players for Power Lines: computer seats and absent players.

`choose(state, seat, level)` returns a legal (tile, (x, y)) for the seat on turn, the same one every time for the
same position and config seed. Levels (data/rules.json, weakest first): "random", uniform over the legal
placements, and "strong", a game-tree search of the current game (see `strong`).
"""

import random
from collections.abc import Callable

from engine.core.errors import DataError
from engine.core.rng import rng_for
from engine.powerlines.ai import strong
from engine.powerlines.position import legal_cells, on_turn, remaining, side_of
from engine.powerlines.rules import SIDES, load_rules
from engine.powerlines.state import PowerLinesState

Choice = tuple[int, tuple[int, int]]
"""(tile, (x, y))."""


def _random(state: PowerLinesState, seat: int, rng: random.Random) -> Choice:
    """Every tile goes on every legal cell, so a uniform tile and a uniform cell are a uniform action."""
    return rng.choice(remaining(state)), rng.choice(legal_cells(state))


def _analysed(state: PowerLinesState, seat: int, rng: random.Random) -> strong.Analysis:
    return strong.analyse(load_rules(), state.grid, side_of(state, seat) == SIDES[0], rng)


def _strong(state: PowerLinesState, seat: int, rng: random.Random) -> Choice:
    found = _analysed(state, seat, rng)
    return found.tile, (found.x, found.y)


_CHOOSERS: dict[str, Callable[[PowerLinesState, int, random.Random], Choice]] = {
    "random": _random,
    "strong": _strong,
}
LEVELS = load_rules().levels
if set(LEVELS) != set(_CHOOSERS):
    raise DataError(f"Power Lines rules.json levels {LEVELS} are not the levels the engine plays: {sorted(_CHOOSERS)}")


def suggestion(state: PowerLinesState, seat: int) -> strong.Analysis:
    """The strong level's move for `seat` on turn (the same as `choose` plays), with the lead the search sees."""
    return _analysed(state, seat, _rng(state, seat, "strong"))


def choose(state: PowerLinesState, seat: int, level: str) -> Choice:
    """The placement a computer player of `level` makes for `seat`, which must be on turn."""
    if level not in LEVELS:
        raise ValueError(f"unknown Power Lines level {level!r}; choose from {', '.join(LEVELS)}")
    return _CHOOSERS[level](state, seat, _rng(state, seat, level))


def _rng(state: PowerLinesState, seat: int, level: str) -> random.Random:
    """The random order `level` breaks ties in for `seat`, which must be on turn."""
    if on_turn(state) != seat:
        raise ValueError(f"seat {seat} is not on turn")
    return rng_for(state.config.seed, "ai", level, state.turn)
