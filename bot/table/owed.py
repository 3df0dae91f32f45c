"""The games whose channel has posts not yet seen, and since when each has owed them: the outbox's backlog, as
`/metrics` reports it (`tabletop_outbox_oldest_due_seconds`)."""

import time
from dataclasses import dataclass, field


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


@dataclass
class Backlog:
    """What games still owe after a commit: posts their channel has not seen (retried by the ticker and on the next
    click) and computer seats' moves (played once the click that made them due is answered and posted, or by the
    ticker if no worker answered). The parts of the table share it; nothing else remembers what is owed."""

    posts: Owed = field(default_factory=Owed)
    thinking: set[int] = field(default_factory=set)
