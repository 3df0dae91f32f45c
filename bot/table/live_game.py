"""One started game in memory, rebuilt from its config and action log by replay."""

from collections import defaultdict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, Generic, cast

from typing_extensions import TypeVar

from bot.storage.games import ActionSource, GameRow, LoggedAction, SeatRow
from bot.storage.records import Result
from bot.table.archive import PhaseArchive
from engine.core.codec import loads
from engine.core.protocol import GameRules
from engine.core.record import GameRecord
from i18n.catalog import language

S = TypeVar("S", default=Any)
"""A game's state (the engine's frozen dataclass): a game's own code names it, the game-neutral table does not."""
V = TypeVar("V")


@dataclass
class Step(Generic[S]):
    """One action about to be committed, already applied: the engine validates and applies in one go."""

    action: Any
    source: ActionSource
    user_id: int | None
    phase: int
    """The phase the action was taken in."""
    state: S
    """The state after it."""
    events: list[object]


@dataclass(frozen=True)
class Memo(Generic[V]):
    """The name of something a game works out once per finished phase (it never changes) and keeps in its table
    instead of working it out again; its type says what it holds."""

    name: str


ABSENT_AFTER = 2
"""Phases in a row the timer played for a person before they are marked away."""


@dataclass
class Absence:
    """A person marked away: the computer plays for them at once from `since` (actions logged) until they are back."""

    seat: int
    since: int
    back: bool = False


@dataclass
class LiveGame(Generic[S]):
    """The cached game. The database stays the truth: this only changes after a commit."""

    row: GameRow
    seats: tuple[SeatRow, ...]
    game: GameRecord[Any, S, Any]
    """Config and accepted actions; its state is the game's current state."""
    phase_events: PhaseArchive[list[object]] = field(default_factory=lambda: PhaseArchive(list))
    """What happened in each phase, in order, including how it ended."""
    phase_ends: PhaseArchive[S] = field(default_factory=PhaseArchive)
    """The state right after each finished phase."""
    computer_played: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    """Seats of people the computer acted for (their time ran out, or they are away), once each per phase."""
    away_played: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    """Those of `computer_played` who were marked away."""
    timed_out: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    """Each person's phases in a row the timer played for them, since they last acted or came back."""
    absences: list[Absence] = field(default_factory=list)
    """Every time someone was marked away, in order."""
    posted_through: int = -1
    """How many actions the channel had seen everything for, as last stored."""
    _memo: dict[Hashable, object] = field(default_factory=dict)
    """What a game module works out from finished phases (they never change), kept instead of redone (`remember`)."""
    _initial: S | None = None
    locales: dict[int, str] = field(default_factory=dict)
    """Each person's Discord locale as their last click gave it, for work done ahead of their next one."""

    @classmethod
    def replay(
        cls, rules: GameRules[Any, S, Any], row: GameRow, seats: tuple[SeatRow, ...], log: list[LoggedAction]
    ) -> "LiveGame[S]":
        assert row.config is not None, "only started games have a table"
        config = loads(rules.config_type, row.config)
        table = cls(row, seats, GameRecord(rules, config))
        for logged, entry in enumerate(log):
            table._returns(logged)
            action = loads(rules.action_type, entry.payload)
            table.install(table.step(action, entry.source, None))
        table._returns(len(log))
        return table

    def _returns(self, logged: int) -> None:
        """Replay the "I'm back" of every person who said it with `logged` actions in the log."""
        for seat in self.seats:
            if seat.back_at == logged and seat.back_at:
                self.come_back(seat.seat)

    @property
    def rules(self) -> GameRules[Any, S, Any]:
        return self.game.rules

    @property
    def state(self) -> S:
        return self.game.state

    @property
    def phase(self) -> int:
        return self.rules.phase_key(self.state)

    @property
    def over(self) -> bool:
        return not self.rules.active_seats(self.state)

    def results(self) -> list[Result] | None:
        """Each seat's score and rank, as stored once the game is over; None before."""
        ended = self.rules.outcome(self.state)
        if ended is None:
            return None
        return [Result(s.seat, s.user_id, ended.scores[s.seat], ended.ranks[s.seat]) for s in self.seats]

    def step(self, action: Any, source: ActionSource, user_id: int | None, state: S | None = None) -> Step[S]:
        """Apply `action` to `state` (the current state by default) without keeping it; RuleError if illegal."""
        before = self.state if state is None else state
        after, events = self.rules.apply(before, action)
        return Step(action, source, user_id, self.rules.phase_key(before), after, list(events))

    def install(self, step: Step[S]) -> None:
        """Keep a committed step."""
        self.game.accept(step.action, step.state)
        self.phase_events[step.phase].extend(step.events)
        self._count_absence(self.rules.actor(step.action), step)
        if self.rules.phase_key(step.state) != step.phase:
            self.phase_ends[step.phase] = step.state

    def _count_absence(self, seat: int, step: Step[S]) -> None:
        if step.source == "player":
            self.timed_out[seat] = 0
            return
        if step.source not in ("timeout", "absent") or seat in self.computer_played[step.phase]:
            return
        self.computer_played[step.phase].append(seat)
        if step.source == "absent":
            self.away_played[step.phase].append(seat)
            return
        self.timed_out[seat] += 1
        if self.timed_out[seat] >= ABSENT_AFTER and seat not in self.away:
            self.absences.append(Absence(seat, len(self.game.actions)))

    @property
    def away(self) -> set[int]:
        """Seats of people marked away, whom the computer plays for at once."""
        return {a.seat for a in self.absences if not a.back}

    def come_back(self, seat: int) -> None:
        self.timed_out[seat] = 0
        for absence in self.absences:
            if absence.seat == seat:
                absence.back = True

    @property
    def initial(self) -> S:
        """The state the game was set up in."""
        if self._initial is None:
            self._initial = self.rules.initial_state(self.game.config)
        return self._initial

    def remember(self, memo: Memo[V], phase: int, work: Callable[[], V]) -> V:
        """What `memo` names for finished `phase`: worked out once, then kept."""
        key = (memo.name, phase)
        if key not in self._memo:
            self._memo[key] = work()
        return cast(V, self._memo[key])

    def keep(self, memo: Memo[V], phase: int, value: V) -> None:
        """Keep what `memo` names for the phase under way, `phase`, in place of what it named for an earlier one
        (a picture's description drawn with it, suggestions worked out once per turn)."""
        self._memo[memo.name] = (phase, value)

    def recall(self, memo: Memo[V], phase: int) -> V | None:
        """What `memo` names for `phase`, if it was kept for it."""
        kept = self._memo.get(memo.name)
        return cast(V, kept[1]) if isinstance(kept, tuple) and kept[0] == phase else None

    def began(self, phase: int) -> S:
        """The state as `phase` began: the one the finished phase before it left, or the set-up. It never changes,
        so what is told of a phase is told from it, however far the game has moved on."""
        earlier = [p for p in self.phase_ends if p < phase]
        return self.phase_ends[max(earlier)] if earlier else self.initial

    def history(self) -> list[S]:
        """The state at set-up and after every finished phase, in order: what a replay shows."""
        return [self.initial, *(self.phase_ends[p] for p in sorted(self.phase_ends))]

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The seats' names as every post, picture and private view shows them: each one that repeats (two computer
        players of one level) numbered by its seat, so no two seats read alike."""
        names = [seat.name for seat in self.seats]
        return tuple(f"{name} #{seat + 1}" if names.count(name) > 1 else name for seat, name in enumerate(names))

    def mention(self, seat: int) -> str:
        """A person's mention (it pings them in a post that allows it), a computer seat's name."""
        user = self.seats[seat].user_id
        return f"<@{user}>" if user is not None else self.seat_names[seat]

    @property
    def mentions(self) -> list[str]:
        """Every seat's `mention`, in seat order."""
        return [self.mention(seat) for seat in range(len(self.seats))]

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def language_of(self, seat: int) -> str:
        """The language of `seat`'s private views as their last click gave it, else the game's."""
        return language(self.locales.get(seat) or self.row.language)

    @property
    def people_to_act(self) -> list[int]:
        """Seats of people the game waits for: not computer players, nor people marked away."""
        away = self.away
        return [s for s in self.rules.active_seats(self.state) if not self.seats[s].is_computer and s not in away]

    @property
    def computer_to_act(self) -> list[int]:
        """Active seats the computer plays at once: computer players and people marked away."""
        away = self.away
        return [s for s in self.rules.active_seats(self.state) if self.seats[s].is_computer or s in away]
