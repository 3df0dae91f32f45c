"""Notions every game shares: seeded randomness, rule errors, serialisation, the turn contract, replay."""

from engine.core.codec import from_jsonable, to_jsonable
from engine.core.errors import ConfigError, DataError, RuleError
from engine.core.outcome import Outcome, places
from engine.core.protocol import GameRules
from engine.core.record import GameRecord
from engine.core.rng import rng_for

__all__ = [
    "ConfigError",
    "DataError",
    "GameRecord",
    "GameRules",
    "Outcome",
    "RuleError",
    "from_jsonable",
    "places",
    "rng_for",
    "to_jsonable",
]
