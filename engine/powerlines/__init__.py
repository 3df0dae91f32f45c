"""Power Lines (David Boyle, piecepack, 2000-2001): two players build a 4x4 grid of tiles, one scoring suits and
the other values along its ten lines."""

from engine.powerlines.actions import PlaceTile
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.events import GameScored, MatchOver, TilePlaced
from engine.powerlines.game import POWERLINES, PowerLinesRules
from engine.powerlines.grid import Frame
from engine.powerlines.position import (
    frame,
    legal_cells,
    match_over,
    on_turn,
    ranks,
    remaining,
    seat_scores,
    side_of,
    tile_suit,
    tile_value,
)
from engine.powerlines.state import Cell, GameScore, LineScore, PowerLinesState

__all__ = [
    "POWERLINES",
    "Cell",
    "Frame",
    "GameScore",
    "GameScored",
    "LineScore",
    "MatchOver",
    "PlaceTile",
    "PowerLinesConfig",
    "PowerLinesRules",
    "PowerLinesState",
    "TilePlaced",
    "frame",
    "legal_cells",
    "match_over",
    "on_turn",
    "ranks",
    "remaining",
    "seat_scores",
    "side_of",
    "tile_suit",
    "tile_value",
]
