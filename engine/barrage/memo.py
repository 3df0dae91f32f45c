"""Remembering what was worked out for the same position: a turn is replayed from its start at every choice, so
the same decisions are resolved again and again about the very same objects.

States are frozen but hold dicts, so they cannot be hashed; a position is recognised by the identity of its parts
instead. The cache keeps those parts alive, so an id is never reused while its entry exists.

Computer players decide in a worker thread while the bot's loop applies actions: each step of a cache's bookkeeping
is one atomic dict operation, and one that finds its entry gone to the other thread carries on.
"""

from collections.abc import Callable, Hashable
from functools import wraps
from operator import attrgetter, is_
from typing import Generic, TypeVar

from engine.barrage.rules import RulesData
from engine.barrage.state import BarrageState, MapState
from engine.core.recent import Recent

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
        self.entries: Recent[tuple[Hashable, ...], tuple[tuple[object, ...], T]] = Recent(size)

    def get(self, rules: RulesData, state: BarrageState, detail: Hashable, compute: Callable[[], T]) -> T:
        parts, key = _key(rules, state, detail)
        hit = self.entries.get(key)
        if hit is not None and all(map(is_, hit[0], parts)):
            return hit[1]
        value = compute()
        self.entries.put(key, (parts, value))
        return value

    def take(self, rules: RulesData, state: BarrageState, detail: Hashable) -> T | None:
        """The value remembered for the position, forgotten (None if there is none)."""
        parts, key = _key(rules, state, detail)
        hit = self.entries.take(key)
        return hit[1] if hit is not None and all(map(is_, hit[0], parts)) else None

    def put(self, rules: RulesData, state: BarrageState, detail: Hashable, value: T) -> None:
        parts, key = _key(rules, state, detail)
        self.entries.put(key, (parts, value))


class MapCache(Generic[T]):
    """The last `size` values computed for a map (by identity, kept alive with the entry) and a detail by value:
    a turn's replays rebuild the companies after paying for a space, with the same values, while the map stays."""

    def __init__(self, size: int) -> None:
        self.entries: Recent[tuple[Hashable, ...], tuple[RulesData, MapState, T]] = Recent(size)

    def get(self, rules: RulesData, state: BarrageState, detail: Hashable, compute: Callable[[], T]) -> T:
        key = (id(rules), id(state.map), detail)
        hit = self.entries.get(key)
        if hit is not None and hit[0] is rules and hit[1] is state.map:
            return hit[2]
        value = compute()
        self.entries.put(key, (rules, state.map, value))
        return value


def shape(board: MapState) -> Hashable:
    """What stands on the map, by value: each dam's owner and height, each conduit's and powerhouse's owner. The
    water changes the map on most turns; what the structures decide does not depend on it."""
    return (
        tuple(board.dams),
        tuple(map(_OWNER_HEIGHT, board.dams.values())),
        tuple(board.conduits.items()),
        tuple(board.powerhouses.items()),
    )


_OWNER_HEIGHT = attrgetter("owner", "height")


def _key(rules: RulesData, state: BarrageState, detail: Hashable) -> tuple[tuple[object, ...], tuple[Hashable, ...]]:
    """The position's parts (kept with the entry, so their ids stay theirs) and the entry's key."""
    parts = (rules, *_PARTS(state))
    return parts, (*map(id, parts), detail)


_PARTS = attrgetter(*PARTS)


def per_position(
    size: int,
) -> Callable[[Callable[[RulesData, BarrageState, int], T]], Callable[[RulesData, BarrageState, int], T]]:
    """Cache `function(rules, state, seat)` by the identity of the state's parts, the last `size` positions."""

    def decorate(function: Callable[[RulesData, BarrageState, int], T]) -> Callable[[RulesData, BarrageState, int], T]:
        cache: PositionCache[T] = PositionCache(size)

        @wraps(function)
        def cached(rules: RulesData, state: BarrageState, seat: int) -> T:
            return cache.get(rules, state, seat, lambda: function(rules, state, seat))

        return cached

    return decorate
