"""The unchanging part of the map: the area bands with their names and building costs, the rivers with their
arrows, every basin with its number and empty spaces (conduits with their value and where they lead), the
headstreams, the sea and what a red-bordered space costs. It is drawn once per language, supersampled, and kept with
the boxes of the texts on it (so the spot letters can stay clear of them); `map` pastes a position over a copy.
"""

import itertools
import math
from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from PIL import Image

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from render.barrage import theme
from render.barrage.icons import house, paste_icon
from render.barrage.layout import (
    HEADSTREAM_R,
    LABEL_ROW,
    LABEL_TOP,
    LANE,
    TEXT,
    Box,
    MapLayout,
    basin_of,
    centre,
    map_layout,
)
from render.barrage.pieces import badge_sprite, swatch
from render.barrage.rewards import ICON_SHARE, Item, draw_items, items_width
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen, Point, arrow_sprite, ink_on
from render.core.theme import INK, RGB, font

SUPERSAMPLE = 2
"""The unchanging map is drawn at twice the size and shrunk once, so its curves and outlines are smooth."""
VALUE = 44
"""A conduit's production value: the number a player compares conduits by, larger than the map's other texts."""
CLEAR = 8
"""How far a label keeps from a river's bank."""
ICON_COLOUR: RGB = (150, 156, 170)
"""An area's icon beside its costs: muted, like the words."""


class Base(NamedTuple):
    """The unchanging map in one language, and where its texts stand (each text's inked box, in image pixels)."""

    image: Image.Image
    texts: tuple[Box, ...]


def text_box(p: Point, text: str, size: float, bold: bool, anchor: str = "mm") -> Box:
    """Where `text` drawn at `p` puts ink, in image pixels."""
    left, top, right, bottom = font(round(size), bold).getbbox(text, anchor=anchor)
    return (p[0] + left, p[1] + top, p[0] + right, p[1] + bottom)


def gaps(layout: MapLayout, top: float, bottom: float, x0: float, x1: float) -> list[tuple[float, float]]:
    """The stretches of [x0, x1] no river comes near between `top` and `bottom`, left to right: a label there never
    sits under a river, whether it runs down or across."""
    reach = LANE / 2 + CLEAR
    blocked = sorted(
        (min(a[0], b[0]) - reach, max(a[0], b[0]) + reach)
        for points in layout.rivers
        for a, b in itertools.pairwise(points)
        if min(a[1], b[1]) - reach < bottom and max(a[1], b[1]) + reach > top
    )
    stretches: list[tuple[float, float]] = []
    x = x0
    for start, end in blocked:
        if start > x:
            stretches.append((x, min(start, x1)))
        x = max(x, end)
    if x < x1:
        stretches.append((x, x1))
    return [(a, b) for a, b in stretches if b > a]


def widest(stretches: Sequence[tuple[float, float]]) -> tuple[float, float]:
    return max(stretches, key=lambda s: s[1] - s[0])


def label_items(area: str) -> tuple[list[Item], list[Item]]:
    """What a base and what an elevation cost in `area`: a base's cost in excavators, an elevation's in mixers."""
    costs = next(a for a in load_rules().map.areas if a.id == area)
    base: list[Item] = [("base", 0), ("excavators", costs.base_excavators)]
    elevation: list[Item] = [("elevation", 0), ("mixers", costs.elevation_mixers)]
    return base, elevation


def band(pen: Pen, layout: MapLayout, area: str, lang: str) -> list[Box]:
    """An area's label: its name, what a base costs there and what an elevation costs, one under the other in a free
    column (each centred in its line's widest stretch no river comes near), or along the strip atop the band (each in
    the next such stretch wide enough). Returns the labels' boxes."""
    name = say(lang, f"area-{area}").upper()
    base, elevation = label_items(area)
    icon = TEXT * ICON_SHARE
    needs = (
        pen.text_width(name, TEXT, bold=True),
        icon + TEXT * 0.4 + items_width(pen, base, TEXT),
        items_width(pen, elevation, TEXT),
    )
    x0, y0, x1, y1 = layout.labels[area]
    half = icon / 2
    spans = iter(gaps(layout, y0, y1, x0 + 12, x1 - 12))
    drawn: list[Box] = []
    for k, need in enumerate(needs):
        if layout.stacked(area):
            y = y0 + LABEL_TOP + LABEL_ROW * (k + 0.5)
            a, b = widest(gaps(layout, y - half, y + half, x0 + 8, x1 - 8))
            x = (a + b - need) / 2
        else:
            y = (y0 + y1) / 2
            x = next(a for a, b in spans if b - a >= need)
        if k == 0:
            pen.text((x, y), name, TEXT, core.TEXT_MUTED, bold=True, anchor="lm")
        elif k == 1:
            paste_icon(pen, area, (x + icon / 2, y), icon, ICON_COLOUR)
            draw_items(pen, base, x + icon + TEXT * 0.4, y, TEXT, core.TEXT_MUTED)
        else:
            draw_items(pen, elevation, x, y, TEXT, core.TEXT_MUTED)
        drawn.append((x, y - half, x + need, y + half))
    return drawn


def red_key(pen: Pen, layout: MapLayout) -> Box:
    """A red-bordered space's sample and what building there costs on top, centred in the key's row."""
    water = load_rules().map
    x0, y0, x1, y1 = layout.key
    items: list[Item] = [("credits", f"+{water.red_credits}")]
    sample_w, sample_h = TEXT * 1.5, TEXT
    need = sample_w + TEXT * 0.4 + items_width(pen, items, TEXT)
    a, b = widest(gaps(layout, y0, y1, x0 + 8, x1 - 8))
    x, y = (a + b - need) / 2, (y0 + y1) / 2
    pen.rect((x, y - sample_h / 2, x + sample_w, y + sample_h / 2), theme.SLOT, theme.RED_SPACE, 3.5, radius=6)
    draw_items(pen, items, x + sample_w + TEXT * 0.4, y, TEXT, core.TEXT_MUTED)
    return (x, y - TEXT * ICON_SHARE / 2, x + need, y + TEXT * ICON_SHARE / 2)


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


def conduit_texts(pen: Pen, layout: MapLayout, space: str) -> tuple[Box, Box]:
    """Where a conduit's value and its target basin's number stand (the arrow before the number included)."""
    spec = index(load_rules()).conduits[space]
    x0, y0, x1, _ = layout.conduits[space]
    cx = (x0 + x1) / 2
    value = text_box((cx, y0 + 30), str(spec.value), VALUE, True)
    need = TEXT * 0.6 + pen.text_width(str(spec.to), TEXT, bold=True)
    start = cx - need / 2
    target = text_box((start + TEXT * 0.6, y0 + 76), str(spec.to), TEXT, True, "lm")
    return value, (start, target[1], target[2], target[3])


def conduit_chip(pen: Pen, layout: MapLayout, space: str, company: str | None) -> None:
    """A conduit space: its production value, and an arrow towards the basin it leads to with that basin's number;
    filled with its owner's colour and badge once built."""
    spec = index(load_rules()).conduits[space]
    box = layout.conduits[space]
    fill = swatch(company).fill if company is not None else theme.SLOT
    ink = ink_on(fill)
    pen.rect(box, fill, INK if company is not None else theme.SLOT_EDGE, 1.5, radius=9)
    cx = (box[0] + box[2]) / 2
    pen.text((cx, box[1] + 30), str(spec.value), VALUE, ink, bold=True)
    c = centre(box)
    target = conduit_target(layout, spec.to)
    angle = math.degrees(math.atan2(target[1] - c[1], target[0] - c[0]))
    _, number = conduit_texts(pen, layout, space)
    y = box[1] + 76
    pen.paste(arrow_sprite(theme.DROP, round(pen.px(TEXT * 0.55)), angle), (number[0] + TEXT * 0.25, y))
    pen.text((number[0] + TEXT * 0.6, y), str(spec.to), TEXT, ink, bold=True, anchor="lm")
    if company is not None:
        pen.paste(badge_sprite(company, round(pen.px(36)), lettered=False), (cx, box[3] - 24))


def basin_panel(pen: Pen, layout: MapLayout, basin: int, box: Box) -> None:
    """A basin's box, its river lane, its number and its empty spaces (red-bordered ones drawn red and thicker)."""
    water = load_rules().map
    pen.rect(box, theme.BASIN, theme.BASIN_EDGE, 1.5, radius=14)
    cx = (box[0] + box[2]) / 2
    pen.rect((cx - LANE / 2, box[1], cx + LANE / 2, box[3]), theme.WATER)
    tag = layout.numbers[basin]
    pen.rect(tag, core.PANEL_LINE, radius=(tag[3] - tag[1]) / 2)
    pen.text(centre(tag), str(basin), TEXT, core.TEXT, bold=True)
    for dam in (s for s in water.dams if s.basin == basin):
        edge, width = (theme.RED_SPACE, 3.5) if dam.red else (theme.SLOT_EDGE, 1.5)
        pen.rect(layout.dams[dam.id], theme.SLOT, edge, width, radius=7)
    for space in (s for s in water.powerhouses if s.basin == basin):
        edge, width = (theme.RED_SPACE, 3.5) if space.red else (theme.SLOT_EDGE, 1.5)
        spot = layout.powerhouses[space.id]
        pen.polygon(house(centre(spot), (spot[3] - spot[1]) / 2), theme.SLOT, edge, width)
    for conduit in (s for s in water.conduits if s.basin == basin):
        conduit_chip(pen, layout, conduit.id, None)


def sea(pen: Pen, box: Box) -> None:
    pen.rect(box, theme.SEA, theme.WATER_DEEP, 2, radius=12)
    waves = 28
    step = (box[2] - box[0] - 16) / (waves + 0.5)
    for row, y in enumerate((box[1] + 11, box[1] + 23)):
        for k in range(waves):
            x = box[0] + 8 + (k + 0.5 * row) * step
            pen.line([(x + 4, y + 3), (x + step / 2, y - 3), (x + step - 4, y + 3)], theme.WATER, 2.5)


@cache
def background(lang: str, seats: int) -> Base:
    """The unchanging map in `lang` under the chips of `seats` companies, at the image's size."""
    layout = map_layout(seats)
    image = Image.new("RGBA", (theme.MAP_WIDTH * SUPERSAMPLE, layout.height * SUPERSAMPLE), (*core.CANVAS, 255))
    pen = Pen(image, SUPERSAMPLE, shown=1 / SUPERSAMPLE)
    texts: list[Box] = []
    for area in layout.bands:
        pen.rect(layout.bands[area], theme.AREAS[area], radius=14)
    sea(pen, layout.sea)
    for points in layout.rivers:
        river(pen, points)
    for area in layout.bands:
        texts += band(pen, layout, area, lang)
    texts.append(red_key(pen, layout))
    for basin, box in layout.basins.items():
        basin_panel(pen, layout, basin, box)
    texts += layout.numbers.values()
    for space in layout.conduits:
        texts += conduit_texts(pen, layout, space)
    for points in layout.rivers:
        river_arrow(pen, points)
    for head, c in layout.headstreams.items():
        pen.circle(c, HEADSTREAM_R, theme.WATER_DEEP, theme.DROP, 2.5)
        pen.text(c, head, TEXT, core.TEXT, bold=True)
        texts.append(text_box(c, head, TEXT, True))
    shrunk = image.resize((theme.MAP_WIDTH, layout.height), Image.Resampling.LANCZOS)
    return Base(shrunk, tuple(texts))
