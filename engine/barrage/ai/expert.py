"""The expert level: strong's search (its candidates, one round of the table, the rating) with the position value's
weights fitted by self-play (`benchmarks/barrage_fit.py`) instead of the hand-set ones, the fitted production system
one piece short among them. The weights are data (`data/expert.json`), read like the game's rules: a missing,
unknown or mistyped entry is a `DataError`."""

import json
from dataclasses import fields, replace
from functools import cache
from pathlib import Path

from engine.barrage.ai import strong
from engine.barrage.ai.value import Weights
from engine.barrage.data_parse import build
from engine.barrage.state import BarrageState
from engine.core.errors import DataError

WEIGHTS_PATH = Path(__file__).with_name("data") / "expert.json"


def parse_weights(raw: object) -> Weights:
    """Fitted weights from their JSON object; every weight a number, none below 0."""
    weights = build(Weights, raw, "expert")
    below = [f.name for f in fields(Weights) if any(x < 0 for x in _numbers(getattr(weights, f.name)))]
    if below:
        raise DataError(f"expert: {', '.join(below)} below 0")
    return weights


def _numbers(value: object) -> list[float]:
    if isinstance(value, tuple):
        return [x for item in value for x in _numbers(item)]
    return [float(value)] if isinstance(value, int | float) and not isinstance(value, bool) else []


@cache
def fitted() -> Weights:
    return read_weights(WEIGHTS_PATH)


def read_weights(path: Path) -> Weights:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read Barrage ai/data/{path.name}: {exc}") from exc
    return parse_weights(raw)


def plan(state: BarrageState, seat: int) -> tuple[str, ...]:
    return strong.plan(state, seat, replace(strong.SETTINGS, weights=fitted()))
