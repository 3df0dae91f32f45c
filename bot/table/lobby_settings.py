"""What every game's lobby settings hold, and how they are stored: a game's own settings are a frozen dataclass
that extends `TableSettings` with its options (each with a default), so the clock and the JSON round trip are
written once."""

from dataclasses import dataclass
from typing import Self

from engine.core.codec import dumps, loads


@dataclass(frozen=True)
class TableSettings:
    timer_minutes: int = 0
    """The turn (or round) timer; 0: none."""
    reserve_minutes: int = 0
    """Each person's time beyond the timer for the whole game (`bot.table.overtime`)."""

    def to_json(self) -> str:
        return dumps(self)

    @classmethod
    def from_json(cls, text: str) -> Self:
        """Settings stored before a field existed read with that field's default."""
        return loads(cls, text)
