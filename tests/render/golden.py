"""Golden images, compared with a tolerance rather than bytes (font hinting and zlib may differ a little).

Regenerate after an intended change of the look: `RENDER_GOLDEN=update .venv/bin/pytest <the game's test_golden.py>`,
then look at every file in the game's golden/ folder before committing. Goldens are stored at a third of full size.
"""

import io
import os
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

UPDATE = os.environ.get("RENDER_GOLDEN") == "update"
SHRINK = 3
MEAN_TOLERANCE = 2.0
"""Mean absolute difference per channel (0-255) allowed between the render and its golden."""


def small(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data)).convert("RGB")
    return image.resize((image.width // SHRINK, image.height // SHRINK), Image.Resampling.BOX)


def assert_matches_golden(data: bytes, path: Path) -> None:
    """The image `data` looks like the golden at `path` (written first when RENDER_GOLDEN=update)."""
    image = small(data)
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        image.quantize(256, dither=Image.Dither.NONE).save(path, optimize=True)
    golden = Image.open(path).convert("RGB")
    assert golden.size == image.size
    diff = ImageStat.Stat(ImageChops.difference(image, golden)).mean
    assert max(diff) <= MEAN_TOLERANCE, f"{path.stem} differs from its golden by {diff}"
