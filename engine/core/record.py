"""A game as its config plus the actions accepted so far; the state is always rebuilt by replay."""

import json
from dataclasses import dataclass, field
from typing import Any, Generic

from engine.core.codec import from_jsonable, to_jsonable
from engine.core.protocol import ActionT, ConfigT, GameRules, StateT


@dataclass
class GameRecord(Generic[ConfigT, StateT, ActionT]):
    """Mutable holder of an append-only action log and the state it produces."""

    rules: GameRules[ConfigT, StateT, ActionT]
    config: ConfigT
    actions: list[ActionT] = field(default_factory=list)
    state: StateT = field(init=False)

    def __post_init__(self) -> None:
        log, self.actions = self.actions, []
        self.state = self.rules.initial_state(self.config)
        for action in log:
            self.apply(action)

    def apply(self, action: ActionT) -> list[object]:
        """Apply and log one action; on a rule error nothing changes."""
        self.state, events = self.rules.apply(self.state, action)
        self.actions.append(action)
        return list(events)

    def accept(self, action: ActionT, state: StateT) -> None:
        """Log an action whose resulting state the caller already computed with `rules.apply`."""
        self.actions.append(action)
        self.state = state

    def to_json(self) -> str:
        return json.dumps(
            {"game": self.rules.name, "config": to_jsonable(self.config), "actions": to_jsonable(self.actions)},
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, rules: GameRules[ConfigT, StateT, ActionT], text: str) -> "GameRecord[ConfigT, StateT, ActionT]":
        data: dict[str, Any] = json.loads(text)
        if data.get("game") != rules.name:
            raise ValueError(f"this record is for {data.get('game')!r}, not {rules.name!r}")
        config = from_jsonable(rules.config_type, data["config"])
        actions = [from_jsonable(rules.action_type, a) for a in data["actions"]]
        return cls(rules, config, actions)
