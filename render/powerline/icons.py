"""Icons drawn with the pen in a circle of radius r around c: station types, city badges, sun, energy, vacation."""

import math
from collections.abc import Callable

from render.core.draw import Colour, Pen, Point
from render.core.theme import WHITE

Icon = Callable[[Pen, Point, float, Colour], None]


def _wind(pen: Pen, c: Point, r: float, colour: Colour) -> None:
    x, y = c
    hub = (x, y - 0.15 * r)
    pen.polygon(
        [(x - 0.09 * r, y + 0.95 * r), (x + 0.09 * r, y + 0.95 * r), (x + 0.04 * r, hub[1]), (x - 0.04 * r, hub[1])],
        colour,
    )
    for k in range(3):
        a = -math.pi / 2 + k * 2 * math.pi / 3
        tip = (hub[0] + 0.8 * r * math.cos(a), hub[1] + 0.8 * r * math.sin(a))
        side = (hub[0] + 0.3 * r * math.cos(a + 0.45), hub[1] + 0.3 * r * math.sin(a + 0.45))
        pen.polygon([hub, side, tip], colour)
    pen.circle(hub, 0.12 * r, colour)


def _hydro(pen: Pen, c: Point, r: float, colour: Colour) -> None:
    x, y = c
    cy, rr = y + 0.3 * r, 0.55 * r
    top = (x, y - 0.9 * r)
    a = math.asin(rr / (cy - top[1]))
    pts = [top] + [
        (x + rr * math.cos(t), cy + rr * math.sin(t))
        for t in [-(math.pi / 2 - a) + i * (math.pi + 2 * a) / 24 for i in range(25)]
    ]
    pen.polygon(pts, colour)
    pen.line([(x + 0.3 * r, y + 0.15 * r), (x + 0.32 * r, y + 0.45 * r)], WHITE, 0.1 * r)


def _sun(pen: Pen, c: Point, r: float, colour: Colour) -> None:
    for k in range(8):
        a = k * math.pi / 4
        pen.line(
            [(c[0] + 0.62 * r * math.cos(a), c[1] + 0.62 * r * math.sin(a)),
             (c[0] + 0.95 * r * math.cos(a), c[1] + 0.95 * r * math.sin(a))],
            colour, 0.16 * r, joint=False,
        )  # fmt: skip
    pen.circle(c, 0.45 * r, colour)


def _leaf(pen: Pen, c: Point, r: float, colour: Colour) -> None:
    ca, sa = math.cos(-math.pi / 4), math.sin(-math.pi / 4)

    def rot(u: float, v: float) -> Point:
        return (c[0] + r * (u * ca - v * sa), c[1] + r * (u * sa + v * ca))

    n = 16
    upper = [rot(-0.85 + 1.7 * i / n, 0.42 * math.sin(math.pi * i / n)) for i in range(n + 1)]
    lower = [rot(0.85 - 1.7 * i / n, -0.42 * math.sin(math.pi * i / n)) for i in range(n + 1)]
    pen.polygon(upper + lower, colour)
    pen.line([rot(-1.0, 0), rot(0.6, 0)], WHITE, 0.08 * r)


def _glyph(char: str) -> Icon:
    """An icon that is a DejaVu glyph (music note for the opera, cross for the church)."""

    def draw(pen: Pen, c: Point, r: float, colour: Colour) -> None:
        pen.text((c[0], c[1] + 0.08 * r), char, 1.9 * r, colour, bold=True)

    return draw


def _bolt(pen: Pen, c: Point, r: float, colour: Colour) -> None:
    x, y = c
    pts = [(0.2, -1.0), (-0.55, 0.12), (-0.05, 0.12), (-0.25, 1.0), (0.55, -0.2), (0.05, -0.2), (0.3, -1.0)]
    pen.polygon([(x + u * r, y + v * r) for u, v in pts], colour)


def _umbrella(pen: Pen, c: Point, r: float, colour: Colour) -> None:
    x, y = c
    n = 20
    arc = [math.pi + math.pi * i / n for i in range(n + 1)]
    canopy = [(x + 0.9 * r * math.cos(t), y - 0.1 * r + 0.8 * r * math.sin(t)) for t in arc]
    pen.polygon(canopy, colour)
    pen.line([(x, y - 0.1 * r), (x, y + 0.9 * r)], colour, 0.12 * r)


ICONS: dict[str, Icon] = {
    "wind": _wind,
    "hydro": _hydro,
    "solar": _sun,
    "biogas": _leaf,
    "opera": _glyph("♫"),
    "church": _glyph("✝"),
    "sun": _sun,
    "energy": _bolt,
    "vacation": _umbrella,
}


def draw_icon(pen: Pen, kind: str, c: Point, r: float, colour: Colour) -> None:
    """The `kind` icon (a key of `ICONS`) in colour, in a circle of radius r around layout point c."""
    ICONS[kind](pen, c, r, colour)
