"""Remembering what was worked out for the same position: a turn is replayed from its start at every choice, so
the options of its first decision are asked for again and again about the very same objects.

States are frozen but hold dicts, so they cannot be hashed; a position is recognised by the identity of its parts
instead. The cache keeps those parts alive, so an id is never reused while its entry exists.
"""

from collections import OrderedDict
from collections.abc import Callable
from functools import wraps
from typing import TypeVar

from engine.barrage.rules import Rules
from engine.barrage.state import BarrageState

T = TypeVar("T")
PARTS = ("config", "companies", "map", "placements", "contracts", "patent", "borrowed", "spare_officers", "offers")
"""What a decision's options depend on: everything but the turn counter and the pending choices."""


def per_position(
    size: int,
) -> Callable[[Callable[[Rules, BarrageState, int], T]], Callable[[Rules, BarrageState, int], T]]:
    """Cache `function(rules, state, seat)` by the identity of the state's parts, the last `size` positions."""

    def decorate(function: Callable[[Rules, BarrageState, int], T]) -> Callable[[Rules, BarrageState, int], T]:
        cache: OrderedDict[tuple[int, ...], tuple[tuple[object, ...], T]] = OrderedDict()

        @wraps(function)
        def cached(rules: Rules, state: BarrageState, seat: int) -> T:
            parts = (rules, *(getattr(state, name) for name in PARTS))
            key = (*map(id, parts), seat)
            hit = cache.get(key)
            if hit is not None and all(a is b for a, b in zip(hit[0], parts, strict=True)):
                cache.move_to_end(key)
                return hit[1]
            value = function(rules, state, seat)
            cache[key] = (parts, value)
            if len(cache) > size:
                cache.popitem(last=False)
            return value

        return cached

    return decorate
