"""What a seat sees of a state, as the same object each time it is asked for.

A worker keeps the states it was sent (`bot.table.kept`) by object: six people planning one round send the same
state's views with every click, and a view made anew at each click would travel in full each time.
"""

from typing import Protocol, TypeVar

from engine.core.recent import Recent

T = TypeVar("T")

VIEWS = 1024
"""Views kept: one per seat and public of the current state of every table of a busy bot."""


class Viewed(Protocol[T]):
    def player_view(self, state: T, seat: int | None) -> T: ...


_views: Recent[tuple[int, int, int | None], tuple[object, object]] = Recent(VIEWS)


def player_view(rules: Viewed[T], state: T, seat: int | None) -> T:
    """`rules.player_view(state, seat)`, the same object for the same state object and seat while it is among
    the last `VIEWS` asked for (None: what everybody sees)."""
    key = (id(rules), id(state), seat)
    found = _views.get(key)
    if found is not None and found[0] is state:
        return found[1]  # type: ignore[return-value]  # kept with this very state, by `rules.player_view`
    view = rules.player_view(state, seat)
    _views.put(key, (state, view))
    return view
