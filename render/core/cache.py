"""A cache bounded by the bytes its values hold, oldest use dropped first: a drawing process serves every table
for as long as the bot runs, so what it keeps must not grow with the number of games or players."""

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class BoundedCache(Generic[T]):
    """Values made on first use and kept while their bytes (`weigh`) fit the `budget`; at least the newest stays."""

    def __init__(self, budget: int, weigh: Callable[[T], int]) -> None:
        self.budget = budget
        self.weigh = weigh
        self.held = 0
        self._items: OrderedDict[Hashable, tuple[T, int, Hashable]] = OrderedDict()
        self._slots: dict[Hashable, Hashable] = {}

    def get(self, key: Hashable, make: Callable[[], T], slot: Hashable = None) -> T:
        """The value for `key`, made if missing. With a `slot`, a new key replaces the slot's old one at once (a
        seat's board of an earlier round is never read again), instead of waiting to age out of the budget."""
        item = self._items.get(key)
        if item is None:
            if slot is not None and (old := self._slots.get(slot)) is not None:
                self._drop(old)
            value = make()
            item = self._items[key] = (value, self.weigh(value), slot)
            self.held += item[1]
            if slot is not None:
                self._slots[slot] = key
            while self.held > self.budget and len(self._items) > 1:
                self._drop(next(iter(self._items)))
        self._items.move_to_end(key)
        return item[0]

    def _drop(self, key: Hashable) -> None:
        _, weight, slot = self._items.pop(key)
        self.held -= weight
        if slot is not None:
            del self._slots[slot]

    def __iter__(self) -> Iterator[Hashable]:
        """The keys, least recently used first."""
        return iter(list(self._items))

    def clear(self) -> None:
        self._items.clear()
        self._slots.clear()
        self.held = 0
