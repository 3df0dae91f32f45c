"""Powerline, registered (`engine.registry`)."""

from engine.powerline.config import MAX_PLAYERS, MIN_PLAYERS, PowerlineConfig
from engine.powerline.game import POWERLINE
from engine.registry import Registration

REGISTRATION = Registration(
    rules=POWERLINE,
    title="Powerline",
    domains=("powerline", "powerline-engine", "powerline-images"),
    test_config=PowerlineConfig(players=2, seed=5),
    players=(MIN_PLAYERS, MAX_PLAYERS),
    simultaneous=True,
)
