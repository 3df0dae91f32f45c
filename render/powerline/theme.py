"""Powerline's own colours and sizes, in one place, so its look can be tuned without touching drawing code.

Neutral colours (canvas, panels, text) and fonts live in `render.core.theme`. Each worker and player colour also
carries a letter or a shape, so nothing depends on telling hues apart (colour-blind players read the mark instead).
"""

from render.core.theme import RGB, Swatch

# The light board plate on the dark canvas.
PLATE: RGB = (233, 237, 222)
PLATE_EDGE: RGB = (178, 188, 160)
CABLE: RGB = (120, 130, 124)
DIE_BODY: RGB = (255, 253, 246)
DIE_EDGE: RGB = (58, 63, 68)
PIP: RGB = (28, 31, 36)

CITY_FILL: RGB = (255, 255, 255)
CITY_EDGE: RGB = (92, 99, 108)
ENERGY: RGB = (255, 196, 0)
ENERGY_EDGE: RGB = (150, 96, 0)
WAITING: RGB = (196, 40, 40)
SUN: RGB = (255, 176, 0)
SUN_EDGE: RGB = (170, 96, 0)
TILE: RGB = (214, 190, 140)
TILE_EDGE: RGB = (120, 96, 56)
SLOT_EMPTY: RGB = (58, 64, 75)
VACATION: RGB = (64, 178, 170)

HIGHLIGHT: RGB = (255, 46, 166)
"""Legal segments in the planning preview: a hot pink no worker or player colour uses."""
HIGHLIGHT_TEXT: RGB = (255, 128, 200)
"""The highlight pink, lightened to read as text on the dark panels."""
FRESH: RGB = (255, 232, 0)
"""What changed this round (round summary, timelapse): a gold halo."""

STATION_FILLS: dict[str, RGB] = {
    "wind": (206, 230, 246),
    "hydro": (178, 206, 240),
    "solar": (252, 232, 160),
    "biogas": (200, 232, 178),
}
STATION_INK: dict[str, RGB] = {
    "wind": (40, 96, 140),
    "hydro": (24, 70, 150),
    "solar": (140, 80, 0),
    "biogas": (40, 110, 40),
}

WORKERS: dict[str, RGB] = {
    "red": (215, 38, 61),
    "yellow": (242, 195, 24),
    "blue": (47, 111, 222),
    "green": (46, 158, 79),
    "white": (244, 244, 240),
    "black": (34, 37, 42),
}
"""The six dice/worker colours, keyed by the engine's worker names; each also carries a letter in the reader's
language (`mark-<colour>` in the image catalog), so nothing depends on telling them apart by hue."""

PLAYERS: tuple[Swatch, ...] = (
    Swatch("orange", (232, 135, 30), "circle"),
    Swatch("purple", (142, 68, 173), "square"),
    Swatch("teal", (14, 159, 154), "triangle"),
    Swatch("pink", (214, 65, 143), "diamond"),
    Swatch("brown", (139, 90, 43), "hexagon"),
    Swatch("sky", (86, 180, 233), "star"),
)
"""Seat colours 1-6, chosen apart from the six worker colours, each with its own shape."""

# Sizes, in layout units of the board data (1 unit = 1 px at scale 1).
DIE_FRACTION = 0.8
"""Die face edge as a share of the shortest segment on the board."""
CITY_RADIUS = 27
LABEL_RADIUS = 24
"""A line's letter badge."""
BADGE_RADIUS = 24
"""A station's VP badge and a city's opera or church badge."""
SUPERSAMPLE = 2
SMALL_TEXT = 28
"""The smallest text on a player's board and the planner, as tall as the map's labels: the board is about 980 by
1,090 units, and Discord shows it 284 px wide on a phone and 350 px tall on a desktop, where this comes out at 7
and 9 px."""
HEADER = 56
"""One line: seat mark, name, board and round, VP total."""
MARGIN = 12
PANEL_GAP = 10
"""Between the plate and the panel under it."""

BOARD_SCALE = 1.0
"""The single player board."""
PREVIEW_SCALE = 0.75
"""The planning preview, drawn on every click: Discord shows it about 550 px wide in the planner, and at three
quarters of the board's size it costs about half as much to draw, encode and send."""
TIMELAPSE_SCALE = 0.6
TIMELAPSE_FRAME_MS = 450
TIMELAPSE_LAST_FRAME_MS = 2500
