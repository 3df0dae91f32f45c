"""A Barrage game replayed as an animated GIF: the map as each round ended, the final map held."""

from collections.abc import Sequence

from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.map import map_image
from render.core.gif import timelapse


def timelapse_gif(states: Sequence[BarrageState], names: Sequence[str], *, lang: str) -> bytes:
    pictures = [map_image(state, names, lang=lang) for state in states]
    return timelapse(pictures, theme.TIMELAPSE_SCALE, theme.TIMELAPSE_FRAME_MS, theme.TIMELAPSE_LAST_FRAME_MS)
