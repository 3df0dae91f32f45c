"""One error type per rule a plan or an action can break; each raise names its refusal by a code and its data."""

from engine.core.errors import RuleError


class PlanOrderError(RuleError):
    rule = "worker-order"


class PlanTargetError(RuleError):
    rule = "target"


class DieMismatchError(RuleError):
    rule = "die"


class DirectionError(RuleError):
    rule = "direction"


class LineCompleteError(RuleError):
    rule = "line-complete"


class LineLimitError(RuleError):
    rule = "line-limit"


class ConstructionLimitError(RuleError):
    rule = "construction-limit"


class ChartColumnError(RuleError):
    rule = "chart-column"


class JokerError(RuleError):
    rule = "joker"


class VacationError(RuleError):
    rule = "vacation"


class TurnError(RuleError):
    """The action comes at the wrong time or from the wrong seat (stale round, finished game, no such seat)."""

    rule = "turn"
