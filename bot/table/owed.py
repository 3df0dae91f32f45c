"""The games whose channel has posts not yet seen, and since when each has owed them: the outbox's backlog, as
`/metrics` reports it (`tabletop_outbox_oldest_due_seconds`)."""

import time


class Owed(set[int]):
    """A set of game ids that remembers when each came in (time.monotonic); `since` holds exactly its members."""

    def __init__(self) -> None:
        super().__init__()
        self.since: dict[int, float] = {}

    def add(self, element: int, /) -> None:
        if element not in self:
            self.since[element] = time.monotonic()
        super().add(element)

    def discard(self, element: object, /) -> None:
        if isinstance(element, int):
            self.since.pop(element, None)
        super().discard(element)
