"""What happened when a tile was placed: the bot narrates these and the images mark them."""

from dataclasses import dataclass

from engine.core.codec import tagged
from engine.powerlines.state import GameScore


@tagged
@dataclass(frozen=True, slots=True)
class TilePlaced:
    player: int
    game: int
    tile: int
    x: int
    y: int


@tagged
@dataclass(frozen=True, slots=True)
class GameScored:
    game: int
    score: GameScore


@tagged
@dataclass(frozen=True, slots=True)
class MatchOver:
    scores: tuple[int, ...]
    """Each seat's match total."""
    ranks: tuple[int, ...]


Event = TilePlaced | GameScored | MatchOver
