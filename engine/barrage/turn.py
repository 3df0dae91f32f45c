"""A turn as a script of small decisions, replayed from the state the turn started in.

A script is a generator: it yields a `Decision` (what must be chosen and the options), receives the choice, and
finally returns. `resolve` runs the script of the seat on turn, feeding it the choices made so far: the result is
either the next open decision or the finished turn, ready to confirm. Replaying instead of storing half-done
states keeps the state small and makes undo trivial (one choice fewer). A decision with a single option is
taken without asking and is not recorded, so undo goes back to the last real choice.
"""

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, replace

from engine.barrage.errors import ChoiceError
from engine.barrage.events import Event
from engine.barrage.memo import PositionCache
from engine.barrage.rules import Rules
from engine.barrage.state import BarrageState
from engine.barrage.work import Work


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


@dataclass(slots=True)
class _Paused:
    """A script stopped at an open decision, with the working copy it was changing: the next choice goes on from
    here instead of replaying the turn from its start."""

    script: Script
    work: Work
    decision: Decision
    used: int


PAUSED: PositionCache[_Paused] = PositionCache(64)
"""Scripts waiting for a choice, each taken out when it goes on (a generator runs once)."""


def resolve(rules: Rules, state: BarrageState, seat: int, script: ScriptFactory, choices: Sequence[str]) -> Resolution:
    """Replay `choices` through `seat`'s script from `state`; a choice not among the options listed at its step
    raises `ChoiceError`."""
    detail = (state.turn, seat, script, tuple(choices))
    return RESOLVED.get(rules, state, detail, lambda: _replay(rules, state, seat, script, choices))


def _replay(rules: Rules, state: BarrageState, seat: int, script: ScriptFactory, choices: Sequence[str]) -> Resolution:
    key = (state.turn, seat, script)
    paused = PAUSED.take(rules, state, (*key, tuple(choices[:-1]))) if choices else None
    try:
        if paused is None:
            work = Work(rules, replace(state, pending=()) if state.pending else state)
            generator, used = script(work, seat), 0
            decision = next(generator)
        else:
            work, generator, decision, used = paused.work, paused.script, paused.decision, paused.used
        while True:
            if not decision.options:
                raise AssertionError(f"a script asked an empty {decision.kind} decision")
            if len(decision.options) == 1:
                choice = decision.options[0]
            elif used < len(choices):
                choice = choices[used]
                if choice not in decision.options:
                    raise ChoiceError("not-an-option", kind=decision.kind, choice=choice)
                used += 1
            else:
                PAUSED.put(rules, state, (*key, tuple(choices)), _Paused(generator, work, decision, used))
                return Resolution(decision, work.state, tuple(work.events), used)
            decision = generator.send(choice)
    except StopIteration:
        pass
    if used < len(choices):
        raise ChoiceError("turn-complete")
    return Resolution(None, work.state, tuple(work.events), used)


def ask(kind: str, options: Sequence[str], *context: str) -> Decision:
    return Decision(kind, tuple(options), tuple(context))
