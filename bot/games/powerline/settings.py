"""The options a host picks in the lobby, and how they become the engine's variants."""

from dataclasses import dataclass
from typing import Literal

from bot.table.choices import Choice, Toggles
from bot.table.lobby_settings import TableSettings
from engine.powerline.config import Variants

TileDraw = Literal["base", "by_colour", "any", "special_mixed", "special_alone"]
TILE_DRAWS: tuple[TileDraw, ...] = ("base", "by_colour", "any", "special_mixed", "special_alone")
TOGGLES = ("construction_limits", "adventure_island", "vacation", "side_a")
"""The optional rules picked together; "side_a" (drawn tiles over side A) only counts with drawn tiles."""


@dataclass(frozen=True)
class LobbySettings(TableSettings):
    construction_limits: bool = False
    adventure_island: bool = False
    vacation: bool = True
    tiles: TileDraw = "base"
    side_a: bool = False

    def variants(self) -> Variants:
        contracts = {"by_colour": "by_colour", "any": "any"}.get(self.tiles, "off")
        special = {"special_mixed": "mixed", "special_alone": "alone"}.get(self.tiles, "off")
        return Variants(
            construction_limits=self.construction_limits,
            adventure_island=self.adventure_island,
            contracts=contracts,  # type: ignore[arg-type]
            special_contracts=special,  # type: ignore[arg-type]
            vacation=self.vacation,
            tiles_over_side_a=self.side_a and self.tiles != "base",
        )

    def counts(self, toggle: str) -> bool:
        """Whether `toggle` is on and plays: tiles over side A do nothing with the printed tiles, side A already."""
        return bool(getattr(self, toggle)) and (toggle != "side_a" or self.tiles != "base")


CHOICES = (
    Toggles("toggles", TOGGLES, "lobby-rules", "pick-toggles", "toggle", counts=LobbySettings.counts),
    Choice("tiles", TILE_DRAWS, "lobby-tiles", "pick-tiles", "tiles"),
)
"""The lobby's selects: the optional rules together, and the scoring tiles."""
