"""Refusals carry a code and data, never words, and every code has its message in the `powerlines-engine`
catalog domain in each language, plurals chosen by Fluent."""

import re
from collections import defaultdict

import pytest

from bot.games.powerlines.module import MODULE
from engine.core import RuleError
from engine.powerlines.errors import FrameError, TileError
from engine.powerlines.rules import load_rules
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR, Catalog
from tests.engine.helpers import rule_error_sites
from tests.engine_powerlines.helpers import new_state, place
from tests.test_catalogs import messages

CODE = re.compile(r"[a-z]+(-[a-z]+)*")
ENGLISH = messages(LOCALES_DIR / FALLBACK / "powerlines-engine.ftl")
CATALOG = Catalog("powerlines-engine")
SAMPLE: dict[str, str | int] = {"tile": 17, "suit": "moons", "value": 3, "size": 4}
"""A value for every param name the engine uses; a new name must be added here to be tested."""


def _params_by_code() -> dict[str, set[frozenset[str]]]:
    found: dict[str, set[frozenset[str]]] = defaultdict(set)
    for site in rule_error_sites("powerlines"):
        assert site.code is not None and CODE.fullmatch(site.code), f"{site.where}: a literal code like 'cell-taken'"
        assert site.positional == 1, f"{site.where}: params go by keyword, so each has a name a translator can place"
        found[site.code].add(site.params)
    return found


def _said(error: RuleError, lang: str) -> str:
    """The message as the bot words it."""
    return MODULE.error_text(error, lang)


def test_every_code_the_engine_raises_has_a_message_with_exactly_its_params():
    raised = _params_by_code()
    assert len(raised) >= 10, "the scan finds the engine's raise sites"
    assert {key for key in ENGLISH if key.startswith("error-")} == {f"error-{code}" for code in raised}
    for code, params in raised.items():
        assert params == {frozenset(ENGLISH[f"error-{code}"])}, f"every raise of {code} fills its message"


@pytest.mark.parametrize("code", sorted(_params_by_code()))
def test_each_error_reads_in_each_language_with_nothing_left_unfilled(code):
    [names] = _params_by_code()[code]
    error = RuleError(code, **{name: SAMPLE[name] for name in names})
    english = _said(error, "en")
    assert english[:1].isupper() and english.endswith(".")
    for lang in LANGUAGES:
        said = _said(error, lang)
        assert not {"{", "}", "$"} & set(said) and "error-" not in said
    assert _said(error, "de") != english and _said(error, "fr") != english


def test_a_real_refusal_is_worded_in_each_language():
    state = new_state(seed=1)
    for n, name in enumerate(("s2", "s3", "s4", "s5")):
        state, _ = place(state, name, n, 0)
    with pytest.raises(FrameError) as wide:
        place(state, "m2", 4, 0)
    assert _said(wide.value, "en") == "The grid may be at most 4 tiles wide."
    with pytest.raises(TileError) as used:
        place(state, "s2", 0, 1)
    assert [_said(used.value, lang) for lang in LANGUAGES] == [
        "The 2 of suns is already on the grid.",
        "Die 2 der Sonnen liegt schon im Raster.",
        "Le 2 des soleils est déjà dans la grille.",
    ]


def test_suits_sides_and_lines_have_distinct_names_in_each_language():
    rules = load_rules()
    groups = [
        [f"suit-{suit}" for suit in rules.suits],
        [f"suit-one-{suit}" for suit in rules.suits],
        ["side-suits", "side-values"],
        [f"line-{line.id}" for line in rules.lines],
    ]
    for keys in groups:
        assert set(keys) <= set(ENGLISH)
        for lang in LANGUAGES:
            words = [CATALOG.text(lang, key) for key in keys]
            assert len(set(words)) == len(words), words
    assert CATALOG.text("de", "suit-arms") == "Wappen" and CATALOG.text("fr", "side-suits") == "Enseignes"
    assert CATALOG.text("en", "line-diag-2") == "Diagonal ↙"


def test_frame_errors_choose_the_plural():
    error = FrameError("too-wide", size=4)
    assert _said(error, "en") == "The grid may be at most 4 tiles wide."
    assert _said(FrameError("too-wide", size=1), "en") == "The grid may be at most one tile wide."
    assert _said(error, "de") == "Das Raster darf höchstens 4 Plättchen breit sein."
    assert _said(error, "fr") == "La grille ne peut pas dépasser 4 tuiles de large."
