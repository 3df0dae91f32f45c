"""What a player plans in a round: an ordered run of workers, each to a segment or to the island."""

from dataclasses import dataclass

from engine.core.codec import tagged


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one worker goes. `line` None means the island; `segment` counts from the line's first end."""

    line: str | None = None
    segment: int | None = None
    joker: bool = False

    @property
    def is_island(self) -> bool:
        return self.line is None


ISLAND = Placement()


@tagged
@dataclass(frozen=True, slots=True)
class Plan:
    """Workers in dice order from `start` ("red" or "black"); placement i belongs to the i-th of them."""

    start: str
    placements: tuple[Placement, ...]
    vacation: bool = False

    @property
    def island_workers(self) -> int:
        return sum(1 for p in self.placements if p.line is None)

    @property
    def jokers(self) -> int:
        return sum(1 for p in self.placements if p.joker)


@tagged
@dataclass(frozen=True, slots=True)
class SubmitPlan:
    """A seat hands in (or replaces) its plan for `round`; the round resolves when every seat has one."""

    player: int
    round: int
    plan: Plan
