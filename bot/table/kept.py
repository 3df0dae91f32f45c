"""Game states a worker process keeps between calls, so a state it was sent once travels as a key after that.

Six people planning one round send the same state with each click's preview; pickling it in the bot and
unpickling it in the worker cost about 0.18 ms a call (0.09 ms of the bot's own time), more than drawing some
previews' rings. Both ends of a worker's pipe keep the same table of the last `KEPT` states: the bot's copy says
which states the worker holds, the worker's holds them. Each call changes both the same way (`Kept.use`, then
`Kept.trim`, in the order the calls are sent and read), so they stay equal, and both start empty with each new
process.

A state is a call's top-level argument that is a frozen dataclass (immutable, so the same object is the same
state); the bot's table keys it by `id`, which stays unique while the table holds the object.
"""

import dataclasses
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any

KEPT = 256
"""States one worker keeps: the current state of every table of a busy bot (about 10 KB each for six players)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Ref:
    """A state the worker already keeps, in place of the state."""

    key: int


class Kept:
    """The last `size` states sent to one worker process, the least recently used first."""

    def __init__(self, size: int = KEPT) -> None:
        self.size = size
        self.states: OrderedDict[int, object] = OrderedDict()

    def use(self, new: dict[int, object], used: Iterable[int]) -> None:
        """What a call does to the table first: its new states are added, and every state it uses becomes the
        most recent."""
        self.states.update(new)
        for key in used:
            self.states.move_to_end(key)

    def trim(self) -> None:
        """What a call does last, once its states are read: the least recent beyond `size` go."""
        while len(self.states) > self.size:
            self.states.popitem(last=False)

    def sent(self, call: "Call") -> None:
        """The bot's copy once `call` is on its way: changed as the worker will change its own."""
        _, new, args = call
        self.use(new, (a.key for a in args if isinstance(a, Ref)))
        self.trim()


Call = tuple[Callable[..., Any], dict[int, object], tuple[object, ...]]
"""What goes down a worker's pipe: the function, the states new to the worker by key, the arguments with each
state as a `Ref`."""


def outgoing(kept: Kept, function: Callable[..., Any], args: tuple[object, ...]) -> Call:
    """The call as it is to be sent, given the bot's copy `kept` (left as it is until the call is sent: a call
    that cannot be pickled changes nothing)."""
    new: dict[int, object] = {}
    sent: list[object] = []
    for arg in args:
        if _is_state(arg):
            key = id(arg)
            if key not in kept.states:
                new[key] = arg
            sent.append(Ref(key))
        else:
            sent.append(arg)
    return function, new, tuple(sent)


def incoming(kept: Kept, call: Call) -> tuple[Callable[..., Any], tuple[object, ...]]:
    """The function and its arguments, `kept` (the worker's) updated as the bot updated its copy; a key the
    worker does not keep is a KeyError (the two tables differ: the worker must stop)."""
    function, new, args = call
    kept.use(new, (a.key for a in args if isinstance(a, Ref)))
    resolved = tuple(kept.states[a.key] if isinstance(a, Ref) else a for a in args)
    kept.trim()
    return function, resolved


def _is_state(arg: object) -> bool:
    return dataclasses.is_dataclass(arg) and not isinstance(arg, type) and arg.__dataclass_params__.frozen  # type: ignore[attr-defined]
