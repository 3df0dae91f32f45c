"""What the bot says, looked up the way the bot does: tests name a message by its key, so wording can change."""

from collections.abc import Iterable

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.games.barrage.catalog import CATALOG as BARRAGE_CATALOG
from bot.games.powerline.catalog import CATALOG
from bot.games.powerlines.catalog import CATALOG as POWERLINES_CATALOG
from i18n.catalog import FALLBACK, LOCALES_DIR


def label(key: str, lang: str = "en", /, **params: object) -> str:
    """Powerline's (or the table's) message `key` in `lang`."""
    return CATALOG.text(lang, key, **params)


CUT = "\x00"


def opening(key: str, until: str, lang: str = "en", /, **params: object) -> str:
    """Message `key` up to where its parameter `until` goes: for matching a message whose rest varies."""
    return label(key, lang, **{until: CUT}, **params).partition(CUT)[0]


def english_leaks(texts: Iterable[str], lang: str) -> set[str]:
    """English wording from the catalogs found in `texts`, which should be in `lang`: every literal stretch of an
    English message long enough to be a phrase, unless `lang`'s own messages use it too (a name, "Joker")."""
    own = "\n".join(_literals(lang))
    phrases = {p for p in _literals(FALLBACK) if len(p) >= 8 and " " in p and p not in own}
    seen = "\n".join(texts)
    return {p for p in phrases if p in seen}


class _Literals(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.extend(part.strip() for part in node.value.split("\n") if part.strip())


def _literals(lang: str) -> list[str]:
    """The literal text of every message of every domain in `lang` (plural variants too), cut at placeables."""
    visitor = _Literals()
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        visitor.visit(FluentParser().parse(path.read_text(encoding="utf-8")))
    return visitor.found


def pl_label(key: str, lang: str = "en", /, **params: object) -> str:
    """Power Lines' (or the table's) message `key` in `lang`."""
    return POWERLINES_CATALOG.text(lang, key, **params)


def pl_opening(key: str, until: str, lang: str = "en", /, **params: object) -> str:
    """Power Lines' message `key` up to where its parameter `until` goes."""
    return pl_label(key, lang, **{until: CUT}, **params).partition(CUT)[0]


def ba_label(key: str, lang: str = "en", /, **params: object) -> str:
    """Barrage's (or the table's) message `key` in `lang`."""
    return BARRAGE_CATALOG.text(lang, key, **params)


def ba_opening(key: str, until: str, lang: str = "en", /, **params: object) -> str:
    """Barrage's message `key` up to where its parameter `until` goes."""
    return ba_label(key, lang, **{until: CUT}, **params).partition(CUT)[0]
