"""Technology tiles as small chips (what they build, and their level for an advanced tile) and the words for what
an advanced tile or an officer's special tile does."""

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from engine.barrage.rules import STRUCTURES
from render.barrage.icons import paste_icon
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import INK, RGB

LEVELS: dict[int, RGB] = {0: (84, 92, 108), 1: (52, 96, 150), 2: (110, 74, 150), 3: (150, 72, 60)}
"""A chip's fill by the tile's level: grey for basic tiles, then blue, purple, brick as they get stronger."""
SPECIAL: RGB = (150, 120, 40)
"""An officer's special tile (Anton's)."""
NUMERALS = ("", "I", "II", "III")


def chip_width(pen: Pen, tile: str, h: float, numeral: float) -> float:
    """The width of `tile`'s chip `h` high, its level numeral (if any) `numeral` px."""
    level = index(load_rules()).tiles[tile].level
    return h * 1.1 + (pen.text_width(NUMERALS[level], numeral, bold=True) + h * 0.2 if level else 0)


def tile_chip(pen: Pen, tile: str, x: float, y: float, h: float, numeral: float) -> float:
    """The chip of `tile` with its left edge at x, centred on y, `h` high, its level numeral `numeral` px (an
    image's smallest text, whatever the chip's height); returns its right edge."""
    tech = index(load_rules()).tiles[tile]
    w = chip_width(pen, tile, h, numeral)
    fill = SPECIAL if tech.effect == "copy-tile" else LEVELS[tech.level]
    pen.rect((x, y - h / 2, x + w, y + h / 2), fill, INK, 1.5, radius=h * 0.2)
    icon = tech.structure if tech.structure in STRUCTURES else "any"
    paste_icon(pen, icon, (x + h * 0.55, y), h * 0.66)
    if tech.level:
        pen.text((x + h * 1.05, y + 1), NUMERALS[tech.level], numeral, core.TEXT, bold=True, anchor="lm")
    return x + w


def described(tile: str) -> bool:
    """Whether a tile does more than build (an advanced or an officer's tile), so its effect needs words."""
    return bool(index(load_rules()).tiles[tile].effect)


def effect_text(lang: str, tile: str) -> str:
    tech = index(load_rules()).tiles[tile]
    return say(lang, f"tile-{tech.effect}", amount=tech.amount)
