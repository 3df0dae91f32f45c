"""The engine's codes become whole sentences in English, German and French, with every placeable filled."""

from collections import defaultdict

import pytest

from bot.games.powerline.engine_text import error_text, hint_text
from engine.core import RuleError
from engine.powerline.ai import hint
from engine.powerline.ai.explain import Clause, Reason
from engine.powerline.errors import DieMismatchError
from engine.powerline.planning import validate_plan
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR, listed
from tests.engine.helpers import new_state, other_face, pip, plan, rule_error_sites, seg, with_dice
from tests.engine_ai.helpers import position
from tests.test_catalogs import messages

ENGLISH = messages(LOCALES_DIR / FALLBACK / "powerline-engine.ftl")
SAMPLE = {
    "start": "blue",
    "first": "red",
    "last": "black",
    "last_column": 6,
    "count": 6,
    "line": "J",
    "one_end": "H2",
    "other_end": "S2",
    "origin": "H2",
    "position": 3,
    "station": "S2",
    "colour": "yellow",
    "die": 4,
    "needs": 2,
    "limit": 2,
    "workers": 3,
    "lines": 3,
    "seat": 5,
    "planned": 2,
    "current": 1,
}
"""A value for every param name the engine uses; a new name must be added here to be tested."""


def _params_by_code() -> dict[str, set[frozenset[str]]]:
    found: dict[str, set[frozenset[str]]] = defaultdict(set)
    for site in rule_error_sites():
        assert site.code is not None, site.where
        found[site.code].add(site.params)
    return found


def _errors() -> list[RuleError]:
    return [RuleError(code, **{name: SAMPLE[name] for name in names}) for code, [names] in _params_by_code().items()]


def test_every_code_the_engine_raises_has_a_message_with_exactly_its_params():
    raised = _params_by_code()
    assert {key for key in ENGLISH if key.startswith("error-")} == {f"error-{code}" for code in raised}
    for code, params in raised.items():
        assert params == {frozenset(ENGLISH[f"error-{code}"])}, f"every raise of {code} fills its message"


@pytest.mark.parametrize("error", _errors(), ids=lambda error: error.code)
def test_each_error_reads_in_each_language_with_nothing_left_unfilled(error: RuleError):
    english = error_text(error, "en-US")
    assert english[:1].isupper() and english.endswith(".")
    for lang in LANGUAGES:
        said = error_text(error, lang)
        assert not {"{", "}", "$"} & set(said) and f"error-{error.code}" not in said
    assert error_text(error, "de") != english and error_text(error, "fr") != english
    assert error_text(error, "ja") == english


def test_worker_colours_and_plurals_follow_the_language():
    needs = pip("C", 0)
    with pytest.raises(DieMismatchError) as caught:
        validate_plan(with_dice(new_state(), other_face(needs), 1, 1, 1, 1, 1), 0, plan("red", seg("C", 0)))
    wrong = other_face(needs)
    assert error_text(caught.value, "en").startswith(f"The red die shows {wrong}, but that segment of powerline C ")
    assert error_text(caught.value, "de").startswith(f"Der Würfel in Rot zeigt {wrong}, ")
    assert error_text(caught.value, "fr").startswith(f"Le dé rouge indique {wrong}, ")
    one = RuleError("construction-limit", workers=1, limit=1, lines=2)
    assert "one worker may build on only one powerline" in error_text(one, "en")
    assert "4 workers may build on only 2 powerlines" in error_text(
        RuleError("construction-limit", workers=4, limit=2, lines=3), "en"
    )
    assert "Ein Arbeiter darf nur an einer Stromleitung bauen" in error_text(one, "de")
    assert "un ouvrier ne peut construire que sur une ligne électrique" in error_text(one, "fr")


RICH = Reason(
    (
        Clause("complete", items=(Clause("complete-line", {"line": "C", "vp": 5}),)),
        Clause(
            "finish",
            items=(
                Clause("finish-station", {"station": "W1", "type": "wind", "vp": 5}),
                Clause("finish-station", {"station": "B1", "type": "biogas", "vp": 4}),
            ),
        ),
        Clause("grow", items=tuple(Clause("grow-line", {"line": x, "added": 1, "left": 2}) for x in "AHJ")),
        Clause("joker-tile"),
        Clause("spend-jokers", {"count": 2}),
        Clause("island-vacation", {"count": 1}),
    ),
    7,
)


def test_a_hint_lists_its_clauses_in_each_language():
    assert hint_text(RICH, "en") == (
        "Completes powerline C (city 5 VP); finishes the wind station W1 (5 VP) and the biogas station B1 (4 VP); "
        "builds on A (+1, 2 to go), H (+1, 2 to go) and J (+1, 2 to go); takes a 1-worker tile for a joker; "
        "spends 2 jokers; sends a worker to the island with the vacation tile, at no cost (+7 VP this round)."
    )
    german, french = hint_text(RICH, "de"), hint_text(RICH, "fr")
    assert "das Windkraftwerk W1 (5 SP) und das Biogaskraftwerk B1 (4 SP)" in german
    assert "la centrale éolienne W1 (5 PV) et la centrale à biogaz B1 (4 PV)" in french
    assert "setzt 2 Joker ein" in german and "utilise 2 jokers" in french
    assert hint_text(Reason((Clause("island", {"count": 2}),), -2), "en") == (
        "Sends 2 workers to the island (−2 VP this round)."
    )
    assert hint_text(Reason((Clause("open"),), 0), "fr") == "Garde toutes les options ouvertes."


def test_real_hints_read_in_each_language_with_nothing_left_unfilled():
    for seed, rounds in ((1, 0), (2, 5), (3, 11), (4, 14)):
        reason = hint(position(seed, rounds), 0).reason
        said = {lang: hint_text(reason, lang) for lang in LANGUAGES}
        assert len(set(said.values())) == len(LANGUAGES)
        for text in said.values():
            assert text[:1].isupper() and text.endswith(".") and "\n" not in text
            assert not {"{", "}", "$"} & set(text) and "hint-" not in text


def test_lists_join_with_the_language_and():
    assert [listed("de", ["A"]), listed("de", ["A", "B"]), listed("fr", ["A", "B", "C"])] == [
        "A",
        "A und B",
        "A, B et C",
    ]
