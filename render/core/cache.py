"""A cache of prepared images bounded by the bytes it holds, oldest use dropped first."""

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

from render.core.draw import Packed


class PackedCache:
    """Images kept compressed (`Packed`), so a drawing process can hold every board it is likely to need next."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.held = 0
        self._items: OrderedDict[Hashable, Packed] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Packed]) -> Packed:
        packed = self._items.get(key)
        if packed is None:
            packed = self._items[key] = make()
            self.held += packed.nbytes
            while self.held > self.budget and len(self._items) > 1:
                _, dropped = self._items.popitem(last=False)
                self.held -= dropped.nbytes
        self._items.move_to_end(key)
        return packed

    def __iter__(self) -> Iterator[Hashable]:
        """The keys, least recently used first."""
        return iter(list(self._items))

    def clear(self) -> None:
        self._items.clear()
        self.held = 0
