"""The state of a Powerline game: frozen dataclasses, rebuilt by replay and serialised as JSON."""

from dataclasses import dataclass, replace

from engine.core.codec import tagged
from engine.core.record import GameRecord
from engine.powerline.config import PowerlineConfig
from engine.powerline.plan import Plan, SubmitPlan


@dataclass(frozen=True, slots=True)
class LineState:
    built: int = 0
    direction: int = 0
    """+1: built from the line's first end (segment 0 first); -1: from its second end; 0: not started."""


@dataclass(frozen=True, slots=True)
class Ledger:
    """Where a player's VP came from; losses are what was actually lost (VP never drops below 0)."""

    cities: int = 0
    stations: int = 0
    tiles: int = 0
    island: int = 0
    penalty: int = 0


@dataclass(frozen=True, slots=True)
class PlayerState:
    board: int
    vp: int
    lines: tuple[LineState, ...]
    chart: tuple[int, ...]
    """Worker tiles left per column; column k (index k-1) is for k deployed workers."""
    energy: int
    """Energy tiles beside the board, not yet on a city."""
    supplied: tuple[int, ...]
    """Line indices whose city has an energy tile, in the order they were supplied."""
    waiting: tuple[int, ...]
    """Line indices complete but whose city still waits for an energy tile, oldest first."""
    stations: tuple[int, ...]
    """Station indices covered by a power station tile, in the order they were completed."""
    jokers: int
    vacation: bool
    """The vacation tile is still available."""
    island_tokens: int
    island_stacks: tuple[int, ...]
    """Adventure island: tokens on the stack of each die face 1-6."""
    ledger: Ledger


@tagged
@dataclass(frozen=True, slots=True)
class Sealed:
    """Another player's plan this round: submitted, but not for your eyes."""


@dataclass(frozen=True, slots=True)
class PowerlineState:
    config: PowerlineConfig
    boards: tuple[int, ...]
    tiles: tuple[str, ...]
    round: int
    dice: tuple[int, ...]
    players: tuple[PlayerState, ...]
    plans: tuple[Plan | Sealed | None, ...]
    finished: bool = False

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Seats that still owe a plan this round."""
        return () if self.finished else tuple(i for i, p in enumerate(self.plans) if p is None)

    def next_round(self, players: tuple[PlayerState, ...], dice: tuple[int, ...]) -> "PowerlineState":
        """The following round: the players as they leave this one, its dice, no plans yet."""
        return replace(self, players=players, round=self.round + 1, dice=dice, plans=(None,) * len(players))


PowerlineRecord = GameRecord[PowerlineConfig, PowerlineState, SubmitPlan]
"""A Powerline game as its config and accepted plans."""
