"""Text helpers the panels share: section headings and words that may take two lines."""

from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import RGB


def heading(pen: Pen, x: float, y: float, text: str, width: float) -> None:
    """A section heading in small capitals, its capitals' top at y."""
    pen.text(
        (x, y + pen.cap_height(14, True)), text.upper(), 14, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width
    )


def wrapped(pen: Pen, text: str, x: float, y: float, size: float, width: float, colour: RGB) -> float:
    """`text` on up to two lines from (x, y), its first line's middle at y; returns the y below it."""
    lines = pen.lines(text, size, width)
    for line in lines:
        pen.text((x, y), line, size, colour, anchor="lm", max_width=width)
        y += size * 1.3
    return y
