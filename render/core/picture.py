"""An image and what it says in words, made together: every picture the bot posts carries a description (its alt
text), which a screen reader says in place of the image.

A game pairs each `render_*` function with a describer taking the same arguments; the bot's drawing worker calls
the pair (`Picture`), so a picture without words cannot be drawn, and the words are built in the worker with the
pixels, never on the event loop.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from i18n.catalog import text

ALT_LIMIT = 1024
"""The most an attachment's or a media gallery item's description may hold (Discord's limit)."""


@dataclass(frozen=True)
class Picture:
    """A drawing and its describer: both take the same arguments."""

    draw: Callable[..., bytes]
    describe: Callable[..., str]

    def __call__(self, *args: Any, **kwargs: Any) -> tuple[bytes, str]:
        return self.draw(*args, **kwargs), self.describe(*args, **kwargs)


def fitted(lang: str, parts: Iterable[str], limit: int = ALT_LIMIT) -> str:
    """`parts` one per line, as many as fit in `limit` characters; where some do not fit, a last line says that
    "Read the board" has the rest."""
    more = text(lang, "alt-more")
    kept: list[str] = []
    size = 0
    for part in parts:
        if size + len(part) + 1 > limit - len(more) - 1:
            return "\n".join([*kept, more])
        kept.append(part)
        size += len(part) + 1
    return "\n".join(kept)
