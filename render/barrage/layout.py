"""Where everything on the map image goes: the three area bands top to bottom, each basin's box with its spaces,
the headstreams above and the sea below, and the rivers between them, worked out once from the engine's map.

Basins sit in four columns so the river graph reads as a tree: each headstream falls straight into its mountain
basin, each basin's water goes down to the basin below it (whose powerhouse spaces it passes first), and where two
rivers meet at the bottom, the lower basin sits between them. Within a basin the water runs top to bottom: past the
powerhouse spaces, through the red-bordered upstream dam, then the downstream one; the two conduits stand either
side. An area's name and building costs stand in a column its basins leave free, or in a strip atop the area where
they fill every column; a river through that column bends round it.

Every size is in pixels of the finished image, worked out from the map's smallest text (`TEXT`), so that Discord's
boxes show it at 9 px on a desktop and 7 px on a phone (see docs/display.md).
"""

from dataclasses import dataclass
from functools import cache

from engine.barrage.data_load import load_rules
from engine.barrage.rules import WaterMap
from render.barrage import theme
from render.barrage.header import chips_height
from render.core.draw import Point

Box = tuple[float, float, float, float]

COLUMNS: dict[int, float] = {1: 0, 2: 1, 3: 2, 4: 3, 5: 1, 6: 2, 7: 3, 8: 0, 9: 1, 10: 2, 11: 0.5, 12: 2.5}
"""The column of each basin's centre (0-3, left to right), chosen so every river runs down or meets its neighbour
and the hills and the plains each leave a column free for their labels."""
WIDE = 2
"""Columns a bottom basin (powerhouses only, where several rivers end) spans."""

TEXT = 32
"""The map's smallest text: 9 px once a desktop shows the map 350 px tall, 7 px once a phone shows it 284 px wide."""
MARGIN = 12
COLUMN = (theme.MAP_WIDTH - 2 * MARGIN) / 4
BASIN_W = COLUMN - 10
HEADSTREAM_ROW = 58
BAND_LABEL = 46
"""The strip atop an area whose basins fill every column, for its name and building costs."""
BAND_PAD = 8
TURN_GAP = 36
"""Between basins a river bends between: room for the bend and its banks."""
LABEL_ROW = 50
"""A line of an area's label column: its name, what a base costs, what an elevation costs."""
LABEL_TOP = 20
"""Where a label column's first line starts: clear of a river bending round it."""
NUMBER_W, NUMBER_H = 54, 42
"""A basin's number tag, in its top left corner."""
DAMS_H = 188
"""A basin's dam section: the drops and wall of each dam, the conduits either side."""
UPSTREAM_TOP, DOWNSTREAM_TOP = 28, 118
"""Where each dam's wall starts in the dam section, below the row its drops take."""
HOUSES_H = 72
"""The row of powerhouse spaces atop a basin."""
BOTTOM_BASIN = 84
SEA = 34

DAM_W, DAM_H = 132, 60
CONDUIT_W, CONDUIT_H = 68, 128
HOUSE = 64
"""A powerhouse space's height; its walls are `HOUSE_WIDTH` of that across."""
HOUSE_WIDTH = 0.82
HOUSE_STEP = 62
HEADSTREAM_R = 25
LANE = 20
"""The river's width."""


@dataclass(frozen=True)
class MapLayout:
    top: int
    """Below the title and the company chips."""
    height: int
    bands: dict[str, Box]
    """Area band by area id."""
    labels: dict[str, Box]
    """Where each area's name and costs stand: a strip atop the band, or a column its basins leave free."""
    basins: dict[int, Box]
    numbers: dict[int, Box]
    """Each basin's number tag."""
    dams: dict[str, Box]
    conduits: dict[str, Box]
    powerhouses: dict[str, Box]
    headstreams: dict[str, Point]
    """Centre of each headstream's circle."""
    sea: Box
    key: Box
    """What a red-bordered space costs, under the last label column."""
    rivers: tuple[tuple[Point, ...], ...]
    """The river between two places (headstream to basin, basin to basin, basin to sea), in flow order."""

    def box(self, space: str) -> Box:
        """The box of any map space id, a headstream's included (the square around its circle)."""
        for boxes in (self.dams, self.conduits, self.powerhouses):
            if space in boxes:
                return boxes[space]
        x, y = self.headstreams[space]
        return (x - HEADSTREAM_R, y - HEADSTREAM_R, x + HEADSTREAM_R, y + HEADSTREAM_R)

    def stacked(self, area: str) -> bool:
        """Whether the area's label is a column (name, base cost, elevation cost one under the other)."""
        _, y0, _, y1 = self.labels[area]
        return y1 - y0 > BAND_LABEL


def centre(box: Box) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def around(c: Point, w: float, h: float) -> Box:
    return (c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2)


def basin_of(node: str) -> int:
    """The basin of a river node: a dam space "<basin>-up" or a powerhouse node "ph-<basin>"."""
    return int(node.removeprefix("ph-").split("-")[0])


def column_x(column: float) -> float:
    return MARGIN + COLUMN * (column + 0.5)


def _bands(
    water: WaterMap, with_dams: set[int], top: float
) -> tuple[dict[str, Box], dict[str, Box], dict[int, Box], float]:
    """The area bands, their label places and the basin boxes, top to bottom from `top`; returns where the last band
    ends. An area whose upper basins leave a column free labels itself there; otherwise in a strip atop it."""
    bands: dict[str, Box] = {}
    labels: dict[str, Box] = {}
    basins: dict[int, Box] = {}
    y = top + HEADSTREAM_ROW
    x0, x1 = MARGIN, theme.MAP_WIDTH - MARGIN
    bends = False
    for area in water.areas:
        band_top = y
        upper = [b for b in area.basins if b in with_dams]
        free = [c for c in range(4) if all(abs(COLUMNS[b] - c) >= 1 for b in upper)]
        y += max(BAND_PAD if free else BAND_LABEL, TURN_GAP - BAND_PAD if bends else 0)
        has_houses = any(s.basin in area.basins for s in water.powerhouses)
        tall = DAMS_H + (HOUSES_H if has_houses else 0)
        for basin in upper:
            cx = column_x(COLUMNS[basin])
            basins[basin] = (cx - BASIN_W / 2, y, cx + BASIN_W / 2, y + tall)
        if free:
            cx = column_x(free[0])
            labels[area.id] = (cx - BASIN_W / 2, y, cx + BASIN_W / 2, y + tall)
        else:
            labels[area.id] = (x0, band_top, x1, band_top + BAND_LABEL)
        y += tall
        bottom_row = [b for b in area.basins if b not in with_dams]
        if bottom_row:
            y += TURN_GAP
            for basin in bottom_row:
                cx = column_x(COLUMNS[basin])
                half = (COLUMN * WIDE - (COLUMN - BASIN_W)) / 2
                basins[basin] = (cx - half, y, cx + half, y + BOTTOM_BASIN)
            y += BOTTOM_BASIN
        y += BAND_PAD
        bands[area.id] = (x0, band_top, x1, y)
        bends = _bends_into(water, area.basins)
    return bands, labels, basins, y


def _bends_into(water: WaterMap, basins: tuple[int, ...]) -> bool:
    """Whether a river from these basins bends on its way to the next area's (it needs `TURN_GAP` to do so)."""
    for node, after in water.flow.items():
        if node in water.headstreams or after in water.seas:
            continue
        here, there = basin_of(node), basin_of(after)
        if here in basins and there not in basins and COLUMNS[here] != COLUMNS[there]:
            return True
    return False


def _river(start: Point, end: Point, columns: dict[str, Box]) -> tuple[Point, ...]:
    """Straight down, or down, across just above `end`, and down again; a straight river through a label column
    bends round it, along the band's edge, just clear of the basins above and below."""
    if abs(start[0] - end[0]) >= 1:
        turn = end[1] - min(18.0, (end[1] - start[1]) / 2)
        return (start, (start[0], turn), (end[0], turn), end)
    for x0, y0, x1, y1 in columns.values():
        if x0 < start[0] < x1 and start[1] < y0 and y1 < end[1]:
            left = x0 - MARGIN < COLUMN / 2
            edge = MARGIN + LANE / 2 + 6 if left else theme.MAP_WIDTH - MARGIN - LANE / 2 - 6
            above, below = start[1] + LANE / 2 + 4, end[1] - LANE / 2 - 4
            return (start, (start[0], above), (edge, above), (edge, below), (start[0], below), end)
    return (start, end)


def _spaces(
    water: WaterMap, basins: dict[int, Box], with_dams: set[int]
) -> tuple[dict[str, Box], dict[str, Box], dict[str, Box]]:
    """The boxes of the dam, conduit and powerhouse spaces: powerhouses in a row on top (or across the middle of a
    bottom basin), right of the number tag, the upstream dam above the downstream one, each under its drops, the
    conduits either side, below the number tag."""
    dams: dict[str, Box] = {}
    conduits: dict[str, Box] = {}
    powerhouses: dict[str, Box] = {}
    for basin, (x0, y0, x1, y1) in basins.items():
        cx = (x0 + x1) / 2
        houses = [s.id for s in water.powerhouses if s.basin == basin]
        span = (len(houses) - 1) * HOUSE_STEP + HOUSE * HOUSE_WIDTH
        if basin in with_dams:
            house_c = (max(cx, x0 + 12 + NUMBER_W + span / 2), y0 + 6 + HOUSE / 2)
        else:
            house_c = (cx, (y0 + y1) / 2)
        for k, house_id in enumerate(houses):
            at = (house_c[0] + (k - (len(houses) - 1) / 2) * HOUSE_STEP, house_c[1])
            powerhouses[house_id] = around(at, HOUSE * HOUSE_WIDTH, HOUSE)
        first = y0 + (HOUSES_H if houses else 0)
        for dam in (s for s in water.dams if s.basin == basin):
            wall_top = first + (UPSTREAM_TOP if dam.red else DOWNSTREAM_TOP)
            dams[dam.id] = (cx - DAM_W / 2, wall_top, cx + DAM_W / 2, wall_top + DAM_H)
        for conduit in (s for s in water.conduits if s.basin == basin):
            side = -1 if conduit.id.endswith("left") else 1
            x = cx + side * (BASIN_W / 2 - 6 - CONDUIT_W / 2)
            conduits[conduit.id] = around((x, first + DAMS_H - 8 - CONDUIT_H / 2), CONDUIT_W, CONDUIT_H)
    return dams, conduits, powerhouses


@cache
def map_layout(seats: int) -> MapLayout:
    """The layout under the chips of `seats` companies."""
    water = load_rules().map
    with_dams = {s.basin for s in water.dams}
    map_top = round(chips_height(seats, theme.MAP_WIDTH, TEXT, MARGIN) + 8)
    bands, labels, basins, bottom = _bands(water, with_dams, map_top)
    dams, conduits, powerhouses = _spaces(water, basins, with_dams)
    numbers = {b: (x0 + 6, y0 + 6, x0 + 6 + NUMBER_W, y0 + 6 + NUMBER_H) for b, (x0, y0, _, _) in basins.items()}
    heads: dict[str, Point] = {}
    rivers: list[tuple[Point, ...]] = []
    sea = (MARGIN, bottom, theme.MAP_WIDTH - MARGIN, bottom + SEA)
    columns = {area: box for area, box in labels.items() if box[3] - box[1] > BAND_LABEL}

    def top(basin: int) -> Point:
        box = basins[basin]
        return ((box[0] + box[2]) / 2, box[1])

    def foot(basin: int) -> Point:
        box = basins[basin]
        return ((box[0] + box[2]) / 2, box[3])

    for head in water.headstreams:
        basin = basin_of(water.flow[head])
        heads[head] = (top(basin)[0], map_top + HEADSTREAM_ROW / 2)
        rivers.append(_river((heads[head][0], heads[head][1] + HEADSTREAM_R), top(basin), columns))
    for node, after in water.flow.items():
        if node in water.headstreams:
            continue
        here = basin_of(node)
        if after in water.seas:
            rivers.append(_river(foot(here), (foot(here)[0], sea[1] + SEA / 2), columns))
        elif basin_of(after) != here:
            rivers.append(_river(foot(here), top(basin_of(after)), columns))
    last = list(columns.values())[-1]
    key = (last[0], last[3] - LABEL_ROW, last[2], last[3])
    return MapLayout(
        top=map_top,
        height=round(sea[3] + 8),
        bands=bands,
        labels=labels,
        basins=basins,
        numbers=numbers,
        dams=dams,
        conduits=conduits,
        powerhouses=powerhouses,
        headstreams=heads,
        sea=sea,
        key=key,
        rivers=tuple(rivers),
    )
