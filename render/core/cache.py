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
        self._items: OrderedDict[Hashable, tuple[T, int]] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        item = self._items.get(key)
        if item is None:
            value = make()
            item = self._items[key] = (value, self.weigh(value))
            self.held += item[1]
            while self.held > self.budget and len(self._items) > 1:
                _, (_, dropped) = self._items.popitem(last=False)
                self.held -= dropped
        self._items.move_to_end(key)
        return item[0]

    def __iter__(self) -> Iterator[Hashable]:
        """The keys, least recently used first."""
        return iter(list(self._items))

    def clear(self) -> None:
        self._items.clear()
        self.held = 0
