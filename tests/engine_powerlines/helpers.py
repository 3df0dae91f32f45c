"""Building Power Lines positions for rule tests: tiles by name ("m3" is the 3 of moons), grids by rows, and
positions reached by random legal play."""

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest

from engine.core import GameRecord, RuleError
from engine.powerlines import POWERLINES, PlaceTile, PowerLinesConfig, PowerLinesState, legal_cells, on_turn, remaining
from engine.powerlines.rules import load_rules
from engine.powerlines.state import Cell


def tile(name: str) -> int:
    """ "s2" -> the 2 of suns: a suit's initial and a value."""
    rules = load_rules()
    suit = next(s for s in rules.suits if s[0] == name[0])
    return rules.tile(suit, int(name[1:]))


def grid(*rows: str, left: int = 0, top: int = 0) -> tuple[Cell, ...]:
    """Cells from rows of tile names ("." for an empty cell), the first row's first cell at (left, top)."""
    return tuple(
        Cell(left + x, top + y, tile(name))
        for y, row in enumerate(rows)
        for x, name in enumerate(row.split())
        if name != "."
    )


def new_state(**config: int | None) -> PowerLinesState:
    return POWERLINES.initial_state(PowerLinesConfig(**config))  # type: ignore[arg-type]


def place(state: PowerLinesState, name: str, x: int, y: int, seat: int | None = None):
    """Apply the placement of tile `name` at (x, y) by `seat` (default: the seat on turn)."""
    player = on_turn(state) if seat is None else seat
    assert player is not None
    return POWERLINES.apply(state, PlaceTile(player, state.turn, tile(name), x, y))


def with_grid(state: PowerLinesState, cells: tuple[Cell, ...]) -> PowerLinesState:
    """The state with this grid in the current game and the match turn moved on to match it."""
    return replace(state, grid=cells, turn=state.turn + len(cells) - len(state.grid))


def random_play(config: PowerLinesConfig, rng: random.Random, tiles: int | None = None) -> GameRecord:
    """Uniformly random legal placements until the match ends or `tiles` have been placed in all."""
    record = GameRecord(POWERLINES, config)
    while (seat := on_turn(record.state)) is not None and (tiles is None or record.state.turn < tiles):
        state = record.state
        x, y = rng.choice(legal_cells(state))
        record.apply(PlaceTile(seat, state.turn, rng.choice(remaining(state)), x, y))
    return record


@contextmanager
def refused(kind: type[RuleError], code: str, **params: str | int) -> Iterator[None]:
    """The block raises `kind` with exactly this code and these params: what the player is told."""
    with pytest.raises(kind) as caught:
        yield
    assert (caught.value.code, caught.value.params) == (code, params)
