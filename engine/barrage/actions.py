"""What a player does: one small decision at a time, undoing the last one, or confirming the finished turn."""

from dataclasses import dataclass

from engine.core.codec import tagged


@tagged
@dataclass(frozen=True, slots=True)
class Choose:
    seat: int
    turn: int
    """The game turn it was chosen for (`BarrageState.turn`): a late click is refused, not misapplied."""
    choice: str
    """One of the options the engine listed for the pending decision."""


@tagged
@dataclass(frozen=True, slots=True)
class Undo:
    seat: int
    turn: int


@tagged
@dataclass(frozen=True, slots=True)
class Confirm:
    seat: int
    turn: int


Action = Choose | Undo | Confirm
