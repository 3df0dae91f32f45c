"""Every word in Powerline's images, from the `powerline-images` catalog in the language of the game's table.

Images are drawn for a whole table at once, so they take a language code ("en", "de", "fr") rather than a
person's locale; any other code falls back to English as the catalog does.
"""

from functools import lru_cache

from i18n.catalog import Catalog

CATALOG = Catalog("powerline-images")
MESSAGES = 4096
"""Formatted messages kept per process: the same labels come back on every image, and Fluent takes about as long
to format one as Pillow takes to draw it."""


@lru_cache(maxsize=MESSAGES)
def say(lang: str, key: str, /, **params: object) -> str:
    """The message `key` in `lang`, its placeables filled from `params` (numbers and strings)."""
    return CATALOG.text(lang, key, **params)


def vp(lang: str, points: int) -> str:
    """A number of victory points as the rulebook writes them: 12 VP, 12 SP, 12 PV."""
    return say(lang, "vp", vp=points)
