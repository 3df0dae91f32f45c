"""Power Lines (David Boyle, piecepack, 2000-2001): two players build a 4x4 grid of tiles, one scoring suits and
the other values along its ten lines.

`POWERLINES` implements the turn contract (`engine.core.protocol.GameRules`). For the images and the bot:

- `on_turn(state) -> int | None`: the seat to place next; None once the match is over (`match_over(state)`).
- `remaining(state) -> tuple[int, ...]`: the tiles not yet placed in the current game.
- `legal_cells(state) -> tuple[tuple[int, int], ...]`: where the next tile may go, (x, y) with y downwards.
- `tile_suit(tile) -> str` (a suit key, worded by the catalog's suit-<key>), `tile_value(tile) -> int`.
- `side_of(state, seat) -> str`: "suits" or "values"; `seat_scores(state) -> tuple[int, ...]`: match totals so far.
- `frame(cells) -> Frame | None`: the bounding box of `state.grid` or a finished `GameScore.grid`.
- `ranks(scores) -> tuple[int, ...]`: places by total, equal totals sharing one.

Refusals are `RuleError`s whose codes the `powerlines-engine` catalog words (`error-<code>`), with suits, sides
and lines named there too (`suit-<key>`, `suit-one-<key>`, `side-<side>`, `line-<id>`).
"""

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
