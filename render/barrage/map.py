"""The map, which is the game: what is built on every basin's spaces, the water held in dams and waiting on the
headstreams, what the last turn changed and the spots a player may choose, over the unchanging map (`mapbase`).
"""

import string
from collections.abc import Iterable, Sequence

from PIL import Image

from engine.barrage.rules import NEUTRAL, load_rules
from engine.barrage.state import BarrageState
from engine.barrage.water import Dam
from render.barrage import theme
from render.barrage.header import cards, round_title, status, title
from render.barrage.icons import icon_sprite
from render.barrage.layout import (
    DAM_H,
    DAM_W,
    HEADSTREAM_R,
    TEXT,
    Box,
    MapLayout,
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
    tag_sprite,
    wall_sprite,
)
from render.core import theme as core
from render.core.draw import Pen, Point, mix

BADGE = 54
"""A dam owner's badge: its letter at the map's smallest text size."""
DROP = 22
DROP_STEP = 19
TAG = 44
"""A spot letter's disc: its letter at the map's smallest text size."""


def spot_labels(ids: Iterable[str]) -> dict[str, str]:
    """A letter per space id in the order given: A-Z, then AA, AB, ... (a repeated id keeps its first letter).

    The bot lists a decision's options in the engine's order and names them by these letters, as the map rings them.
    """
    letters = string.ascii_uppercase

    def label(i: int) -> str:
        return letters[i] if i < len(letters) else letters[i // len(letters) - 1] + letters[i % len(letters)]

    return {space: label(i) for i, space in enumerate(dict.fromkeys(ids))}


def droplets(pen: Pen, c: Point, count: int) -> None:
    """`count` drops in a row centred on c; more than five as one drop and the number."""
    if count > 5:
        pen.paste(icon_sprite("drops", DROP), (c[0] - 14, c[1]))
        pen.text((c[0] + 2, c[1] + 1), f"×{count}", TEXT, core.TEXT, bold=True, anchor="lm")
        return
    for k in range(count):
        pen.paste(icon_sprite("drops", DROP), (c[0] + (k - (count - 1) / 2) * DROP_STEP, c[1]))


def dam_piece(pen: Pen, box: Box, dam: Dam, state: BarrageState) -> None:
    """A built dam: its owner's badge and a wall as high as the dam, or a grey wall for a neutral one; the drops
    it holds above it, as water held upstream."""
    levels = load_rules().map.max_height
    x0, y0, x1, y1 = box
    company = "" if dam.owner == NEUTRAL else state.companies[dam.owner].company
    fill = theme.NEUTRAL if dam.owner == NEUTRAL else swatch(company).fill
    pen.rect((x0 + 3, y0 + 3, x1 - 3, y1 - 3), mix(theme.SLOT, fill, 0.3), radius=5)
    if dam.owner == NEUTRAL:
        pen.paste(wall_sprite(fill, dam.height, levels, DAM_W - 24, DAM_H - 8), centre(box))
    else:
        pen.paste(badge_sprite(company, BADGE), (x0 + 4 + BADGE / 2, (y0 + y1) / 2))
        wall = (x0 + 8 + BADGE, y0, x1 - 4, y1)
        width = round(wall[2] - wall[0])
        pen.paste(wall_sprite(fill, dam.height, levels, width, DAM_H - 8), centre(wall))
    droplets(pen, ((x0 + x1) / 2, y0 - 12), dam.drops)


def pieces(pen: Pen, state: BarrageState, layout: MapLayout) -> None:
    board = state.map
    for space, dam in board.dams.items():
        dam_piece(pen, layout.dams[space], dam, state)
    for space, seat in board.conduits.items():
        conduit_chip(pen, layout, space, state.companies[seat].company)
    for space, seat in board.powerhouses.items():
        box = layout.powerhouses[space]
        pen.paste(house_sprite(state.companies[seat].company, round(box[2] - box[0])), centre(box))
    for head, count in zip(load_rules().map.headstreams, board.headstreams, strict=True):
        x, y = layout.headstreams[head]
        droplets(pen, (x + HEADSTREAM_R + 12 + (min(count, 5) - 1) * DROP_STEP / 2, y), count)


def marks(pen: Pen, layout: MapLayout, highlight: Sequence[str], moved: Sequence[str]) -> None:
    """Halos on what the last turn changed, then rings and letters on the spots to choose from."""
    known = {*layout.dams, *layout.conduits, *layout.powerhouses, *layout.headstreams}
    for space in dict.fromkeys(moved):
        if space in known:
            box = layout.box(space)
            pen.paste(halo_sprite(round(box[2] - box[0]) + 6, round(box[3] - box[1]) + 6), centre(box))
    for space, tag in spot_labels(highlight).items():
        if space not in known:
            continue
        box = layout.box(space)
        pen.paste(ring_sprite(round(box[2] - box[0]) + 8, round(box[3] - box[1]) + 8, 3), centre(box))
        corner = (box[0] - 2, box[1] - 2)
        pen.paste(tag_sprite(tag, TAG), corner)


def map_image(
    state: BarrageState, names: Sequence[str], *, lang: str, highlight: Sequence[str] = (), moved: Sequence[str] = ()
) -> Image.Image:
    seats = len(state.companies)
    layout = map_layout(seats)
    image = background(lang, seats).copy()
    pen = Pen(image, 1.0)
    title(pen, theme.MAP_WIDTH, round_title(state, lang), status(state, names, lang), theme.HIGHLIGHT, TEXT)
    cards(pen, state, names, theme.MAP_WIDTH, TEXT)
    pieces(pen, state, layout)
    marks(pen, layout, highlight, moved)
    return image
