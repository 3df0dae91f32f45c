"""Every word in Barrage's images, from the `barrage-images` catalog in the language of the game's table.

Images are drawn for a whole table at once, so they take a language code ("en", "de", "fr") rather than a
person's locale; any other code falls back to English as the catalog does.
"""

from functools import lru_cache

from i18n.catalog import Catalog

CATALOG = Catalog("barrage-images")
MESSAGES = 2048
"""Formatted messages kept per process: the same few hundred labels come back on every image."""


@lru_cache(maxsize=MESSAGES)
def say(lang: str, key: str, /, **params: object) -> str:
    """The message `key` in `lang`, its placeables filled from `params` (numbers and strings)."""
    return CATALOG.text(lang, key, **params)
