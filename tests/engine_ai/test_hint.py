"""The hint is the strong level's plan, explained in one line."""

from engine.powerline.ai import choose_plan, hint
from tests.engine_ai.helpers import position


def test_hint_is_the_strong_plan_with_a_reason():
    for seed, rounds in ((1, 0), (2, 5), (3, 11), (4, 14)):
        state = position(seed, rounds)
        given = hint(state, 0)
        assert given.plan == choose_plan(state, 0, "strong")
        assert given.reason.endswith(".") and "\n" not in given.reason
        assert 10 < len(given.reason) < 300
