"""A turn as a script of small decisions, replayed from the state the turn started in.

A script is a generator: it yields a `Decision` (what must be chosen and the options), receives the choice, and
finally returns. `resolve` runs the script of the seat on turn, feeding it the choices made so far: the result is
either the next open decision or the finished turn, ready to confirm. Replaying instead of storing half-done
states keeps the state small and makes undo trivial (one choice fewer). A decision with a single option is
taken without asking and is not recorded, so undo goes back to the last real choice.

Replaying is what the state means, not what it costs: the script paused at the last resolved prefix (a `Cursor`)
goes on by one step when the next choice comes, and only another branch (an undo, a different choice) starts the
turn again.
"""

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass

from engine.barrage.errors import ChoiceError
from engine.barrage.events import Event
from engine.barrage.memo import PositionCache
from engine.barrage.rules import RulesData
from engine.barrage.state import BarrageState
from engine.barrage.work import Work
from engine.core.evolve import evolve


@dataclass(frozen=True, slots=True)
class Decision:
    kind: str
    """What is chosen: "matchup", "starting" (the standard setup's picks), "space", "engineers", "officer" (whose
    ability Mahiri copies), "tile", "copy" (the tile Anton's copies), "structure", "location", "payment",
    "powerhouse", "conduit", "dam", "drops", "contract", "discard", "headstream", "machinery", "goods"."""
    options: tuple[str, ...]
    """Never empty: a script only asks what can be answered."""
    context: tuple[str, ...] = ()
    """Ids the options are about (the structure being placed, the reward being chosen for), for the narration."""


Script = Generator[Decision, str, None]
ScriptFactory = Callable[[Work, int], Script]


@dataclass(frozen=True, slots=True)
class Resolution:
    """Where the choices so far lead: an open decision, or (`decision` None) a finished turn in `state`."""

    decision: Decision | None
    state: BarrageState
    """The state with every choice so far applied (none left pending): the finished turn, or a preview of the one
    under way."""
    events: tuple[Event, ...]
    recorded: int
    """Choices the script asked for (forced single options not counted)."""


RESOLVED: PositionCache[Resolution] = PositionCache(256)
"""Listing a decision's options and then applying one of them resolves the same turn prefix twice."""


class Cursor:
    """A turn under way, paused at its next recorded decision, or finished (`decision` None). Driven the way
    `resolve` drives a script (a decision with one option is taken without asking and not recorded), but kept
    alive, so following one option costs only that step."""

    __slots__ = ("_script", "_work", "choices", "decision", "events", "state")

    def __init__(self, choices: tuple[str, ...], work: Work, script: Script, step: Callable[[], Decision]) -> None:
        """Run `step` (the script's next yield) and on through every forced decision."""
        self.choices = choices
        self._work = work
        self._script: Script | None = script
        self.decision: Decision | None = None
        try:
            decision = step()
            while len(decision.options) == 1:
                decision = script.send(decision.options[0])
        except StopIteration:
            self._script = None
        else:
            if not decision.options:
                raise AssertionError(f"a script asked an empty {decision.kind} decision")
            self.decision = decision
        self.state: BarrageState = work.state
        """The state with the turn so far applied (the finished turn once `decision` is None)."""
        self.events: tuple[Event, ...] = tuple(work.events)

    def advance(self, option: str) -> "Cursor":
        """Take `option` at the pending decision. The cursor moves on: it cannot be advanced twice (a script
        cannot be copied, so another option starts the turn again)."""
        script = self._script
        if script is None or self.decision is None or option not in self.decision.options:
            raise ValueError(f"{option!r} is not an option of this cursor")
        self._script = None
        return Cursor((*self.choices, option), self._work, script, lambda: script.send(option))


def start(rules: RulesData, state: BarrageState, seat: int, script: ScriptFactory) -> Cursor:
    """`seat`'s turn from `state`, its pending choices left aside, at its first recorded decision."""
    work = Work(rules, evolve(state, pending=()) if state.pending else state)
    generator = script(work, seat)
    return Cursor((), work, generator, lambda: next(generator))


PAUSED: PositionCache[Cursor] = PositionCache(64)
"""Turns waiting for a choice, each taken out when it goes on."""


def resolve(
    rules: RulesData, state: BarrageState, seat: int, script: ScriptFactory, choices: Sequence[str]
) -> Resolution:
    """Replay `choices` through `seat`'s script from `state`; a choice not among the options listed at its step
    raises `ChoiceError`."""
    detail = (state.turn, seat, script, tuple(choices))
    return RESOLVED.get(rules, state, detail, lambda: _replay(rules, state, seat, script, tuple(choices)))


def _replay(
    rules: RulesData, state: BarrageState, seat: int, script: ScriptFactory, choices: tuple[str, ...]
) -> Resolution:
    """Go on from the turn paused one choice earlier, or else replay it from its start."""
    key = (state.turn, seat, script)
    cursor = PAUSED.take(rules, state, (*key, choices[:-1])) if choices else None
    if cursor is None:
        cursor, rest = start(rules, state, seat, script), choices
    else:
        rest = choices[-1:]
    for choice in rest:
        if cursor.decision is None:
            raise ChoiceError("turn-complete")
        if choice not in cursor.decision.options:
            raise ChoiceError("not-an-option", kind=cursor.decision.kind, choice=choice)
        cursor = cursor.advance(choice)
    if cursor.decision is not None:
        PAUSED.put(rules, state, (*key, choices), cursor)
    return Resolution(cursor.decision, cursor.state, cursor.events, len(choices))


def ask(kind: str, options: Sequence[str], *context: str) -> Decision:
    return Decision(kind, tuple(options), tuple(context))
