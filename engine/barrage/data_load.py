"""Barrage's rules read from data/*.json: built into the types of rules.py (data_parse.py) and checked for what
those types cannot say (data_check.py)."""

import json
from functools import cache
from importlib import resources
from typing import Any

from engine.barrage.data_check import check
from engine.barrage.data_parse import build
from engine.barrage.rules import RulesData
from engine.core.errors import DataError


def raw_rules() -> dict[str, Any]:
    """The JSON objects of data/*.json merged into one object of `RulesData`' fields, not yet validated
    (`parse_rules` does that); a field held by two files is an error, so no file silently wins."""
    raw: dict[str, Any] = {}
    for path in sorted(resources.files("engine.barrage").joinpath("data").iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".json"):
            continue
        try:
            part = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise DataError(f"cannot read Barrage data/{path.name}: {exc}") from exc
        if not isinstance(part, dict):
            raise DataError(f"Barrage data/{path.name}: expected an object of rules fields")
        if both := sorted(raw.keys() & part.keys()):
            raise DataError(f"Barrage data/{path.name}: {', '.join(both)} already given by another file")
        raw |= part
    return raw


@cache
def load_rules() -> RulesData:
    return parse_rules(raw_rules())


def parse_rules(raw: Any) -> RulesData:
    """Validated rules from the merged JSON object; a `DataError` says what does not make a game."""
    rules = build(RulesData, raw, "rules")
    check(rules)
    return rules
