"""The options a host picks in the Barrage lobby, and how they become the engine's config."""

from dataclasses import dataclass

from bot.table.choices import Choice
from engine.barrage.config import SETUPS, BarrageConfig
from engine.core.codec import dumps, loads

CHOICES = (Choice("setup", SETUPS, "lobby-setup", "pick-setup", "setup", helps=True),)
"""The lobby's selects: the setup, each worded with a line of help."""


@dataclass(frozen=True)
class LobbySettings:
    setup: str = SETUPS[0]
    """One of the engine's setups: the introductory pairings, or the standard picks and patent office."""
    timer_minutes: int = 0
    reserve_minutes: int = 0

    def config(self, players: int, seed: int) -> BarrageConfig:
        return BarrageConfig(seed=seed, players=players, setup=self.setup)

    def to_json(self) -> str:
        return dumps(self)

    @classmethod
    def from_json(cls, text: str) -> "LobbySettings":
        return loads(cls, text)
