"""Scoring (RULES.md §8) on hand-built states: the energy ranking, credits by energy, the bonus tiles with the
seed's worked example, the new turn order, the objective tiles, leftovers, water and the final places."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.barrage.events import ScoreLine
from engine.barrage.scoring import final_ranks, next_order, round_lines, score_final, score_round
from engine.barrage.state import Segment
from engine.barrage.water import Dam
from tests.engine_barrage.scoring_fixtures import SCORING, WATER, company, energies, game


def paid(lines: tuple[ScoreLine, ...], reason: str) -> dict[int, int]:
    """VP paid for `reason`, by seat."""
    return {line.seat: line.vp for line in lines if line.reason == reason}


def ranking(lines: tuple[ScoreLine, ...]) -> dict[int, tuple[str, int]]:
    return {
        line.seat: (line.reason, line.vp)
        for line in lines
        if line.reason.startswith("energy-") and "band" not in line.reason
    }


# Energy ranking


def test_the_sole_leader_scores_6_and_the_sole_second_2():
    _, lines = score_round(SCORING, energies(10, 5, 3))
    assert ranking(lines) == {0: ("energy-first", 6), 1: ("energy-second", 2)}


@pytest.mark.parametrize(
    ("energy", "each"), [((8, 8, 3), 4), ((5, 5, 5, 2), 3)], ids=["two-share-8", "three-share-8-rounded-up"]
)
def test_tied_leaders_share_8_rounded_up_and_no_second_is_paid(energy, each):
    _, lines = score_round(SCORING, energies(*energy))
    leaders = [seat for seat, e in enumerate(energy) if e == max(energy)]
    assert ranking(lines) == {seat: ("energy-tied-first", each) for seat in leaders}


def test_several_tied_seconds_score_1_each():
    _, lines = score_round(SCORING, energies(9, 4, 4, 1))
    assert ranking(lines) == {0: ("energy-first", 6), 1: ("energy-tied-second", 1), 2: ("energy-tied-second", 1)}


def test_a_company_without_energy_is_not_ranked_and_loses_3_vp_for_3_credits():
    state, lines = score_round(SCORING, energies(0, 3))
    assert ranking(lines) == {1: ("energy-first", 6)}
    assert [line for line in lines if line.seat == 0] == [ScoreLine(0, "energy-band", -3, 3, 0)]
    assert (state.companies[0].vp, state.companies[0].credits) == (7, 6 + 3)


def test_nobody_is_ranked_when_nobody_has_energy():
    _, lines = score_round(SCORING, energies(0, 0))
    assert ranking(lines) == {}


@pytest.mark.parametrize(("vp", "left", "lost"), [(2, 0, -2), (0, 0, 0), (3, 0, -3)])
def test_the_0_energy_loss_never_takes_vp_below_0_and_its_line_says_what_was_lost(vp, left, lost):
    state, lines = score_round(SCORING, energies(0, 5, vp=vp))
    assert state.companies[0].vp == left
    assert paid(lines, "energy-band")[0] == lost


# Credits by energy


BAND_EDGES = {0: 3, 1: 1, 2: 2, 3: 2, 4: 3, 6: 3, 7: 4, 10: 4, 11: 5, 15: 5, 16: 6, 21: 6, 22: 7, 28: 7, 29: 8, 40: 8}
"""Credits at both ends of every band (§8.1)."""


@pytest.mark.parametrize(("energy", "credits"), BAND_EDGES.items())
def test_credits_by_energy_at_every_band_edge(energy, credits):
    state, lines = score_round(SCORING, energies(energy))
    band = next(line for line in lines if line.reason == "energy-band")
    assert (band.credits, band.count) == (credits, energy)
    assert state.companies[0].credits == 6 + credits
    assert band.vp == (-3 if energy == 0 else 0)


# Bonus tiles


@pytest.mark.parametrize(
    ("tile", "fields", "count", "vp"),
    [
        ("contracts", {"fulfilled": ("s1", "g3", "n2")}, 3, 6),
        ("bases", {"built": {"base": 2, "elevation": 1, "conduit": 1, "powerhouse": 1}}, 2, 8),
        ("elevations", {"built": {"base": 2, "elevation": 3, "conduit": 1, "powerhouse": 1}}, 3, 15),
        ("conduits", {"built": {"base": 2, "elevation": 3, "conduit": 1, "powerhouse": 1}}, 1, 4),
        ("powerhouses", {"built": {"base": 2, "elevation": 3, "conduit": 1, "powerhouse": 2}}, 2, 10),
        (
            "advanced",
            {"tiles": ("base", "conduit-2"), "wheel": (Segment(("elevation-1",)), Segment(("joker",)), Segment())},
            2,
            8,
        ),
    ],
)
def test_each_bonus_tile_counts_its_own_thing(tile, fields, count, vp):
    state = game(company(energy=6, **fields), bonus=tile)
    _, lines = score_round(SCORING, state)
    assert [line for line in lines if line.reason == "bonus"] == [ScoreLine(0, "bonus", vp, 0, count, 0)]


@pytest.mark.parametrize(
    ("energy", "penalty", "vp"),
    [(30, 0, 15), (24, 0, 15), (23, 4, 11), (18, 4, 11), (17, 8, 7), (12, 8, 7), (11, 12, 3), (6, 12, 3)],
)
def test_the_seeds_round_4_elevations_example(energy, penalty, vp):
    """3 elevations at 5 VP: all 15 from 24 energy, 4 less for 18-23, 8 less for 12-17, and so on."""
    state = game(company(energy=energy, built={"elevation": 3}), round_=4, bonus="elevations")
    _, lines = score_round(SCORING, state)
    assert [line for line in lines if line.reason == "bonus"] == [ScoreLine(0, "bonus", vp, 0, 3, penalty)]


@pytest.mark.parametrize("energy", [0, 1, 5])
def test_a_bonus_tile_pays_nothing_below_6_energy(energy):
    state = game(company(energy=energy, built={"elevation": 3}), bonus="elevations")
    _, lines = score_round(SCORING, state)
    assert paid(lines, "bonus") == {}


def test_a_penalty_larger_than_the_tile_leaves_0_not_less():
    state = game(company(energy=6, built={"elevation": 1}), round_=5, bonus="elevations")
    _, lines = score_round(SCORING, state)
    assert [line for line in lines if line.reason == "bonus"] == [ScoreLine(0, "bonus", 0, 0, 1, 16)]


def test_the_round_uses_its_own_bonus_tile():
    state = replace(game(company(energy=6, built={"base": 1}), round_=2), bonus_tiles=("contracts", "bases"))
    _, lines = score_round(SCORING, state)
    assert paid(lines, "bonus") == {0: 0}
    assert [line.count for line in lines if line.reason == "bonus"] == [1]


def test_a_round_changes_only_vp_and_credits_and_keeps_the_old_state():
    before = energies(10, 5, 0)
    after, _ = score_round(SCORING, before)
    assert [(c.vp, c.credits) for c in after.companies] == [(16, 10), (12, 9), (7, 9)]
    assert [replace(c, vp=0, credits=0) for c in after.companies] == [
        replace(c, vp=0, credits=0) for c in before.companies
    ]
    assert [(c.vp, c.credits) for c in before.companies] == [(10, 6)] * 3


_companies = st.lists(
    st.builds(
        company,
        vp=st.integers(0, 12),
        energy=st.integers(0, 40),
        fulfilled=st.lists(st.just("g1"), max_size=6).map(tuple),
        built=st.fixed_dictionaries({s: st.integers(0, 5) for s in ("base", "elevation", "conduit", "powerhouse")}),
    ),
    min_size=2,
    max_size=4,
)


@given(_companies, st.integers(1, 5), st.sampled_from([t.id for t in SCORING.bonus_tiles]))
def test_vp_never_go_negative_and_the_lines_add_up_to_the_change(companies, round_, tile):
    before = game(*companies, round_=round_, bonus=tile)
    after, lines = score_round(SCORING, before)
    for seat, (old, new) in enumerate(zip(before.companies, after.companies, strict=True)):
        assert new.vp >= 0
        assert new.vp - old.vp == sum(line.vp for line in lines if line.seat == seat)
        assert new.credits - old.credits == sum(line.credits for line in lines if line.seat == seat)


@given(_companies, st.integers(1, 5), st.sampled_from([t.id for t in SCORING.bonus_tiles]))
def test_one_seats_round_lines_are_what_the_round_pays_it(companies, round_, tile):
    """The computer players' estimate pays one seat alone, the VP floor included, as the whole round does."""
    state = game(*companies, round_=round_, bonus=tile)
    _, lines = score_round(SCORING, state)
    for seat in range(len(companies)):
        assert round_lines(SCORING, state, seat) == tuple(line for line in lines if line.seat == seat)


# Turn order


def test_the_least_energy_goes_first():
    state = replace(energies(5, 2, 9), order=(2, 0, 1))
    assert next_order(state) == (1, 0, 2)


def test_tied_companies_reverse_their_previous_order():
    state = replace(energies(4, 4, 4, 1), order=(2, 0, 1, 3))
    assert next_order(state) == (3, 1, 0, 2)


# Objective tiles

_A, _B, _C = 0, 1, 2


def objective(tile: str, **pieces) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each seat's count and objective VP, three companies with nothing left over."""
    state = game(*(company(credits=0, excavators=0, mixers=0) for _ in range(3)), objective=tile, **pieces)
    _, lines = score_final(SCORING, WATER, state)
    won = [line for line in lines if line.reason == "objective"]
    assert [line.seat for line in won] == [0, 1, 2]
    return tuple(line.count for line in won), tuple(line.vp for line in won)


def test_red_spaces_count_bases_on_red_dam_spaces_and_powerhouses_on_red_spaces():
    counts, vp = objective(
        "red-spaces",
        dams={"1-up": Dam(_A, 3, 0), "2-down": Dam(_A, 1, 0), "3-up": Dam(-1, 1, 0)},
        powerhouses={"8-c": _A, "5-a": _B, "5-b": _C},
    )
    assert counts == (2, 0, 1)
    assert vp == (15, 5, 10)


def test_strongest_area_counts_dam_heights_and_basin_11_is_in_the_plains_and_ties_pool_rounded_up():
    counts, vp = objective(
        "strongest-area",
        dams={"1-up": Dam(_A, 3, 0), "8-down": Dam(_B, 2, 0)},
        conduits={"1-left": _A},
        powerhouses={"5-a": _A, "8-a": _B, "11-a": _B, "12-a": _C},
    )
    assert counts == (4, 4, 1)
    assert vp == (13, 13, 5)


def test_weakest_area_is_0_without_a_structure_in_one_area_and_0_is_still_ranked_and_paid():
    counts, vp = objective(
        "weakest-area",
        dams={"1-up": Dam(_A, 2, 0), "2-down": Dam(_B, 3, 0)},
        conduits={"5-left": _A, "1-left": _B},
        powerhouses={"12-b": _A, "5-a": _B},
    )
    assert counts == (1, 0, 0)
    assert vp == (15, 8, 8)


def test_connected_counts_each_own_dam_linked_by_an_own_conduit_to_an_own_powerhouse_once():
    counts, vp = objective(
        "connected",
        dams={
            "1-down": Dam(_A, 1, 0),  # 1-left -> 8-a: counts
            "5-up": Dam(_A, 1, 0),  # 5-left -> the same 8-a: counts too
            "2-up": Dam(_A, 1, 0),  # 2-left -> basin 6, no powerhouse there: no
            "3-up": Dam(_B, 1, 0),  # someone else's conduit 3-left -> own 5-a: no
            "4-down": Dam(_B, 1, 0),  # own conduit 4-right -> someone else's 12-b: no
            "6-up": Dam(_C, 1, 0),  # two ways (6-left -> 9-a, 6-right -> 7-a): counts once
        },
        conduits={"1-left": _A, "5-left": _A, "2-left": _A, "3-left": _A, "4-right": _B, "6-left": _C, "6-right": _C},
        powerhouses={"8-a": _A, "5-a": _B, "12-b": _A, "9-a": _C, "7-a": _C},
    )
    assert counts == (2, 0, 1)
    assert vp == (15, 5, 10)


def test_presence_counts_basins_with_a_structure_including_11_and_12_but_not_neutral_dams():
    counts, vp = objective(
        "presence",
        dams={"1-up": Dam(_A, 2, 0), "2-down": Dam(-1, 1, 1)},
        conduits={"5-left": _A},
        powerhouses={"11-c": _A, "12-a": _B},
    )
    assert counts == (3, 1, 0)
    assert vp == (15, 10, 5)


def test_strongholds_count_basins_with_3_structures():
    counts, vp = objective(
        "strongholds",
        dams={"1-up": Dam(_A, 3, 0), "2-up": Dam(_A, 2, 0), "3-up": Dam(_A, 2, 0), "8-up": Dam(_B, 1, 0)},
        conduits={"2-left": _A, "8-left": _B, "9-left": _C},
        powerhouses={"8-a": _B, "9-a": _C},
    )
    assert counts == (2, 1, 0)
    assert vp == (15, 10, 5)


def test_four_tied_at_0_share_all_three_places_rounded_up():
    state = game(*(company(credits=0, excavators=0, mixers=0, vp=0) for _ in range(4)), objective="connected")
    after, lines = score_final(SCORING, WATER, state)
    assert paid(lines, "objective") == {seat: 8 for seat in range(4)}
    assert [c.vp for c in after.companies] == [8] * 4


# Leftovers, water, places


def test_leftovers_are_credits_and_machinery_in_supply_per_5_rounded_down():
    wheel = (Segment(("base",), excavators=5, mixers=5),) + (Segment(),) * 5
    state = game(
        company(credits=7, excavators=2, mixers=0, wheel=wheel),
        company(credits=4, excavators=3, mixers=3),
        company(credits=4, excavators=0, mixers=0),
    )
    _, lines = score_final(SCORING, WATER, state)
    assert paid(lines, "leftovers") == {0: 1, 1: 2, 2: 0}
    assert [line.count for line in lines if line.reason == "leftovers"] == [9, 10, 4]


def test_water_pays_1_vp_per_drop_in_own_dams():
    state = game(
        company(),
        company(),
        dams={"1-up": Dam(_A, 3, 2), "5-down": Dam(_A, 1, 1), "8-up": Dam(_B, 2, 0), "3-down": Dam(-1, 1, 1)},
    )
    _, lines = score_final(SCORING, WATER, state)
    assert paid(lines, "water") == {0: 3, 1: 0}


def test_the_final_scoring_adds_every_line_to_the_scores():
    state = game(company(credits=10), company(), dams={"1-up": Dam(_B, 3, 2)})
    after, lines = score_final(SCORING, WATER, state)
    # presence: seat 1 has a basin (15), seat 0 none (10); leftovers 20 -> 4 and 16 -> 3; water 0 and 2.
    assert [c.vp for c in after.companies] == [10 + 10 + 4, 10 + 15 + 3 + 2]
    assert len(lines) == 6


@pytest.mark.parametrize(
    ("vp", "energy", "ranks"),
    [
        ((20, 20, 15), (5, 8, 30), (2, 1, 3)),
        ((20, 20, 15), (5, 5, 30), (1, 1, 3)),
        ((12, 20, 15), (40, 0, 0), (3, 1, 2)),
    ],
    ids=["last-round-energy-breaks-the-tie", "equal-energy-shares-the-place", "energy-only-breaks-ties"],
)
def test_most_vp_wins_and_ties_go_to_the_most_energy_of_the_last_round(vp, energy, ranks):
    state = game(*(company(vp=v, energy=e) for v, e in zip(vp, energy, strict=True)))
    assert final_ranks(state) == (vp, ranks)
