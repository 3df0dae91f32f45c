"""Invariants over random legal Barrage games (hypothesis picks the config and the random choices)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE
from engine.barrage.river import capacity
from engine.barrage.state import BarrageState
from engine.core import GameRecord
from engine.core.codec import dumps, loads
from tests.engine_barrage.helpers import random_game

configs = st.builds(
    BarrageConfig,
    seed=st.integers(0, 10_000),
    players=st.sampled_from([2, 3, 4]),
    setup=st.sampled_from(["introductory", "standard"]),
)
SETTINGS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check(state: BarrageState) -> None:
    rules = load_rules()
    spaces = {s.id: s for s in (*rules.map.dams, *rules.map.powerhouses)}
    for seat, company in enumerate(state.companies):
        assert min(company.credits, company.excavators, company.mixers, company.vp, company.engineers) >= 0
        assert len(company.hand) <= rules.hand_limit
        dams = [k for k, d in state.map.dams.items() if d.owner == seat]
        houses = [k for k, owner in state.map.powerhouses.items() if owner == seat]
        assert len({spaces[k].basin for k in dams}) == len(dams), "two own bases in one basin"
        assert len({spaces[k].basin for k in houses}) == len(houses), "two own powerhouses in one basin"
        conduits = sum(1 for owner in state.map.conduits.values() if owner == seat)
        built = company.built
        assert built.get("base", 0) == len(dams) and built.get("powerhouse", 0) == len(houses)
        assert built.get("conduit", 0) == conduits
        assert built.get("elevation", 0) == sum(state.map.dams[k].height - 1 for k in dams)
        for structure, count in built.items():
            assert count <= rules.company.pieces[structure]
    holds = capacity(rules, state)
    for dam in state.map.dams.values():
        assert 1 <= dam.height <= rules.map.max_height and 0 <= dam.drops <= holds(dam)


@SETTINGS
@given(configs, st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end_with_places(config, rng_seed):
    record = random_game(config, random.Random(rng_seed), undo=0.1)
    state = BARRAGE.initial_state(config)
    check(state)
    for action in record.actions:
        state, _ = BARRAGE.apply(state, action)
        check(state)
    outcome = BARRAGE.outcome(state)
    assert state.step == "over" and outcome is not None and 1 in outcome.ranks
    assert outcome.scores == tuple(c.vp for c in state.companies)


@SETTINGS
@given(configs, st.integers(0, 2**32))
def test_a_game_is_its_config_and_actions_and_its_state_survives_json(config, rng_seed):
    record = random_game(config, random.Random(rng_seed), undo=0.1)
    again = GameRecord.from_json(BARRAGE, record.to_json())
    assert again.state == record.state
    assert loads(BarrageState, dumps(record.state)) == record.state
