"""The map, which is the game: what is built on every basin's spaces, the water held in dams and waiting on the
headstreams, what the last turn changed and the spots a player may choose, over the unchanging map (`mapbase`).

A spot's letter goes at a corner of its ring, above it or beside it, wherever it covers no text, no company's letter,
no dam's wall and no water (see `tag_places`).
"""

import string
from collections.abc import Iterable, Sequence

from PIL import Image

from engine.barrage.data_load import load_rules
from engine.barrage.rules import NEUTRAL
from engine.barrage.state import BarrageState
from engine.barrage.water import Dam
from render.barrage import theme
from render.barrage.header import chips, round_title, status, title
from render.barrage.icons import icon_sprite
from render.barrage.layout import (
    DAM_H,
    DAM_W,
    HEADSTREAM_R,
    MARGIN,
    TEXT,
    Box,
    MapLayout,
    around,
    basin_of,
    centre,
    map_layout,
)
from render.barrage.mapbase import background, conduit_chip
from render.barrage.pieces import (
    badge_sprite,
    halo_sprite,
    house_sprite,
    ring_sprite,
    swatch,
    tag_size,
    tag_sprite,
    wall_sprite,
)
from render.core import theme as core
from render.core.draw import Pen, Point, mix

BADGE = 50
"""A dam owner's badge, its letter at the map's smallest text size."""
DROP = 24
DROP_STEP = 21
TAG = 48
"""A spot letter's disc: its letter at the map's smallest text size."""
RING = 4
"""How far a spot's ring stands outside its space."""
CONDUIT_BADGE = 36


def spot_labels(ids: Iterable[str]) -> dict[str, str]:
    """A letter per space id in the order given: A-Z, then AA, AB, ... (a repeated id keeps its first letter).

    The bot lists a decision's options in the engine's order and names them by these letters, as the map rings them.
    """
    letters = string.ascii_uppercase

    def label(i: int) -> str:
        return letters[i] if i < len(letters) else letters[i // len(letters) - 1] + letters[i % len(letters)]

    return {space: label(i) for i, space in enumerate(dict.fromkeys(ids))}


def drops_width(pen: Pen, count: int) -> float:
    """How wide `droplets` draws `count` drops."""
    if count > 5:
        return DROP + 2 + pen.text_width(f"×{count}", TEXT, bold=True)
    return (count - 1) * DROP_STEP + DROP


def droplets(pen: Pen, c: Point, count: int) -> Box:
    """`count` drops in a row centred on c; more than five as one drop and the number. Returns the row's box."""
    half = drops_width(pen, count) / 2
    if count > 5:
        pen.paste(icon_sprite("drops", DROP), (c[0] - half + DROP / 2, c[1]))
        pen.text((c[0] - half + DROP + 2, c[1] + 1), f"×{count}", TEXT, core.TEXT, bold=True, anchor="lm")
        return (c[0] - half, c[1] - TEXT * 0.6, c[0] + half, c[1] + TEXT * 0.6)
    for k in range(count):
        pen.paste(icon_sprite("drops", DROP), (c[0] + (k - (count - 1) / 2) * DROP_STEP, c[1]))
    return (c[0] - half, c[1] - DROP / 2, c[0] + half, c[1] + DROP / 2)


def dam_piece(pen: Pen, box: Box, dam: Dam, state: BarrageState) -> list[Box]:
    """A built dam: its owner's badge and a wall as high as the dam, or a grey wall for a neutral one; the drops
    it holds above it, as water held upstream. Returns the boxes of the badge (or wall) and of the drops."""
    levels = load_rules().map.max_height
    x0, y0, x1, y1 = box
    company = "" if dam.owner == NEUTRAL else state.companies[dam.owner].company
    fill = theme.NEUTRAL if dam.owner == NEUTRAL else swatch(company).fill
    pen.rect((x0 + 3, y0 + 3, x1 - 3, y1 - 3), mix(theme.SLOT, fill, 0.3), radius=5)
    cy = (y0 + y1) / 2
    if dam.owner == NEUTRAL:
        pen.paste(wall_sprite(fill, dam.height, levels, DAM_W - 24, DAM_H - 8), centre(box))
        marks = [around(centre(box), DAM_W - 24, DAM_H - 8)]
    else:
        pen.paste(badge_sprite(company, BADGE, letter_px=TEXT), (x0 + 5 + BADGE / 2, cy))
        wall = (x0 + 10 + BADGE, y0, x1 - 5, y1)
        pen.paste(wall_sprite(fill, dam.height, levels, round(wall[2] - wall[0]), DAM_H - 8), centre(wall))
        marks = [around((x0 + 5 + BADGE / 2, cy), BADGE, BADGE)]
    if dam.drops:
        marks.append(droplets(pen, ((x0 + x1) / 2, y0 - DROP / 2 - 2), dam.drops))
    return marks


def pieces(pen: Pen, state: BarrageState, layout: MapLayout) -> list[Box]:
    """Every built piece and the water on the map; returns the boxes a spot's letter must leave clear: companies'
    badges and letters, neutral walls and the drops."""
    board = state.map
    marks: list[Box] = []
    for space, dam in board.dams.items():
        marks += dam_piece(pen, layout.dams[space], dam, state)
    for space, seat in board.conduits.items():
        conduit_chip(pen, layout, space, state.companies[seat].company)
        x0, _, x1, y1 = layout.conduits[space]
        marks.append(around(((x0 + x1) / 2, y1 - 24), CONDUIT_BADGE, CONDUIT_BADGE))
    for space, seat in board.powerhouses.items():
        box = layout.powerhouses[space]
        size = box[3] - box[1]
        pen.paste(house_sprite(state.companies[seat].company, round(size)), centre(box))
        marks.append(around((centre(box)[0], centre(box)[1] + 0.12 * size), TEXT, TEXT))
    for head, count in zip(load_rules().map.headstreams, board.headstreams, strict=True):
        if count:
            x, y = layout.headstreams[head]
            marks.append(droplets(pen, (x + HEADSTREAM_R + 10 + drops_width(pen, count) / 2, y), count))
    return marks


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share."""
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _covers(box: Box, hard: Sequence[Box], bounds: Box) -> float:
    """How much of `hard` a tag's box covers, anything outside `bounds` counting heavily."""
    outside = sum(max(0.0, v) for v in (bounds[0] - box[0], bounds[1] - box[1], box[2] - bounds[2], box[3] - bounds[3]))
    return sum(overlap(box, b) for b in hard) + 1000 * outside


def tag_places(
    layout: MapLayout, highlight: Sequence[str], keep_clear: Sequence[Box], spaces: Sequence[Box]
) -> dict[str, tuple[str, Box]]:
    """Each highlighted space's letter and the box of its tag: at a corner of its ring or beside it, in a place inside
    the map that covers nothing of `keep_clear` nor an earlier tag (where none is clear, the one covering least).
    A powerhouse's letter goes above its roof unless that covers another of `spaces`, so a row of them reads as a
    row of letters, else at the first corner that covers none; any other space's where it covers least of the other
    spaces and of what lies outside its basin, top left first."""
    known = {*layout.dams, *layout.conduits, *layout.powerhouses, *layout.headstreams}
    placed: dict[str, tuple[str, Box]] = {}
    bounds = (0.0, float(layout.top), float(theme.MAP_WIDTH), float(layout.height))
    for space, label in spot_labels(highlight).items():
        if space not in known:
            continue
        w, h = tag_size(label, TAG)
        own = layout.box(space)
        rx0, ry0, rx1, ry1 = own[0] - RING, own[1] - RING, own[2] + RING, own[3] + RING
        cx, cy = centre(own)
        corners = [(rx0, ry0), (rx1, ry0), (rx0, ry1), (rx1, ry1), (rx0 - w / 2 + 6, cy), (rx1 + w / 2 - 6, cy)]
        above, below = (cx, ry0 - h / 2 + 6), (cx, ry1 + h / 2 - 6)
        house = space in layout.powerhouses
        spots = [above, *corners[:2], below, *corners[2:]] if house else [*corners, above, below]
        hard = [*keep_clear, *(box for _, box in placed.values())]
        others = [b for b in spaces if b != own]
        home = layout.basins.get(basin_of(space), bounds) if space not in layout.headstreams else bounds

        scores = []
        for k, box in enumerate(around(spot, w, h) for spot in spots):
            covered = sum(overlap(box, b) for b in others)
            spill = float(covered > 0) if house else covered + w * h - overlap(box, home)
            scores.append((_covers(box, hard, bounds), spill, k, box))
        placed[space] = (label, min(scores)[3])
    return placed


def marks(
    pen: Pen, layout: MapLayout, highlight: Sequence[str], moved: Sequence[str], keep_clear: Sequence[Box]
) -> None:
    """Halos on what the last turn changed, then rings on the spots to choose from and their letters."""
    known = {*layout.dams, *layout.conduits, *layout.powerhouses, *layout.headstreams}
    for space in dict.fromkeys(moved):
        if space in known:
            box = layout.box(space)
            pen.paste(halo_sprite(round(box[2] - box[0]) + 6, round(box[3] - box[1]) + 6), centre(box))
    spaces = [layout.box(space) for space in known]
    tags = tag_places(layout, highlight, keep_clear, spaces)
    for space in tags:
        box = layout.box(space)
        w, h = round(box[2] - box[0]) + 2 * RING, round(box[3] - box[1]) + 2 * RING
        pen.paste(ring_sprite(w, h, 3), centre(box))
    for label, box in tags.values():
        pen.paste(tag_sprite(label, TAG), centre(box))


def map_image(
    state: BarrageState, names: Sequence[str], *, lang: str, highlight: Sequence[str] = (), moved: Sequence[str] = ()
) -> Image.Image:
    seats = len(state.companies)
    layout = map_layout(seats)
    base = background(lang, seats)
    image = base.image.copy()
    pen = Pen(image, 1.0)
    width = theme.MAP_WIDTH
    title(pen, width, round_title(state, lang), status(state, names, lang), theme.HIGHLIGHT, TEXT, MARGIN)
    chips(pen, state, names, width, TEXT, MARGIN)
    header = (0.0, 0.0, float(width), float(layout.top))
    keep_clear = [header, *base.texts, *pieces(pen, state, layout)]
    marks(pen, layout, highlight, moved, keep_clear)
    return image
