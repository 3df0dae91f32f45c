"""Counts read right in every language: a message that shows a count shows the count it was given, at 0, 1, 2 and 5.

French puts 0 in the plural category `one`, so a variant `[one] 1 joker` (or `un joker`) would tell a French player
"1 joker" for none; a variant for exactly one number is written `[1]`."""

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from i18n.catalog import LANGUAGES, LOCALES_DIR, _localization
from tests.words import placeables

COUNTS = (0, 1, 2, 5)
"""1 may be written as a word ("a joker", "ein Joker"); the others must show their number."""


class Selects(Visitor):
    """Select expressions on a variable whose default variant shows that variable: counts shown in words."""

    def __init__(self) -> None:
        super().__init__()
        self.counted: list[tuple[str, set[int]]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            name = node.selector.id.name
            default = next(v for v in node.variants if v.default)
            if name in placeables(default.value):
                exact = {int(v.key.value) for v in node.variants if isinstance(v.key, ast.NumberLiteral)}
                self.counted.append((name, exact))
        self.generic_visit(node)


def counted_messages() -> list[tuple[str, str, str, str, set[int], set[str]]]:
    """(language, domain, message, counted variable, numbers with a variant of their own, every variable)."""
    found = []
    for lang in LANGUAGES:
        for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
            resource = FluentParser().parse(Path(path).read_text(encoding="utf-8"))
            for entry in resource.body:
                if not isinstance(entry, ast.Message) or entry.value is None:
                    continue
                selects = Selects()
                selects.visit(entry.value)
                for variable, exact in selects.counted:
                    found.append((lang, path.stem, entry.id.name, variable, exact, placeables(entry.value)))
    return found


COUNTED = [pytest.param(*found, id=f"{found[0]}-{found[1]}-{found[2]}-{found[3]}") for found in counted_messages()]


def test_the_catalogs_have_counted_messages_in_every_language() -> None:
    assert {found[0] for found in counted_messages()} == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "domain", "key", "variable", "exact", "variables"), COUNTED)
def test_a_count_shows_the_number_it_was_given(lang, domain, key, variable, exact, variables) -> None:
    localization = _localization(lang, (domain,), ())
    for count in COUNTS:
        if count == 1 or count in exact:
            continue
        args = {name: "…" for name in variables} | {variable: count}
        shown = localization.format_value(key, args)
        assert str(count) in shown, f"{lang} {key} with {variable}={count}: {shown!r}"
