"""Each game's images in sample positions, declared beside its registration so that measuring every image (the
legibility benchmark, `benchmarks/legibility.py`) and holding each to its figures (`tests/render/test_legibility.py`)
take in a new game without a shared edit.

A game's samples module (its registration's `samples`, by default `<render package>.samples`) has a function
`samples() -> Iterator[Case]`: it plays its positions with engine code when called, and yields a case per image kind.
"""

from collections.abc import Callable
from dataclasses import dataclass

NAMES = ("Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara")
"""The players' names the samples are drawn with, as many as a table seats."""


@dataclass(frozen=True)
class Case:
    """One image kind in one position: `turn` if a player needs it to take a turn (the phone's higher target
    applies); `draw` draws it in a language."""

    game: str
    kind: str
    turn: bool
    draw: Callable[[str], bytes]
    floor: tuple[float, float]
    """Its smallest text as measured in the desktop box and in the phone box (px), the least over every language:
    the test holds the image to it, so raise it when the image gets more legible."""
