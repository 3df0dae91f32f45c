"""The unchanging part of the map: the area bands with their names and building costs, the rivers with their
arrows, every basin with its empty spaces (conduits with their value and where they lead), the headstreams, the
sea and the legend. It is drawn once per language, supersampled, and kept; `map` pastes a position over a copy.
"""

import itertools
import math
from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.barrage.lookup import index
from engine.barrage.rules import load_rules
from render.barrage import theme
from render.barrage.icons import house, icon_sprite, paste_icon
from render.barrage.layout import (
    BAND_LABEL,
    CONDUIT_W,
    HEADSTREAM_R,
    LANE,
    TEXT,
    Box,
    MapLayout,
    basin_of,
    centre,
    map_layout,
)
from render.barrage.pieces import badge_sprite, halo_sprite, swatch, wall_sprite
from render.barrage.rewards import Item, draw_items, items_width
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen, Point, arrow_sprite, ink_on
from render.core.theme import INK

SUPERSAMPLE = 2
"""The unchanging map is drawn at twice the size and shrunk once, so its curves and outlines are smooth."""
NUMBER_R = 19
"""The radius of a basin's number tag."""


def gaps(layout: MapLayout, top: float, bottom: float, x0: float, x1: float) -> list[tuple[float, float]]:
    """The stretches of [x0, x1] no river crosses between `top` and `bottom`, left to right."""
    crossing = sorted(
        a[0]
        for points in layout.rivers
        for a, b in itertools.pairwise(points)
        if abs(a[0] - b[0]) < 1 and min(a[1], b[1]) < bottom and max(a[1], b[1]) > top
    )
    edges = [x0, *(x for river_x in crossing for x in (river_x - LANE / 2 - 10, river_x + LANE / 2 + 10)), x1]
    return [(a, b) for a, b in zip(edges[::2], edges[1::2], strict=True) if b > a]


def band(pen: Pen, layout: MapLayout, area: str, box: Box, lang: str) -> None:
    """An area's band: in the strip atop it, each in the next stretch no river crosses, its name, the area's icon (as
    free bases on contracts show it) with what a base costs there, and what an elevation costs."""
    rules = load_rules()
    costs = next(a for a in rules.map.areas if a.id == area)
    pen.rect(box, theme.AREAS[area], radius=14)
    y = box[1] + BAND_LABEL / 2 + 2
    name = say(lang, f"area-{area}").upper()
    icon = TEXT * 1.25
    base: list[Item] = [("base", 0), ("excavators", costs.base_excavators)]
    elevation: list[Item] = [("elevation", 0), ("mixers", costs.elevation_mixers)]
    needs = (
        pen.text_width(name, TEXT, bold=True),
        icon + 12 + items_width(pen, base, TEXT),
        items_width(pen, elevation, TEXT),
    )
    spans = iter(gaps(layout, box[1], box[1] + BAND_LABEL, box[0] + 12, box[2] - 12))
    for k, need in enumerate(needs):
        x, end = next((a, b) for a, b in spans if b - a >= need)
        if k == 0:
            pen.text((x, y), name, TEXT, core.TEXT_MUTED, bold=True, anchor="lm", max_width=end - x)
        elif k == 1:
            paste_icon(pen, area, (x + icon / 2, y), icon, (150, 156, 170))
            draw_items(pen, base, x + icon + 12, y, TEXT, core.TEXT_MUTED)
        else:
            draw_items(pen, elevation, x, y, TEXT, core.TEXT_MUTED)


def river(pen: Pen, points: Sequence[Point]) -> None:
    pen.line(points, theme.WATER_DEEP, LANE + 4)
    pen.line(points, theme.WATER, LANE)


def river_arrow(pen: Pen, points: Sequence[Point]) -> None:
    """A chevron halfway along the river's longest stretch, pointing downstream."""
    a, b = max(itertools.pairwise(points), key=lambda ab: math.dist(*ab))
    angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
    pen.paste(arrow_sprite(theme.DROP, round(pen.px(18)), angle), ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))


def conduit_target(layout: MapLayout, basin: int) -> Point:
    """Where a conduit leads: the middle of its basin's powerhouse spaces."""
    boxes = [b for space, b in layout.powerhouses.items() if basin_of(space) == basin]
    return (sum(centre(b)[0] for b in boxes) / len(boxes), sum(centre(b)[1] for b in boxes) / len(boxes))


def conduit_chip(pen: Pen, layout: MapLayout, space: str, company: str | None) -> None:
    """A conduit space: its production value, and an arrow towards the basin it leads to with that basin's number;
    filled with its owner's colour and badge once built."""
    spec = index(load_rules()).conduits[space]
    box = layout.conduits[space]
    fill = swatch(company).fill if company is not None else theme.SLOT
    ink = ink_on(fill)
    pen.rect(box, fill, INK if company is not None else theme.SLOT_EDGE, 1.5, radius=9)
    cx = (box[0] + box[2]) / 2
    pen.text((cx, box[1] + 26), str(spec.value), 38, ink, bold=True)
    c = centre(box)
    target = conduit_target(layout, spec.to)
    angle = math.degrees(math.atan2(target[1] - c[1], target[0] - c[0]))
    y = box[1] + 70
    pen.paste(arrow_sprite(theme.DROP, round(pen.px(20)), angle), (box[0] + 13, y))
    pen.text((box[0] + 24, y), str(spec.to), TEXT, ink, bold=True, anchor="lm")
    if company is not None:
        pen.paste(badge_sprite(company, round(pen.px(CONDUIT_W - 16)), lettered=False), (cx, box[3] - 28))


def basin_panel(pen: Pen, layout: MapLayout, basin: int, box: Box) -> None:
    """A basin's box, its river lane, its number and its empty spaces (red-bordered ones drawn red and thicker)."""
    water = load_rules().map
    pen.rect(box, theme.BASIN, theme.BASIN_EDGE, 1.5, radius=14)
    cx = (box[0] + box[2]) / 2
    pen.rect((cx - LANE / 2, box[1], cx + LANE / 2, box[3]), theme.WATER)
    number = (box[0] + NUMBER_R + 5, box[1] + NUMBER_R + 5)
    pen.circle(number, NUMBER_R, core.PANEL_LINE)
    pen.text(number, str(basin), TEXT, core.TEXT, bold=True)
    for dam in (s for s in water.dams if s.basin == basin):
        edge, width = (theme.RED_SPACE, 3.5) if dam.red else (theme.SLOT_EDGE, 1.5)
        pen.rect(layout.dams[dam.id], theme.SLOT, edge, width, radius=7)
    for space in (s for s in water.powerhouses if s.basin == basin):
        edge, width = (theme.RED_SPACE, 3.5) if space.red else (theme.SLOT_EDGE, 1.5)
        spot = layout.powerhouses[space.id]
        pen.polygon(house(centre(spot), (spot[2] - spot[0]) / 2), theme.SLOT, edge, width)
    for conduit in (s for s in water.conduits if s.basin == basin):
        conduit_chip(pen, layout, conduit.id, None)


def sea(pen: Pen, box: Box) -> None:
    pen.rect(box, theme.SEA, theme.WATER_DEEP, 2, radius=14)
    waves = 24
    step = (box[2] - box[0] - 16) / (waves + 0.5)
    for row, y in enumerate((box[1] + 16, box[1] + 30)):
        for k in range(waves):
            x = box[0] + 8 + (k + 0.5 * row) * step
            pen.line([(x + 4, y + 3), (x + step / 2, y - 3), (x + step - 4, y + 3)], theme.WATER, 2.5)


LEGEND_KEYS = ("legend-red", "legend-conduit", "legend-dam", "legend-neutral", "legend-moved")
LEGEND_ROWS = 3


def legend(pen: Pen, box: Box, lang: str) -> None:
    """What the marks mean, each with a small sample, two to a row: red borders, a conduit's numbers, a dam's wall
    and drops, a neutral dam and the halo of the last turn."""
    water = load_rules().map
    per_row = -(-len(LEGEND_KEYS) // LEGEND_ROWS)
    slot = (box[2] - box[0]) / per_row
    row_h = (box[3] - box[1]) / LEGEND_ROWS
    for k, key in enumerate(LEGEND_KEYS):
        x = box[0] + (k % per_row) * slot
        y = box[1] + row_h * (k // per_row + 0.5)
        sample = (x, y - 14, x + 40, y + 14)
        if key == "legend-red":
            pen.rect(sample, theme.SLOT, theme.RED_SPACE, 3, radius=5)
        elif key == "legend-conduit":
            pen.rect(sample, theme.SLOT, theme.SLOT_EDGE, 1.5, radius=5)
            pen.text((x + 12, y), "4", TEXT, core.TEXT, bold=True)
            pen.paste(arrow_sprite(theme.DROP, round(pen.px(12)), 45), (x + 29, y))
        elif key == "legend-moved":
            pen.paste(halo_sprite(round(pen.px(34)), round(pen.px(22))), centre(sample))
            pen.rect((x + 3, y - 11, x + 37, y + 11), theme.SLOT, theme.SLOT_EDGE, 1.5, radius=5)
        else:
            fill = theme.NEUTRAL if key == "legend-neutral" else theme.COMPANIES["usa"].fill
            pen.paste(wall_sprite(fill, 2, water.max_height, round(pen.px(40)), round(pen.px(24))), (x + 20, y + 3))
            if key == "legend-dam":
                pen.paste(icon_sprite("drops", round(pen.px(13))), (x + 46, y - 5))
        caption_x = x + 66
        if key == "legend-red":
            red: list[Item] = [("credits", f"+{water.red_credits}")]
            caption_x = draw_items(pen, red, caption_x, y, TEXT, core.TEXT_MUTED) + 10
        room = x + slot - 12 - caption_x
        pen.text((caption_x, y), say(lang, key), TEXT, core.TEXT_MUTED, anchor="lm", max_width=room)


@cache
def background(lang: str, seats: int) -> Image.Image:
    """The unchanging map in `lang` under the cards of `seats` companies, at the image's size."""
    layout = map_layout(seats)
    image = Image.new("RGBA", (theme.MAP_WIDTH * SUPERSAMPLE, layout.height * SUPERSAMPLE), (*core.CANVAS, 255))
    pen = Pen(image, SUPERSAMPLE, shown=1 / SUPERSAMPLE)
    for area, box in layout.bands.items():
        band(pen, layout, area, box, lang)
    sea(pen, layout.sea)
    legend(pen, layout.legend, lang)
    for points in layout.rivers:
        river(pen, points)
    for basin, box in layout.basins.items():
        basin_panel(pen, layout, basin, box)
    for points in layout.rivers:
        river_arrow(pen, points)
    for head, c in layout.headstreams.items():
        pen.circle(c, HEADSTREAM_R, theme.WATER_DEEP, theme.DROP, 2.5)
        pen.text(c, head, TEXT, core.TEXT, bold=True)
    return image.resize((theme.MAP_WIDTH, layout.height), Image.Resampling.LANCZOS)
