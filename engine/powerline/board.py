"""Player boards: one shared network (layout.json) and six pip distributions (boards/*.json).

The boards' pips have editions. A game keeps the edition it began with (`PowerlineConfig.board_edition`), so a
game that began before the boards changed replays on the boards it was played on. The current edition's boards
are `boards/board<n>.json`, an older edition's `boards/edition<e>/board<n>.json`. A player's board is named by a
key: the board number for the current edition, `KEY_STRIDE * edition + number` for an older one.

Geometry lives here too: the renderer draws every station, segment and city from these coordinates.
"""

import itertools
import math
from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from engine.core.errors import DataError
from engine.powerline.data_files import data_names, load_json
from engine.powerline.rules import load_rules

Point = tuple[float, float]
STATION_TYPES = ("wind", "hydro", "solar", "biogas")
CITY_ICONS = ("opera", "church")


@dataclass(frozen=True)
class Station:
    index: int
    id: str
    type: str
    vp: int
    at: Point
    lines: tuple[int, ...]


@dataclass(frozen=True)
class City:
    vp: int
    icon: str | None
    at: Point


@dataclass(frozen=True)
class Line:
    """A powerline; segment 0 touches `ends[0]`, the last segment touches `ends[1]`."""

    index: int
    id: str
    ends: tuple[str, str]
    pips: tuple[int, ...]
    city: City
    path: tuple[Point, ...]
    segment_at: tuple[Point, ...]
    segment_size: float

    @property
    def length(self) -> int:
        return len(self.pips)


@dataclass(frozen=True)
class Board:
    id: int
    name: str
    size: tuple[int, int]
    station_radius: float
    stations: tuple[Station, ...]
    lines: tuple[Line, ...]
    top_line: int
    """The line whose city is worth the most (the 17-VP city); scoring tile J counts tokens on it."""

    @cached_property
    def _lines_by_id(self) -> dict[str, Line]:
        return {line.id: line for line in self.lines}

    def line(self, line_id: str) -> Line:
        return self._lines_by_id[line_id]

    @cached_property
    def line_stations(self) -> tuple[tuple["Station", ...], ...]:
        """The two stations at the ends of each line, by line index."""
        return tuple(tuple(s for s in self.stations if line.index in s.lines) for line in self.lines)

    def line_index(self, line_id: str) -> int:
        return self.line(line_id).index

    def station(self, station_id: str) -> Station:
        for station in self.stations:
            if station.id == station_id:
                return station
        raise KeyError(station_id)


def _point(raw: list[float]) -> Point:
    x, y = raw
    return float(x), float(y)


def _segment_centres(path: tuple[Point, ...], inset: float, count: int) -> tuple[tuple[Point, ...], float]:
    lengths = [math.dist(a, b) for a, b in itertools.pairwise(path)]
    total = sum(lengths)
    step = (total - 2 * inset) / count
    centres = []
    for i in range(count):
        d = inset + (i + 0.5) * step
        for (a, b), seg in zip(itertools.pairwise(path), lengths, strict=True):
            if d <= seg:
                t = d / seg
                centres.append((round(a[0] + t * (b[0] - a[0]), 2), round(a[1] + t * (b[1] - a[1]), 2)))
                break
            d -= seg
    return tuple(centres), step


def _cross(p: Point, q: Point, r: Point) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def _intersects(a: Point, b: Point, c: Point, d: Point) -> bool:
    if {a, b} & {c, d}:
        return False
    return _cross(a, b, c) * _cross(a, b, d) < 0 and _cross(c, d, a) * _cross(c, d, b) < 0


BOARD_EDITION = 4
"""The edition new games use: the third with board 2 replaced (no line of it ended in a 4, and it lay farthest from
the others' mean)."""
EDITIONS = (1, 2, 3, 4)
KEY_STRIDE = 100


def board_key(number: int, edition: int) -> int:
    """The key naming board `number` of `edition` (see the module's docstring)."""
    return number if edition == BOARD_EDITION else KEY_STRIDE * edition + number


def board_number(key: int) -> int:
    """The number players know a board by (1-6), whatever its edition."""
    return key % KEY_STRIDE


@cache
def load_board(key: int) -> Board:
    """The board a key names: a board number of the current edition or an older edition's key."""
    edition, number = divmod(key, KEY_STRIDE)
    folder = ("boards",) if edition == 0 else ("boards", f"edition{edition}")
    layout = load_json("layout.json")
    raw = load_json(*folder, f"board{number}.json")
    if raw.get("id") != number:
        raise DataError(f"{'/'.join(folder)}/board{number}.json: its id says {raw.get('id')}")
    board = _build(layout, raw)
    _validate(board)
    return board


@cache
def board_ids() -> tuple[int, ...]:
    return tuple(sorted(int(n.removeprefix("board").removesuffix(".json")) for n in data_names("boards")))


def _build(layout: dict[str, Any], raw: dict[str, Any]) -> Board:
    name = f"board {raw['id']}"
    station_ids = [s["id"] for s in layout["stations"]]
    pips = raw["pips"]
    if set(pips) != {line["id"] for line in layout["lines"]}:
        raise DataError(f"{name}: pips must be given for exactly the layout's powerlines")
    radius = float(layout["station_radius"])
    at = {s["id"]: _point(s["at"]) for s in layout["stations"]}
    lines = []
    for i, ln in enumerate(layout["lines"]):
        ends = tuple(ln["ends"])
        if len(ends) != 2 or ends[0] == ends[1] or not set(ends) <= set(station_ids):
            raise DataError(f"{name}: powerline {ln['id']} must join two different stations of the layout")
        line_pips = tuple(pips[ln["id"]])
        if len(line_pips) != ln["segments"]:
            raise DataError(f"{name}: powerline {ln['id']} has {ln['segments']} segments but {len(line_pips)} pips")
        path = (at[ends[0]], *(_point(p) for p in ln["via"]), at[ends[1]])
        centres, size = _segment_centres(path, radius, len(line_pips))
        city = City(ln["city"]["vp"], ln["city"]["icon"], _point(ln["city"]["at"]))
        lines.append(Line(i, ln["id"], ends, line_pips, city, path, centres, size))
    stations = tuple(
        Station(
            i,
            s["id"],
            s["type"],
            s["vp"],
            at[s["id"]],
            tuple(line.index for line in lines if s["id"] in line.ends),
        )
        for i, s in enumerate(layout["stations"])
    )
    top = max(lines, key=lambda line: line.city.vp)
    return Board(raw["id"], raw["name"], tuple(layout["size"]), radius, stations, tuple(lines), top.index)


def _validate(board: Board) -> None:
    name = f"board {board.id}"
    types = Counter(s.type for s in board.stations)
    if len(board.stations) != 8 or any(types[t] != 2 for t in STATION_TYPES):
        raise DataError(f"{name}: needs 8 power stations, 2 each of {', '.join(STATION_TYPES)}")
    ids = [s.id for s in board.stations] + [line.id for line in board.lines]
    if len(set(ids)) != len(ids):
        raise DataError(f"{name}: station and powerline ids must all differ, as players name them ({ids})")
    if any(not s.lines for s in board.stations):
        raise DataError(f"{name}: every power station needs at least one powerline")
    for line in board.lines:
        if not 3 <= line.length <= 12:
            raise DataError(f"{name}: powerline {line.id} must have 3 to 12 segments")
        faces = load_rules().die_faces
        if any(p not in range(1, faces + 1) for p in line.pips):
            raise DataError(f"{name}: powerline {line.id} has a pip value outside 1-{faces}")
        if line.city.icon not in (None, *CITY_ICONS):
            raise DataError(f"{name}: powerline {line.id} has an unknown city icon {line.city.icon!r}")
    icons = Counter(line.city.icon for line in board.lines)
    if icons["opera"] != 2 or icons["church"] != 2:
        raise DataError(f"{name}: exactly 2 opera cities and 2 church cities are needed")
    top = board.lines[board.top_line]
    if [line.city.vp for line in board.lines].count(17) != 1 or top.city.vp != 17:
        raise DataError(f"{name}: exactly one city is worth 17 VP")
    if top.length < 7 or top.length != max(line.length for line in board.lines):
        raise DataError(f"{name}: the 17-VP city must sit on the longest powerline (at least 7 segments)")
    if not any(line.city.vp == 3 for line in board.lines):
        raise DataError(f"{name}: one city is worth 3 VP")
    if not any(s.type == "wind" and s.vp == 5 for s in board.stations):
        raise DataError(f"{name}: one wind station is worth 5 VP")
    edges = [(line.id, a, b) for line in board.lines for a, b in zip(line.path, line.path[1:], strict=False)]
    for i, (la, a, b) in enumerate(edges):
        for lb, c, d in edges[i + 1 :]:
            if la != lb and _intersects(a, b, c, d):
                raise DataError(f"{name}: powerlines {la} and {lb} cross")
