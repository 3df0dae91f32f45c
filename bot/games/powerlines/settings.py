"""The options a host picks in the Power Lines lobby, and how they become the engine's config."""

from dataclasses import dataclass
from typing import Literal

from bot.table.choices import Choice
from bot.table.lobby_settings import TableSettings
from engine.powerlines.config import PowerLinesConfig

Sides = Literal["random", "host-suits", "host-values"]
First = Literal["roll", "host", "guest"]
SIDES: tuple[Sides, ...] = ("random", "host-suits", "host-values")
FIRSTS: tuple[First, ...] = ("roll", "host", "guest")
HOST_SEAT = 0
"""The host always holds the first seat."""
CHOICES = (
    Choice("sides", SIDES, "lobby-sides", "pick-sides", "sides"),
    Choice("first", FIRSTS, "lobby-first", "pick-first", "first"),
)
"""The lobby's selects: who plays suits, who places the first tile."""


@dataclass(frozen=True)
class LobbySettings(TableSettings):
    sides: Sides = "random"
    first: First = "roll"

    def config(self, seed: int) -> PowerLinesConfig:
        suits = {"random": None, "host-suits": HOST_SEAT, "host-values": 1 - HOST_SEAT}[self.sides]
        first = {"roll": None, "host": HOST_SEAT, "guest": 1 - HOST_SEAT}[self.first]
        return PowerLinesConfig(seed=seed, suits_seat=suits, first_seat=first)
