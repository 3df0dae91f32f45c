"""Barrage's engine words: every rule error code it raises, every decision it asks and every id its data holds
read as whole words in English, German and French, with every placeable filled."""

import ast
from collections import defaultdict
from pathlib import Path

import pytest

from bot.games.barrage.module import MODULE
from bot.games.barrage.words import decision_prompt, officer_help, option_text, tile_help
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE
from engine.barrage.turn import Decision
from engine.core import RuleError
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR
from render.barrage.naming import contract_text, space_option, spot_help, spot_name, tile_name
from tests.engine.helpers import rule_error_sites
from tests.test_catalogs import messages

ENGLISH = messages(LOCALES_DIR / FALLBACK / "barrage-engine.ftl")
SAMPLE = {"kind": "location", "choice": "3-up"}
"""A value for every param name the engine's errors use; a new name must be added here to be tested."""
ENGINE = Path(__file__).resolve().parents[2] / "engine" / "barrage"


def _params_by_code() -> dict[str, set[frozenset[str]]]:
    found: dict[str, set[frozenset[str]]] = defaultdict(set)
    for site in rule_error_sites("barrage"):
        assert site.code is not None, site.where
        found[site.code].add(site.params)
    return found


def _errors() -> list[RuleError]:
    return [RuleError(code, **{name: SAMPLE[name] for name in names}) for code, [names] in _params_by_code().items()]


def _asked() -> set[str]:
    """Every decision kind the engine's scripts ask (the first argument of each `ask`)."""
    kinds = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "ask":
                first = node.args[0]
                assert isinstance(first, ast.Constant), f"{path}: ask with a kind that is not a literal"
                kinds.add(first.value)
    return kinds


def clean(said: str, key_prefix: str = "") -> bool:
    """Words with nothing left unfilled and no message key shown instead of a message."""
    return bool(said) and not {"{", "}", "$"} & set(said) and not (key_prefix and said.startswith(key_prefix))


def test_every_code_the_engine_raises_has_a_message_with_exactly_its_params():
    raised = _params_by_code()
    assert {key for key in ENGLISH if key.startswith("error-")} == {f"error-{code}" for code in raised}
    for code, params in raised.items():
        assert params == {frozenset(ENGLISH[f"error-{code}"])}, f"every raise of {code} fills its message"


@pytest.mark.parametrize("error", _errors(), ids=lambda error: error.code)
def test_each_error_reads_in_each_language_with_nothing_left_unfilled(error: RuleError):
    english = MODULE.error_text(error, "en-US")
    assert english[:1].isupper() and english.endswith(".")
    for lang in LANGUAGES:
        assert clean(MODULE.error_text(error, lang), "error-") and "kind-" not in MODULE.error_text(error, lang)
    assert MODULE.error_text(error, "de") != english and MODULE.error_text(error, "fr") != english
    assert MODULE.error_text(error, "ja") == english


def test_every_decision_the_engine_asks_is_named_and_asked_in_each_language():
    kinds = _asked()
    assert {"space", "location", "payment", "contract", "headstream"} <= kinds
    assert {key for key in ENGLISH if key.startswith("kind-")} == {f"kind-{kind}" for kind in kinds}
    context = {"structure": ("joker",), "location": ("base",), "payment": ("base", "3-up"), "engineers": ("bank",)}
    for kind in kinds:
        for lang in LANGUAGES:
            prompt = decision_prompt(Decision(kind, ("x",), context.get(kind, ())), (), lang)
            assert clean(prompt, "decision-") and prompt[:1].isupper(), (kind, lang, prompt)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_id_of_the_data_has_words(lang: str):
    """Spaces, tiles, contracts, map spots, companies and officers, each in each language."""
    rules = load_rules()
    state = BARRAGE.initial_state(BarrageConfig(players=4, setup="standard"))
    names = ("alice", "bob", "carol", "dave")
    for space in (*rules.board, *rules.construction, *(s for o in rules.officers for s in o.spaces)):
        assert clean(space_option(space.id, state, lang), "space-")
    for tile in rules.tiles:
        assert clean(tile_name(tile.id, lang), "tile-")
        assert tile_help(tile.id, lang) is None or clean(tile_help(tile.id, lang) or "", "effect-")
    for contract in rules.contracts:
        assert clean(contract_text(contract.id, lang), "contract")
    for spot in (*rules.map.dams, *rules.map.conduits, *rules.map.powerhouses):
        assert clean(spot_name(spot.id, lang), "spot-") and clean(spot_help(spot.id, state, names, lang), "help-")
    for officer in rules.officers:
        assert clean(officer_help(officer.id, lang), "officer-")
    for company in rules.companies:
        matchup = Decision("matchup", (f"{company.id}-wilhelm",))
        assert clean(option_text(matchup, matchup.options[0], state, lang, None), "company-")
    payment = Decision("payment", ("e5-m0-c3", "e0-m0-c0"), ("base", "3-up"))
    said = [option_text(payment, option, state, lang, None) for option in payment.options]
    assert all(clean(s) for s in said) and said[0] != said[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_phrase_a_player_makes_is_also_worded_as_a_plan(lang: str) -> None:
    """A whole turn offered before it is played says what it will do: each narrated phrase of a player's own
    action has its `offer-` twin (the water's moves and the line's frame are nobody's plan)."""
    keys = set(messages(LOCALES_DIR / lang / "barrage.ftl"))
    unplanned = {"narrate-line", "narrate-next", "narrate-earlier", "narrate-times", "narrate-headstream"}
    unplanned |= {"narrate-flowed", "narrate-played-for", "narrate-played-for-away"}
    narrated = {key.removeprefix("narrate-") for key in keys if key.startswith("narrate-") and key not in unplanned}
    assert narrated and narrated == {key.removeprefix("offer-") for key in keys if key.startswith("offer-")}
