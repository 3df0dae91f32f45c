"""Golden images, compared with a tolerance rather than bytes (font hinting and zlib may differ a little).

Regenerate after an intended change of the look:
`RENDER_GOLDEN=update .venv/bin/pytest tests/render_powerlines/test_golden.py`, then look at every file in
tests/render_powerlines/golden/ before committing. Goldens are stored at a third of full size.
"""

import io
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from render.powerlines import render_final, render_grid
from tests.render_powerlines.helpers import (
    GAME_ONE,
    GAME_TWO,
    MID_GAME,
    NAMES,
    legal_spots,
    scored,
    state_with,
)

GOLDEN = Path(__file__).with_name("golden")
UPDATE = os.environ.get("RENDER_GOLDEN") == "update"
SHRINK = 3
MEAN_TOLERANCE = 2.0
"""Mean absolute difference per channel (0-255) allowed between the render and its golden."""

CASES: dict[str, Callable[[], bytes]] = {
    "grid": lambda: render_grid(
        state_with(MID_GAME), NAMES, lang="en", highlight=legal_spots(MID_GAME), last=MID_GAME[-1][:2]
    ),
    "final": lambda: render_final(state_with((), (scored(GAME_ONE), scored(GAME_TWO, -1, -2))), NAMES, lang="en"),
}


def small(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data)).convert("RGB")
    return image.resize((image.width // SHRINK, image.height // SHRINK), Image.Resampling.BOX)


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_golden(name: str) -> None:
    image = small(CASES[name]())
    path = GOLDEN / f"{name}.png"
    if UPDATE:
        GOLDEN.mkdir(exist_ok=True)
        image.quantize(256, dither=Image.Dither.NONE).save(path, optimize=True)
    golden = Image.open(path).convert("RGB")
    assert golden.size == image.size
    diff = ImageStat.Stat(ImageChops.difference(image, golden)).mean
    assert max(diff) <= MEAN_TOLERANCE, f"{name} differs from its golden by {diff}"
