"""The options a host picks in the Barrage lobby, and how they become the engine's config."""

from dataclasses import dataclass

from bot.table.choices import Choice
from bot.table.lobby_settings import TableSettings
from engine.barrage.config import SETUPS, BarrageConfig

CHOICES = (Choice("setup", SETUPS, "lobby-setup", "pick-setup", "setup", helps=True),)
"""The lobby's selects: the setup, each worded with a line of help."""


@dataclass(frozen=True)
class LobbySettings(TableSettings):
    setup: str = SETUPS[0]
    """One of the engine's setups: the introductory pairings, or the standard picks and patent office."""

    def config(self, players: int, seed: int) -> BarrageConfig:
        return BarrageConfig(seed=seed, players=players, setup=self.setup)
