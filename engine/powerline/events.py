"""What happened when an action was applied: the bot narrates these and the renderer highlights them."""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from engine.core.codec import tagged


@tagged
@dataclass(frozen=True, slots=True)
class PlanSubmitted:
    player: int
    round: int
    replaced: bool


@tagged
@dataclass(frozen=True, slots=True)
class WorkerTileTaken:
    player: int
    column: int


@tagged
@dataclass(frozen=True, slots=True)
class JokerSpent:
    player: int
    count: int


@tagged
@dataclass(frozen=True, slots=True)
class JokerGained:
    player: int
    reason: Literal["sun", "scoring"]


@tagged
@dataclass(frozen=True, slots=True)
class TokensPlaced:
    player: int
    line: str
    segments: tuple[int, ...]


@tagged
@dataclass(frozen=True, slots=True)
class IslandLoss:
    """VP lost for island workers; `vp` is what was actually lost, `due` what the rules asked for."""

    player: int
    workers: int
    due: int
    vp: int


@tagged
@dataclass(frozen=True, slots=True)
class IslandTokensPlaced:
    """Tokens left on the island (adventure island: on the stacks of `faces`)."""

    player: int
    count: int
    faces: tuple[int, ...]


@tagged
@dataclass(frozen=True, slots=True)
class VacationTaken:
    player: int
    workers: int


@tagged
@dataclass(frozen=True, slots=True)
class LineCompleted:
    player: int
    line: str


@tagged
@dataclass(frozen=True, slots=True)
class CitySupplied:
    player: int
    line: str
    vp: int


@tagged
@dataclass(frozen=True, slots=True)
class CityWaiting:
    """A completed line's city got no energy tile; it will be supplied as soon as one is free."""

    player: int
    line: str


@tagged
@dataclass(frozen=True, slots=True)
class StationCompleted:
    player: int
    station: str
    vp: int


@tagged
@dataclass(frozen=True, slots=True)
class TilePaid:
    player: int
    tile: str
    scoring: int
    count: int
    vp: int


@tagged
@dataclass(frozen=True, slots=True)
class EndPenalty:
    player: int
    unfinished: int
    due: int
    vp: int


@tagged
@dataclass(frozen=True, slots=True)
class RoundResolved:
    round: int
    dice: tuple[int, ...]


@tagged
@dataclass(frozen=True, slots=True)
class GameOver:
    """`ranks[i]` is seat i's place (1 = won; equal places share)."""

    ranks: tuple[int, ...]
    scores: tuple[int, ...]


def vp_change(events: Iterable[object], seat: int) -> int:
    """VP a seat gained (or lost) in a batch of events, e.g. one round's."""
    total = 0
    for e in events:
        if getattr(e, "player", None) != seat:
            continue
        if isinstance(e, CitySupplied | StationCompleted | TilePaid):
            total += e.vp
        elif isinstance(e, IslandLoss | EndPenalty):
            total -= e.vp
    return total


Event = (
    PlanSubmitted
    | WorkerTileTaken
    | JokerSpent
    | JokerGained
    | TokensPlaced
    | IslandLoss
    | IslandTokensPlaced
    | VacationTaken
    | LineCompleted
    | CitySupplied
    | CityWaiting
    | StationCompleted
    | TilePaid
    | EndPenalty
    | RoundResolved
    | GameOver
)
