"""Wording checks over the catalogs: another language's phrases leaking into a text, and the variables a message uses.
Messages are looked up by key with `harness.words`."""

from collections.abc import Iterable
from functools import cache

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR


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
