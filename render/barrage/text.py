"""Text helpers the panels share: words that may take two lines."""

from render.core.draw import Pen
from render.core.theme import RGB


def wrapped(pen: Pen, text: str, x: float, y: float, size: float, width: float, colour: RGB, *, room: int = 1) -> float:
    """`text` on up to two lines from (x, y), its first line's middle at y; returns the y below it, or below `room`
    lines if it took fewer (a panel whose words take one line in one language and two in another keeps its size)."""
    lines = pen.lines(text, size, width)
    for k, line in enumerate(lines):
        pen.text((x, y + k * size * 1.3), line, size, colour, anchor="lm", max_width=width)
    return y + max(len(lines), room) * size * 1.3
