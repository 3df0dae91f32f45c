"""Phase 3: tokens, island, vacation, adventure island, cities (including waiting ones) and stations."""

from engine.powerline.events import (
    CitySupplied,
    CityWaiting,
    IslandLoss,
    IslandTokensPlaced,
    JokerGained,
    JokerSpent,
    LineCompleted,
    StationCompleted,
    TokensPlaced,
    VacationTaken,
)
from engine.powerline.planning import validate_plan
from engine.powerline.state import LineState
from tests.engine.helpers import ISLAND, built, last, new_state, other_face, pip, plan, player, seg, submit, with_dice
from tests.engine.helpers import with_player as set_player


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def test_tokens_replace_workers_and_fix_direction():
    n = last("J")
    state = with_dice(new_state(), pip("J", n), pip("J", n - 1), 1, 1, 1, 1)
    after, events = submit(state, 0, plan("red", seg("J", n), seg("J", n - 1)))
    j = player(after).lines[9]
    assert j == LineState(built=2, direction=-1)
    assert of(events, TokensPlaced) == [TokensPlaced(0, "J", (n, n - 1))]


def test_three_vp_city():
    """Rulebook: completing the 3-VP powerline puts an energy tile on its city for 3 VP."""
    state = with_dice(new_state(), pip("C", 0), pip("C", 1), pip("C", 2), 1, 1, 1)
    after, events = submit(state, 0, plan("red", seg("C", 0), seg("C", 1), seg("C", 2)))
    p = player(after)
    assert of(events, LineCompleted) == [LineCompleted(0, "C")]
    assert of(events, CitySupplied) == [CitySupplied(0, "C", 3)]
    assert p.vp == 10 + 3
    assert p.supplied == (2,)
    assert p.energy == 3 + 1 - 1
    assert p.ledger.cities == 3


def test_five_vp_wind_station_in_the_corner():
    """Rulebook: once the second powerline at the corner wind station is complete, its 5 VP are scored."""
    state = built(with_dice(new_state(), pip("C", 0), pip("C", 1), pip("C", 2), 1, 1, 1), A=5)
    after, events = submit(state, 0, plan("red", seg("C", 0), seg("C", 1), seg("C", 2)))
    assert of(events, StationCompleted) == [StationCompleted(0, "W1", 5)]
    assert player(after).vp == 10 + 3 + 5
    assert player(after).stations == (0,)


def test_station_scores_once():
    state = built(with_dice(new_state(), pip("B", 4), 1, 1, 1, 1, 1), A=5, C=3, B=4, D=3)
    state = set_player(state, stations=(0,))
    after, events = submit(state, 0, plan("red", seg("B", 4)))
    assert [e.station for e in of(events, StationCompleted)] == ["S1"]
    assert player(after).stations == (0, 1)


def test_island_costs_one_vp_per_worker():
    """Rulebook: two workers on the island lose 2 VP."""
    after, events = submit(new_state(), 0, plan("red", ISLAND, ISLAND))
    assert player(after).vp == 8
    assert of(events, IslandLoss) == [IslandLoss(0, 2, 2, 2)]
    assert player(after).island_tokens == 0


def test_vp_never_below_zero():
    state = set_player(new_state(), vp=1)
    after, events = submit(state, 0, plan("red", ISLAND, ISLAND, ISLAND))
    assert player(after).vp == 0
    assert of(events, IslandLoss) == [IslandLoss(0, 3, 3, 1)]
    assert player(after).ledger.island == 1


def test_vacation_round_costs_nothing_once():
    """Rulebook: with the vacation tile spent, no island VP are lost that round."""
    after, events = submit(new_state(), 0, plan("red", ISLAND, ISLAND, ISLAND, vacation=True))
    assert player(after).vp == 10
    assert of(events, VacationTaken) == [VacationTaken(0, 3)]
    assert not player(after).vacation
    assert not of(events, IslandLoss)


def test_adventure_island_two_and_three():
    """Rulebook: two workers skip the same face whose stack already holds one token: 2 + 3 = 5 VP."""
    state = with_dice(new_state(adventure_island=True), 4, 4, 1, 1, 1, 1)
    state = set_player(state, island_stacks=(0, 0, 0, 1, 0, 0), island_tokens=1)
    after, events = submit(state, 0, plan("red", ISLAND, ISLAND))
    assert player(after).vp == 10 - 5
    assert player(after).island_stacks == (0, 0, 0, 3, 0, 0)
    assert of(events, IslandTokensPlaced) == [IslandTokensPlaced(0, 2, (4, 4))]
    assert of(events, IslandLoss) == [IslandLoss(0, 2, 5, 5)]


def test_adventure_island_cap_is_per_token():
    state = with_dice(new_state(adventure_island=True), 6, 2, 1, 1, 1, 1)
    state = set_player(state, island_stacks=(0, 0, 0, 0, 0, 7), vp=30)
    after, _ = submit(state, 0, plan("red", ISLAND, ISLAND))
    assert player(after).vp == 30 - 5 - 1


def test_adventure_island_vacation_places_no_tokens():
    state = with_dice(new_state(adventure_island=True), 4, 4, 1, 1, 1, 1)
    after, _ = submit(state, 0, plan("red", ISLAND, ISLAND, vacation=True))
    assert player(after).island_stacks == (0,) * 6
    assert player(after).vp == 10


def test_tile_l_without_adventure_island_counts_island_tokens():
    state = new_state(special_contracts="alone")
    assert "L" in state.tiles
    after, events = submit(state, 0, plan("red", ISLAND, ISLAND))
    assert player(after).island_tokens == 2
    assert of(events, IslandTokensPlaced) == [IslandTokensPlaced(0, 2, ())]
    after, _ = submit(state, 0, plan("red", ISLAND, ISLAND, vacation=True))
    assert player(after).island_tokens == 0


def test_one_worker_uncovers_a_sun_joker_usable_next_round():
    """Rulebook: a single worker takes a column-1 tile and gains a joker, which cannot be spent the same round."""
    state = with_dice(new_state(), 1, 1, 1, 1, 1, 1)
    after, events = submit(state, 0, plan("red", ISLAND))
    assert player(after).jokers == 1
    assert player(after).chart[0] == 1
    assert of(events, JokerGained) == [JokerGained(0, "sun")]
    needs = pip("C", 0)
    validate_plan(with_dice(after, other_face(needs), 1, 1, 1, 1, 1), 0, plan("red", seg("C", 0, joker=True)))


def test_spent_joker_leaves_the_sun_space():
    needs = pip("C", 0)
    state = set_player(with_dice(new_state(), other_face(needs), 1, 1, 1, 1, 1), jokers=2)
    after, events = submit(state, 0, plan("red", seg("C", 0, joker=True), ISLAND))
    assert player(after).jokers == 1
    assert of(events, JokerSpent) == [JokerSpent(0, 1)]


def test_worker_tile_becomes_energy_at_once():
    state = built(set_player(new_state(), energy=0), C=2)
    state = with_dice(state, pip("C", 2), 1, 1, 1, 1, 1)
    after, events = submit(state, 0, plan("red", seg("C", 2), ISLAND))
    assert of(events, CitySupplied) == [CitySupplied(0, "C", 3)]
    assert player(after).energy == 0


def test_city_waits_without_energy_and_is_supplied_later_oldest_first():
    state = built(set_player(new_state(), energy=-1), C=2, D=2)
    state = with_dice(state, pip("C", 2), pip("D", 2), 1, 1, 1, 1)
    after, events = submit(state, 0, plan("red", seg("C", 2), seg("D", 2)))
    assert of(events, CityWaiting) == [CityWaiting(0, "C"), CityWaiting(0, "D")]
    assert player(after).waiting == (2, 3)
    assert player(after).vp == 10
    after, events = submit(after, 0, plan("red", ISLAND, ISLAND, ISLAND))
    assert of(events, CitySupplied) == [CitySupplied(0, "C", 3)]
    assert of(events, CityWaiting) == [CityWaiting(0, "D")]
    assert player(after).waiting == (3,)
    assert player(after).vp == 10 - 3 + 3


def test_station_scores_even_if_its_city_waits():
    state = built(set_player(new_state(), energy=-1), A=5, C=2)
    state = with_dice(state, pip("C", 2), 1, 1, 1, 1, 1)
    _after, events = submit(state, 0, plan("red", seg("C", 2), ISLAND))
    assert of(events, StationCompleted) == [StationCompleted(0, "W1", 5)]
    assert of(events, CityWaiting) == [CityWaiting(0, "C")]
