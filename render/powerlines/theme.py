"""Power Lines' own colours and sizes, in one place, so its look can be tuned without touching drawing code.

Neutral colours (canvas, panels, text) and fonts live in `render.core.theme`. Every suit is a shape first and a
colour second, and each side's badge has its own outline (disc or square), so nothing needs hues told apart.
"""

from dataclasses import dataclass

from render.core.theme import RGB


@dataclass(frozen=True)
class SuitLook:
    fill: RGB
    """The symbol's colour."""
    edge: RGB
    """The symbol's outline and the tile's rim."""
    body: RGB
    """The tile face: a pale tint of the suit, so a row of one suit also reads as one colour from afar."""


SUITS: dict[str, SuitLook] = {
    "suns": SuitLook((244, 166, 22), (150, 86, 0), (255, 244, 214)),
    "moons": SuitLook((66, 124, 230), (24, 58, 140), (226, 236, 255)),
    "crowns": SuitLook((160, 84, 206), (84, 30, 120), (242, 229, 252)),
    "arms": SuitLook((214, 56, 56), (120, 20, 24), (255, 229, 226)),
}
"""Keyed by the engine's suit names (rules.json)."""
NUMERAL: RGB = (26, 29, 34)

SIDES: dict[str, RGB] = {"suits": (38, 196, 170), "values": (250, 204, 60)}
"""The side colours of badges, scored lines and totals: teal for suits (a disc badge), gold for values (a square)."""

HIGHLIGHT: RGB = (255, 46, 166)
"""Legal spots and the tentative tile: the hot pink Powerline's planner uses for the same purpose."""
HIGHLIGHT_TEXT: RGB = (255, 150, 210)
LAST: RGB = (255, 255, 255)
"""The halo of the tile placed last."""
CELL: RGB = (50, 56, 66)
"""An empty cell the grid may still grow into."""
CELL_EDGE: RGB = (64, 71, 83)
TURN: RGB = HIGHLIGHT
"""The frame of the player to move: the colour of the spots they choose from."""

# Sizes in pixels (images are drawn at scale 1).
WIDTH = 760
"""Both images' width: Discord shows them at most 284 px wide on a phone and 350 px tall on a desktop, so the
grid, a turn is taken from, keeps to about 40 times its smallest text across and 39 times down."""
SMALL_TEXT = 20
"""The smallest text that carries game information, in px: about 7.5 px on a phone and 10 px on a desktop."""
MARGIN = 16
GRID_AREA = 520
"""The square the grid's possible extent is fitted into."""
MAX_CELL = 130
"""A cell's size once the 4x4 frame is known; a wider possible extent shrinks cells to fit `GRID_AREA`."""
TILE_SHARE = 0.88
"""A tile's edge as a share of its cell; the gap shows the grid."""
PENDING_ALPHA = 0.55
STRIP_TILE = 40
FINAL_CELL = 96

TIMELAPSE_SCALE = 0.6
"""Timelapse frames are smaller than the live image."""
TIMELAPSE_FRAME_MS = 500
TIMELAPSE_LAST_FRAME_MS = 3000
