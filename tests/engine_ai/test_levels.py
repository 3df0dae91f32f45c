"""Every level returns legal plans, the same ones for the same position, under every variant combination."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.powerline.ai import LEVELS, choose_plan
from engine.powerline.planning import validate_plan
from tests.engine_ai.helpers import VARIANTS, position


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    rounds=st.integers(0, 14),
    variants=st.sampled_from(VARIANTS),
    level=st.sampled_from(["random", "greedy"]),
)
def test_cheap_levels_choose_legal_plans_in_any_variant(seed, rounds, variants, level):
    state = position(seed, rounds, players=2, variants=variants)
    for seat in (0, 1):
        validate_plan(state, seat, choose_plan(state, seat, level))


@pytest.mark.parametrize("variants", VARIANTS, ids=range(len(VARIANTS)))
def test_strong_chooses_legal_plans_in_every_variant(variants):
    state = position(seed=len(str(variants)), rounds=9, variants=variants)
    validate_plan(state, 0, choose_plan(state, 0, "strong"))


@pytest.mark.parametrize("level", LEVELS)
def test_same_position_same_plan(level):
    state = position(seed=3, rounds=6)
    assert choose_plan(state, 0, level) == choose_plan(state, 0, level)


def test_random_level_differs_between_bot_seeds():
    state = position(seed=4, rounds=9)
    plans = {choose_plan(state, 0, "random", seed) for seed in range(8)}
    assert len(plans) > 1


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        choose_plan(position(seed=1, rounds=0), 0, "genius")
