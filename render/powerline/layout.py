"""Where things sit on a drawn player board: die sizes and angles, label and badge spots, the cropped plate.

Positions come from the engine's board geometry (layout units); the few things the data leaves open (where a
line's letter or a station's VP badge goes) are placed by picking the spot with the most room around it, so a
new layout needs no hand tuning. Everything is cached per board id.
"""

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from engine.powerline.board import Board, Line, load_board
from render.powerline import theme

Point = tuple[float, float]
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class LineSpots:
    id: str
    centres: tuple[Point, ...]
    angles: tuple[float, ...]
    """Direction of the line at each segment, in degrees (0 = towards +x, 90 = towards +y)."""
    label: Point
    city_badge: Point | None
    """Where the opera/church icon sits beside the city (None for plain cities)."""


@dataclass(frozen=True)
class StationSpots:
    id: str
    at: Point
    vp_badge: Point


@dataclass(frozen=True)
class Geometry:
    board_id: int
    die: float
    lines: tuple[LineSpots, ...]
    stations: tuple[StationSpots, ...]
    crop: Box
    """The part of the layout that holds anything, in layout units."""

    @property
    def size(self) -> tuple[float, float]:
        return (self.crop[2] - self.crop[0], self.crop[3] - self.crop[1])


def _samples(path: Sequence[Point], step: float) -> list[Point]:
    """Points every `step` units along a path, so placed labels keep off the cables too."""
    out: list[Point] = []
    for a, b in itertools.pairwise(path):
        n = max(1, int(math.dist(a, b) // step))
        out.extend((a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(n + 1))
    return out


def _angle_at(line: Line, p: Point) -> float:
    """Direction of the path leg that passes closest to p."""
    best, angle = math.inf, 0.0
    for a, b in zip(line.path, line.path[1:], strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
        d = math.dist(p, (a[0] + t * dx, a[1] + t * dy))
        if d < best - 1e-6:
            best, angle = d, math.degrees(math.atan2(dy, dx))
    return angle


def _room(p: Point, radius: float, obstacles: Iterable[tuple[Point, float]], bounds: Box) -> float:
    """Clearance between a disc at p and the nearest obstacle disc or the bounds (negative: overlap)."""
    edge = min(p[0] - bounds[0], bounds[2] - p[0], p[1] - bounds[1], bounds[3] - p[1]) - radius
    return min([edge, *(math.dist(p, q) - r - radius for q, r in obstacles)])


def _best_spot(candidates: Sequence[Point], radius: float, obstacles: list[tuple[Point, float]], bounds: Box) -> Point:
    return max(candidates, key=lambda p: _room(p, radius, obstacles, bounds))


def _around(c: Point, distance: float, count: int = 16) -> list[Point]:
    return [
        (c[0] + distance * math.cos(2 * math.pi * k / count), c[1] + distance * math.sin(2 * math.pi * k / count))
        for k in range(count)
    ]


def _label_candidates(line: Line, centres: Sequence[Point], angles: Sequence[float], offset: float) -> list[Point]:
    """Spots beside the middle dice of a line, on both sides."""
    n = len(centres)
    middle = [(n - 1) / 2 + d for d in (0.0, -0.5, 0.5, -1.0, 1.0, -1.5, 1.5)]
    out = []
    for m in middle:
        i, f = math.floor(m), m - math.floor(m)
        j = min(i + 1, n - 1)
        p = (centres[i][0] + f * (centres[j][0] - centres[i][0]), centres[i][1] + f * (centres[j][1] - centres[i][1]))
        a = math.radians(angles[i])
        for side in (1, -1):
            out.append((p[0] - side * offset * math.sin(a), p[1] + side * offset * math.cos(a)))
    return out


@cache
def geometry(board_id: int) -> Geometry:
    board = load_board(board_id)
    die = theme.DIE_FRACTION * min(line.segment_size for line in board.lines)
    bounds: Box = (0.0, 0.0, float(board.size[0]), float(board.size[1]))
    obstacles: list[tuple[Point, float]] = []
    for line in board.lines:
        obstacles.extend((c, die * 0.62) for c in line.segment_at)
        obstacles.append((line.city.at, theme.CITY_RADIUS + 2))
    obstacles.extend((s.at, board.station_radius) for s in board.stations)
    obstacles.extend((p, 6.0) for line in board.lines for p in _samples(line.path, 12.0))

    lines = []
    for line in board.lines:
        angles = tuple(_angle_at(line, c) for c in line.segment_at)
        offset = die / 2 + theme.LABEL_RADIUS + 4
        label = _best_spot(
            _label_candidates(line, line.segment_at, angles, offset), theme.LABEL_RADIUS, obstacles, bounds
        )
        obstacles.append((label, theme.LABEL_RADIUS))
        badge = None
        if line.city.icon:
            distance = theme.CITY_RADIUS + theme.BADGE_RADIUS - 2
            badge = _best_spot(_around(line.city.at, distance), theme.BADGE_RADIUS, obstacles, bounds)
            obstacles.append((badge, theme.BADGE_RADIUS))
        lines.append(LineSpots(line.id, line.segment_at, angles, label, badge))

    stations = []
    r = board.station_radius
    for s in board.stations:
        others = [o for o in obstacles if o != (s.at, r)]
        inside = [((s.at[0], s.at[1] - 0.3 * r), 0.4 * r), ((s.at[0], s.at[1] + 0.42 * r), 0.3 * r)]
        badge = _best_spot(_around(s.at, r * 0.95), theme.BADGE_RADIUS, others + inside, bounds)
        obstacles.append((badge, theme.BADGE_RADIUS))
        stations.append(StationSpots(s.id, s.at, badge))
    return Geometry(board_id, die, tuple(lines), tuple(stations), _crop(board, obstacles, die))


def _crop(board: Board, obstacles: list[tuple[Point, float]], die: float) -> Box:
    pad = 12.0
    xs0 = [p[0] - r for p, r in obstacles] + [c[0] - die for line in board.lines for c in line.segment_at]
    ys0 = [p[1] - r for p, r in obstacles] + [c[1] - die for line in board.lines for c in line.segment_at]
    xs1 = [p[0] + r for p, r in obstacles] + [c[0] + die for line in board.lines for c in line.segment_at]
    ys1 = [p[1] + r for p, r in obstacles] + [c[1] + die for line in board.lines for c in line.segment_at]
    return (
        max(0.0, min(xs0) - pad),
        max(0.0, min(ys0) - pad),
        min(float(board.size[0]), max(xs1) + pad),
        min(float(board.size[1]), max(ys1) + pad),
    )
