"""Notions every game shares: seeded randomness, rule errors, serialisation, the game protocol, replay."""

from engine.core.codec import from_jsonable, to_jsonable
from engine.core.errors import ConfigError, DataError, RuleError
from engine.core.protocol import GameRules
from engine.core.record import GameRecord
from engine.core.rng import rng_for

__all__ = [
    "ConfigError",
    "DataError",
    "GameRecord",
    "GameRules",
    "RuleError",
    "from_jsonable",
    "rng_for",
    "to_jsonable",
]
