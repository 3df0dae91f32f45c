"""Looking up a message in a language, with English for anything else.

Fluent does plurals and other grammar by the language's own rules, so no code here knows any language. Discord
names languages by locale ("de", "fr", "en-US", "pt-BR"); `language` maps them to ours.
"""

from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path

from fluent.runtime import FluentLocalization, FluentResourceLoader
from fluent.runtime.types import fluent_number

LOCALES_DIR = Path(__file__).with_name("locales")
LANGUAGES = ("en", "de", "fr")
FALLBACK = "en"
SHARED = "shared"


def language(locale: str | None) -> str:
    """Our language for a Discord locale: its own if we have it, else English."""
    code = (locale or "").split("-")[0].lower()
    return code if code in LANGUAGES else FALLBACK


@cache
def _localization(lang: str, domains: tuple[str, ...], roots: tuple[str, ...]) -> FluentLocalization:
    loader = FluentResourceLoader([str(LOCALES_DIR / "{locale}"), *(f"{root}/{{locale}}" for root in roots)])
    chain = [lang] if lang == FALLBACK else [lang, FALLBACK]
    return FluentLocalization(chain, [f"{domain}.ftl" for domain in domains], loader)


TEXTS = 4096
"""Formatted messages each process keeps: a planner repeats the same few hundred labels on every click, and
Fluent takes about 0.1 ms to format one (number formatting through Babel included). Most messages carry one-off
values (a plan so far, a round's dice), so a larger cache only fills: 32,768 held about 13 MB after ten minutes of
100 tables and were most of the bot's growth (tracemalloc)."""

Argument = str | int | float


def _plain(value: object) -> Argument:
    return value if isinstance(value, int | float) and not isinstance(value, bool) else str(value)


@lru_cache(maxsize=TEXTS)
def _format(
    lang: str, domains: tuple[str, ...], roots: tuple[str, ...], key: str, params: tuple[tuple[str, Argument], ...]
) -> str:
    # numbers stay numbers for plural rules, but ungrouped: game #1234 is not "#1,234" or "#1.234"
    args = {
        name: value if isinstance(value, str) else fluent_number(value, useGrouping=False) for name, value in params
    }
    return _localization(lang, domains, roots).format_value(key, args)


class Catalog:
    """The messages of some domains: a game's catalog is its own domain over the shared one. `roots` are further
    folders of catalogs (`<root>/<language>/<domain>.ftl`) beside `i18n/locales`."""

    def __init__(self, *domains: str, roots: tuple[str, ...] = ()) -> None:
        self.domains = domains
        self.roots = roots

    def text(self, locale: str | None, key: str, /, **params: object) -> str:
        """The message `key` in the language of `locale`, its placeables filled from `params`."""
        args = tuple(sorted((name, _plain(value)) for name, value in params.items()))
        return _format(language(locale), self.domains, self.roots, key, args)


text = Catalog(SHARED).text
"""A shared message: what the table itself says, whatever the game."""


def listed(lang: str | None, items: Sequence[str]) -> str:
    """Items as a sentence lists them, in `lang`: "A", "A and B", "A, B and C"."""
    if len(items) == 1:
        return items[0]
    return text(lang, "list-and", first=", ".join(items[:-1]), last=items[-1])
