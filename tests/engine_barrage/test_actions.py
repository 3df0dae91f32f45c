"""The management board's actions other than production: water, bank, workshop, machinery, contracts, patents."""

from dataclasses import replace

from engine.barrage.data_load import load_rules
from engine.barrage.rules import COLOURS
from engine.barrage.state import Segment
from engine.barrage.water import Dam
from tests.engine_barrage.helpers import choose, company, decision, new_state, picked, pieces, play


def seat_on_turn(setup="introductory"):
    state = picked(new_state(seed=2, setup=setup))
    return state, state.current


def test_water_management_puts_up_to_two_drops_on_headstreams_to_flow_later():
    state, _ = seat_on_turn()
    chosen = choose(state, "water-2", "A")
    now = decision(chosen)
    assert now is not None and now.kind == "headstream" and now.options[-1] == "none"
    after, _ = play(choose(chosen, "C"))
    before = state.map.headstreams
    assert after.map.headstreams == (before[0] + 1, before[1], before[2] + 1, before[3])
    one, _ = play(choose(state, "water-2", "B", "none"))
    assert one.map.headstreams == (before[0], before[1] + 1, before[2], before[3])


def test_a_drop_that_flows_at_once_stops_in_the_first_dam_with_room():
    state, seat = seat_on_turn()
    state = pieces(state, {"2-up": Dam(1 - seat, 1, 1), "2-down": Dam(seat, 2, 0)}, neutral=False)
    after, _ = play(choose(state, "water-1", "B"))
    assert after.map.dams["2-up"].drops == 1 and after.map.dams["2-down"].drops == 1
    assert after.map.headstreams == state.map.headstreams


def test_the_bank_pays_a_credit_per_engineer():
    state, seat = seat_on_turn()
    after, _ = play(choose(state, "bank", "5"))
    assert after.companies[seat].credits == state.companies[seat].credits + 5
    assert after.companies[seat].engineers == state.companies[seat].engineers - 5


def test_the_workshop_turns_the_wheel_and_returns_what_comes_to_the_top():
    state, seat = seat_on_turn()
    wheel = (Segment(), Segment(), Segment(), Segment(("base",), 5, 0), Segment(), Segment())
    state = company(state, seat, wheel=wheel, tiles=(), credits=5)
    after, _ = play(choose(state, "workshop-3"))
    mine = after.companies[seat]
    assert mine.credits == 0 and mine.tiles == ("base",) and mine.excavators == state.companies[seat].excavators + 5
    assert all(s == Segment() for s in mine.wheel)


def test_the_machinery_shop_sells_what_its_row_says_and_a_red_space_costs_three_more():
    state, seat = seat_on_turn()
    both, _ = play(choose(state, "machinery-both"))
    assert both.companies[seat].excavators == state.companies[seat].excavators + 1
    assert both.companies[seat].mixers == state.companies[seat].mixers + 1
    assert both.companies[seat].credits == state.companies[seat].credits - 5
    rich = company(state, seat, credits=10)
    red, _ = play(choose(rich, "machinery-excavator-red"))
    assert red.companies[seat].credits == 10 - 2 - load_rules().map.red_credits


def test_taking_contracts_refills_the_display_and_a_full_hand_discards_down():
    rules = load_rules()
    state, seat = seat_on_turn()
    display = state.contracts.display
    state = company(state, seat, hand=("s1", "s2", "s3"))
    chosen = choose(state, "contracts-2", display[0], display[1])
    now = decision(chosen)
    assert now is not None and now.kind == "discard" and set(now.options) == {"s1", "s2", "s3", *display[:2]}
    chosen = choose(chosen, "s1")
    now = decision(chosen)
    assert now is not None and now.kind == "discard"
    after, _ = play(choose(chosen, "s2"))
    mine = after.companies[seat]
    assert set(mine.hand) == {"s3", *display[:2]} and mine.credits == state.companies[seat].credits - 1
    shown = after.contracts.display
    kinds = [next(c.kind for c in rules.contracts if c.id == i) for i in shown]
    assert len(shown) == rules.display_per_colour * len(COLOURS)
    assert all(kinds.count(colour) == rules.display_per_colour for colour in COLOURS)
    assert not set(shown) & set(display[:2])


def test_an_empty_pile_is_rebuilt_from_its_discards():
    state, _ = seat_on_turn()
    green = [i for i in state.contracts.display if i.startswith("g")]
    piles = {**state.contracts.piles, "green": ()}
    state = replace(state, contracts=replace(state.contracts, piles=piles, discards={"green": ("g15",)}))
    after, _ = play(choose(state, "contracts-1", green[0]))
    assert "g15" in after.contracts.display and after.contracts.discards["green"] == ()


def test_the_patent_office_sells_the_tile_on_its_slot():
    state, seat = seat_on_turn("standard")
    state = company(state, seat, credits=10)
    offered = state.patent.display
    now = decision(state)
    assert now is not None and {"patent-1", "patent-2", "patent-3"} <= set(now.options)
    after, _ = play(choose(state, "patent-3"))
    assert after.companies[seat].tiles[-1] == offered[2] and after.patent.display == (*offered[:2], "")
    assert after.companies[seat].credits == 10 - 5
    now = decision(replace(after, current=seat))
    assert now is not None and "patent-3" not in now.options
