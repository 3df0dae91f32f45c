"""How tall each text of an image comes out, for measuring whether it stays readable once Discord shrinks it.

Discord shows a channel image about 550 px wide on a desktop and about 360 px on a phone. Every text goes through
`Pen.text`, which notes its pixel height here while a `recording()` is open (nothing is kept otherwise). Text drawn
on a canvas that is shrunk afterwards (supersampled sprites, a plate drawn at twice its size) is noted at the size
it ends up: the pen knows its own canvas's factor, and `shown_at` covers a whole drawing that is shrunk later.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Drawn:
    """One text as it ends up in the image: `px` the font's pixel size there."""

    text: str
    px: float
    decorative: bool


_drawn: ContextVar[list[Drawn] | None] = ContextVar("drawn", default=None)
_shown: ContextVar[float] = ContextVar("shown", default=1.0)


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Every text drawn inside the block, in order (drawn afresh: a cached picture records nothing)."""
    drawn: list[Drawn] = []
    token = _drawn.set(drawn)
    try:
        yield drawn
    finally:
        _drawn.reset(token)


@contextmanager
def shown_at(factor: float) -> Iterator[None]:
    """What is drawn inside the block ends up `factor` times its size (a canvas reduced afterwards)."""
    token = _shown.set(_shown.get() * factor)
    try:
        yield
    finally:
        _shown.reset(token)


def note(text: str, px: float, decorative: bool = False) -> None:
    """A text of `px` pixels drawn on a canvas that ends up at its size (see `shown_at`)."""
    drawn = _drawn.get()
    if drawn is not None:
        drawn.append(Drawn(text, px * _shown.get(), decorative))
