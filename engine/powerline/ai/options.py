"""Every distinct outcome of this round's legal plans, each with one plan that produces it.

Thousands of legal plans differ only in worker order or in which joker fits where; the AI needs one plan per
outcome. A depth-first walk over `PlanBuilder` (so legality is the engine's own) skips any partial plan whose
future is identical to one already walked, which keeps the walk small even with jokers in hand.
"""

from dataclasses import dataclass

from engine.powerline.plan import Placement, Plan
from engine.powerline.planning import PlanBuilder, can_use_vacation
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

Progress = tuple[tuple[int, int, int], ...]
"""(line index, built after the plan, direction) for every line the plan touches, by line index."""

JOKER_GAP = 2
"""Bots spend a joker only where it leaves its line at most this many segments short of the city."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a plan does to its player's board: enough to score it without the plan itself."""

    progress: Progress
    workers: int
    jokers: int
    island: tuple[int, ...]
    """One entry per island worker: its die face with the adventure island (which stacks by face), else 0."""
    vacation: bool


@dataclass(frozen=True, slots=True)
class Option:
    outcome: Outcome
    plan: Plan


def _progress(builder: PlanBuilder) -> Progress:
    return tuple(sorted((i, built, direction) for i, (built, direction) in builder.progress.items()))


def _island(builder: PlanBuilder, adventure: bool) -> tuple[int, ...]:
    faces = (builder.dice[builder.order[i]] for i, p in enumerate(builder.placements) if p.line is None)
    return tuple(sorted(faces)) if adventure else tuple(0 for _ in faces)


def _near_finish(builder: PlanBuilder, placement: Placement, gap: int) -> bool:
    """The joker extends a line under way and leaves it at most `gap` segments short."""
    line = builder.board.line(placement.line or "")
    built, direction = builder.progress.get(line.index) or builder.base[line.index]
    return direction != 0 and line.length - (built + 1) <= gap


def options(
    state: PowerlineState, seat: int, max_jokers: int = 1, joker_gap: int | None = JOKER_GAP, vacation: bool = True
) -> list[Option]:
    """One legal plan per distinct outcome, in a fixed order (so choices are reproducible).

    Bots spend jokers sparingly, which keeps the outcomes few: at most `max_jokers` in one plan, and only to
    bring a line under way within `joker_gap` segments of its finish (each joker held would otherwise
    multiply the outcomes by every line end on the board, and a joker spent far from a city is rarely worth
    what tile G pays for keeping it). `joker_gap` None lifts the second limit. `vacation` False leaves out the
    plans that spend the vacation tile.
    """
    found: dict[Outcome, Plan] = {}
    seen: set[tuple[object, ...]] = set()
    vacation_open = vacation and state.config.variants.vacation and state.players[seat].vacation
    adventure = state.config.variants.adventure_island

    def walk(builder: PlanBuilder) -> None:
        progress = _progress(builder)
        faces = _island(builder, adventure)
        key = (builder.order[0], len(builder.placements), progress, builder.jokers_left, faces)
        if key in seen:
            return
        seen.add(key)
        if builder.placements and builder.stop_error() is None:
            plan = builder.plan()
            outcome = Outcome(progress, len(plan.placements), plan.jokers, faces, False)
            found.setdefault(outcome, plan)
            if vacation_open and faces and can_use_vacation(state, seat, plan):
                found.setdefault(Outcome(progress, outcome.workers, plan.jokers, faces, True), builder.plan(True))
        spent_all = builder.jokers - builder.jokers_left >= max_jokers
        for option in builder.options():
            if option.joker and (spent_all or (joker_gap is not None and not _near_finish(builder, option, joker_gap))):
                continue
            child = builder.copy()
            child.add(option)
            walk(child)

    for start in load_rules().plan_starts:
        walk(PlanBuilder(state, seat, start))
    return [Option(outcome, plan) for outcome, plan in found.items()]
