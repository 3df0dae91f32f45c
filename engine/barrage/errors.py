"""One error type per rule an action can break; each names its refusal by a code and data, never words."""

from engine.core.errors import RuleError


class TurnError(RuleError):
    """The action comes at the wrong time or from the wrong seat (stale turn, game over, not on turn)."""

    rule = "turn"


class ChoiceError(RuleError):
    """The choice is not one the engine listed, or the turn is not ready to confirm, or there is nothing to undo."""

    rule = "choice"
