"""Board pieces as cached sprites: tokens, planned workers, cities, power stations and line letters, in every state
they can show.

The static board and the live overlays paste the same sprites, so a supplied city or a completed station looks
exactly like its plain version plus the tile the rules put on it.
"""

from functools import cache

from PIL import Image

from render.core import theme as core
from render.core.draw import Pen, Point, darker, ink_on, shrink, sprite_canvas
from render.core.theme import RGB
from render.powerline import theme
from render.powerline.icons import draw_icon


@cache
def token_sprite(fill: RGB, shape: str, size: int) -> Image.Image:
    """A player's powerline token: a bold disc in the seat colour with the seat's shape punched in."""
    image, pen, c = sprite_canvas(size, size * 0.2)
    r = size / 2
    pen.circle((c[0] + r * 0.06, c[1] + r * 0.1), r, (0, 0, 0, 70))
    pen.circle(c, r, fill, darker(fill, 0.55), max(1.0, size * 0.07))
    pen.shape(shape, c, r * 0.48, ink_on(fill))
    return shrink(image)


@cache
def worker_sprite(fill: RGB, letter: str, size: int, joker: bool) -> Image.Image:
    """A planned worker: a rounded square in the worker colour with its letter; a sun badge marks a joker."""
    text = size * 0.72
    image, pen, c = sprite_canvas(size, size * 0.5)
    half = size / 2
    # A two-letter mark (German, French) widens the square rather than shrinking its letters.
    wide = max(half, pen.text_width(letter, text, bold=True) / 2 + size * 0.12)
    pen.rect(
        (c[0] - wide, c[1] - half, c[0] + wide, c[1] + half), fill, ink_on(fill), max(1.0, size * 0.08), size * 0.22
    )
    pen.text(c, letter, text, ink_on(fill), bold=True)
    if joker:
        bc = (c[0] + wide - half * 0.05, c[1] - half * 0.95)
        pen.circle(bc, size * 0.26, theme.SUN, theme.SUN_EDGE, size * 0.05)
        draw_icon(pen, "sun", bc, size * 0.2, theme.SUN_EDGE)
    return shrink(image)


@cache
def city_sprite(vp: int, state: str, size: int, label: bool = True) -> Image.Image:
    """A city disc `size` px across showing its VP (unless `label` is off, for a thumbnail); `state` is plain,
    supplied (energy tile) or waiting."""
    image, pen, c = sprite_canvas(size, size * 0.3)
    r = size / 2
    if state == "supplied":
        t = r * 1.22
        pen.rect((c[0] - t, c[1] - t, c[0] + t, c[1] + t), theme.ENERGY, theme.ENERGY_EDGE, size * 0.06, size * 0.22)
        draw_icon(pen, "energy", (c[0] - t * 0.72, c[1] - t * 0.72), r * 0.42, theme.ENERGY_EDGE)
    pen.circle(c, r, theme.CITY_FILL, theme.CITY_EDGE, max(1.0, size * 0.06))
    if label:
        pen.text(c, str(vp), size * 0.52, core.INK, bold=True)
    if state == "waiting":
        pen.circle(c, r * 1.12, None, theme.WAITING, size * 0.1)
        b = (c[0] + r * 0.82, c[1] - r * 0.82)
        pen.circle(b, r * 0.42, theme.WAITING, core.WHITE, size * 0.04)
        draw_icon(pen, "energy", b, r * 0.3, core.WHITE)
    return shrink(image)


@cache
def city_icon_sprite(icon: str, size: int) -> Image.Image:
    """The opera or church badge beside a city."""
    image, pen, c = sprite_canvas(size, size * 0.1)
    pen.circle(c, size / 2, core.INK_MUTED, core.WHITE, size * 0.06)
    draw_icon(pen, icon, c, size * 0.31, core.WHITE)
    return shrink(image)


@cache
def station_sprite(kind: str, station_id: str, size: int, owner: RGB | None, label: bool = True) -> Image.Image:
    """A power station disc with its type icon and id (unless `label` is off); `owner` set means its station tile
    lies on it."""
    image, pen, c = sprite_canvas(size, size * 0.12)
    r = size / 2
    fill, ink = theme.STATION_FILLS[kind], theme.STATION_INK[kind]
    if owner is not None:
        pen.circle(c, r * 1.1, owner, darker(owner), size * 0.03)
        t = r * 0.8
        pen.rect((c[0] - t, c[1] - t, c[0] + t, c[1] + t), theme.TILE, theme.TILE_EDGE, size * 0.035, size * 0.12)
        ink = core.INK
    else:
        pen.circle(c, r, fill, darker(fill, 0.35), size * 0.035)
    if not label:
        draw_icon(pen, kind, c, r * 0.45, ink)
        return shrink(image)
    draw_icon(pen, kind, (c[0], c[1] - r * 0.38), r * 0.34, ink)
    pen.text((c[0], c[1] + r * 0.4), station_id, size * 0.32, ink if owner is None else core.INK, bold=True)
    return shrink(image)


@cache
def badge_sprite(text: str, size: int, fill: RGB) -> Image.Image:
    """A round badge with short text: station VP, line letters."""
    image, pen, c = sprite_canvas(size, size * 0.1)
    pen.circle(c, size / 2, fill, core.WHITE if fill != core.WHITE else core.INK, size * 0.08)
    pen.text(c, text, size * (0.6 if len(text) < 2 else 0.5), ink_on(fill), bold=True)
    return shrink(image)


def paste_station(
    pen: Pen,
    kind: str,
    station_id: str,
    vp: int,
    at: Point,
    vp_at: Point,
    radius: float,
    owner: RGB | None,
    labels: bool = True,
) -> None:
    """A station with its VP badge, at layout points `at` and `vp_at`; a thumbnail's (`labels` off) has neither id
    nor badge."""
    pen.paste(station_sprite(kind, station_id, round(pen.px(2 * radius)), owner, labels), at)
    if labels:
        pen.paste(badge_sprite(str(vp), round(pen.px(2 * theme.BADGE_RADIUS)), core.INK), vp_at)
