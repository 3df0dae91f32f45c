"""A Power Lines match replayed as an animated GIF: the grid after every tile, the final grid held."""

from collections.abc import Sequence

from engine.powerlines.state import PowerLinesState
from render.core.gif import timelapse
from render.powerlines import theme
from render.powerlines.grid import grid_image


def timelapse_gif(states: Sequence[PowerLinesState], names: Sequence[str], *, lang: str) -> bytes:
    pictures = [grid_image(state, names, lang=lang) for state in states]
    return timelapse(pictures, theme.TIMELAPSE_SCALE, theme.TIMELAPSE_FRAME_MS, theme.TIMELAPSE_LAST_FRAME_MS)
