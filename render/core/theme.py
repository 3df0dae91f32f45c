"""Fonts, the neutral colours every game's images share (dark canvas and panels, text, status) and PNG settings.

Colours are RGB tuples. A game keeps its own colours and sizes in its own theme module.
"""

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import ImageFont

RGB = tuple[int, int, int]

FONT_DIR = Path(__file__).with_name("fonts")
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans at `size` pixels; never a system font, so every machine draws the same glyphs."""
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[bold]), max(1, size))


@dataclass(frozen=True)
class Swatch:
    """A colour that can be told apart without seeing hue: `mark` is a letter or a shape name (see `draw.SHAPES`)."""

    name: str
    fill: RGB
    mark: str


# Canvas and panels (dark, like Discord).
CANVAS: RGB = (30, 34, 41)
PANEL: RGB = (42, 47, 56)
PANEL_LINE: RGB = (70, 77, 89)
TEXT: RGB = (240, 243, 246)
TEXT_MUTED: RGB = (176, 184, 196)
INK: RGB = (22, 25, 29)
INK_MUTED: RGB = (78, 86, 96)
WHITE: RGB = (255, 255, 255)

GOOD: RGB = (80, 200, 120)
BAD: RGB = (255, 112, 112)

PNG_COMPRESS_LEVEL = 3
PNG_COLOURS = 256
