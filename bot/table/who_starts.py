"""Who moves first in a two-seat game, the host's choice in the lobby: the one lobby option small games share, so
a game declares it rather than writing it again (`bot.table.choices`)."""

from dataclasses import dataclass
from typing import Literal

from bot.table.choices import Choice
from bot.table.lobby_settings import TableSettings

Starter = Literal["host", "guest", "random"]
STARTERS: tuple[Starter, ...] = ("host", "guest", "random")
WHO_STARTS = Choice("first", STARTERS, "lobby-starter", "pick-starter", "starter")
"""The lobby's select, worded by the shared catalog."""
SEAT: dict[Starter, int | None] = {"host": 0, "guest": 1, "random": None}
"""The host holds the first seat; None: the engine draws the first player from the game's seed."""


@dataclass(frozen=True)
class StarterSettings(TableSettings):
    """The settings of a game whose only option is who starts."""

    first: Starter = "host"

    @property
    def first_seat(self) -> int | None:
        return SEAT[self.first]
