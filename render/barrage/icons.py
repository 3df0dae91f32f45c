"""Icons for what Barrage counts and builds, drawn with the pen in a circle of radius r and cached as sprites.

Each icon is its own silhouette (a ringed coin, a star, a bolt, a toothed bucket, a tilted drum, a droplet, a wall,
a house...), so supplies and rewards are told apart without words and without hue; numbers stand beside them.
"""

import math
from collections.abc import Callable
from functools import cache

from PIL import Image

from render.barrage import theme
from render.core.draw import Pen, Point, shape_points, shrink, sprite_canvas
from render.core.theme import INK, RGB

Icon = Callable[[Pen, Point, float, RGB], None]
ADVANCED: RGB = (110, 74, 150)
"""The advanced tile's fill: the colour of a level II chip."""
STRUCTURE: RGB = (206, 212, 222)
"""Structure icons' colour unless a company's is given."""


def _at(c: Point, r: float, points: list[tuple[float, float]]) -> list[Point]:
    return [(c[0] + u * r, c[1] + v * r) for u, v in points]


def _coin(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    pen.circle(c, 0.9 * r, theme.COIN, theme.COIN_EDGE, 0.13 * r)
    pen.circle(c, 0.5 * r, None, theme.COIN_EDGE, 0.1 * r)


def _vp(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    pen.polygon(shape_points("star", c[0], c[1] + 0.08 * r, 0.92 * r), theme.VP, theme.VP_EDGE, 0.1 * r)


def _energy(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    bolt = [(0.2, -1.0), (-0.62, 0.15), (-0.06, 0.15), (-0.24, 1.0), (0.62, -0.2), (0.06, -0.2)]
    pen.polygon(_at(c, r, bolt), theme.ENERGY, theme.ENERGY_EDGE, 0.1 * r)


def _rotate(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A clockwise circular arrow: one turn of the construction wheel."""
    steps = 24
    start, end = math.radians(-50), math.radians(200)
    angles = [start + (end - start) * i / steps for i in range(steps + 1)]
    arc = [(c[0] + 0.6 * r * math.cos(a), c[1] + 0.6 * r * math.sin(a)) for a in angles]
    pen.line(arc, INK, 0.42 * r)
    pen.line(arc, theme.ROTATE, 0.24 * r)
    tip, (tx, ty) = arc[-1], (-math.sin(end), math.cos(end))
    head = [
        (tip[0] + 0.6 * r * tx, tip[1] + 0.6 * r * ty),
        (tip[0] - 0.46 * r * ty, tip[1] + 0.46 * r * tx),
        (tip[0] + 0.46 * r * ty, tip[1] - 0.46 * r * tx),
    ]
    pen.polygon(head, theme.ROTATE, INK, 0.08 * r)


def _excavator(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A digger's toothed bucket."""
    bucket = [
        (-0.9, -0.7),
        (0.9, -0.7),
        (0.72, 0.3),
        (0.5, 0.9),
        (0.26, 0.3),
        (0.0, 0.9),
        (-0.26, 0.3),
        (-0.5, 0.9),
        (-0.72, 0.3),
    ]
    pen.polygon(_at(c, r, bucket), theme.EXCAVATOR, theme.EXCAVATOR_EDGE, 0.1 * r)


def _mixer(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A concrete mixer's tilted drum, striped."""
    tilt = math.radians(-28)
    drum = [
        (0.95 * math.cos(t) * math.cos(tilt) - 0.62 * math.sin(t) * math.sin(tilt),
         0.95 * math.cos(t) * math.sin(tilt) + 0.62 * math.sin(t) * math.cos(tilt))
        for t in (2 * math.pi * i / 32 for i in range(32))
    ]  # fmt: skip
    pen.polygon(_at(c, r, drum), theme.MIXER, theme.MIXER_EDGE, 0.1 * r)
    for k in (-0.3, 0.1):
        a = (k - 0.1, -0.42 + k * 0.4)
        b = (k + 0.18, 0.42 + k * 0.4)
        pen.line(_at(c, r, [a, b]), theme.MIXER_EDGE, 0.1 * r, joint=False)


def _machinery(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """An excavator or a mixer, the receiver's choice: both, half size."""
    _excavator(pen, (c[0] - 0.42 * r, c[1] - 0.3 * r), 0.55 * r, colour)
    _mixer(pen, (c[0] + 0.42 * r, c[1] + 0.34 * r), 0.55 * r, colour)


def droplet(c: Point, r: float) -> list[Point]:
    """A water drop's outline: a point on top, round below."""
    centre = (c[0], c[1] + 0.3 * r)
    rr = 0.64 * r
    tip = (c[0], c[1] - r)
    a = math.asin(rr / (centre[1] - tip[1]))
    arc = [
        (centre[0] + rr * math.cos(t), centre[1] + rr * math.sin(t))
        for t in (-(math.pi / 2 - a) + i * (math.pi + 2 * a) / 24 for i in range(25))
    ]
    return [tip, *arc]


def _drop(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    pen.polygon(droplet(c, r), theme.DROP, theme.DROP_EDGE, 0.1 * r)


def _drop_now(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A drop with an arrow through it: it flows at once."""
    _drop(pen, c, r, colour)
    pen.line(_at(c, r, [(0.0, -0.3), (0.0, 0.55)]), INK, 0.16 * r, joint=False)
    pen.polygon(_at(c, r, [(-0.3, 0.28), (0.3, 0.28), (0.0, 0.72)]), INK)


def _engineer(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A figure in a hard hat."""
    pen.polygon(_at(c, r, [(-0.7, 0.95), (0.7, 0.95), (0.45, -0.05), (-0.45, -0.05)]), theme.ENGINEER, INK, 0.1 * r)
    pen.circle((c[0], c[1] - 0.45 * r), 0.32 * r, theme.ENGINEER, INK, 0.1 * r)
    pen.polygon(_at(c, r, [(-0.45, -0.58), (0.45, -0.58), (0.3, -0.92), (-0.3, -0.92)]), theme.COIN, INK, 0.08 * r)


def _base(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A dam wall seen from the side."""
    pen.polygon(_at(c, r, [(-0.95, 0.75), (0.95, 0.75), (0.5, -0.6), (-0.5, -0.6)]), colour, INK, 0.1 * r)


def _elevation(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A layer with a chevron up: a wall raised."""
    pen.rect((c[0] - 0.85 * r, c[1] + 0.05 * r, c[0] + 0.85 * r, c[1] + 0.75 * r), colour, INK, 0.1 * r)
    pen.polygon(
        _at(c, r, [(-0.6, -0.15), (0.0, -0.95), (0.6, -0.15), (0.3, -0.15), (0.0, -0.55), (-0.3, -0.15)]),
        colour,
        INK,
        0.08 * r,
    )


def _conduit(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A bent pipe with its flow's arrow."""
    pipe = _at(c, r, [(-0.6, -0.95), (-0.6, 0.3), (0.4, 0.3)])
    pen.line(pipe, INK, 0.56 * r)
    pen.line(pipe, colour, 0.34 * r)
    pen.polygon(_at(c, r, [(0.3, -0.15), (0.98, 0.3), (0.3, 0.75)]), colour, INK, 0.08 * r)


def house(c: Point, r: float) -> list[Point]:
    """A powerhouse's outline: a house with a pitched roof."""
    return _at(c, r, [(-0.82, 0.85), (0.82, 0.85), (0.82, -0.12), (0.0, -0.9), (-0.82, -0.12)])


def _powerhouse(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    pen.polygon(house(c, r), colour, INK, 0.1 * r)


def _any(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """An asterisk: the joker builds any structure."""
    for k in range(3):
        a = math.pi / 2 + k * math.pi / 3
        ends = [
            (c[0] + 0.85 * r * math.cos(a), c[1] + 0.85 * r * math.sin(a)),
            (c[0] - 0.85 * r * math.cos(a), c[1] - 0.85 * r * math.sin(a)),
        ]
        pen.line(ends, INK, 0.5 * r, joint=False)
    for k in range(3):
        a = math.pi / 2 + k * math.pi / 3
        ends = [
            (c[0] + 0.75 * r * math.cos(a), c[1] + 0.75 * r * math.sin(a)),
            (c[0] - 0.75 * r * math.cos(a), c[1] - 0.75 * r * math.sin(a)),
        ]
        pen.line(ends, colour, 0.3 * r, joint=False)


def _mountains(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    pen.polygon(_at(c, r, [(-1.0, 0.7), (-0.35, -0.75), (0.05, 0.1), (0.4, -0.4), (1.0, 0.7)]), colour, INK, 0.1 * r)


def _hills(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    bumps = [(-1.0, 0.7)]
    bumps += [
        (-0.45 + 0.55 * math.cos(t), 0.7 - 0.9 * math.sin(t)) for t in (math.pi - math.pi * i / 12 for i in range(13))
    ]
    bumps += [
        (0.45 + 0.55 * math.cos(t), 0.7 - 0.6 * math.sin(t)) for t in (math.pi - math.pi * i / 12 for i in range(13))
    ]
    pen.polygon(_at(c, r, bumps), colour, INK, 0.1 * r)


def _plains(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """Flat ground with two trees."""
    pen.rect((c[0] - r, c[1] + 0.4 * r, c[0] + r, c[1] + 0.8 * r), colour, INK, 0.1 * r)
    for u, size in ((-0.4, 0.3), (0.35, 0.4)):
        pen.line(_at(c, r, [(u, 0.45), (u, -0.1)]), colour, 0.2 * r, joint=False)
        pen.circle((c[0] + u * r, c[1] - (0.1 + size) * r), size * r, colour, INK, 0.1 * r)


def _contract(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A contract sheet with a tick: a fulfilled contract."""
    pen.rect(
        (c[0] - 0.7 * r, c[1] - 0.92 * r, c[0] + 0.7 * r, c[1] + 0.92 * r),
        (236, 232, 220),
        INK,
        0.1 * r,
        radius=0.15 * r,
    )
    for v in (-0.5, -0.2):
        pen.line(_at(c, r, [(-0.4, v), (0.4, v)]), theme.VP_EDGE, 0.1 * r, joint=False)
    pen.line(_at(c, r, [(-0.35, 0.3), (-0.08, 0.6), (0.42, 0.02)]), theme.GOOD, 0.2 * r)


def _advanced(pen: Pen, c: Point, r: float, colour: RGB) -> None:
    """A technology tile marked II, as advanced tiles' chips are marked by their level."""
    pen.rect(
        (c[0] - 0.85 * r, c[1] - 0.85 * r, c[0] + 0.85 * r, c[1] + 0.85 * r), ADVANCED, INK, 0.1 * r, radius=0.2 * r
    )
    for u in (-0.22, 0.22):
        pen.line(_at(c, r, [(u, -0.5), (u, 0.5)]), theme.VP, 0.2 * r, joint=False)


ICONS: dict[str, Icon] = {
    "credits": _coin,
    "vp": _vp,
    "energy": _energy,
    "rotate": _rotate,
    "excavators": _excavator,
    "mixers": _mixer,
    "machinery": _machinery,
    "drops": _drop,
    "drops_now": _drop_now,
    "engineers": _engineer,
    "base": _base,
    "elevation": _elevation,
    "conduit": _conduit,
    "powerhouse": _powerhouse,
    "any": _any,
    "mountains": _mountains,
    "hills": _hills,
    "plains": _plains,
    "contract": _contract,
    "advanced": _advanced,
}
"""Keyed by `Reward`'s field names, the engine's structure and area ids, and a few of our own."""


def draw_icon(pen: Pen, kind: str, c: Point, r: float, colour: RGB = STRUCTURE) -> None:
    """Icon `kind` (a key of `ICONS`) in a circle of radius r around layout point c; `colour` tints structures."""
    ICONS[kind](pen, c, r, colour)


@cache
def icon_sprite(kind: str, size: int, colour: RGB = STRUCTURE) -> Image.Image:
    """Icon `kind` `size` px across, smooth: icons repeat on every image."""
    image, pen, c = sprite_canvas(size, size * 0.1)
    draw_icon(pen, kind, c, size / 2, colour)
    return shrink(image)


def paste_icon(pen: Pen, kind: str, c: Point, size: float, colour: RGB = STRUCTURE) -> None:
    """Icon `kind` centred on layout point c, `size` layout units across."""
    pen.paste(icon_sprite(kind, round(pen.px(size)), colour), c)
