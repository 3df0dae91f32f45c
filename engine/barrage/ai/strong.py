"""The strong level (placeholder until the look-ahead is written): greedy's plan."""

from engine.barrage.ai import greedy
from engine.barrage.state import BarrageState


def plan(state: BarrageState, seat: int) -> tuple[str, ...]:
    return greedy.plan(state, seat)
