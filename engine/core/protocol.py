"""What every game in the engine provides, modelled on OpenSpiel's state API and boardgame.io's game object.

A game is a pure function of (config, actions): `initial_state` sets up (chance resolved from the config's
seed), `apply` validates one action and returns the next state plus what happened, `player_view` hides what
a given seat may not see. Nothing here knows Discord or images.
"""

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")


class GameRules(Protocol[ConfigT, StateT, ActionT]):
    name: str
    config_type: type
    state_type: type
    action_type: Any

    def initial_state(self, config: ConfigT) -> StateT: ...

    def apply(self, state: StateT, action: ActionT) -> tuple[StateT, Sequence[object]]:
        """Validate and apply one action; raise `RuleError` (state unchanged) if it breaks a rule."""
        ...

    def player_view(self, state: StateT, player: int | None) -> StateT:
        """The state as `player` may see it (None: a spectator)."""
        ...

    def is_over(self, state: StateT) -> bool: ...
