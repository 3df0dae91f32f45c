"""Technology tiles (RULES.md §7.2): the advanced tiles' effects, tiles used as a whole turn without engineers,
passing for the round, and Anton's tile copying one on his wheel."""

import random
from dataclasses import replace

import pytest

from engine.barrage.build import payments
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.events import Built, DamFilled, Gained, Passed, Produced, SpaceTaken, TileCopied, WheelTurned
from engine.barrage.rules import NEUTRAL, Matchup, Reward
from engine.barrage.setup import initial_state
from engine.barrage.state import Segment
from engine.barrage.water import Dam
from tests.engine_barrage.helpers import choose, company, decision, new_state, pieces, play, random_game

EMPTY = tuple(Segment() for _ in range(6))


def ready(tiles, dams=None, conduits=None, **changes):
    """Seed 0's game without neutral dams, the seat on turn (1) holding only `tiles`, 20 of each machinery and
    credits, no contracts, and an officer that changes no cost or production (Graziano)."""
    state = pieces(new_state(seed=0), dams, conduits, neutral=False)
    fields = {"officer": "graziano", "tiles": tiles, "excavators": 20, "mixers": 20, "credits": 20, "hand": ()}
    return company(state, state.current, **(fields | changes))


def ways(state, structure, location, tile):
    return [w.id for w in payments(load_rules(), state, state.current, structure, location, tile)]


def gained(events, source):
    return [e.reward for e in events if isinstance(e, Gained) and e.source == source]


# Level I


def test_base_1_puts_a_drop_in_each_own_empty_dam_the_new_one_included():
    seat = 1
    dams = {
        "2-up": Dam(seat, 1, 0),
        "5-down": Dam(seat, 2, 0),
        "6-down": Dam(seat, 1, 1),
        "8-down": Dam(NEUTRAL, 1, 0),
        "9-down": Dam(0, 1, 0),
    }
    state = ready(("base-1",), dams, built={"base": 2})
    after, events = play(state, "construct-1", "3-down")
    drops = {k: d.drops for k, d in after.map.dams.items()}
    assert drops == {"2-up": 1, "5-down": 1, "6-down": 1, "8-down": 0, "9-down": 0, "3-down": 1}
    filled = [e for e in events if isinstance(e, DamFilled)]
    assert filled == [DamFilled(d, 1, "tile-base-1") for d in ("2-up", "5-down", "3-down")]


def test_elevation_1_turns_the_wheel_once_more_per_elevation_built():
    seat = 1
    wheel = (*EMPTY[:4], Segment(("base",), 1, 0), Segment(("conduit",), 0, 1))
    state = ready(("elevation-1",), {"5-down": Dam(seat, 1, 0)}, built={"elevation": 2}, wheel=wheel)
    after, events = play(state, "construct-1")
    mine = after.companies[seat]
    assert gained(events, "tile-elevation-1") == [Reward(rotate=3)]
    assert sum(isinstance(e, WheelTurned) for e in events) == 4
    assert mine.tiles == ("base",) and mine.excavators == 21 and mine.mixers == 20 - 3
    assert [s.tiles for s in mine.wheel] == [(), ("conduit",), ("elevation-1",), (), (), ()]


def test_conduit_1_gains_two_credits_per_point_of_the_conduits_value():
    state = ready(("conduit-1",))
    after, events = play(state, "construct-1", "2-left")
    assert gained(events, "tile-conduit-1") == [Reward(credits=6)]
    assert (after.companies[1].credits, after.companies[1].excavators) == (26, 14)


def test_joker_1_waives_a_red_map_spaces_credits_but_not_a_red_action_spaces():
    state = ready(("joker-1",), built={"powerhouse": 1})
    assert ways(state, "base", "8-up", "joker-1") == ["e3-m0-c0"]
    assert ways(state, "base", "8-up", "joker") == ["e3-m0-c3"]
    assert ways(state, "powerhouse", "8-c", "joker-1") == ["e0-m3-c0"]
    after, events = play(state, "construct-4", "base", "8-up")
    assert SpaceTaken(1, "construct-4", 3, 3) in events
    assert after.companies[1].credits == 20 - 3


# Level II


def test_base_2_makes_energy_per_own_base_for_one_private_contract_in_hand():
    state = ready(("base-2",), built={"base": 2}, hand=("g11", "y1", "s1"))
    chosen = choose(state, "construct-1", "3-down")
    now = decision(chosen)
    assert now is not None and now.kind == "contract" and now.options == ("s1", "none")
    after, events = play(chosen, "s1")
    mine = after.companies[1]
    assert gained(events, "tile-base-2") == [Reward(energy=3)]
    assert mine.fulfilled == ("s1",) and mine.hand == ("g11", "y1")
    assert (mine.energy, mine.credits) == (3 + 2, 20 + 2)


@pytest.mark.parametrize(("officer", "height", "drops"), [("viktor", 1, 2), ("viktor", 2, 3), ("graziano", 2, 4)])
def test_elevation_2_fills_the_raised_dam_to_its_capacity(officer, height, drops):
    state = ready(("elevation-2",), {"6-down": Dam(1, height, 1)}, officer=officer)
    after, events = play(state, "construct-1")
    assert after.map.dams["6-down"] == Dam(1, height + 1, drops)
    assert DamFilled("6-down", drops - 1, "tile-elevation-2") in events


@pytest.mark.parametrize(("conduit", "basic", "cheap"), [("1-left", 10, 5), ("2-left", 6, 5), ("6-right", 4, 4)])
def test_conduit_2_makes_a_conduit_of_six_excavators_or_more_cost_five(conduit, basic, cheap):
    state = ready(("conduit-2",))
    assert ways(state, "conduit", conduit, "conduit") == [f"e{basic}-m0-c0"]
    assert ways(state, "conduit", conduit, "conduit-2") == [f"e{cheap}-m0-c0"]
    after, _ = play(state, "construct-1", conduit)
    assert after.companies[1].excavators == 20 - cheap


def test_powerhouse_2_offers_a_production_with_two_more_energy_and_the_boards_bonus():
    seat = 1
    state = ready(("powerhouse-2",), {"5-down": Dam(seat, 1, 1)}, {"5-left": seat}, built={"powerhouse": 1})
    chosen = choose(state, "construct-1", "8-a")
    now = decision(chosen)
    assert now is not None and now.kind == "powerhouse" and now.options == ("8-a", "none")
    after, events = play(chosen, "8-a")
    assert [e for e in events if isinstance(e, Produced)] == [Produced(seat, "8-a", "5-left", "5-down", 1, 6, None)]
    assert after.companies[seat].energy == 3 + 2 + 1 and after.map.dams["5-down"].drops == 0
    skipped, _ = play(chosen, "none")
    assert skipped.companies[seat].energy == 0 and skipped.map.dams["5-down"].drops == 1


def test_joker_2_lets_excavators_and_mixers_pay_for_each_other():
    state = ready(("joker-2",), excavators=1, mixers=5)
    assert ways(state, "base", "8-down", "joker") == []
    assert ways(state, "base", "8-down", "joker-2") == ["e0-m3-c0", "e1-m2-c0"]
    after, _ = play(state, "construct-1", "base", "8-down", "e0-m3-c0")
    mine = after.companies[1]
    assert (mine.excavators, mine.mixers) == (1, 2) and mine.wheel[-1] == Segment(("joker-2",), 0, 3)


# Level III


def test_base_3_builds_a_base_without_excavators():
    state = ready(("base-3",), excavators=0)
    assert ways(state, "base", "1-down", "base-3") == ["e0-m0-c0"]
    assert ways(state, "base", "1-up", "base-3") == ["e0-m0-c3"]
    assert ways(company(state, 1, officer="wilhelm"), "base", "1-down", "base-3") == ["e0-m0-c0"]
    after, _ = play(state, "construct-1", "1-down")
    assert after.map.dams["1-down"] == Dam(1, 1, 0) and after.companies[1].wheel[-1] == Segment(("base-3",))


def test_elevation_3_scores_three_vp_per_own_dam_with_an_elevation():
    seat = 1
    dams = {
        "5-down": Dam(seat, 1, 0),
        "6-down": Dam(seat, 2, 0),
        "7-down": Dam(seat, 3, 0),
        "8-down": Dam(seat, 1, 0),
        "9-down": Dam(0, 2, 0),
        "10-down": Dam(NEUTRAL, 3, 1),
    }
    state = ready(("elevation-3",), dams, built={"elevation": 2})
    after, events = play(state, "construct-1", "5-down")
    assert gained(events, "tile-elevation-3") == [Reward(vp=9)]
    assert after.companies[seat].vp == state.companies[seat].vp + 9


def test_conduit_3_makes_twice_the_value_in_energy_for_a_private_contract_without_a_discount():
    state = ready(("conduit-3",), company="france", built={"powerhouse": 3}, hand=("g7", "y1"))
    chosen = choose(state, "construct-1", "6-right")
    now = decision(chosen)
    assert now is not None and now.kind == "contract" and now.options == ("g7", "none")
    after, events = play(chosen, "g7")
    mine = after.companies[1]
    assert gained(events, "tile-conduit-3") == [Reward(energy=4)]
    assert mine.fulfilled == ("g7",) and (mine.energy, mine.vp, mine.mixers) == (4, state.companies[1].vp + 3, 21)


def test_powerhouse_3_scores_three_vp_per_own_powerhouse():
    state = ready(("powerhouse-3",), built={"powerhouse": 1})
    after, events = play(state, "construct-1", "8-a")
    assert gained(events, "tile-powerhouse-3") == [Reward(vp=6)]
    assert after.companies[1].vp == state.companies[1].vp + 6


def test_joker_3_scores_three_vp_per_advanced_tile_in_the_supply_and_on_the_wheel():
    wheel = (*EMPTY[:3], Segment(("conduit-2", "powerhouse")), *EMPTY[4:])
    state = ready(("joker-3", "base-1", "elevation"), wheel=wheel)
    after, events = play(state, "construct-1", "joker-3", "base", "3-down")
    assert gained(events, "tile-joker-3") == [Reward(vp=9)]
    assert after.companies[1].vp == state.companies[1].vp + 9


# Whole turns without engineers, and passing


def test_a_whole_turn_tile_is_offered_beside_the_spaces_and_takes_no_engineers():
    state = ready(("powerhouse-1", "base"))
    now = decision(state)
    assert now is not None and "tile-powerhouse-1" in now.options and "construct-1" in now.options
    assert "tile-base" not in now.options and "pass" not in now.options
    after, events = play(state, "tile-powerhouse-1", "8-a")
    mine = after.companies[1]
    assert (mine.engineers, mine.mixers, after.placements) == (state.companies[1].engineers, 18, ())
    assert not any(isinstance(e, SpaceTaken) for e in events)
    assert Built(1, "powerhouse", "8-a", "powerhouse-1", 0, 2, 0) in events


def test_a_seat_without_engineers_keeps_its_turns_while_it_holds_a_whole_turn_tile():
    state = ready(("base",), engineers=1)
    waiting = company(state, 0, engineers=0, tiles=("base-3", "powerhouse-1", "elevation"))
    after, _ = play(waiting, "bank")
    assert after.current == 0 and after.round == 1
    now = decision(after)
    assert now is not None and now.options == ("tile-base-3", "tile-powerhouse-1", "pass")
    after, _ = play(after, "tile-base-3", "3-down")
    assert after.current == 0 and after.round == 1 and after.companies[0].engineers == 0
    done, _ = play(company(state, 0, engineers=0, tiles=("elevation",)), "bank")
    assert done.round == 2


def test_a_seat_that_passes_is_out_for_the_round_and_the_round_ends_when_all_have_passed():
    state = company(ready(("powerhouse-1",), engineers=0), 0, engineers=0, tiles=("base-3",), excavators=0)
    assert decision(state).options == ("tile-powerhouse-1", "pass")
    first, events = play(state, "pass")
    assert events == [Passed(1)] and first.passed == (1,) and first.current == 0
    second, _ = play(first, "pass")
    assert second.round == 2 and second.passed == ()
    assert "powerhouse-1" in second.companies[1].tiles


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_standard_games_with_the_patent_office_still_end(seed):
    record = random_game(BarrageConfig(seed=seed, players=2 + seed, setup="standard"), random.Random(seed))
    assert record.state.step == "over"


# Anton


def anton(wheel, **changes):
    return ready(("anton",), officer="anton", wheel=wheel, **changes)


def test_antons_tile_builds_as_a_tile_on_his_wheel_with_its_effect_and_goes_on_the_wheel():
    wheel = (*EMPTY[:2], Segment(("base",)), Segment(("conduit-1",)), *EMPTY[4:])
    state = anton(wheel)
    chosen = choose(state, "construct-1")
    now = decision(chosen)
    assert now is not None and (now.kind, now.options) == ("copy", ("base", "conduit-1"))
    after, events = play(chosen, "conduit-1", "2-left")
    mine = after.companies[1]
    assert TileCopied(1, "conduit-1") in events and Built(1, "conduit", "2-left", "anton", 6, 0, 0) in events
    assert gained(events, "tile-conduit-1") == [Reward(credits=6)]
    assert mine.tiles == () and [s.tiles for s in mine.wheel] == [(), ("base",), ("conduit-1",), (), (), ("anton",)]


def test_antons_tile_with_an_empty_wheel_builds_nothing():
    now = decision(anton(EMPTY))
    assert now is not None and not any(o.startswith("construct") for o in now.options)


def test_antons_tile_copies_a_whole_turn_tile_as_a_whole_turn():
    wheel = (*EMPTY[:2], Segment(("base",)), Segment(("powerhouse-1",)), *EMPTY[4:])
    state = anton(wheel, engineers=0)
    assert decision(state).options == ("tile-anton", "pass")
    after, events = play(state, "tile-anton", "8-a")
    assert TileCopied(1, "powerhouse-1") in events and Built(1, "powerhouse", "8-a", "anton", 0, 2, 0) in events
    assert after.companies[1].wheel[-1] == Segment(("anton",), 0, 2) and after.placements == ()


def test_antons_company_starts_with_his_tile():
    rules = load_rules()
    rules = replace(rules, matchups=(Matchup("usa", "anton", "s1"), *rules.matchups[1:]))
    state = initial_state(rules, BarrageConfig(seed=0))
    tiles = {c.officer: c.tiles for c in state.companies}
    assert tiles["anton"] == (*rules.company.basic_tiles, rules.company.joker_tile, "anton")
    assert all("anton" not in t for officer, t in tiles.items() if officer != "anton")
