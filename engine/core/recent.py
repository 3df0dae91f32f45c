"""A bounded memo: the last values stored, the least recently used forgotten first.

Each step of its bookkeeping is one atomic dict operation, and one that finds its entry gone (taken by another
thread meanwhile) carries on, so a thread may use it beside the event loop.
"""

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


class Recent(Generic[K, T]):
    """The last `size` values stored, the least recently used forgotten first."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, T] = OrderedDict()

    def get(self, key: K) -> T | None:
        value = self._entries.get(key)
        if value is not None:
            try:  # noqa: SIM105 - suppress() makes a context manager per call, and this runs 2,500 times a game
                self._entries.move_to_end(key)
            except KeyError:  # forgotten by another thread meanwhile: the value stands
                pass
        return value

    def get_or(self, key: K, compute: Callable[[], T]) -> T:
        """The value stored under `key`, else `compute()` stored under it."""
        value = self.get(key)
        if value is None:
            value = compute()
            self.put(key, value)
        return value

    def take(self, key: K) -> T | None:
        """The value stored under `key`, forgotten."""
        return self._entries.pop(key, None)

    def put(self, key: K, value: T) -> None:
        entries = self._entries
        entries[key] = value
        if len(entries) > self.size:
            try:  # noqa: SIM105 - as in get
                entries.popitem(last=False)
            except KeyError:  # emptied by another thread meanwhile
                pass

    def clear(self) -> None:
        self._entries.clear()
