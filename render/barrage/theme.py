"""Barrage's own colours and sizes, in one place, so its look can be tuned without touching drawing code.

Neutral colours (canvas, panels, text) and fonts live in `render.core.theme`. Every company is a colour, a letter and
a badge outline at once (Okabe-Ito hues that stay apart for the common kinds of colour blindness, none of them the
blue of water or the red of red-bordered spaces), so nothing needs hues told apart.
"""

from render.core.theme import RGB, Swatch

COMPANIES: dict[str, Swatch] = {
    "usa": Swatch("usa", (230, 159, 0), "circle"),
    "germany": Swatch("germany", (0, 158, 115), "square"),
    "italy": Swatch("italy", (204, 121, 167), "hexagon"),
    "france": Swatch("france", (236, 236, 236), "diamond"),
}
"""Keyed by the engine's company ids; `mark` is the badge's outline (see `render.core.draw.SHAPES`)."""
LETTERS: dict[str, str] = {"usa": "U", "germany": "G", "italy": "I", "france": "F"}
"""The letter on each company's badge and pieces: the same in every language, like the companies' names."""
UNPICKED = Swatch("", (120, 126, 136), "circle")
"""A seat that has not picked its company yet (standard setup)."""
UNPICKED_LETTER = "?"
NEUTRAL: RGB = (132, 138, 146)
"""Neutral dams: a grey no company has, drawn without a badge."""

# The map.
WATER: RGB = (58, 134, 214)
WATER_DEEP: RGB = (30, 86, 160)
DROP: RGB = (120, 196, 255)
DROP_EDGE: RGB = (14, 52, 110)
RED_SPACE: RGB = (232, 62, 62)
"""Red-bordered map and board spaces (they cost credits on top); drawn thicker too, so they read without hue."""
AREAS: dict[str, RGB] = {"mountains": (52, 54, 66), "hills": (40, 56, 50), "plains": (50, 58, 42)}
"""The background band of each area, keyed by the engine's area ids."""
BASIN: RGB = (34, 38, 46)
BASIN_EDGE: RGB = (86, 94, 108)
SLOT: RGB = (56, 62, 74)
"""An empty space to build on."""
SLOT_EDGE: RGB = (120, 128, 142)
SEA: RGB = (36, 72, 118)

HIGHLIGHT: RGB = (255, 46, 166)
"""Spots a player may choose: the hot pink every game's planner uses for the same purpose."""
HIGHLIGHT_TEXT: RGB = (255, 255, 255)
MOVED: RGB = (255, 255, 255)
"""The halo of what the last turn changed."""
TURN: RGB = HIGHLIGHT
"""The frame of the company to move."""

# Rewards and supplies.
COIN: RGB = (246, 200, 66)
COIN_EDGE: RGB = (140, 96, 10)
VP: RGB = (236, 236, 240)
VP_EDGE: RGB = (70, 74, 84)
ENERGY: RGB = (255, 214, 0)
ENERGY_EDGE: RGB = (120, 84, 0)
EXCAVATOR: RGB = (196, 128, 74)
EXCAVATOR_EDGE: RGB = (92, 52, 20)
MIXER: RGB = (176, 184, 196)
MIXER_EDGE: RGB = (64, 70, 80)
ENGINEER: RGB = (236, 236, 240)
ROTATE: RGB = (190, 226, 255)
CONTRACTS: dict[str, RGB] = {
    "starting": (150, 156, 168),
    "national": (176, 140, 230),
    "green": (86, 190, 110),
    "yellow": (236, 200, 60),
    "red": (226, 90, 80),
}
"""The rim of a contract by kind (the engine's contract kinds)."""
GOOD: RGB = (80, 200, 120)

# Sizes in pixels (images are drawn at scale 1).
MARGIN = 16
MAP_WIDTH = 1260
FINAL_WIDTH = 1000

TIMELAPSE_SCALE = 0.6
"""Timelapse frames are smaller than the live image."""
TIMELAPSE_FRAME_MS = 1200
TIMELAPSE_LAST_FRAME_MS = 3000
