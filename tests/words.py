"""What the bot says, looked up the way the bot does: tests name a message by its key, so wording can change."""

from collections.abc import Callable, Iterable
from functools import cache

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.table.module import catalog_of
from engine.registry import REGISTRATIONS
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR, Catalog

CUT = "\x00"
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


label, opening = wording(catalog_of(REGISTRATIONS["powerline"]))
pl_label, pl_opening = wording(catalog_of(REGISTRATIONS["powerlines"]))
ba_label, ba_opening = wording(catalog_of(REGISTRATIONS["barrage"]))


def english_leaks(texts: Iterable[str], lang: str) -> set[str]:
    """English wording from the catalogs found in `texts`, which should be in `lang`."""
    return leaks(texts, lang, FALLBACK)


def leaks(texts: Iterable[str], lang: str, other: str) -> set[str]:
    """`other`'s wording from the catalogs found in `texts`, which should be in `lang`: every literal stretch of an
    `other` message long enough to be a phrase, unless `lang`'s own messages use it too (a name, "Joker")."""
    seen = "\n".join(texts)
    return {p for p in _phrases(lang, other) if p in seen}


@cache
def _phrases(lang: str, other: str) -> frozenset[str]:
    own = "\n".join(_literals(lang))
    return frozenset(p for p in _literals(other) if len(p) >= 8 and " " in p and p not in own)


def speaks(text: str, lang: str) -> bool:
    """`text` is in `lang`: it has a phrase of `lang`'s messages that no other language's has, and none of theirs."""
    others = [o for o in LANGUAGES if o != lang]
    return bool(leaks([text], others[0], lang) & leaks([text], others[1], lang)) and not any(
        leaks([text], lang, o) for o in others
    )


class _Placeables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def placeables(node: ast.BaseNode) -> set[str]:
    """The variables a catalog entry, or a part of one, refers to."""
    found = _Placeables()
    found.visit(node)
    return found.names


class _Literals(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.extend(part.strip() for part in node.value.split("\n") if part.strip())


@cache
def _literals(lang: str) -> tuple[str, ...]:
    """The literal text of every message of every domain in `lang` (plural variants too), cut at placeables."""
    visitor = _Literals()
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        visitor.visit(FluentParser().parse(path.read_text(encoding="utf-8")))
    return tuple(visitor.found)
