"""The game replay: the map at each round's end, the last held, deterministic."""

import io

from PIL import Image, ImageChops

from render.barrage import render_timelapse, theme
from tests.render_barrage.helpers import NAMES, early, finished


def test_a_timelapse_shows_each_state_given():
    states = [early(2, "introductory"), finished(2, "introductory")[0]]
    data = render_timelapse(states, NAMES[:2], lang="en")
    assert data == render_timelapse(states, NAMES[:2], lang="en")
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and gif.n_frames == 2
    assert gif.width == round(theme.MAP_WIDTH * theme.TIMELAPSE_SCALE)
    first = gif.convert("RGB")
    gif.seek(1)
    assert gif.info["duration"] == theme.TIMELAPSE_LAST_FRAME_MS
    assert ImageChops.difference(first, gif.convert("RGB")).getbbox() is not None, "the map changed"
