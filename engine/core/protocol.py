"""The turn contract every game implements, after OpenSpiel's state API and boardgame.io's game object.

A game is a pure function of (config, actions): `initial_state` sets up (chance resolved from the config's
seed), `apply` validates one action and returns the next state plus what happened. The host asks who must act
(`active_seats`: several seats at once for simultaneous play, one for alternating turns, none when the game is
over, like OpenSpiel's simultaneous and terminal nodes), what makes a button stale (`phase_key`), what a seat may
do (`legal_actions`), what it may see (`player_view`), how the game ended (`outcome`) and what a computer player
does for a seat (`computer_action`, used for computer seats and for absent players, Board Game Arena's zombie turn).
Nothing here knows Discord or images.
"""

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, TypeVar

from engine.core.outcome import Outcome

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")


class GameRules(Protocol[ConfigT, StateT, ActionT]):
    name: str
    config_type: type[ConfigT]
    action_type: Any
    """The action class, or a union of tagged action classes, for the JSON codec."""
    levels: tuple[str, ...]
    """Computer player levels, weakest first; the last one plays for absent players."""

    def initial_state(self, config: ConfigT) -> StateT: ...

    def active_seats(self, state: StateT) -> tuple[int, ...]:
        """Who must act now, in seat order: one seat, several at once, or none when the game is over."""
        ...

    def phase_key(self, state: StateT) -> int:
        """Grows whenever earlier prompts stop applying (a round, a turn number): a button carries it to be
        recognised as stale."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> Iterable[ActionT]:
        """Every action `seat` may take now (lazily: simultaneous plans can be many); empty if not its turn."""
        ...

    def actor(self, action: ActionT) -> int:
        """The seat taking `action`."""
        ...

    def apply(self, state: StateT, action: ActionT) -> tuple[StateT, Sequence[object]]:
        """Validate and apply one action; raise `RuleError` (state unchanged) if it breaks a rule."""
        ...

    def player_view(self, state: StateT, seat: int | None) -> StateT:
        """The state as `seat` may see it (None: a spectator): secrets of other seats are sealed."""
        ...

    def outcome(self, state: StateT) -> Outcome | None:
        """Scores and places once the game is over; None while it runs."""
        ...

    def computer_action(self, state: StateT, seat: int, level: str) -> ActionT:
        """What a computer player of `level` does for `seat`, seeing only what that seat may see."""
        ...
