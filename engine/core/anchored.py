"""A bounded memo for values worked out from an object that cannot be a key (a frozen state holding dicts): the key
names the object by its id, and each entry keeps the object alive, so the id cannot pass to another object while
the entry exists; a hit counts only for the very object it was computed for."""

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from engine.core.recent import Recent

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


class Anchored(Generic[K, T]):
    """The last `size` values, each computed for a key and the object (the anchor) whose id the key holds."""

    def __init__(self, size: int) -> None:
        self.entries: Recent[K, tuple[object, T]] = Recent(size)

    def get(self, key: K, anchor: object, compute: Callable[[], T]) -> T:
        hit = self.entries.get(key)
        if hit is not None and hit[0] is anchor:
            return hit[1]
        value = compute()
        self.entries.put(key, (anchor, value))
        return value

    def clear(self) -> None:
        self.entries.clear()
