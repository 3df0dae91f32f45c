"""The one thing a player does: place a tile."""

from dataclasses import dataclass

from engine.core.codec import tagged


@tagged
@dataclass(frozen=True, slots=True)
class PlaceTile:
    player: int
    turn: int
    """The match turn this was chosen for (`PowerLinesState.turn`): a late click is refused, not misapplied."""
    tile: int
    x: int
    y: int
