"""What a seat sees of a state, as the same object each time it is asked for.

A worker keeps the states it was sent (`bot.table.kept`) by object: six people planning one round send the same
state's views with every click, and a view made anew at each click would travel in full each time.
"""

from typing import Protocol, TypeVar

from engine.core.anchored import Anchored

T = TypeVar("T")

VIEWS = 1024
"""Views kept: one per seat and public of the current state of every table of a busy bot."""


class Viewed(Protocol[T]):
    def player_view(self, state: T, seat: int | None) -> T: ...


_views: Anchored[tuple[int, int, int | None], object] = Anchored(VIEWS)


def player_view(rules: Viewed[T], state: T, seat: int | None) -> T:
    """`rules.player_view(state, seat)`, the same object for the same state object and seat while it is among
    the last `VIEWS` asked for (None: what everybody sees)."""
    view = _views.get((id(rules), id(state), seat), state, lambda: rules.player_view(state, seat))
    return view  # type: ignore[return-value]  # computed for this very state, by `rules.player_view`
