"""Construction: tiles, places, costs (map and officers), the wheel, company-board income and free structures."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.barrage.build import basin_area, buildable, locations, payments, structures_of
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE
from engine.barrage.state import Segment
from engine.barrage.water import Dam
from tests.engine_barrage.helpers import choose, company, decision, new_state, pieces, play, random_game


def plain(state, seat, **changes):
    """`seat` with an officer that changes no cost (Viktor changes productions only)."""
    return company(state, seat, officer="viktor", **changes)


def construction():
    return load_rules().construction[0]


def test_a_base_on_an_upstream_space_costs_the_areas_excavators_and_the_red_credits():
    rules = load_rules()
    state = new_state(seed=0)
    seat = state.current
    state = plain(state, seat, excavators=9)
    for area in rules.map.areas:
        space = next(
            s for s in rules.map.dams if s.red and basin_area(rules, s.basin) == area.id and s.id not in state.map.dams
        )
        after, _ = play(choose(state, construction().id, "base"), space.id)
        mine = after.companies[seat]
        assert mine.excavators == 9 - area.base_excavators
        assert mine.credits == state.companies[seat].credits - rules.map.red_credits
        assert mine.wheel[-1] == Segment(("base",), area.base_excavators, 0) and mine.wheel[0] == Segment()
        assert after.map.dams[space.id] == Dam(seat, 1, 0) and mine.built["base"] == 1
        assert mine.engineers == state.companies[seat].engineers - construction().engineers


def test_one_own_base_per_basin_and_elevations_only_on_ones_own_dams_up_to_the_top():
    rules = load_rules()
    state = new_state(seed=0)
    seat = state.current
    up, down = (s.id for s in rules.map.dams if s.basin == 2)
    state = pieces(state, {up: Dam(seat, 1, 0)}, neutral=False)
    assert down not in locations(rules, state, seat, "base")
    assert down in locations(rules, state, 1 - seat, "base")
    assert locations(rules, state, seat, "elevation") == (up,)
    assert locations(rules, state, 1 - seat, "elevation") == ()
    top = pieces(state, {up: Dam(seat, rules.map.max_height, 0)})
    assert locations(rules, top, seat, "elevation") == ()


def test_one_own_powerhouse_per_basin_and_each_costs_more_mixers():
    rules = load_rules()
    state = new_state(seed=0)
    seat = state.current
    first, second = [s for s in rules.map.powerhouses if s.basin == 8][:2]
    state = pieces(state, powerhouses={first.id: seat})
    assert second.id not in locations(rules, state, seat, "powerhouse")
    for built, mixers in enumerate(rules.company.powerhouse_mixers):
        costly = plain(state, seat, built={"powerhouse": built}, mixers=10, credits=10)
        other = next(s for s in rules.map.powerhouses if not s.red and s.basin != 8)
        [way] = payments(rules, costly, seat, "powerhouse", other.id, "powerhouse")
        assert (way.excavators, way.mixers, way.credits) == (0, mixers, 0)


def test_a_conduit_costs_excavators_per_production_value_and_jill_may_pay_mixers():
    rules = load_rules()
    state = new_state(seed=0)
    seat = state.current
    conduit = max(rules.map.conduits, key=lambda c: c.value)
    rich = plain(state, seat, excavators=20, mixers=20)
    assert [w.id for w in payments(rules, rich, seat, "conduit", conduit.id, "conduit")] == [
        f"e{conduit.value * rules.company.conduit_excavators}-m0-c0"
    ]
    jill = company(rich, seat, officer="jill")
    ways = {w.id for w in payments(rules, jill, seat, "conduit", conduit.id, "conduit")}
    assert f"e0-m{conduit.value}-c0" in ways


def test_the_wheel_returns_a_construction_after_five_more_turns():
    state = new_state(seed=0)
    seat = state.current
    space = next(s for s in load_rules().map.dams if not s.red and s.id not in state.map.dams)
    state, _ = play(choose(plain(state, seat), construction().id, "base"), space.id)
    wheel = state.companies[seat].wheel
    assert [bool(s.tiles) for s in wheel] == [False] * 5 + [True]


def test_the_second_base_uncovers_its_income_at_once():
    rules = load_rules()
    state = new_state(seed=0)
    seat = state.current
    mine = state.companies[seat]
    slot = next(s for c in rules.companies if c.id == mine.company for s in c.income if s.structure == "base")
    assert slot.piece == 2
    state = plain(state, seat, built={"base": 1}, excavators=9, credits=20)
    space = next(s for s in rules.map.dams if not s.red and s.id not in state.map.dams)
    chosen = choose(state, construction().id, "base", space.id)
    while (now := decision(chosen)) is not None:
        chosen = choose(chosen, now.options[0])
    after, events = play(chosen)
    assert any(getattr(e, "source", "") == "income-base-2" for e in events)
    reward = slot.reward
    assert after.companies[seat].vp >= state.companies[seat].vp + reward.vp


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 2**32))
def test_what_a_tile_can_build_is_every_free_location_someone_can_pay_for(seed, rng_seed):
    """`buildable` prices each class of location once; it must find exactly the locations with a way to pay."""
    rules = load_rules()
    config = BarrageConfig(seed=seed, players=4, setup="standard")
    state = BARRAGE.initial_state(config)
    checked = 0
    for n, action in enumerate(random_game(config, random.Random(rng_seed)).actions):
        state, _ = BARRAGE.apply(state, action)
        if n % 7:
            continue
        for seat, held in enumerate(state.companies):
            for tile in {*held.tiles, *(t.id for t in rules.tiles[:8])}:
                expected = [
                    (structure, location)
                    for structure in structures_of(rules, tile)
                    for location in locations(rules, state, seat, structure)
                    if payments(rules, state, seat, structure, location, tile)
                ]
                assert list(buildable(rules, state, seat, tile)) == expected
                checked += 1
    assert checked > 100


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 2**32))
def test_every_tile_and_officer_builds_where_a_listed_payment_fits(seed, rng_seed):
    """`buildable` works out whether a class of location is affordable instead of listing the ways to pay: with
    every tile (the swap, the cheap conduit, the free base, the red waiver) and every officer (mixers for
    conduits, credits for machinery, fixed bases), on what a random game builds and random supplies, it finds
    exactly the locations `payments` has a way for."""
    rules = load_rules()
    rng = random.Random(rng_seed)
    config = BarrageConfig(seed=seed, players=4, setup="standard")
    record = random_game(config, rng)
    states = [BARRAGE.initial_state(config)]
    for action in record.actions[: rng.randrange(len(record.actions))]:
        states.append(BARRAGE.apply(states[-1], action)[0])
    state = states[-1]
    seat = rng.randrange(4)
    for officer in rules.officers:
        supplied = company(
            state,
            seat,
            officer=officer.id,
            excavators=rng.randrange(8),
            mixers=rng.randrange(8),
            credits=rng.randrange(12),
        )
        for tile in rules.tiles:
            expected = [
                (structure, location)
                for structure in structures_of(rules, tile.id)
                for location in locations(rules, supplied, seat, structure)
                if payments(rules, supplied, seat, structure, location, tile.id)
            ]
            assert list(buildable(rules, supplied, seat, tile.id)) == expected
