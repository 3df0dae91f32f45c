"""Plan validation, legal next placements and enumeration of every legal plan: one set of checks for all three.

A `PlanBuilder` adds workers one by one and refuses, with a typed error, any placement after which no legal
complete plan exists; so the options it offers, the plans it enumerates and what `validate_plan` accepts
always agree.
"""

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from engine.powerline.board import Board, Line, load_board
from engine.powerline.errors import (
    ChartColumnError,
    ConstructionLimitError,
    DieMismatchError,
    DirectionError,
    JokerError,
    LineCompleteError,
    LineLimitError,
    PlanOrderError,
    PlanTargetError,
    VacationError,
)
from engine.powerline.lines import open_segments
from engine.powerline.plan import ISLAND, Placement, Plan
from engine.powerline.rules import Chart, RulesData, load_rules
from engine.powerline.state import PlayerState, PowerlineState


def line_limit(chart: Chart, workers: int) -> int:
    most = load_rules().max_lines_per_round
    return min(most, chart.line_limit(workers, most))


@lru_cache(maxsize=4096)
def _completable_table(chart: Chart, remaining: tuple[int, ...]) -> tuple[tuple[bool, ...], ...]:
    """ok[w][n]: a plan with w workers so far on n powerlines can still end legally."""
    workers = len(remaining)
    return tuple(
        tuple(
            any(remaining[k - 1] > 0 and n <= line_limit(chart, k) for k in range(max(w, 1), workers + 1))
            for n in range(load_rules().max_lines_per_round + 2)
        )
        for w in range(workers + 1)
    )


@lru_cache(maxsize=1024)
def _placement(line: str, segment: int, joker: bool) -> Placement:
    """Shared immutable placements: building frozen dataclasses dominates option listing otherwise."""
    return Placement(line, segment, joker)


def chart_for(state: PowerlineState) -> Chart:
    return load_rules().charts["blue" if state.config.variants.construction_limits else "green"]


def worker_order(rules: RulesData, start: str) -> tuple[int, ...]:
    if start not in rules.plan_starts:
        first, last = rules.plan_starts
        raise PlanOrderError("plan-start", start=start, first=first, last=last)
    order = tuple(range(len(rules.workers)))
    return order if start == rules.workers[0] else order[::-1]


@dataclass(frozen=True, slots=True)
class NextStep:
    """What the next worker may do, and whether the plan may end here."""

    worker: str | None
    options: tuple[Placement, ...]
    can_stop: bool


class PlanBuilder:
    """A plan under construction for one seat; mutable, cheap to copy for search."""

    __slots__ = (
        "base",
        "board",
        "chart",
        "dice",
        "jokers",
        "ok",
        "order",
        "placements",
        "player",
        "progress",
        "rules",
        "used",
    )

    def __init__(self, state: PowerlineState, player: int, start: str) -> None:
        self.rules = load_rules()
        self.order = worker_order(self.rules, start)
        self.player: PlayerState = state.players[player]
        self.board: Board = load_board(self.player.board)
        self.chart = chart_for(state)
        self.dice = state.dice
        self.jokers = self.player.jokers
        self.base = tuple((ls.built, ls.direction) for ls in self.player.lines)
        self.ok = _completable_table(self.chart, self.player.chart)
        self.progress: dict[int, tuple[int, int]] = {}
        self.used: list[int] = []
        self.placements: list[Placement] = []

    def copy(self) -> "PlanBuilder":
        other = object.__new__(PlanBuilder)
        other.rules, other.order, other.player, other.board = self.rules, self.order, self.player, self.board
        other.chart, other.dice, other.jokers, other.base, other.ok = (
            self.chart,
            self.dice,
            self.jokers,
            self.base,
            self.ok,
        )
        other.progress = dict(self.progress)
        other.used = list(self.used)
        other.placements = list(self.placements)
        return other

    # -- the line's next free segment(s), counting this plan's workers ---------------------------------
    def _candidates(self, line: Line) -> tuple[tuple[int, int], ...]:
        """(segment, direction) pairs the next worker could take on `line`, counting this plan's workers."""
        built, direction = self.progress.get(line.index) or self.base[line.index]
        return open_segments(len(line.pips), built, direction)

    # -- whether a prefix can still become a legal plan ------------------------------------------------
    def _line_limit(self, workers: int) -> int:
        return line_limit(self.chart, workers)

    def _completable(self, workers: int, lines: int) -> bool:
        return lines < len(self.ok[0]) and self.ok[workers][lines]

    @property
    def jokers_left(self) -> int:
        return self.jokers - sum(1 for p in self.placements if p.joker)

    @property
    def next_worker(self) -> int | None:
        n = len(self.placements)
        return self.order[n] if n < len(self.order) else None

    # -- the three public operations ---------------------------------------------------------------------
    def options(self) -> tuple[Placement, ...]:
        worker = self.next_worker
        if worker is None:
            return ()
        count = len(self.placements) + 1
        used = len(self.used)
        out: list[Placement] = []
        if self._completable(count, used):
            out.append(ISLAND)
        die = self.dice[worker]
        jokers_left = self.jokers_left
        can_new = self._completable(count, used + 1)
        can_same = self._completable(count, used)
        for line in self.board.lines:
            if not (can_same if line.index in self.used else can_new):
                continue
            for segment, _ in self._candidates(line):
                if line.pips[segment] == die:
                    out.append(_placement(line.id, segment, False))
                elif jokers_left > 0:
                    out.append(_placement(line.id, segment, True))
        return tuple(out)

    def add(self, placement: Placement) -> None:
        worker = self.next_worker
        if worker is None:
            raise PlanOrderError("all-planned", count=len(self.order))
        colour = self.rules.workers[worker]
        count = len(self.placements) + 1
        if placement.line is None:
            if placement.joker:
                raise JokerError("island-joker")
            if placement.segment is not None:
                raise PlanTargetError("island-segment")
            self._check_completable(count, len(self.used))
            self.placements.append(placement)
            return
        try:
            line = self.board.line(placement.line)
        except KeyError:
            raise PlanTargetError("unknown-line", line=placement.line) from None
        candidates = self._candidates(line)
        if not candidates:
            raise LineCompleteError("line-complete", line=line.id)
        chosen = [c for c in candidates if c[0] == placement.segment]
        if not chosen:
            raise self._direction_error(line, candidates)
        segment, direction = chosen[0]
        die = self.dice[worker]
        needs = line.pips[segment]
        if needs != die and not placement.joker:
            raise DieMismatchError("die-mismatch", colour=colour, die=die, line=line.id, needs=needs)
        if needs == die and placement.joker:
            raise JokerError("joker-not-needed", colour=colour, die=die)
        if placement.joker and self.jokers_left <= 0:
            raise JokerError("no-joker")
        lines = len(self.used) + (line.index not in self.used)
        if lines > self.rules.max_lines_per_round:
            raise LineLimitError("line-limit", limit=self.rules.max_lines_per_round)
        self._check_completable(count, lines)
        built = (self.progress.get(line.index) or self.base[line.index])[0]
        self.progress[line.index] = (built + 1, direction)
        if line.index not in self.used:
            self.used.append(line.index)
        self.placements.append(placement)

    def stop_error(self) -> ChartColumnError | ConstructionLimitError | PlanOrderError | None:
        """Why the plan may not end here, or None if it may."""
        workers = len(self.placements)
        if workers == 0:
            return PlanOrderError("no-worker")
        if self.player.chart[workers - 1] == 0:
            return ChartColumnError("column-empty", workers=workers)
        limit = self._line_limit(workers)
        if len(self.used) > limit:
            return ConstructionLimitError("construction-limit", workers=workers, limit=limit, lines=len(self.used))
        return None

    def _check_completable(self, workers: int, lines: int) -> None:
        if self._completable(workers, lines):
            return
        if lines > self._line_limit(workers) and any(self.player.chart[workers - 1 :]):
            raise ConstructionLimitError("construction-limit-ahead", lines=lines)
        raise ChartColumnError("columns-empty", workers=workers, last_column=len(self.player.chart))

    @staticmethod
    def _direction_error(line: Line, candidates: tuple[tuple[int, int], ...]) -> DirectionError:
        """The spot the player missed, counted from the nearer end of the line, where a player finds it fastest."""
        if len(candidates) == 2:
            return DirectionError("line-not-started", line=line.id, one_end=line.ends[0], other_end=line.ends[1])
        ((segment, direction),) = candidates
        origin = line.ends[0] if direction == 1 else line.ends[1]
        if segment < line.length / 2:
            position, station = segment + 1, line.ends[0]
        else:
            position, station = line.length - segment, line.ends[1]
        return DirectionError("line-direction", line=line.id, origin=origin, position=position, station=station)

    def spot(self, placement: Placement) -> "Spot":
        """How `placement`, legal next, looks to the player; it must be on a segment."""
        line = self.board.line(placement.line or "")
        built = (self.progress.get(line.index) or self.base[line.index])[0]
        direction = next(d for s, d in self._candidates(line) if s == placement.segment)
        forward = direction == 1
        segment = placement.segment or 0
        return Spot(
            line=line.id,
            origin=line.ends[0] if forward else line.ends[1],
            position=segment + 1 if forward else line.length - segment,
            needs=line.pips[segment],
            completes=built + 1 == line.length,
            city_vp=line.city.vp,
        )

    def plan(self, vacation: bool = False) -> Plan:
        start = self.rules.workers[self.order[0]]
        return Plan(start, tuple(self.placements), vacation)


def _check_vacation(state: PowerlineState, player: int, plan: Plan) -> None:
    if not plan.vacation:
        return
    rules = load_rules()
    if not state.config.variants.vacation:
        raise VacationError("vacation-off")
    if not state.players[player].vacation:
        raise VacationError("vacation-used")
    if rules.vacation_needs_island_worker and plan.island_workers == 0:
        raise VacationError("vacation-needs-island")


def validate_plan(state: PowerlineState, player: int, plan: Plan) -> None:
    """Raise the `RuleError` for the first rule `plan` breaks; return if it is legal."""
    builder = PlanBuilder(state, player, plan.start)
    if not plan.placements:
        raise PlanOrderError("no-worker")
    for placement in plan.placements:
        builder.add(placement)
    error = builder.stop_error()
    if error is not None:
        raise error
    _check_vacation(state, player, plan)


def next_step(state: PowerlineState, player: int, start: str, placements: tuple[Placement, ...]) -> NextStep:
    """The legal choices after a partial plan (which must itself be a legal prefix)."""
    builder = PlanBuilder(state, player, start)
    for placement in placements:
        builder.add(placement)
    worker = builder.next_worker
    return NextStep(
        None if worker is None else builder.rules.workers[worker],
        builder.options(),
        bool(placements) and builder.stop_error() is None,
    )


@dataclass(frozen=True, slots=True)
class Spot:
    """A segment placement as a player reads it: counted from the end the line is built from."""

    line: str
    origin: str
    """The station whose end the line grows from (fixed by tokens, or by this placement on a new line)."""
    position: int
    """1 for the segment touching `origin`."""
    needs: int
    completes: bool
    """This worker covers the line's last free segment."""
    city_vp: int


def spot(state: PowerlineState, player: int, start: str, before: tuple[Placement, ...], placement: Placement) -> Spot:
    """How `placement` (legal after `before`) looks to the player; it must be on a segment."""
    builder = PlanBuilder(state, player, start)
    for earlier in before:
        builder.add(earlier)
    return builder.spot(placement)


def plan_spots(
    state: PowerlineState, player: int, start: str, placements: tuple[Placement, ...]
) -> tuple[Spot | None, ...]:
    """Where each worker of a legal partial plan goes, as `spot` says it (None for the island): one replay of
    the plan, where a `spot` per worker would replay its prefix each time."""
    builder = PlanBuilder(state, player, start)
    spots: list[Spot | None] = []
    for placement in placements:
        spots.append(None if placement.line is None else builder.spot(placement))
        builder.add(placement)
    return tuple(spots)


def option_spots(
    state: PowerlineState, player: int, start: str, before: tuple[Placement, ...], options: tuple[Placement, ...]
) -> tuple[Spot | None, ...]:
    """`spot` for each of the next worker's `options` after `before` (None for the island), from one replay: a
    planner lists up to a hundred options at every click."""
    builder = PlanBuilder(state, player, start)
    for earlier in before:
        builder.add(earlier)
    return tuple(None if option.line is None else builder.spot(option) for option in options)


def can_use_vacation(state: PowerlineState, player: int, plan: Plan) -> bool:
    try:
        _check_vacation(state, player, Plan(plan.start, plan.placements, vacation=True))
    except VacationError:
        return False
    return True


def iter_plans(state: PowerlineState, player: int) -> Iterator[Plan]:
    """Every complete legal plan of this round (vacation variants included), depth first."""
    vacation_possible = state.config.variants.vacation and state.players[player].vacation
    needs_island = load_rules().vacation_needs_island_worker

    def walk(builder: PlanBuilder) -> Iterator[Plan]:
        if builder.placements and builder.stop_error() is None:
            plan = builder.plan()
            yield plan
            if vacation_possible and (plan.island_workers or not needs_island):
                yield Plan(plan.start, plan.placements, vacation=True)
        for option in builder.options():
            child = builder.copy()
            child.add(option)
            yield from walk(child)

    for start in load_rules().plan_starts:
        yield from walk(PlanBuilder(state, player, start))


def enumerate_plans(state: PowerlineState, player: int) -> list[Plan]:
    return list(iter_plans(state, player))
