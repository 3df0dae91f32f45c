"""Animated GIFs from a sequence of frames: every Discord client animates a GIF.

All frames share one palette taken from the last (fullest) frame, so colours do not flicker between frames and the
file stays small; the last frame is held longer, so the finished picture can be read before the loop restarts.
"""

import io
from collections.abc import Sequence

from PIL import Image

from render.core import theme


def animate(pictures: Sequence[Image.Image], frame_ms: int, last_frame_ms: int) -> bytes:
    frames = [p.convert("RGB") for p in pictures]
    palette = frames[-1].quantize(theme.PNG_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    indexed = [f.quantize(palette=palette, dither=Image.Dither.NONE) for f in frames]
    durations = [frame_ms] * (len(indexed) - 1) + [last_frame_ms]
    out = io.BytesIO()
    indexed[0].save(out, format="GIF", save_all=True, append_images=indexed[1:], duration=durations, loop=0)
    return out.getvalue()


def timelapse(pictures: Sequence[Image.Image], scale: float, frame_ms: int, last_frame_ms: int) -> bytes:
    """`animate` with every picture scaled by `scale`: a replay is watched whole, not read square by square."""
    frames = [p.resize((round(p.width * scale), round(p.height * scale)), Image.Resampling.LANCZOS) for p in pictures]
    return animate(frames, frame_ms, last_frame_ms)
