"""Rule errors carry a code and data, never words: the bot says them in each player's language."""

import pickle
import re

import pytest

from engine.core import RuleError
from engine.powerline.errors import DieMismatchError
from engine.registry import GAMES
from tests.engine.helpers import rule_error_sites

CODE = re.compile(r"[a-z]+(-[a-z]+)*")


SITES_AT_LEAST = 1
"""Each game's scan finds a raise site at least, so a broken scan cannot pass empty (every game refuses a move)."""


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_engine_raise_names_a_code_and_passes_data_by_keyword(game):
    sites = rule_error_sites(game)
    assert len(sites) >= SITES_AT_LEAST, "the scan finds the engine's raise sites"
    for site in sites:
        assert site.code is not None and CODE.fullmatch(site.code), f"{site.where}: a literal code like 'no-joker'"
        assert site.positional == 1, f"{site.where}: params go by keyword, so each has a name a translator can place"


def test_a_rule_error_reads_as_its_code_and_params_and_survives_pickling():
    error = DieMismatchError("die-mismatch", colour="red", die=3, line="C", needs=5)
    assert (error.code, error.rule) == ("die-mismatch", "die")
    assert error.params == {"colour": "red", "die": 3, "line": "C", "needs": 5}
    assert str(error) == "die-mismatch {'colour': 'red', 'die': 3, 'line': 'C', 'needs': 5}"
    assert str(RuleError("no-joker")) == "no-joker"
    copy = pickle.loads(pickle.dumps(error))
    assert (type(copy), copy.code, copy.params) == (DieMismatchError, error.code, error.params)
