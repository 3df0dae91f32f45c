"""The expert level's fitted weights are data: read and checked like the rules' files."""

import json
from dataclasses import asdict

import pytest

from engine.barrage.ai import expert
from engine.barrage.ai.value import WEIGHTS, Weights
from engine.core.errors import DataError


def raw() -> dict[str, object]:
    return json.loads(json.dumps(asdict(WEIGHTS)))


def test_the_shipped_weights_load_and_price_the_systems_one_piece_short():
    assert isinstance(expert.fitted(), Weights) and expert.fitted().short_system > 0


def test_weights_read_back_as_written():
    assert expert.parse_weights(raw()) == WEIGHTS


def test_a_whole_number_is_a_number():
    assert expert.parse_weights({**raw(), "energy": 1}).energy == 1.0


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"energy": "0.3"}, "expert.energy: expected a number, got a string"),
        ({"energy": True}, "expert.energy: expected a number, got true or false"),
        ({"credit": [0.2]}, "expert.credit: expected a list of 2, got 1"),
        ({"piece": [["base", "9"]]}, r"expert.piece\[0\]\[1\]: expected a number"),
        ({"stock": [8.5, 5]}, r"expert.stock\[0\]: expected an integer, got a number"),
        ({"energy": -0.1}, "expert: energy below 0"),
        ({"contract_odds": [0.75, -0.1, 0.15]}, "expert: contract_odds below 0"),
        ({"luck": 1.0}, "expert: unknown entries luck"),
    ],
)
def test_weights_that_are_no_weights_are_refused(changes, message):
    with pytest.raises(DataError, match=message):
        expert.parse_weights({**raw(), **changes})
