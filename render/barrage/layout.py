"""Where everything on the map image goes: the three area bands top to bottom, each basin's box with its spaces,
the headstreams above and the sea below, and the rivers between them, worked out once from the engine's map.

Basins sit in four columns so the river graph reads as a tree: each headstream falls straight into its mountain
basin, each basin's water goes down to the basin below it (whose powerhouse spaces it passes first), and where two
rivers meet, the lower basin sits between them. Within a basin the water runs top to bottom: past the powerhouse
spaces, through the red-bordered upstream dam, then the downstream one; the two conduits stand either side.
"""

from dataclasses import dataclass
from functools import cache

from engine.barrage.rules import WaterMap, load_rules
from render.barrage import theme
from render.barrage.header import header_height
from render.core.draw import Point

Box = tuple[float, float, float, float]

COLUMNS: dict[int, float] = {1: 0, 2: 1, 3: 2, 4: 3, 5: 1, 6: 2, 7: 3, 8: 0, 9: 1, 10: 2.5, 11: 0.5, 12: 2.5}
"""The column of each basin's centre (0-3, left to right), chosen so every river runs down or meets its neighbour."""
WIDE = 2
"""Columns a bottom basin (powerhouses only, where several rivers end) spans."""

TEXT = 27
"""The map's smallest text: 8 px once a phone shows the 1,200 px map 360 px wide (it is a turn's picture)."""
HEADSTREAM_ROW = 72
BAND_LABEL = 48
"""The strip atop each area band for its name and building costs."""
BAND_PAD = 12
MOUNTAIN_BASIN = 206
BASIN = 282
"""A basin with powerhouse spaces above its dams."""
HOUSES_H = 76
"""The row of powerhouse spaces atop a basin."""
BOTTOM_GAP = 40
BOTTOM_BASIN = 100
SEA = 46
LEGEND = 138
"""The strip under the sea that says what the map's marks mean, on three lines."""
BASIN_W = 284
COLUMN = (theme.MAP_WIDTH - 2 * theme.MARGIN) / 4

DAM_W, DAM_H = 138, 64
CONDUIT_W, CONDUIT_H = 62, 128
HOUSE = 58
HOUSE_STEP = 70
HEADSTREAM_R = 25
LANE = 20
"""The river's width."""


@dataclass(frozen=True)
class MapLayout:
    top: int
    """Below the title and the company cards."""
    height: int
    bands: dict[str, Box]
    """Area band by area id."""
    basins: dict[int, Box]
    dams: dict[str, Box]
    conduits: dict[str, Box]
    powerhouses: dict[str, Box]
    headstreams: dict[str, Point]
    """Centre of each headstream's circle."""
    sea: Box
    legend: Box
    rivers: tuple[tuple[Point, ...], ...]
    """The river between two places (headstream to basin, basin to basin, basin to sea), in flow order."""

    def box(self, space: str) -> Box:
        """The box of any map space id, a headstream's included (the square around its circle)."""
        for boxes in (self.dams, self.conduits, self.powerhouses):
            if space in boxes:
                return boxes[space]
        x, y = self.headstreams[space]
        return (x - HEADSTREAM_R, y - HEADSTREAM_R, x + HEADSTREAM_R, y + HEADSTREAM_R)


def centre(box: Box) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def around(c: Point, w: float, h: float) -> Box:
    return (c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2)


def basin_of(node: str) -> int:
    """The basin of a river node: a dam space "<basin>-up" or a powerhouse node "ph-<basin>"."""
    return int(node.removeprefix("ph-").split("-")[0])


def _bands(water: WaterMap, with_dams: set[int], top: float) -> tuple[dict[str, Box], dict[int, Box], float]:
    """The area bands and basin boxes, top to bottom from `top`; returns where the last band ends."""
    bands: dict[str, Box] = {}
    basins: dict[int, Box] = {}
    y = top + HEADSTREAM_ROW
    x0, x1 = theme.MARGIN, theme.MAP_WIDTH - theme.MARGIN
    for area in water.areas:
        band_top = y
        y += BAND_LABEL
        has_houses = any(s.basin in area.basins for s in water.powerhouses)
        tall = BASIN if has_houses else MOUNTAIN_BASIN
        bottom_row = [b for b in area.basins if b not in with_dams]
        for basin in area.basins:
            if basin in with_dams:
                cx = x0 + COLUMN * (COLUMNS[basin] + 0.5)
                basins[basin] = (cx - BASIN_W / 2, y, cx + BASIN_W / 2, y + tall)
        y += tall
        if bottom_row:
            y += BOTTOM_GAP
            for basin in bottom_row:
                cx = x0 + COLUMN * (COLUMNS[basin] + 0.5)
                half = (COLUMN * WIDE - (COLUMN - BASIN_W)) / 2
                basins[basin] = (cx - half, y, cx + half, y + BOTTOM_BASIN)
            y += BOTTOM_BASIN
        y += BAND_PAD
        bands[area.id] = (x0, band_top, x1, y)
    return bands, basins, y


def _river(start: Point, end: Point) -> tuple[Point, ...]:
    """Straight down, or down, across just above `end`, and down again."""
    if abs(start[0] - end[0]) < 1:
        return (start, end)
    turn = end[1] - min(18.0, (end[1] - start[1]) / 2)
    return (start, (start[0], turn), (end[0], turn), end)


def _spaces(
    water: WaterMap, basins: dict[int, Box], with_dams: set[int]
) -> tuple[dict[str, Box], dict[str, Box], dict[str, Box]]:
    """The boxes of the dam, conduit and powerhouse spaces: powerhouses in a row on top (or across the middle of a
    bottom basin), the upstream dam above the downstream one, the conduits either side."""
    dams: dict[str, Box] = {}
    conduits: dict[str, Box] = {}
    powerhouses: dict[str, Box] = {}
    for basin, (x0, y0, x1, y1) in basins.items():
        cx = (x0 + x1) / 2
        houses = [s.id for s in water.powerhouses if s.basin == basin]
        house_y = y0 + HOUSES_H / 2 + 4 if basin in with_dams else (y0 + y1) / 2
        for k, house_id in enumerate(houses):
            powerhouses[house_id] = around((cx + (k - (len(houses) - 1) / 2) * HOUSE_STEP, house_y), HOUSE, HOUSE)
        first = y0 + (HOUSES_H if houses else 0)
        for dam in (s for s in water.dams if s.basin == basin):
            dams[dam.id] = around((cx, first + (72 if dam.red else 164)), DAM_W, DAM_H)
        for conduit in (s for s in water.conduits if s.basin == basin):
            side = -1 if conduit.id.endswith("left") else 1
            x = cx + side * (BASIN_W / 2 - 8 - CONDUIT_W / 2)
            conduits[conduit.id] = around((x, first + 122), CONDUIT_W, CONDUIT_H)
    return dams, conduits, powerhouses


@cache
def map_layout(seats: int) -> MapLayout:
    """The layout under the cards of `seats` companies."""
    water = load_rules().map
    with_dams = {s.basin for s in water.dams}
    map_top = round(header_height(seats, theme.MAP_WIDTH, TEXT) + 12)
    bands, basins, bottom = _bands(water, with_dams, map_top)
    dams, conduits, powerhouses = _spaces(water, basins, with_dams)
    heads: dict[str, Point] = {}
    rivers: list[tuple[Point, ...]] = []
    sea = (theme.MARGIN, bottom, theme.MAP_WIDTH - theme.MARGIN, bottom + SEA)

    def top(basin: int) -> Point:
        box = basins[basin]
        return ((box[0] + box[2]) / 2, box[1])

    def foot(basin: int) -> Point:
        box = basins[basin]
        return ((box[0] + box[2]) / 2, box[3])

    for head in water.headstreams:
        basin = basin_of(water.flow[head])
        heads[head] = (top(basin)[0], map_top + HEADSTREAM_ROW / 2)
        rivers.append(_river((heads[head][0], heads[head][1] + HEADSTREAM_R), top(basin)))
    for node, after in water.flow.items():
        if node in water.headstreams:
            continue
        here = basin_of(node)
        if after in water.seas:
            rivers.append(_river(foot(here), (foot(here)[0], sea[1] + SEA / 2)))
        elif basin_of(after) != here:
            rivers.append(_river(foot(here), top(basin_of(after))))
    legend = (theme.MARGIN, sea[3] + 4, theme.MAP_WIDTH - theme.MARGIN, sea[3] + 4 + LEGEND)
    return MapLayout(
        top=map_top,
        height=round(legend[3] + theme.MARGIN / 2),
        bands=bands,
        basins=basins,
        dams=dams,
        conduits=conduits,
        powerhouses=powerhouses,
        headstreams=heads,
        sea=sea,
        legend=legend,
        rivers=tuple(rivers),
    )
