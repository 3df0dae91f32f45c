"""The AI's outcomes cover every legal plan, and the positions it rates are the engine's."""

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.powerline import POWERLINE, SubmitPlan
from engine.powerline.ai.options import options
from engine.powerline.ai.outcome import Turn, after
from engine.powerline.planning import iter_plans
from engine.powerline.state import PlayerState
from tests.engine_ai.helpers import VARIANTS, position


def engine_after(state, plan) -> PlayerState:
    next_state, _ = POWERLINE.apply(state, SubmitPlan(0, state.round, plan))
    return next_state.players[0]


def same_order(player: PlayerState) -> PlayerState:
    """Plans with one outcome may complete the same lines in another order: only the supply order differs."""
    return replace(player, supplied=tuple(sorted(player.supplied)), waiting=tuple(sorted(player.waiting)))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), rounds=st.integers(0, 14), variants=st.sampled_from(VARIANTS))
def test_after_matches_the_engine(seed, rounds, variants):
    state = position(seed, rounds, variants=variants)
    turn = Turn.of(state, 0)
    found = options(state, 0)
    for option in random.Random(seed).sample(found, min(20, len(found))):
        assert after(turn, option.plan) == engine_after(state, option.plan)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), rounds=st.integers(8, 14), variants=st.sampled_from(VARIANTS))
def test_options_reach_every_position_a_legal_plan_reaches(seed, rounds, variants):
    state = position(seed, rounds, variants=variants)
    turn = Turn.of(state, 0)
    plans = list(iter_plans(state, 0))
    if len(plans) > 3000:
        plans = random.Random(seed).sample(plans, 3000)
    reachable = {same_order(after(turn, o.plan)) for o in options(state, 0, max_jokers=6, joker_gap=None)}
    assert {same_order(engine_after(state, plan)) for plan in plans} <= reachable


def test_bots_spend_at_most_one_joker_and_only_near_a_finish():
    state = position(seed=11, rounds=7)
    state = replace(state, players=(replace(state.players[0], jokers=3),))
    turn = Turn.of(state, 0)
    for option in options(state, 0):
        assert option.outcome.jokers <= 1
        if option.outcome.jokers:
            assert any(turn.board.lines[i].length - built <= 2 for i, built, _ in option.outcome.progress)


def test_without_the_vacation_the_outcomes_are_those_that_keep_it():
    """Play-outs leave the vacation tile's plans out; nothing else goes missing."""
    state = position(seed=11, rounds=7)
    assert state.players[0].vacation
    every = {option.outcome for option in options(state, 0)}
    kept = {option.outcome for option in options(state, 0, vacation=False)}
    assert any(outcome.vacation for outcome in every)
    assert kept == {outcome for outcome in every if not outcome.vacation}
