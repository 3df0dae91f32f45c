"""Company badges and the pieces on the map (dam walls, powerhouses), with the rings and halos laid around spaces,
as cached sprites: the same few pieces repeat on every image.

A company's badge is its colour, its letter and its own outline at once; its pieces carry the colour and the letter.
A dam is drawn as a wall of stacked layers, one per level of height, narrowing upwards, so its height reads at a
glance; a neutral dam is a grey wall without a badge.
"""

from functools import cache

from PIL import Image

from render.barrage import theme
from render.barrage.icons import house
from render.core.draw import Pen, Point, ink_on, shrink, sprite_canvas
from render.core.theme import INK, RGB, Swatch

SHAPE_SCALE = {"square": 1.14, "hexagon": 0.98, "diamond": 0.88}
"""Circumradius per outline, so a square or a diamond looks as big as a disc of the same size."""


def swatch(company: str) -> Swatch:
    """The look of a company by its id ("" before the seat has picked one)."""
    return theme.COMPANIES.get(company, theme.UNPICKED)


def letter(company: str) -> str:
    return theme.LETTERS.get(company, theme.UNPICKED_LETTER)


def draw_badge(
    pen: Pen, company: str, c: Point, size: float, lettered: bool = True, letter_px: float | None = None
) -> None:
    """The company's outline in its colour with its letter, `size` across; without the letter where there is no
    room for it to read (the outline alone tells the companies apart, as their colours do). `letter_px`: the
    letter's size whatever the outline (an image that holds every text to one size), else a share of `size`."""
    look = swatch(company)
    r = size / 2 * SHAPE_SCALE.get(look.mark, 0.92)
    pen.shape(look.mark, c, r, look.fill, INK, size * 0.07)
    if lettered:
        share = 0.5 if look.mark == "diamond" else 0.6
        pen.text(c, letter(company), letter_px or size * share, ink_on(look.fill), bold=True)


@cache
def badge_sprite(company: str, size: int, lettered: bool = True, letter_px: int | None = None) -> Image.Image:
    image, pen, c = sprite_canvas(size, size * 0.08)
    draw_badge(pen, company, c, size, lettered, letter_px)
    return shrink(image)


def wall_layers(box: tuple[float, float, float, float], levels: int) -> list[tuple[float, float, float, float]]:
    """The boxes of a wall's `levels` layers in `box`, bottom layer first, each narrower than the one below."""
    x0, y0, x1, y1 = box
    gap = (y1 - y0) * 0.06
    h = (y1 - y0 - gap * (levels - 1)) / levels
    layers = []
    for k in range(levels):
        inset = (x1 - x0) * 0.09 * k
        bottom = y1 - k * (h + gap)
        layers.append((x0 + inset, bottom - h, x1 - inset, bottom))
    return layers


@cache
def wall_sprite(fill: RGB, height: int, levels: int, w: int, h: int) -> Image.Image:
    """A dam wall `w` x `h` px: `height` of its `levels` layers built in `fill`, the rest a faint outline."""
    image, pen, c = sprite_canvas(max(w, h), 1)
    box = (c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2)
    for k, layer in enumerate(wall_layers(box, levels)):
        if k < height:
            pen.rect(layer, fill, INK, 1.2, radius=2)
        else:
            pen.rect(layer, None, theme.SLOT_EDGE, 1, radius=2)
    return shrink(image)


@cache
def house_sprite(company: str, size: int) -> Image.Image:
    """A powerhouse built by `company`: its colour and letter on a house."""
    look = swatch(company)
    image, pen, c = sprite_canvas(size, size * 0.1)
    pen.polygon(house(c, size / 2), look.fill, INK, size * 0.06)
    pen.text((c[0], c[1] + size * 0.12), letter(company), size * 0.5, ink_on(look.fill), bold=True)
    return shrink(image)


@cache
def ring_sprite(w: int, h: int, width: float) -> Image.Image:
    """A highlight ring around a `w` x `h` px space: hot pink on a dark rim, so it shows on any ground."""
    image, pen, c = sprite_canvas(max(w, h), width * 2)
    box = (c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2)
    pen.rect(box, None, INK, width + 2, radius=min(w, h) * 0.22)
    pen.rect(box, None, theme.HIGHLIGHT, width, radius=min(w, h) * 0.22)
    return shrink(image)


@cache
def halo_sprite(w: int, h: int) -> Image.Image:
    """A soft white glow around a `w` x `h` px space: what the last turn changed."""
    pad = 8
    image, pen, c = sprite_canvas(max(w, h), pad)
    for i in range(4):
        g = pad - i * 1.8
        box = (c[0] - w / 2 - g, c[1] - h / 2 - g, c[0] + w / 2 + g, c[1] + h / 2 + g)
        pen.rect(box, None, (*theme.MOVED, 50 + 40 * i), 2.2, radius=min(w, h) * 0.25 + g)
    return shrink(image)


TAG_SHARE = 0.67
"""A spot letter's size relative to its disc."""


def tag_size(label: str, size: int) -> tuple[int, int]:
    """A spot letter's tag: a disc `size` px across, or a pill as wide as two letters need at the same size."""
    return (size, size) if len(label) == 1 else (round(size * (0.5 + 0.75 * len(label) * TAG_SHARE)), size)


@cache
def tag_sprite(label: str, size: int) -> Image.Image:
    """A spot's letter on a hot pink disc `size` px across (a pill for two letters), rimmed dark so it shows on any
    ground."""
    w, h = tag_size(label, size)
    image, pen, c = sprite_canvas(w, 2)
    pen.rect((c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2), theme.HIGHLIGHT, INK, size * 0.07, radius=h / 2)
    pen.text(c, label, size * TAG_SHARE, theme.HIGHLIGHT_TEXT, bold=True)
    return shrink(image)
