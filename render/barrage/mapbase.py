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
from render.barrage.layout import HEADSTREAM_R, LANE, Box, MapLayout, basin_of, centre, map_layout
from render.barrage.pieces import badge_sprite, halo_sprite, swatch, wall_sprite
from render.barrage.rewards import Item, draw_items
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen, Point, arrow_sprite, ink_on
from render.core.theme import INK

SUPERSAMPLE = 2
"""The unchanging map is drawn at twice the size and shrunk once, so its curves and outlines are smooth."""
NUMBER_R = 12
"""The radius of a basin's number tag."""


def band(pen: Pen, area: str, box: Box, lang: str) -> None:
    """An area's band with its name left of the first river (which runs through every band) and, right of it, the
    area's icon (as free bases on contracts show it) and what a base and an elevation cost there."""
    rules = load_rules()
    costs = next(a for a in rules.map.areas if a.id == area)
    pen.rect(box, theme.AREAS[area], radius=14)
    river_x = min(x for x, _ in map_layout().headstreams.values())
    y = box[1] + 17
    name = say(lang, f"area-{area}").upper()
    room = river_x - LANE / 2 - 8 - (box[0] + 12)
    pen.text((box[0] + 12, y), name, 14, core.TEXT_MUTED, bold=True, anchor="lm", max_width=room)
    x = river_x + LANE / 2 + 14
    paste_icon(pen, area, (x + 11, y), 22, (150, 156, 170))
    x += 22
    for structure, amount, kind in (
        ("base", costs.base_excavators, "excavators"),
        ("elevation", costs.elevation_mixers, "mixers"),
    ):
        x = draw_items(pen, ((structure, 0), (kind, amount)), x + 16, y, 16, core.TEXT_MUTED)


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
    pen.text((cx, box[1] + 21), str(spec.value), 26, ink, bold=True)
    c = centre(box)
    target = conduit_target(layout, spec.to)
    angle = math.degrees(math.atan2(target[1] - c[1], target[0] - c[0]))
    y = box[3] - 16
    pen.paste(arrow_sprite(theme.DROP, round(pen.px(16)), angle), (cx - 11, y))
    pen.text((cx + 9, y), str(spec.to), 15, ink, bold=True)
    if company is not None:
        pen.paste(badge_sprite(company, round(pen.px(20))), (box[2] - 4, box[1] + 4))


def basin_panel(pen: Pen, layout: MapLayout, basin: int, box: Box) -> None:
    """A basin's box, its river lane, its number and its empty spaces (red-bordered ones drawn red and thicker)."""
    water = load_rules().map
    pen.rect(box, theme.BASIN, theme.BASIN_EDGE, 1.5, radius=14)
    cx = (box[0] + box[2]) / 2
    pen.rect((cx - LANE / 2, box[1], cx + LANE / 2, box[3]), theme.WATER)
    pen.circle((box[0] + 18, box[1] + 18), NUMBER_R, core.PANEL_LINE)
    pen.text((box[0] + 18, box[1] + 18), str(basin), 15, core.TEXT, bold=True)
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


def legend(pen: Pen, box: Box, lang: str) -> None:
    """What the marks mean, each with a small sample: red borders, a conduit's numbers, a dam's wall and drops, a
    neutral dam and the halo of the last turn."""
    water = load_rules().map
    slot = (box[2] - box[0]) / 5
    y = (box[1] + box[3]) / 2
    for k, key in enumerate(("legend-red", "legend-conduit", "legend-dam", "legend-neutral", "legend-moved")):
        x = box[0] + k * slot
        sample = (x, y - 14, x + 40, y + 14)
        if key == "legend-red":
            pen.rect(sample, theme.SLOT, theme.RED_SPACE, 3, radius=5)
        elif key == "legend-conduit":
            pen.rect(sample, theme.SLOT, theme.SLOT_EDGE, 1.5, radius=5)
            pen.text((x + 12, y), "4", 18, core.TEXT, bold=True)
            pen.paste(arrow_sprite(theme.DROP, round(pen.px(12)), 45), (x + 29, y))
        elif key == "legend-moved":
            pen.paste(halo_sprite(round(pen.px(34)), round(pen.px(22))), centre(sample))
            pen.rect((x + 3, y - 11, x + 37, y + 11), theme.SLOT, theme.SLOT_EDGE, 1.5, radius=5)
        else:
            fill = theme.NEUTRAL if key == "legend-neutral" else theme.COMPANIES["usa"].fill
            pen.paste(wall_sprite(fill, 2, water.max_height, round(pen.px(40)), round(pen.px(24))), (x + 20, y + 3))
            if key == "legend-dam":
                pen.paste(icon_sprite("drops", round(pen.px(13))), (x + 46, y - 5))
        caption_x = x + 56
        if key == "legend-red":
            red: list[Item] = [("credits", f"+{water.red_credits}")]
            caption_x = draw_items(pen, red, caption_x, y, 15, core.TEXT_MUTED) + 8
        room = x + slot - 12 - caption_x
        parts = pen.lines(say(lang, key), 13, room)
        for j, part in enumerate(parts):
            line_y = y + 16 * (j - (len(parts) - 1) / 2)
            pen.text((caption_x, line_y), part, 13, core.TEXT_MUTED, anchor="lm", max_width=room)


@cache
def background(lang: str) -> Image.Image:
    """The unchanging map in `lang`, at the image's size."""
    layout = map_layout()
    image = Image.new("RGBA", (theme.MAP_WIDTH * SUPERSAMPLE, layout.height * SUPERSAMPLE), (*core.CANVAS, 255))
    pen = Pen(image, SUPERSAMPLE, shown=1 / SUPERSAMPLE)
    for area, box in layout.bands.items():
        band(pen, area, box, lang)
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
        pen.text(c, head, 20, core.TEXT, bold=True)
    return image.resize((theme.MAP_WIDTH, layout.height), Image.Resampling.LANCZOS)
