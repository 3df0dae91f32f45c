"""What the bot says, looked up the way the bot does: a message is named by its key, so wording can change."""

import re
from collections.abc import Callable

from bot.table.module import catalog_of
from engine.registry import REGISTRATIONS
from i18n.catalog import Catalog

CUT = "\x00"
STOP = "\x01"
Label = Callable[..., str]


def wording(catalog: Catalog) -> tuple[Label, Label]:
    """A game's `label(key, lang="en", **params)`, its message `key` (or the table's) in `lang`, and its
    `opening(key, until, lang="en", **params)`, the message up to where its parameter `until` goes: for matching a
    message whose rest varies."""

    def label(key: str, lang: str = "en", /, **params: object) -> str:
        return catalog.text(lang, key, **params)

    def opening(key: str, until: str, lang: str = "en", /, **params: object) -> str:
        return label(key, lang, **{until: CUT}, **params).partition(CUT)[0]

    return label, opening


def numbered(say: Label, key: str, number: str, until: str | None = None, lang: str = "en") -> str:
    """A regular expression (its source) for message `key` as `say` words it, its parameter `number` a number
    (captured, group 1), up to where its parameter `until` goes (to its end without): for reading a round or game
    number out of what the bot posted."""
    text = say(key, lang, **{number: CUT}, **({until: STOP} if until else {}))
    before, _, after = text.partition(STOP)[0].partition(CUT)
    return re.escape(before) + r"(\d+)" + re.escape(after)


label, opening = wording(catalog_of(REGISTRATIONS["powerline"]))
pl_label, pl_opening = wording(catalog_of(REGISTRATIONS["powerlines"]))
ba_label, ba_opening = wording(catalog_of(REGISTRATIONS["barrage"]))
