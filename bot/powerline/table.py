"""One started game in memory, rebuilt from its config and action log by replay."""

import json
from dataclasses import dataclass, field

from bot.storage.games import GameRow, SeatRow
from engine.core.codec import from_jsonable, to_jsonable
from engine.core.record import GameRecord
from engine.powerline.config import PowerlineConfig
from engine.powerline.events import Event, RoundResolved
from engine.powerline.game import POWERLINE
from engine.powerline.plan import SubmitPlan
from engine.powerline.state import PowerlineState


def encode_config(config: PowerlineConfig) -> str:
    return json.dumps(to_jsonable(config), sort_keys=True)


def encode_action(action: SubmitPlan) -> str:
    return json.dumps(to_jsonable(action), sort_keys=True)


@dataclass
class Table:
    """The cached game. The database stays the truth: this is only ever changed after a commit."""

    row: GameRow
    seats: tuple[SeatRow, ...]
    game: GameRecord
    """Config and accepted actions; its state is the game's current state."""
    round_events: dict[int, list[Event]] = field(default_factory=dict)
    """What happened when each resolved round was built and scored."""
    round_states: dict[int, PowerlineState] = field(default_factory=dict)
    """The state right after each resolved round."""

    @classmethod
    def replay(cls, row: GameRow, seats: tuple[SeatRow, ...], actions: list[str]) -> "Table":
        assert row.config is not None, "only started games have a table"
        config = from_jsonable(PowerlineConfig, json.loads(row.config))
        table = cls(row, seats, GameRecord(POWERLINE, config))
        for payload in actions:
            table.record(from_jsonable(SubmitPlan, json.loads(payload)))
        return table

    @property
    def config(self) -> PowerlineConfig:
        return self.game.config

    @property
    def state(self) -> PowerlineState:
        return self.game.state

    def record(self, action: SubmitPlan) -> list[Event]:
        """Apply an action already committed to the log (raises RuleError, changing nothing, if illegal)."""
        events = self.game.apply(action)
        resolved = [e for e in events if isinstance(e, RoundResolved)]
        if resolved:
            self.round_events[resolved[0].round] = events
            self.round_states[resolved[0].round] = self.state
        return events

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def round_dice(self, round_: int) -> tuple[int, ...]:
        return next(e.dice for e in self.round_events[round_] if isinstance(e, RoundResolved))

    @property
    def resolved_rounds(self) -> int:
        return max(self.round_events, default=0)
