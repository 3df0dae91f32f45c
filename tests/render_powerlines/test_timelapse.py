"""The match replay: one frame per state, the last held, deterministic."""

import io

from PIL import Image

from render.powerlines import render_timelapse, theme
from tests.render_powerlines.helpers import NAMES, state_with


def test_a_timelapse_has_a_frame_per_state_and_holds_the_last():
    states = [state_with(), state_with([(0, 0, 5)]), state_with([(0, 0, 5), (1, 0, 6)])]
    data = render_timelapse(states, NAMES, lang="en")
    assert data == render_timelapse(states, NAMES, lang="en")
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and gif.n_frames == 3
    durations = []
    for frame in range(gif.n_frames):
        gif.seek(frame)
        durations.append(gif.info["duration"])
    assert durations == [theme.TIMELAPSE_FRAME_MS] * 2 + [theme.TIMELAPSE_LAST_FRAME_MS]
    assert gif.width == round(theme.WIDTH * theme.TIMELAPSE_SCALE)
