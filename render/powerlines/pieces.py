"""Tiles and side badges as cached sprites, and the four suit symbols drawn with the pen.

Each suit is its own silhouette (a rayed disc, a crescent, a three-point crown, a pointed shield), so suits are
told apart in greyscale and by colour-blind players; the suit colours only add to that.
"""

import math
from collections.abc import Callable
from functools import cache

from PIL import Image

from engine.powerlines.rules import load_rules
from render.core.draw import Colour, Pen, Point, shrink, sprite_canvas
from render.powerlines import theme

Symbol = Callable[[Pen, Point, float, Colour, Colour, float], None]


def _sun(pen: Pen, c: Point, r: float, fill: Colour, edge: Colour, w: float) -> None:
    rays = 8
    for k in range(rays):
        a = k * 2 * math.pi / rays - math.pi / 2
        spread = 0.2
        pen.polygon(
            [
                (c[0] + 0.5 * r * math.cos(a - spread), c[1] + 0.5 * r * math.sin(a - spread)),
                (c[0] + 1.0 * r * math.cos(a), c[1] + 1.0 * r * math.sin(a)),
                (c[0] + 0.5 * r * math.cos(a + spread), c[1] + 0.5 * r * math.sin(a + spread)),
            ],
            fill,
            edge,
            w,
        )
    pen.circle(c, 0.56 * r, fill, edge, w)


def crescent(c: Point, r: float, steps: int = 72) -> list[Point]:
    """A waxing crescent: the disc of radius 0.92 r less a disc shifted up and right, as one outline."""
    outer_r, inner_r = 0.92 * r, 0.78 * r
    inner = (c[0] + 0.42 * r, c[1] - 0.22 * r)

    def arc(centre: Point, radius: float, keep: Callable[[Point], bool], reverse: bool) -> list[Point]:
        ring = [
            (
                centre[0] + radius * math.cos(2 * math.pi * i / steps),
                centre[1] + radius * math.sin(2 * math.pi * i / steps),
            )
            for i in range(steps)
        ]
        flags = [keep(p) for p in ring]
        start = next(i for i in range(steps) if flags[i] and not flags[i - 1])
        run = [ring[(start + i) % steps] for i in range(steps) if flags[(start + i) % steps]]
        return run[::-1] if reverse else run

    outside = arc(c, outer_r, lambda p: math.dist(p, inner) > inner_r, reverse=False)
    inside = arc(inner, inner_r, lambda p: math.dist(p, c) < outer_r, reverse=True)
    return outside + inside


def _moon(pen: Pen, c: Point, r: float, fill: Colour, edge: Colour, w: float) -> None:
    pen.polygon(crescent(c, r), fill, edge, w)


def _crown(pen: Pen, c: Point, r: float, fill: Colour, edge: Colour, w: float) -> None:
    tips = ((-0.9, -0.5), (0.0, -0.78), (0.9, -0.5))
    outline = [(-0.74, 0.66), tips[0], (-0.4, 0.0), tips[1], (0.4, 0.0), tips[2], (0.74, 0.66)]
    pen.polygon([(c[0] + u * r, c[1] + v * r) for u, v in outline], fill, edge, w)
    pen.line([(c[0] - 0.7 * r, c[1] + 0.4 * r), (c[0] + 0.7 * r, c[1] + 0.4 * r)], edge, w)
    for u, v in tips:
        pen.circle((c[0] + u * r, c[1] + v * r), 0.15 * r, fill, edge, w)


def _arms(pen: Pen, c: Point, r: float, fill: Colour, edge: Colour, w: float) -> None:
    """A heater shield with a saltire (crossed arms) across it."""
    steps = 12
    right = [(0.78, -0.82), (0.78, -0.05)] + [
        (0.78 * math.cos(t), -0.05 + 0.97 * math.sin(t)) for t in (math.pi / 2 * i / steps for i in range(1, steps + 1))
    ]
    left = [(-u, v) for u, v in reversed(right)]
    pen.polygon([(c[0] + u * r, c[1] + v * r) for u, v in right + left], fill, edge, w)
    for a, b in (((-0.5, -0.55), (0.5, 0.5)), ((0.5, -0.55), (-0.5, 0.5))):
        pen.line([(c[0] + a[0] * r, c[1] + a[1] * r), (c[0] + b[0] * r, c[1] + b[1] * r)], edge, 1.6 * w, joint=False)


SYMBOLS: dict[str, Symbol] = {"suns": _sun, "moons": _moon, "crowns": _crown, "arms": _arms}


def draw_suit(pen: Pen, suit: str, c: Point, r: float, fill: Colour, edge: Colour, w: float) -> None:
    """The `suit` symbol (a key of `SYMBOLS`) in a circle of radius r around layout point c."""
    SYMBOLS[suit](pen, c, r, fill, edge, w)


@cache
def tile_sprite(tile: int, size: int) -> Image.Image:
    """Tile `tile` `size` px across: its suit's symbol on the left, its value as a large numeral on the right."""
    rules = load_rules()
    suit = rules.suit(tile)
    look = theme.SUITS[suit]
    image, pen, c = sprite_canvas(size, size * 0.08)
    half = size / 2
    box = (c[0] - half, c[1] - half, c[0] + half, c[1] + half)
    pen.rect(
        (box[0] + size * 0.02, box[1] + size * 0.04, box[2] + size * 0.02, box[3] + size * 0.04),
        (0, 0, 0, 90),
        radius=size * 0.14,
    )
    pen.rect(box, look.body, look.edge, size * 0.035, radius=size * 0.14)
    draw_suit(pen, suit, (c[0] - size * 0.2, c[1]), size * 0.26, look.fill, look.edge, size * 0.03)
    pen.text((c[0] + size * 0.24, c[1]), str(rules.value(tile)), size * 0.58, theme.NUMERAL, bold=True)
    return shrink(image)


@cache
def faded_tile_sprite(tile: int, size: int, alpha: float) -> Image.Image:
    """`tile_sprite` at a share `alpha` of its opacity: a tile that is only being considered."""
    sprite = tile_sprite(tile, size)
    out = sprite.copy()
    out.putalpha(sprite.getchannel("A").point(lambda v: round(v * alpha)))
    return out


@cache
def halo_sprite(size: int) -> Image.Image:
    """A bright rounded frame with a soft glow, `size` px across inside, to lay around the tile placed last."""
    image, pen, c = sprite_canvas(size, size * 0.16)
    for i in range(4):
        g = size * (0.5 + 0.14 - 0.025 * i)
        pen.rect((c[0] - g, c[1] - g, c[0] + g, c[1] + g), (*theme.LAST, 50 + 35 * i), radius=size * (0.2 - 0.01 * i))
    g = size * 0.575
    pen.rect((c[0] - g, c[1] - g, c[0] + g, c[1] + g), None, theme.LAST, size * 0.07, radius=size * 0.17)
    return shrink(image)


@cache
def badge_sprite(side: str, size: int) -> Image.Image:
    """A side's badge: suits a teal disc holding the four suit symbols, values a gold square holding 2 3 4 5. The
    badge is an emblem (the side's name is written beside it), so its small numbers are decorative."""
    rules = load_rules()
    fill = theme.SIDES[side]
    image, pen, c = sprite_canvas(size, size * 0.1)
    half = size / 2
    if side == "suits":
        pen.circle(c, half, fill, theme.NUMERAL, size * 0.06)
    else:
        box = (c[0] - half * 0.9, c[1] - half * 0.9, c[0] + half * 0.9, c[1] + half * 0.9)
        pen.rect(box, fill, theme.NUMERAL, size * 0.06, radius=size * 0.12)
    q = size * 0.2
    for i, (du, dv) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        p = (c[0] + du * q, c[1] + dv * q)
        if side == "suits":
            suit = rules.suits[i]
            draw_suit(pen, suit, p, size * 0.19, theme.SUITS[suit].fill, theme.NUMERAL, size * 0.025)
        else:
            pen.text(p, str(rules.values[i]), size * 0.34, theme.NUMERAL, bold=True, decorative=True)
    return shrink(image)
