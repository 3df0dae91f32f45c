"""Remembering what was worked out for the same position: a turn is replayed from its start at every choice, so
the same decisions are resolved again and again about the very same objects.

States are frozen but hold dicts, so they cannot be hashed; a position is recognised by the identity of its parts
instead. The cache keeps those parts alive, so an id is never reused while its entry exists.
"""

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import wraps
from typing import Generic, TypeVar

from engine.barrage.rules import Rules
from engine.barrage.state import BarrageState

T = TypeVar("T")
PARTS = (
    "config",
    "companies",
    "map",
    "placements",
    "contracts",
    "patent",
    "borrowed",
    "spare_officers",
    "offers",
    "passed",
)
"""What a decision's options depend on: everything but the turn counter and the pending choices."""


class PositionCache(Generic[T]):
    """The last `size` values computed for a position (and a hashable detail such as a seat)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[tuple[Hashable, ...], tuple[tuple[object, ...], T]] = OrderedDict()

    def get(self, rules: Rules, state: BarrageState, detail: Hashable, compute: Callable[[], T]) -> T:
        parts = (rules, *(getattr(state, name) for name in PARTS))
        key = (*map(id, parts), detail)
        hit = self.entries.get(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], parts, strict=True)):
            self.entries.move_to_end(key)
            return hit[1]
        value = compute()
        self.entries[key] = (parts, value)
        if len(self.entries) > self.size:
            self.entries.popitem(last=False)
        return value


def per_position(
    size: int,
) -> Callable[[Callable[[Rules, BarrageState, int], T]], Callable[[Rules, BarrageState, int], T]]:
    """Cache `function(rules, state, seat)` by the identity of the state's parts, the last `size` positions."""

    def decorate(function: Callable[[Rules, BarrageState, int], T]) -> Callable[[Rules, BarrageState, int], T]:
        cache: PositionCache[T] = PositionCache(size)

        @wraps(function)
        def cached(rules: Rules, state: BarrageState, seat: int) -> T:
            return cache.get(rules, state, seat, lambda: function(rules, state, seat))

        return cached

    return decorate
