"""One started game in memory, rebuilt from its config and action log by replay."""

from collections import defaultdict
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from bot.storage.store import ActionSource, GameRow, SeatRow
from bot.table.archive import PhaseArchive
from engine.core.codec import loads
from engine.core.protocol import GameRules
from engine.core.record import GameRecord


@dataclass
class Step:
    """One action about to be committed, already applied: the engine validates and applies in one go."""

    action: Any
    source: ActionSource
    user_id: int | None
    phase: int
    """The phase the action was taken in."""
    state: Any
    """The state after it."""
    events: list[object]


@dataclass
class Table:
    """The cached game. The database stays the truth: this only changes after a commit."""

    row: GameRow
    seats: tuple[SeatRow, ...]
    game: GameRecord[Any, Any, Any]
    """Config and accepted actions; its state is the game's current state."""
    phase_events: PhaseArchive[list[object]] = field(default_factory=lambda: PhaseArchive(list))
    """What happened in each phase, in order, including how it ended."""
    phase_ends: PhaseArchive[Any] = field(default_factory=PhaseArchive)
    """The state right after each finished phase."""
    computer_played: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    """Seats of people the computer acted for because their time ran out, once each per phase."""
    settled: int = -1
    """How many actions the channel had seen everything for, as last stored."""
    derived: dict[Hashable, Any] = field(default_factory=dict)
    """What a game module works out from finished phases (they never change), kept instead of redone."""

    @classmethod
    def replay(
        cls, rules: GameRules[Any, Any, Any], row: GameRow, seats: tuple[SeatRow, ...], log: list[tuple[str, str]]
    ) -> "Table":
        assert row.config is not None, "only started games have a table"
        config = loads(rules.config_type, row.config)
        table = cls(row, seats, GameRecord(rules, config))
        for payload, source in log:
            action = loads(rules.action_type, payload)
            table.install(table.step(action, source, None))  # type: ignore[arg-type]
        return table

    @property
    def rules(self) -> GameRules[Any, Any, Any]:
        return self.game.rules

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def phase(self) -> int:
        return self.rules.phase_key(self.state)

    @property
    def over(self) -> bool:
        return not self.rules.active_seats(self.state)

    def step(self, action: Any, source: ActionSource, user_id: int | None, state: Any = None) -> Step:
        """Apply `action` to `state` (the current state by default) without keeping it; RuleError if illegal."""
        before = self.state if state is None else state
        after, events = self.rules.apply(before, action)
        return Step(action, source, user_id, self.rules.phase_key(before), after, list(events))

    def install(self, step: Step) -> None:
        """Keep a committed step."""
        self.game.accept(step.action, step.state)
        self.phase_events[step.phase].extend(step.events)
        seat = self.rules.actor(step.action)
        if step.source == "timeout" and seat not in self.computer_played[step.phase]:
            self.computer_played[step.phase].append(seat)
        if self.rules.phase_key(step.state) != step.phase:
            self.phase_ends[step.phase] = step.state

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def people_to_act(self) -> list[int]:
        """Seats of people (not computer players) the game waits for."""
        return [s for s in self.rules.active_seats(self.state) if not self.seats[s].is_ai]
