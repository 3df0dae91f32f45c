"""Power Lines, registered (`engine.registry`)."""

from engine.powerlines.config import PLAYERS, PowerLinesConfig
from engine.powerlines.game import POWERLINES
from engine.registry import Registration

REGISTRATION = Registration(
    rules=POWERLINES,
    title="Power Lines",
    domains=("powerlines", "powerlines-engine", "powerlines-images"),
    test_config=PowerLinesConfig(seed=5),
    players=(PLAYERS, PLAYERS),
)
