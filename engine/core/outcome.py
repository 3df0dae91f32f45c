"""How a finished game ended: scores, places and what broke ties, the same shape for every game."""

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[int, ...]
    """The final score of each seat."""
    ranks: tuple[int, ...]
    """The place of each seat, 1 first; seats equal on score and tie-break share a place."""
    tie_break: tuple[int, ...] = ()
    """Each seat's value of the rule that orders equal scores (empty when the game has none)."""

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.ranks) if place == 1)


def places(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Competition ranking ("1224"): a seat's place is one more than the number of seats with a higher key."""
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)
