"""Water flow: drops rest in the first dam with room downstream, or leave by their branch's sea."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.barrage.rules import NEUTRAL
from engine.barrage.water import Dam, DropPath, downstream, release, water_phase
from tests.engine_barrage.maps import real_map, toy_map

TOY = toy_map()
REAL = real_map()


def height(dam: Dam) -> int:
    return dam.height


def graziano(seat: int):
    """The capacity when `seat` has Graziano: its height-3 dams hold 4."""
    return lambda dam: 4 if dam.owner == seat and dam.height == 3 else dam.height


def test_downstream_follows_the_flow_to_the_sea():
    assert downstream(TOY, "A") == ("1-up", "1-down", "ph-3", "3-up", "3-down", "sea-left")
    assert downstream(TOY, "2-down") == ("ph-3", "3-up", "3-down", "sea-left")
    from_d = ("4-up", "4-down", "ph-7", "7-up", "7-down", "ph-10", "10-up", "10-down", "ph-12", "sea-right")
    assert downstream(REAL, "D") == from_d
    assert downstream(TOY, "sea-right") == ()


@pytest.mark.parametrize("flow", [{"A": "B", "B": "A"}, {"A": "B"}], ids=["loop", "dead-end"])
def test_downstream_refuses_a_river_that_never_reaches_a_sea(flow):
    broken = toy_map()
    broken.flow.clear()
    broken.flow.update(flow)
    with pytest.raises(ValueError, match="does not lead to a sea"):
        downstream(broken, "A")


def test_a_drop_rests_in_the_first_dam_with_room_skipping_full_dams_and_empty_spaces():
    dams = {"1-up": Dam(0, 2, 1), "1-down": Dam(NEUTRAL, 1, 1), "3-down": Dam(1, 2, 0), "2-up": Dam(2, 1, 0)}
    new, paths = release(TOY, dams, "A", 4, height)
    assert [path.stop for path in paths] == ["1-up", "3-down", "3-down", "sea-left"]
    assert paths[1] == DropPath("A", ("1-up", "1-down", "ph-3", "3-up"), "3-down")
    assert paths[3].passed == ("1-up", "1-down", "ph-3", "3-up", "3-down")
    assert new == {"1-up": Dam(0, 2, 2), "1-down": Dam(NEUTRAL, 1, 1), "3-down": Dam(1, 2, 2), "2-up": Dam(2, 1, 0)}


def test_release_returns_new_dams_and_leaves_its_input_alone():
    dams = {"1-up": Dam(0, 1, 0)}
    new, _ = release(TOY, dams, "A", 1, height)
    assert dams == {"1-up": Dam(0, 1, 0)} and new == {"1-up": Dam(0, 1, 1)}
    assert release(TOY, dams, "A", 0, height) == (dams, ())


@pytest.mark.parametrize(
    ("start", "sea"), [("A", "sea-left"), ("B", "sea-left"), ("C", "sea-right"), ("D", "sea-right")]
)
def test_a_drop_with_no_room_anywhere_leaves_by_the_sea_of_its_branch(start, sea):
    full = {space.id: Dam(space.basin % 4, 2, 2) for space in REAL.dams}
    new, paths = release(REAL, full, start, 2, height)
    assert new == full
    assert paths == (DropPath(start, downstream(REAL, start)[:-1], sea),) * 2


def test_the_capacity_callback_lets_a_height_3_dam_hold_4():
    dams = {"1-up": Dam(1, 3, 3), "1-down": Dam(0, 3, 3)}
    new, paths = release(TOY, dams, "A", 2, graziano(0))
    assert [path.stop for path in paths] == ["1-down", "sea-left"]
    assert new == {"1-up": Dam(1, 3, 3), "1-down": Dam(0, 3, 4)}
    assert [path.stop for path in release(TOY, dams, "A", 1, height)[1]] == ["sea-left"]


def test_drops_from_a_powerhouse_fill_that_basins_dams_and_nothing_upstream():
    dams = {"1-down": Dam(0, 1, 0), "3-up": Dam(1, 1, 0), "3-down": Dam(2, 2, 1)}
    new, paths = release(TOY, dams, "ph-3", 3, height)
    assert paths == (
        DropPath("ph-3", (), "3-up"),
        DropPath("ph-3", ("3-up",), "3-down"),
        DropPath("ph-3", ("3-up", "3-down"), "sea-left"),
    )
    assert new == {"1-down": Dam(0, 1, 0), "3-up": Dam(1, 1, 1), "3-down": Dam(2, 2, 2)}


def test_drops_leaving_a_dam_go_on_downstream_and_the_dam_keeps_its_own():
    dams = {"1-up": Dam(0, 2, 1), "1-down": Dam(1, 1, 0)}
    new, paths = release(TOY, dams, "1-up", 1, height)
    assert paths == (DropPath("1-up", (), "1-down"),)
    assert new == {"1-up": Dam(0, 2, 1), "1-down": Dam(1, 1, 1)}


def test_passed_names_every_powerhouse_node_on_the_way_but_not_the_start():
    """What USA's ability needs: +1 energy per drop per basin passed where USA has a powerhouse."""
    _, (from_b,) = release(REAL, {}, "B", 1, height)
    assert [node for node in from_b.passed if node.startswith("ph-")] == ["ph-5", "ph-9", "ph-11"]
    _, (from_ph5,) = release(REAL, {}, "ph-5", 1, height)
    assert from_ph5.passed == ("5-up", "5-down", "ph-9", "9-up", "9-down", "ph-11")
    usa = {"ph-5", "ph-11", "ph-12"}
    _, paths = release(REAL, {"9-up": Dam(1, 1, 0)}, "B", 2, height)
    assert [len(usa.intersection(path.passed)) for path in paths] == [1, 2]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: release(TOY, {}, "sea-left", 1, height), "cannot enter"),
        (lambda: release(TOY, {}, "nowhere", 1, height), "cannot enter"),
        (lambda: release(TOY, {}, "A", -1, height), "cannot release"),
        (lambda: release(TOY, {"ph-3": Dam(0, 1, 0)}, "A", 1, height), "no dam space"),
        (lambda: water_phase(TOY, {}, (1, 1), height), "headstream counts"),
    ],
)
def test_programming_errors_are_value_errors(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_the_water_phase_flows_every_headstream_in_order_and_empties_them():
    dams = {"3-up": Dam(0, 2, 0)}
    new, paths, left = water_phase(TOY, dams, (1, 2, 1), height)
    assert [(path.start, path.stop) for path in paths] == [
        ("A", "3-up"),
        ("B", "3-up"),
        ("B", "sea-left"),
        ("C", "sea-right"),
    ]
    assert new == {"3-up": Dam(0, 2, 2)} and left == (0, 0, 0)


CAPACITIES = st.sampled_from([height, graziano(0), graziano(2)])


@st.composite
def boards(draw):
    """Dams on some of the real map's dam spaces, each within its capacity, and the capacity rule."""
    capacity = draw(CAPACITIES)
    spaces = draw(st.sets(st.sampled_from([space.id for space in REAL.dams])))
    dams = {}
    for space in sorted(spaces):
        dam = Dam(draw(st.integers(NEUTRAL, 3)), draw(st.integers(1, 3)), 0)
        dams[space] = Dam(dam.owner, dam.height, draw(st.integers(0, capacity(dam))))
    return dams, capacity


HEADSTREAMS = st.lists(st.integers(0, 8), min_size=4, max_size=4)


@settings(max_examples=200, deadline=None)
@given(boards(), HEADSTREAMS)
def test_drops_are_conserved_and_no_dam_overflows(board, headstreams):
    dams, capacity = board
    new, paths, _ = water_phase(REAL, dams, headstreams, capacity)
    assert len(paths) == sum(headstreams)
    assert [sum(path.start == node for path in paths) for node in "ABCD"] == headstreams
    stops = Counter(path.stop for path in paths)
    assert new.keys() == dams.keys()
    for space, dam in new.items():
        assert (dam.owner, dam.height) == (dams[space].owner, dams[space].height)
        assert dam.drops - dams[space].drops == stops[space]
        assert dam.drops <= capacity(dam)
    at_sea = stops["sea-left"] + stops["sea-right"]
    assert sum(headstreams) == sum(d.drops for d in new.values()) - sum(d.drops for d in dams.values()) + at_sea
    for path in paths:
        assert (*path.passed, path.stop) == downstream(REAL, path.start)[: len(path.passed) + 1]


@settings(max_examples=200, deadline=None)
@given(boards(), HEADSTREAMS, st.randoms(use_true_random=False))
def test_where_drops_rest_does_not_depend_on_the_order_they_flow_in(board, headstreams, rng):
    dams, capacity = board
    drops = [node for node, count in zip("ABCD", headstreams, strict=True) for _ in range(count)]
    rng.shuffle(drops)
    held = dams
    for node in drops:
        held, _ = release(REAL, held, node, 1, capacity)
    order = list(range(4))
    rng.shuffle(order)
    by_headstream = dams
    for index in order:
        by_headstream, _ = release(REAL, by_headstream, "ABCD"[index], headstreams[index], capacity)
    expected = water_phase(REAL, dams, headstreams, capacity)[0]
    assert held == expected and by_headstream == expected
