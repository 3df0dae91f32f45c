"""Each base officer's ability on a position built by hand (Anton's special tile is tested with the tiles), and
Mahiri's private spaces copying another officer for one turn."""

from dataclasses import replace

import pytest

from engine.barrage.build import basin_area, payments
from engine.barrage.data_load import load_rules
from engine.barrage.events import Built, OfficerCopied, Produced
from engine.barrage.river import capacity, flow_from
from engine.barrage.state import BarrageState, Segment
from engine.barrage.water import Dam
from engine.barrage.work import Work
from tests.engine_barrage.helpers import choose, company, decision, new_state, picked, pieces, play, preview

MOUNTAIN = "2-down"
"""A downstream dam space in the mountains, where a base costs 5 excavators."""


def standard(seed: int = 0) -> BarrageState:
    """A 2-player standard game at its first action turn (each seat took the first pairing and contract offered),
    without neutral dams and with empty hands (no contract to fulfil in the way)."""
    state = picked(new_state(players=2, seed=seed, setup="standard"))
    for seat in range(2):
        state = company(state, seat, hand=())
    return pieces(state, neutral=False)


def led(state: BarrageState, seat: int, officer: str, **changes: object) -> BarrageState:
    """`seat` led by `officer` (the other seat by Viktor, who changes no cost)."""
    state = company(state, 1 - seat, officer="viktor")
    return company(state, seat, officer=officer, **changes)


def answer(state: BarrageState, **by_kind: str) -> BarrageState:
    """Answer each decision of the turn by its kind until the turn is complete (not confirmed)."""
    while (now := decision(state)) is not None:
        assert by_kind[now.kind] in now.options, (now, by_kind)
        state = choose(state, by_kind[now.kind])
    return state


@pytest.mark.parametrize("area", ["mountains", "hills", "plains"])
def test_wilhelms_bases_cost_3_excavators_in_every_area_and_his_elevations_the_areas_mixers(area):
    rules = load_rules()
    state = standard()
    seat = state.current
    spot = next(s for s in rules.map.dams if not s.red and basin_area(rules, s.basin) == area)
    rich = {"excavators": 9, "mixers": 9, "credits": 0}
    wilhelm, plain = led(state, seat, "wilhelm", **rich), led(state, seat, "viktor", **rich)
    kind = next(a for a in rules.map.areas if a.id == area)
    assert [w.id for w in payments(rules, wilhelm, seat, "base", spot.id, "base")] == ["e3-m0-c0"]
    assert [w.id for w in payments(rules, plain, seat, "base", spot.id, "base")] == [f"e{kind.base_excavators}-m0-c0"]
    dam = pieces(wilhelm, {spot.id: Dam(seat, 1, 0)})
    assert [w.id for w in payments(rules, dam, seat, "elevation", spot.id, "elevation")] == [
        f"e0-m{kind.elevation_mixers}-c0"
    ]


def test_wilhelm_builds_a_mountain_base_with_3_excavators():
    state = standard()
    seat = state.current
    wilhelm = led(state, seat, "wilhelm", excavators=3)
    after, events = play(answer(wilhelm, space="construct-1", tile="base", location=MOUNTAIN))
    assert after.map.dams[MOUNTAIN] == Dam(seat, 1, 0) and after.companies[seat].excavators == 0
    assert Built(seat, "base", MOUNTAIN, "base", 3, 0, 0) in events


@pytest.mark.parametrize(("officer", "space", "energy"), [("viktor", "turbine-2", 6), ("jill", "turbine-2", 4)])
def test_viktor_counts_a_small_production_as_4_before_the_spaces_modifier(officer, space, energy):
    """One drop through a value-2 conduit makes 2; Viktor counts it as 4, then the space adds 2."""
    state = standard()
    seat = state.current
    state = pieces(led(state, seat, officer), {"6-down": Dam(seat, 1, 1)}, {"6-right": seat}, {"7-a": seat})
    after, events = play(state, space)
    [made] = [e for e in events if isinstance(e, Produced)]
    assert (made.conduit, made.drops, made.energy) == ("6-right", 1, energy)
    assert after.companies[seat].energy == energy


def test_viktors_minimum_lets_a_production_worth_nothing_after_the_modifier_make_energy():
    rules = load_rules()
    state = standard()
    seat = state.current
    state = pieces(state, {"6-down": Dam(seat, 1, 1)}, {"6-right": seat}, {"7-a": seat})
    minus = next(s.id for s in rules.board if s.kind == "produce" and s.modifier == -2 and s.engineers == 1)
    now = decision(led(state, seat, "viktor"))
    assert now is not None and minus in now.options
    now = decision(led(state, seat, "graziano"))
    assert now is not None and minus not in now.options


def test_jill_pays_a_conduit_with_one_mixer_per_value_never_mixed_with_excavators():
    rules = load_rules()
    state = standard()
    seat = state.current
    conduit = next(c for c in rules.map.conduits if c.value == 3)
    excavators = conduit.value * rules.company.conduit_excavators
    rich = led(state, seat, "jill", excavators=excavators, mixers=conduit.value)
    assert {w.id for w in payments(rules, rich, seat, "conduit", conduit.id, "conduit")} == {
        f"e{excavators}-m0-c0",
        "e0-m3-c0",
    }
    poor = led(state, seat, "jill", excavators=0, mixers=conduit.value)
    after, events = play(answer(poor, space="construct-1", tile="conduit", location=conduit.id))
    mine = after.companies[seat]
    assert (mine.excavators, mine.mixers, mine.wheel[-1]) == (0, 0, Segment(("conduit",), 0, 3))
    assert Built(seat, "conduit", conduit.id, "conduit", 0, 3, 0) in events
    assert (
        payments(rules, led(state, seat, "viktor", excavators=0, mixers=9), seat, "conduit", conduit.id, "conduit")
        == []
    )


def test_solomon_replaces_missing_machinery_with_3_credits_each_to_the_supply():
    rules = load_rules()
    state = standard()
    seat = state.current
    solomon = led(state, seat, "solomon", excavators=2, credits=9)
    assert [w.id for w in payments(rules, solomon, seat, "base", MOUNTAIN, "base")] == ["e2-m0-c9"]
    assert (
        len(payments(rules, led(state, seat, "solomon", excavators=5, credits=15), seat, "base", MOUNTAIN, "base")) == 6
    )
    after, events = play(answer(solomon, space="construct-1", tile="base", location=MOUNTAIN))
    mine = after.companies[seat]
    assert (mine.excavators, mine.credits, mine.wheel[-1]) == (0, 0, Segment(("base",), 2, 0))
    assert Built(seat, "base", MOUNTAIN, "base", 2, 0, 9) in events
    assert payments(rules, led(state, seat, "viktor", excavators=2, credits=9), seat, "base", MOUNTAIN, "base") == []


@pytest.mark.parametrize(("officer", "height", "held"), [("graziano", 3, 4), ("graziano", 2, 2), ("viktor", 3, 3)])
def test_grazianos_height_3_dams_hold_4_drops(officer, height, held):
    rules = load_rules()
    state = standard()
    seat = state.current
    state = pieces(led(state, seat, officer), {"1-up": Dam(seat, height, height)})
    work = Work(rules, state)
    flow_from(work, "A", 1, "now")
    assert work.state.map.dams["1-up"].drops == held
    assert capacity(rules, state)(Dam(1 - seat, 3, 0)) == 3


def mahiri(seed: int = 0) -> tuple[BarrageState, int]:
    """The seat on turn led by Mahiri, the other by Wilhelm, Anton and Graziano drawn but not paired."""
    state = standard(seed)
    seat = state.current
    state = company(led(state, seat, "mahiri"), 1 - seat, officer="wilhelm")
    return replace(state, spare_officers=("anton", "graziano")), seat


def test_mahiri_copies_wilhelm_for_one_construction_and_the_copy_ends_with_her_turn():
    rules = load_rules()
    state, seat = mahiri()
    state = company(state, seat, excavators=3)
    assert payments(rules, state, seat, "base", MOUNTAIN, "base") == []
    copying = choose(state, "mahiri")
    now = decision(copying)
    assert now is not None and now.kind == "officer" and set(now.options) == {"wilhelm", "graziano"}
    copying = choose(copying, "wilhelm")
    assert preview(copying).borrowed == "wilhelm"
    now = decision(copying)
    assert now is not None and now.kind == "space" and "mahiri-red" not in now.options
    after, events = play(answer(copying, space="construct-1", tile="base", location=MOUNTAIN))
    assert OfficerCopied(seat, "wilhelm") in events and Built(seat, "base", MOUNTAIN, "base", 3, 0, 0) in events
    mine = after.companies[seat]
    assert (mine.excavators, mine.engineers) == (0, state.companies[seat].engineers - 2)
    assert after.borrowed == "" and after.current == 1 - seat
    again = company(after, seat, excavators=5)
    assert [w.id for w in payments(rules, again, seat, "base", "3-down", "base")] == ["e5-m0-c0"]


def test_mahiri_copying_graziano_or_viktor_changes_capacity_and_production_for_her_turn_only():
    rules = load_rules()
    state, seat = mahiri()
    tall = Dam(seat, 3, 0)
    assert capacity(rules, state)(tall) == 3
    assert capacity(rules, replace(state, borrowed="graziano"))(tall) == 4
    assert capacity(rules, replace(state, borrowed="graziano"))(Dam(1 - seat, 3, 0)) == 3
    state = pieces(state, {"6-down": Dam(seat, 1, 1)}, {"6-right": seat}, {"7-a": seat})
    state = replace(state, spare_officers=("viktor",))
    after, events = play(answer(choose(state, "mahiri"), officer="viktor", space="turbine-2"))
    assert [e.energy for e in events if isinstance(e, Produced)] == [6]
    assert after.companies[seat].energy == 6 and after.borrowed == ""


def test_mahiris_spaces_are_hers_alone_in_order_and_the_second_costs_3_credits():
    state, seat = mahiri()
    now = decision(state)
    assert now is not None and "mahiri" in now.options and "mahiri-red" not in now.options
    credits = state.companies[seat].credits
    state, _ = play(answer(choose(state, "mahiri"), officer="graziano", space="bank", engineers="1"))
    assert state.companies[seat].credits == credits + 1
    now = decision(state)
    assert now is not None and state.current == 1 - seat and not {"mahiri", "mahiri-red"} & set(now.options)
    state, _ = play(state, "bank", "1")
    now = decision(state)
    assert now is not None and "mahiri-red" in now.options and "mahiri" not in now.options
    state, _ = play(answer(choose(state, "mahiri-red"), officer="graziano", space="bank", engineers="1"))
    assert state.companies[seat].credits == credits + 1 - 3 + 1
    state, _ = play(state, "bank", "1")
    now = decision(state)
    assert now is not None and not {"mahiri", "mahiri-red"} & set(now.options)


def test_mahiri_needs_an_engineer_to_place_after_copying_and_has_no_space_in_the_introductory_game():
    state, seat = mahiri()
    now = decision(company(state, seat, engineers=1))
    assert now is not None and "mahiri" not in now.options
    intro = new_state(players=2, seed=0)
    intro = company(intro, intro.current, officer="mahiri")
    now = decision(intro)
    assert now is not None and "mahiri" not in now.options
