"""One error type per rule a placement can break; each raise names its refusal by a code and its data.

Params are numbers and keys, never words: a tile is named by its `suit` key and `value`, which the bot words
through the `powerlines-engine` catalog. Cells carry no coordinates, which mean nothing to a player until the
grid's frame is fixed; the player's own click shows where.
"""

from engine.core.errors import RuleError


class TurnError(RuleError):
    """The action comes at the wrong time or from the wrong seat (stale turn, finished match)."""

    rule = "turn"


class TileError(RuleError):
    """The tile does not exist or is already on the grid."""

    rule = "tile"


class PlacementError(RuleError):
    """The cell is taken, or does not touch the grid along a side (the first tile goes at the origin)."""

    rule = "placement"


class FrameError(RuleError):
    """The grid would grow beyond its size x size frame."""

    rule = "frame"
