"""The turns a Barrage table has played, as its posts tell them: who played each confirmed turn, and the events of
the turn's own choices apart from what followed by itself (turns needing no decision, a round's end). A finished
turn never changes, so what is worked out for it is kept with the table; the state after it is not (a copy per
turn would be 14 KiB each, for every turn of every cached game): `after` reads it from the table's archive."""

from dataclasses import dataclass, replace
from typing import cast

from bot.table.live_game import LiveGame, Memo
from engine.barrage.actions import Choose, Undo
from engine.barrage.events import Built, DamFilled, Event, Produced, RoundScored, WaterFlowed
from engine.barrage.game import resolution
from engine.barrage.state import BarrageState


@dataclass(frozen=True)
class PlayedTurn:
    turn: int
    seat: int
    own: tuple[Event, ...]
    """What the seat's choices did."""
    then: tuple[Event, ...]
    """What ran by itself before the next decision or the round's end: turns with no choice, the last pick."""
    round_end: tuple[Event, ...]
    """The end of the round the turn closed, if it did: the water phase, scoring, the next round's start."""


PLAYED = Memo[PlayedTurn]("played-turn")


def choices(table: LiveGame[BarrageState], turn: int) -> tuple[str, ...]:
    """The choices turn `turn` was confirmed with, from the action log (undone ones dropped)."""
    made: list[str] = []
    for action in table.game.actions:
        if isinstance(action, Choose) and action.turn == turn:
            made.append(action.choice)
        elif isinstance(action, Undo) and action.turn == turn:
            made.pop()
    return tuple(made)


def _round_end(event: Event) -> bool:
    return isinstance(event, RoundScored) or (isinstance(event, WaterFlowed) and event.cause == "water-phase")


def played(table: LiveGame[BarrageState], turn: int) -> PlayedTurn:
    """Confirmed turn `turn`, its events split where its own choices end and where the round ends."""

    def split() -> PlayedTurn:
        before = table.began(turn)
        own = len(resolution(replace(before, pending=choices(table, turn))).events)
        events = cast(list[Event], table.phase_events[turn])
        rest = events[own:]
        cut = next((i for i, event in enumerate(rest) if _round_end(event)), len(rest))
        assert before.current is not None, "a confirmed turn had a seat on turn"
        return PlayedTurn(turn, before.current, tuple(events[:own]), tuple(rest[:cut]), tuple(rest[cut:]))

    return table.remember(PLAYED, turn, split)


def after(table: LiveGame[BarrageState], turn: int) -> BarrageState:
    """The state finished turn `turn` left."""
    state = table.phase_ends[turn]
    return state


def rounds_ended(table: LiveGame[BarrageState], turn: int) -> list[int]:
    return [e.round for e in played(table, turn).round_end if isinstance(e, RoundScored)]


def spots(events: tuple[Event, ...]) -> list[str]:
    """The map spots the events changed: built on, produced with, filled."""
    found: list[str] = []
    for event in events:
        if isinstance(event, Built):
            found.append(event.location)
        elif isinstance(event, Produced):
            found += [event.dam, event.conduit, event.powerhouse]
        elif isinstance(event, DamFilled):
            found.append(event.dam)
    return list(dict.fromkeys(found))
