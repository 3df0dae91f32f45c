"""Scoring tiles A-L (tiles.json): what each counts on a board and what it pays in each scoring."""

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.errors import DataError
from engine.powerline.board import Board, load_board
from engine.powerline.data_files import load_json
from engine.powerline.state import PlayerState

Measure = Callable[[PlayerState, Board], int]


def _supplied_icon(icon: str) -> Measure:
    return lambda p, b: sum(1 for i in p.supplied if b.lines[i].city.icon == icon)


def _station_type(kind: str) -> Measure:
    return lambda p, b: sum(1 for i in p.stations if b.stations[i].type == kind)


def _wind_hydro_level(p: PlayerState, b: Board) -> int:
    wind = _station_type("wind")(p, b)
    hydro = _station_type("hydro")(p, b)
    if wind and hydro:
        return 3 if wind + hydro >= 3 else 2
    return 1 if wind or hydro else 0


MEASURES: dict[str, Measure] = {
    "supplied_cities": lambda p, b: len(p.supplied),
    "supplied_opera": _supplied_icon("opera"),
    "supplied_church": _supplied_icon("church"),
    "station_tiles": lambda p, b: len(p.stations),
    "solar_tiles": _station_type("solar"),
    "biogas_tiles": _station_type("biogas"),
    "jokers": lambda p, b: p.jokers,
    "tokens_on_top_line": lambda p, b: p.lines[b.top_line].built,
    "wind_hydro_level": _wind_hydro_level,
    "island_tokens": lambda p, b: p.island_tokens,
}


COLUMNS_EMPTY = "columns_empty"
"""Counts 1 when every chart column listed on the tile is empty (tiles H and I)."""


@dataclass(frozen=True)
class ScoringTile:
    """A tile's rules; what it counts is told in words by the catalogs, under `tile-<letter>`."""

    letter: str
    group: str
    measure: str
    brackets: tuple[tuple[int, int | None], ...]
    """Count ranges (inclusive; None = open-ended) that pay; a count in no bracket pays 0."""
    points: tuple[tuple[int, ...], ...]
    """points[scoring][bracket] for the 1st, 2nd, 3rd scoring."""
    per_unit: tuple[int, ...] | None = None
    """Instead of brackets: VP per counted item in each scoring."""

    columns: tuple[int, ...] = ()
    """For the columns_empty measure: the chart columns (1-6) that must all be empty."""

    def count(self, player: PlayerState) -> int:
        if self.measure == COLUMNS_EMPTY:
            return int(self.tiles_left(player) == 0)
        return MEASURES[self.measure](player, load_board(player.board))

    def tiles_left(self, player: PlayerState) -> int:
        """Worker tiles still in the chart columns this tile asks to be empty (0 for other measures)."""
        return sum(player.chart[c - 1] for c in self.columns)

    def pays(self, scoring: int, count: int) -> int:
        """VP for `count` at the `scoring`-th scoring (1-3)."""
        if self.per_unit is not None:
            return self.per_unit[scoring - 1] * count
        for (low, high), vp in zip(self.brackets, self.points[scoring - 1], strict=True):
            if count >= low and (high is None or count <= high):
                return vp
        return 0


def parse_tile(letter: str, raw: dict[str, Any]) -> ScoringTile:
    columns = tuple(raw.get("columns", ()))
    if (raw.get("measure") == COLUMNS_EMPTY) != bool(columns):
        raise DataError(f"tile {letter}: the columns_empty measure, and only it, lists columns")
    if raw.get("measure") not in (*MEASURES, COLUMNS_EMPTY):
        raise DataError(f"tile {letter}: unknown measure {raw.get('measure')!r}")
    per_unit = raw.get("per_unit")
    brackets = tuple((lo, hi) for lo, hi in raw.get("brackets", []))
    points = tuple(tuple(row) for row in raw.get("points", []))
    if per_unit is not None:
        if len(per_unit) != 3 or brackets or points:
            raise DataError(f"tile {letter}: per_unit needs 3 values and no brackets")
    elif len(points) != 3 or any(len(row) != len(brackets) for row in points) or not brackets:
        raise DataError(f"tile {letter}: needs 3 rows of points, one value per bracket")
    for lo, hi in brackets:
        if hi is not None and hi < lo:
            raise DataError(f"tile {letter}: bracket {lo}-{hi} is empty")
    return ScoringTile(
        letter,
        raw["group"],
        raw["measure"],
        brackets,
        points,
        None if per_unit is None else tuple(per_unit),
        columns,
    )


@cache
def load_tiles() -> dict[str, ScoringTile]:
    return {letter: parse_tile(letter, raw) for letter, raw in load_json("tiles.json").items()}
