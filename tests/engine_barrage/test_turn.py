"""A turn goes on from where its script paused instead of replaying from its start: whatever path a game takes
(undoing included), each step must match a replay from the turn's start."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.barrage import turn
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE, resolution
from engine.barrage.memo import PositionCache
from engine.barrage.rounds import script_for
from engine.barrage.state import BarrageState
from tests.engine_barrage.helpers import choose, decision, new_state, random_game


def replayed(state: BarrageState) -> turn.Resolution:
    """The turn under way replayed from its start, nothing remembered."""
    assert state.current is not None
    paused, turn.PAUSED = turn.PAUSED, PositionCache(1)
    try:
        return turn._replay(load_rules(), state, state.current, script_for(state), state.pending)
    finally:
        turn.PAUSED = paused


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from([2, 4]), st.integers(0, 2**32))
def test_every_step_of_a_game_matches_a_replay_from_the_turns_start(seed, players, rng_seed):
    config = BarrageConfig(seed=seed, players=players, setup="standard")
    record = random_game(config, random.Random(rng_seed), undo=0.3)
    state = BARRAGE.initial_state(config)
    for action in record.actions:
        state, _ = BARRAGE.apply(state, action)
        if state.current is not None:
            assert resolution(state) == replayed(state)


def test_a_paused_turn_goes_on_once_and_another_choice_replays_from_the_start():
    state = new_state(2)
    while (now := decision(state)) is None or len(now.options) < 2 or state.step != "actions":
        state = choose(state, now.options[0]) if now is not None else pytest.fail("no turn with two options")
    first, second = now.options[:2]
    one = choose(state, first)
    other = choose(state, second)  # the pause at `state` went on with `first`: `second` starts over
    assert resolution(one) == replayed(one) and resolution(other) == replayed(other)
    assert resolution(one).state != resolution(other).state or resolution(one).decision != resolution(other).decision
