"""The audit's malformed actions, each refused with a code before any rule looks at it (engine/core/shape.py), and
the same shapes refused when they come as stored JSON (engine/core/codec.py)."""

import json
from typing import Any

import pytest

from engine.barrage.actions import Choose, Confirm
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from engine.core.codec import dumps, loads
from engine.core.shape import MalformedError
from engine.powerlines.actions import PlaceTile
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.game import POWERLINES


def powerlines_start() -> Any:
    return POWERLINES.initial_state(PowerLinesConfig(seed=1, first_seat=0, suits_seat=0))


def barrage_start() -> Any:
    return BARRAGE.initial_state(BarrageConfig(seed=0, players=2))


def refused(rules: Any, state: Any, action: object, field: str) -> None:
    before = dumps(state)
    with pytest.raises(MalformedError) as caught:
        rules.apply(state, action)
    assert (caught.value.code, caught.value.params) == ("malformed-action", {"field": field})
    assert dumps(state) == before


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (PlaceTile(0, 0, "7", 2, 1), "tile"),  # type: ignore[arg-type]
        (PlaceTile(0, 0, None, 2, 1), "tile"),  # type: ignore[arg-type]
        (PlaceTile(0, None, 7, 2, 1), "turn"),  # type: ignore[arg-type]
        (PlaceTile(0, 0, 7.0, 2, 1), "tile"),  # type: ignore[arg-type]
        (PlaceTile(0, 0, 7.5, 2, 1), "tile"),  # type: ignore[arg-type]
        (PlaceTile(0, 0, 7, 1.0, 1), "x"),  # type: ignore[arg-type]
        (PlaceTile(0, 0, True, 2, 1), "tile"),
        (PlaceTile(0, 0, 7, 2, True), "y"),
        (PlaceTile(True, 0, 7, 2, 1), "player"),
        (None, "action"),
        ((0, 0, 7, 2, 1), "action"),
        ({"player": 0, "turn": 0, "tile": 7, "x": 2, "y": 1}, "action"),
    ],
)
def test_power_lines_refuses_an_action_of_the_wrong_types(action, field):
    refused(POWERLINES, powerlines_start(), action, field)


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (Choose(1, 2, ["bank"]), "choice"),  # type: ignore[arg-type]
        (Choose(1, 2, {"bank": 1}), "choice"),  # type: ignore[arg-type]
        (Choose(1, 2, {"bank"}), "choice"),  # type: ignore[arg-type]
        (Choose(True, 2, "bank"), "seat"),
        (Confirm(1, 2.0), "turn"),  # type: ignore[arg-type]
        ("bank", "action"),
        (None, "action"),
        ({"seat": 1, "turn": 2, "choice": "bank"}, "action"),
        (1, "action"),
    ],
)
def test_barrage_refuses_an_action_of_the_wrong_types(action, field):
    refused(BARRAGE, barrage_start(), action, field)


@pytest.mark.parametrize(
    ("rules", "data", "field"),
    [
        (POWERLINES, {"type": "PlaceTile", "player": 0, "turn": 0, "tile": 7.0, "x": 2, "y": 1}, "tile"),
        (POWERLINES, {"type": "PlaceTile", "player": 0, "turn": 0, "tile": True, "x": 2, "y": 1}, "tile"),
        (POWERLINES, {"type": "PlaceTile", "player": 0, "turn": 0, "tile": "7", "x": 2, "y": 1}, "tile"),
        (POWERLINES, {"type": "PlaceTile", "player": 0, "turn": 0, "tile": 7, "x": 2}, "y"),
        (POWERLINES, {"type": "PlaceTile", "player": 0, "turn": 0, "tile": 7, "x": 2, "y": 1, "z": 0}, "z"),
        (POWERLINES, {"type": "Other", "player": 0, "turn": 0, "tile": 7, "x": 2, "y": 1}, "type"),
        (BARRAGE, {"type": "Choose", "seat": 1, "turn": 2, "choice": ["bank"]}, "choice"),
        (BARRAGE, {"type": "Choose", "seat": 1, "turn": 2, "choice": {"bank": 1}}, "choice"),
        (BARRAGE, {"type": ["Choose"], "seat": 1, "turn": 2, "choice": "bank"}, "type"),
        (BARRAGE, {"seat": 1, "turn": 2, "choice": "bank"}, "type"),
        (BARRAGE, ["Choose", 1, 2, "bank"], "type"),
    ],
)
def test_stored_json_of_the_wrong_types_is_refused_where_it_is_wrong(rules, data, field):
    with pytest.raises(MalformedError) as caught:
        loads(rules.action_type, json.dumps(data))
    assert (caught.value.code, caught.value.params) == ("malformed-data", {"field": field})


def test_text_that_is_not_json_is_refused_with_the_same_code():
    with pytest.raises(MalformedError) as caught:
        loads(POWERLINES.action_type, '{"type": "PlaceTile", "player": 0')
    assert caught.value.code == "malformed-data"
