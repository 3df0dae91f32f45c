"""What a cached game remembers per finished phase, with the old phases packed away.

A game late in play holds every finished phase's state and events: for fifteen rounds of six players about 90 KiB
as live objects, which 1,000 running games multiply into most of the bot's memory. Only the newest phases are read
often (the round being played, the summary still to post); older ones are read when a post is rebuilt or a game
ends. So those are kept pickled and compressed, about a tenth of the size, and unpacked afresh on each read (tens
of microseconds).
"""

import pickle
import zlib
from collections.abc import Callable, Iterator, MutableMapping
from typing import Generic, TypeVar

V = TypeVar("V")

LIVE_PHASES = 2
"""Phases kept as objects: the current one and the one before it (its summary may still be posting)."""
LEVEL = 1
"""zlib level: the old phases are small and packed once, so speed matters more than the last few bytes."""


def pack(value: object) -> bytes:
    return zlib.compress(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL), LEVEL)


def unpack(data: bytes) -> object:
    return pickle.loads(zlib.decompress(data))


class PhaseArchive(MutableMapping[int, V], Generic[V]):
    """Phase number -> value; the newest `live` phases as objects, older ones packed.

    Values must not change once their phase is packed: a read of a packed phase returns a new copy. Phases only
    grow, so the one a game is in stays live. With `default`, reading a missing phase adds a new value, like a
    `defaultdict`.
    """

    def __init__(self, default: Callable[[], V] | None = None, live: int = LIVE_PHASES) -> None:
        self._default = default
        self._live_count = live
        self._live: dict[int, V] = {}
        self._packed: dict[int, bytes] = {}

    def __getitem__(self, phase: int) -> V:
        if phase in self._live:
            return self._live[phase]
        if phase in self._packed:
            value: V = unpack(self._packed[phase])  # type: ignore[assignment]
            return value
        if self._default is None:
            raise KeyError(phase)
        value = self[phase] = self._default()
        return value

    def __setitem__(self, phase: int, value: V) -> None:
        self._packed.pop(phase, None)
        self._live[phase] = value
        if len(self._live) > self._live_count:
            for old in sorted(self._live)[: len(self._live) - self._live_count]:
                self._packed[old] = pack(self._live.pop(old))

    def __delitem__(self, phase: int) -> None:
        if phase in self._live:
            del self._live[phase]
        else:
            del self._packed[phase]

    def __contains__(self, phase: object) -> bool:
        return phase in self._live or phase in self._packed

    def __iter__(self) -> Iterator[int]:
        return iter(sorted((*self._live, *self._packed)))

    def __len__(self) -> int:
        return len(self._live) + len(self._packed)
