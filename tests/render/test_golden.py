"""Golden images, compared with a tolerance rather than bytes (font hinting and zlib may differ a little).

Regenerate after an intended change of the look: `RENDER_GOLDEN=update .venv/bin/pytest tests/render/test_golden.py`,
then look at every file in tests/render/golden/ before committing. Goldens are stored at a third of full size.
"""

import io
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from engine.powerline.planning import next_step
from render.powerline import render_board, render_center, render_preview, render_round_summary, render_standings
from tests.render.helpers import NAMES, finished, play

GOLDEN = Path(__file__).with_name("golden")
UPDATE = os.environ.get("RENDER_GOLDEN") == "update"
SHRINK = 3
MEAN_TOLERANCE = 2.0
"""Mean absolute difference per channel (0-255) allowed between the render and its golden."""


def _preview() -> bytes:
    record, _ = play(2, 7, 5)
    step = next_step(record.state, 1, "red", ())
    first = next(o for o in step.options if o.line is not None)
    return render_preview(record.state, 1, "red", (first,), NAMES, lang="en")


def _summary() -> bytes:
    record, events = play(3, 8, 9)
    return render_round_summary(record.state, events, NAMES, lang="en")


CASES: dict[str, Callable[[], bytes]] = {
    "board": lambda: render_board(play(2, 7, 9)[0].state, 0, NAMES, lang="en"),
    "preview": _preview,
    "center": lambda: render_center(play(4, 3, 6)[0].state, NAMES, lang="en"),
    "summary": _summary,
    "standings": lambda: render_standings(finished(1).state, NAMES, lang="en"),
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
