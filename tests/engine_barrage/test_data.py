"""The shipped data restates every table of RULES.md (transcribed here by hand), and data that does not make a
game is refused when read."""

from collections import Counter
from itertools import pairwise
from typing import Any

import pytest

from engine.barrage.data_load import load_rules, parse_rules, raw_rules
from engine.barrage.rules import AREAS, COLOURS, STRUCTURES, ActionSpace, Contract, Matchup, Reward
from engine.core.errors import DataError
from tests.engine_barrage.maps import RIVER
from tests.engine_barrage.scoring_fixtures import SCORING

RULES = load_rules()
MAP = RULES.map

# §4.2: (conduit, value, basin it leads to).
CONDUITS = (
    ("1-left", 5, 8), ("1-right", 4, 5), ("2-left", 3, 6), ("2-right", 5, 10),
    ("3-left", 4, 5), ("3-right", 3, 6), ("4-left", 3, 7), ("4-right", 5, 12),
    ("5-left", 3, 8), ("5-right", 4, 10), ("6-left", 4, 9), ("6-right", 2, 7),
    ("7-left", 2, 10), ("7-right", 3, 12), ("8-left", 3, 11), ("8-right", 2, 9),
    ("9-left", 1, 11), ("9-right", 3, 12), ("10-left", 2, 11), ("10-right", 1, 12),
)  # fmt: skip

# §4.1: powerhouse spaces by basin, (normal, red).
POWERHOUSES = {5: (1, 1), 6: (1, 1), 7: (1, 1), 8: (2, 1), 9: (2, 1), 10: (1, 2), 11: (2, 2), 12: (1, 3)}

# §4.3: the river, as `maps.RIVER` transcribes it.

# §4.4: drops per round 1-4 (none in round 5).
HEADSTREAM_TILES = {
    1: (0, 2, 2, 0), 2: (0, 0, 1, 3), 3: (2, 0, 2, 0), 4: (1, 1, 1, 1),
    5: (0, 1, 0, 2), 6: (0, 0, 1, 2), 7: (1, 0, 2, 2), 8: (0, 1, 2, 1),
}  # fmt: skip

# §5: base #2, #4, #5, elevation #2, #4, #5, conduit #2, #4, #5.
INCOME = {
    "usa": (
        Reward(rotate=1), Reward(credits=6), Reward(vp=7),
        Reward(machinery=1), Reward(vp=2, drops_now=2), Reward(vp=7),
        Reward(vp=3), Reward(rotate=1, vp=2), Reward(vp=7),
    ),
    "germany": (
        Reward(vp=3), Reward(machinery=2), Reward(vp=7),
        Reward(credits=3), Reward(vp=2, energy=2), Reward(vp=7),
        Reward(rotate=1), Reward(vp=2, drops_now=2), Reward(vp=7),
    ),
    "italy": (
        Reward(credits=3), Reward(vp=5), Reward(vp=7),
        Reward(rotate=1), Reward(energy=4), Reward(vp=7),
        Reward(machinery=1), Reward(vp=2, credits=3), Reward(vp=7),
    ),
    "france": (
        Reward(machinery=1), Reward(rotate=2), Reward(vp=7),
        Reward(vp=3), Reward(vp=2, machinery=1), Reward(vp=7),
        Reward(credits=3), Reward(energy=4), Reward(vp=7),
    ),
}  # fmt: skip


def space(id_: str, kind: str, engineers: int, credits: int, min_players: int, **action: Any) -> ActionSpace:
    return ActionSpace(id_, kind, engineers, credits, min_players, **action)


# §6.3, row by row, left (or normal) space first.
BOARD = (
    space("turbine-2", "produce", 2, 0, 2, modifier=2),
    space("turbine-2-red", "produce", 3, 3, 2, modifier=2),
    space("turbine-1", "produce", 2, 0, 4, modifier=1),
    space("turbine-1-red", "produce", 3, 3, 4, modifier=1),
    space("turbine-0", "produce", 2, 0, 2),
    space("turbine-0-red", "produce", 3, 3, 2),
    space("turbine-minus-1", "produce", 2, 0, 3, modifier=-1),
    space("turbine-minus-1-red", "produce", 3, 3, 3, modifier=-1),
    space("turbine-minus-2", "produce", 1, 0, 2, modifier=-2),
    space("turbine-minus-2-second", "produce", 2, 0, 2, modifier=-2),
    space("water-2", "water", 1, 0, 2, drops=2),
    space("water-2-red", "water", 2, 3, 2, drops=2),
    space("water-1", "water", 1, 0, 2, drops=1, flows_now=True),
    space("water-1-red", "water", 2, 3, 2, drops=1, flows_now=True),
    space("bank", "bank", 1, 0, 2, credits_per_engineer=1),
    space("workshop-1", "workshop", 1, 0, 2, rotate=1),
    space("workshop-1-second", "workshop", 2, 0, 2, rotate=1),
    space("workshop-2", "workshop", 2, 0, 3, rotate=2, price=2),
    space("workshop-2-red", "workshop", 3, 3, 3, rotate=2, price=2),
    space("workshop-3", "workshop", 2, 0, 2, rotate=3, price=5),
    space("workshop-3-red", "workshop", 3, 3, 2, rotate=3, price=5),
    space("machinery-excavator", "machinery", 1, 0, 2, price=2, goods="excavator"),
    space("machinery-excavator-red", "machinery", 1, 3, 2, price=2, goods="excavator"),
    space("machinery-either", "machinery", 1, 0, 4, price=4, goods="either"),
    space("machinery-either-second", "machinery", 2, 0, 4, price=4, goods="either"),
    space("machinery-both", "machinery", 2, 0, 2, price=5, goods="both"),
    space("machinery-both-red", "machinery", 3, 3, 2, price=5, goods="both"),
    space("contracts-1", "contracts", 1, 0, 2, contracts=1),
    space("contracts-1-red", "contracts", 1, 3, 2, contracts=1),
    space("contracts-1b", "contracts", 1, 0, 4, contracts=1),
    space("contracts-1b-red", "contracts", 1, 3, 4, contracts=1),
    space("contracts-2", "contracts", 2, 0, 2, contracts=2, price=1),
    space("contracts-2-second", "contracts", 3, 0, 2, contracts=2, price=1),
    space("patent-1", "patent", 2, 0, 2, price=5, slot=1),
    space("patent-2", "patent", 2, 0, 2, price=5, slot=2),
    space("patent-3", "patent", 2, 0, 2, price=5, slot=3),
)

KINDS = {"s": "starting", "n": "national", "g": "green", "y": "yellow", "r": "red"}


def contract(id_: str, needs: int, /, **reward: Any) -> Contract:
    """A contract needing `needs` energy; its kind is told by the id's letter, its reward by the rest."""
    return Contract(id_, KINDS[id_[0]], needs, Reward(**reward))


# §2 (starting) and §9, table order.
CONTRACTS = (
    contract("s1", 3, credits=2, energy=2),
    contract("s2", 3, credits=2, rotate=1),
    contract("s3", 2, credits=3),
    contract("s4", 4, credits=2, machinery=1),
    contract("n1", 13, vp=7, rotate=4),
    contract("n2", 13, vp=6, machinery=4),
    contract("n3", 14, vp=8, credits=8),
    contract("n4", 14, vp=8, energy=6),
    contract("n5", 15, vp=12),
    contract("n6", 15, vp=9, drops_now=3),
    contract("g1", 2, credits=1, rotate=2),
    contract("g2", 2, machinery=2),
    contract("g3", 2, credits=5),
    contract("g4", 2, vp=2, energy=3),
    contract("g5", 2, credits=3, drops=2),
    contract("g6", 3, credits=4, excavators=1),
    contract("g7", 3, vp=3, mixers=1),
    contract("g8", 3, credits=4, drops_now=1),
    contract("g9", 3, energy=2, rotate=2),
    contract("g10", 3, vp=4, credits=2),
    contract("g11", 4, free="conduit", free_max_value=2),
    contract("g12", 4, free="base", free_areas=("plains",)),
    contract("g13", 4, vp=5, excavators=1),
    contract("g14", 4, vp=1, rotate=3),
    contract("g15", 4, vp=3, drops_now=2),
    contract("y1", 5, vp=4, excavators=2),
    contract("y2", 5, free="powerhouse"),
    contract("y3", 5, credits=3, mixers=2),
    contract("y4", 5, vp=2, drops_now=1, rotate=2),
    contract("y5", 5, vp=3, excavators=1, energy=2),
    contract("y6", 6, free="base", free_areas=("plains", "hills")),
    contract("y7", 6, rotate=3, drops_now=1),
    contract("y8", 6, free="conduit", free_max_value=3),
    contract("y9", 6, vp=3, machinery=2),
    contract("y10", 6, vp=2, free="elevation"),
    contract("y11", 7, vp=6, excavators=1),
    contract("y12", 7, vp=7, rotate=1),
    contract("y13", 7, vp=3, drops_now=2, mixers=1),
    contract("y14", 7, vp=6, drops=3),
    contract("y15", 7, credits=4, drops=2, machinery=1),
    contract("r1", 8, vp=4, rotate=3),
    contract("r2", 8, free="base"),
    contract("r3", 8, credits=4, mixers=1, rotate=2),
    contract("r4", 8, free="conduit", free_max_value=4),
    contract("r5", 8, vp=4, energy=5),
    contract("r6", 9, vp=3, credits=2, machinery=2),
    contract("r7", 9, vp=8, rotate=1),
    contract("r8", 9, vp=5, drops=3, excavators=1),
    contract("r9", 9, free="powerhouse", energy=3),
    contract("r10", 9, free="elevation", drops_now=2),
    contract("r11", 10, free="conduit", free_max_value=5),
    contract("r12", 10, vp=7, credits=3),
    contract("r13", 10, vp=8, drops_now=1),
    contract("r14", 10, vp=6, rotate=2, drops=2),
    contract("r15", 10, vp=2, machinery=3),
)

# §7.2: (tile, structure, level, effect, amount).
TILES = (
    ("base", "base", 0, "", 0),
    ("elevation", "elevation", 0, "", 0),
    ("conduit", "conduit", 0, "", 0),
    ("powerhouse", "powerhouse", 0, "", 0),
    ("joker", "any", 0, "", 0),
    ("base-1", "base", 1, "fill-empty-dams", 1),
    ("elevation-1", "elevation", 1, "rotate-per-elevation", 1),
    ("conduit-1", "conduit", 1, "credits-per-value", 2),
    ("powerhouse-1", "powerhouse", 1, "no-engineer-powerhouse", 0),
    ("joker-1", "any", 1, "ignore-red-map", 0),
    ("base-2", "base", 2, "energy-per-base", 1),
    ("elevation-2", "elevation", 2, "fill-dam", 0),
    ("conduit-2", "conduit", 2, "cheap-conduit", 5),
    ("powerhouse-2", "powerhouse", 2, "free-production", 2),
    ("joker-2", "any", 2, "swap-machinery", 0),
    ("base-3", "base", 3, "free-base", 0),
    ("elevation-3", "elevation", 3, "vp-per-high-dam", 3),
    ("conduit-3", "conduit", 3, "energy-per-value", 2),
    ("powerhouse-3", "powerhouse", 3, "vp-per-powerhouse", 3),
    ("joker-3", "any", 3, "vp-per-advanced", 3),
    ("anton", "any", 0, "copy-tile", 0),
)

# §7.1: (officer, effect, amount, introductory, extra starting credits).
OFFICERS = (
    ("wilhelm", "fixed-base-cost", 3, True, 0),
    ("viktor", "min-production", 4, True, 0),
    ("jill", "conduit-mixers", 1, True, 0),
    ("solomon", "machinery-for-credits", 3, True, 0),
    ("graziano", "tallest-dam-capacity", 4, False, 0),
    ("anton", "copy-tile", 0, False, 0),
    ("mahiri", "copy-officer", 0, False, 3),
)


def test_areas_costs_and_neutral_heights():
    assert [(a.id, a.basins, a.base_excavators, a.elevation_mixers, a.neutral_height) for a in MAP.areas] == [
        ("mountains", (1, 2, 3, 4), 5, 4, 1),
        ("hills", (5, 6, 7), 4, 3, 2),
        ("plains", (8, 9, 10, 11, 12), 3, 2, 3),
    ]
    assert tuple(a.id for a in MAP.areas) == AREAS
    assert (MAP.red_credits, RULES.neutral_drops) == (3, 1)


def test_each_basin_of_ten_has_a_red_upstream_and_a_normal_downstream_dam_space():
    assert len(MAP.dams) == 20
    assert {(d.id, d.basin, d.red) for d in MAP.dams} == {
        (f"{b}-{side}", b, side == "up") for b in range(1, 11) for side in ("up", "down")
    }


def test_conduits_lead_where_the_table_says():
    assert {(c.id, c.value, c.to) for c in MAP.conduits} == set(CONDUITS)
    assert len(MAP.conduits) == 20
    assert all(c.id.startswith(f"{c.basin}-") for c in MAP.conduits)


def test_powerhouse_spaces_by_basin():
    by_basin = Counter((p.basin, p.red) for p in MAP.powerhouses)
    assert {b: (by_basin[b, False], by_basin[b, True]) for b, _ in by_basin} == POWERHOUSES
    assert (len(MAP.powerhouses), sum(p.red for p in MAP.powerhouses)) == (23, 12)
    assert len({p.id for p in MAP.powerhouses}) == 23


def test_the_river_graph():
    assert MAP.flow == {node: after for reach in RIVER for node, after in pairwise(reach)}
    assert (MAP.headstreams, MAP.seas) == (("A", "B", "C", "D"), ("sea-left", "sea-right"))
    path = ["A"]
    while path[-1] in MAP.flow:
        path.append(MAP.flow[path[-1]])
    assert path == ["A", "1-up", "1-down", "ph-8", "8-up", "8-down", "ph-11", "sea-left"]


def test_headstream_tiles():
    assert {t.id: t.drops for t in RULES.headstream_tiles} == HEADSTREAM_TILES


def test_what_every_company_board_has():
    c = RULES.company
    assert c.pieces == {"base": 5, "elevation": 5, "conduit": 5, "powerhouse": 4}
    assert (c.powerhouse_mixers, c.conduit_excavators, c.production_bonus) == ((2, 3, 4, 5), 2, (0, 0, 1, 1, 3))
    assert (c.ability_from, c.wheel_segments, c.engineers) == (3, 6, 12)
    assert (c.start_credits, c.start_excavators, c.start_mixers, c.start_vp) == (6, 6, 4, 10)
    assert (c.basic_tiles, c.joker_tile) == (STRUCTURES, "joker")
    assert (c.toll_credits, c.toll_vp) == (1, 1)


def test_company_incomes_and_abilities():
    slots = tuple((s, p) for s in ("base", "elevation", "conduit") for p in (2, 4, 5))
    assert {c.id: tuple((s.structure, s.piece) for s in c.income) for c in RULES.companies} == dict.fromkeys(
        INCOME, slots
    )
    assert {c.id: tuple(s.reward for s in c.income) for c in RULES.companies} == INCOME
    assert {c.id: (c.ability, c.ability_amount) for c in RULES.companies} == {
        "usa": ("flow-energy", 1),
        "germany": ("second-production", 0),
        "italy": ("production-energy", 3),
        "france": ("contract-discount", 3),
    }


def test_management_board():
    assert RULES.board == BOARD


@pytest.mark.parametrize(("players", "spaces"), [(2, 22), (3, 26), (4, 32)])
def test_spaces_by_player_count(players, spaces):
    rows = [s for s in RULES.board if s.min_players <= players and s.kind not in ("bank", "patent")]
    assert len(rows) == spaces


def test_red_spaces_cost_three_credits_and_the_rest_nothing():
    """On the board and officers' rows a red space is its row's "-red" twin; the construction row is numbered."""
    spaces = (*RULES.board, *(s for o in RULES.officers for s in o.spaces))
    assert {s.id for s in spaces if s.credits} == {s.id for s in spaces if s.id.endswith("-red")}
    assert {s.credits for s in spaces if s.credits} == {3}


def test_construction_row():
    assert [(s.id, s.kind, s.engineers, s.credits) for s in RULES.construction] == [
        ("construct-1", "construct", 1, 0),
        ("construct-2", "construct", 2, 0),
        ("construct-3", "construct", 3, 0),
        ("construct-4", "construct", 3, 3),
    ]


def test_contracts():
    assert RULES.contracts == CONTRACTS
    kinds = Counter(c.kind for c in RULES.contracts)
    assert kinds == {"starting": 4, "national": 6, **dict.fromkeys(COLOURS, 15)}
    assert RULES.national_by_players == {2: 1, 3: 2, 4: 3}
    assert (RULES.hand_limit, RULES.display_per_colour) == (3, 2)


def test_technology_tiles():
    assert tuple((t.id, t.structure, t.level, t.effect, t.amount) for t in RULES.tiles) == TILES
    assert Counter(t.level for t in RULES.tiles) == {0: 6, 1: 5, 2: 5, 3: 5}
    assert RULES.patent_display == 3


def test_officers_and_introductory_matchups():
    assert tuple((o.id, o.effect, o.amount, o.introductory, o.start_credits) for o in RULES.officers) == OFFICERS
    spaces = {o.id: [(s.id, s.kind, s.engineers, s.credits) for s in o.spaces] for o in RULES.officers}
    assert {k: v for k, v in spaces.items() if v} == {
        "mahiri": [("mahiri", "officer", 1, 0), ("mahiri-red", "officer", 1, 3)]
    }
    assert {o.id: o.tiles for o in RULES.officers if o.tiles} == {"anton": ("anton",)}
    assert RULES.matchups == (
        Matchup("usa", "wilhelm", "s1"),
        Matchup("germany", "jill", "s2"),
        Matchup("italy", "solomon", "s3"),
        Matchup("france", "viktor", "s4"),
    )


def test_scoring():
    s = RULES.scoring
    assert (s.rounds, s.first_vp, s.second_vp, s.tied_second_vp, s.tied_first_pool) == (5, 6, 2, 1, 8)
    assert s.energy_bands == SCORING.energy_bands  # §8.1, transcribed in scoring_fixtures
    assert (s.bonus_min_energy, s.bonus_energy_per_round, s.bonus_penalty) == (6, 6, 4)
    assert [(t.id, t.vp_each, t.standard_only) for t in s.bonus_tiles] == [
        ("contracts", 2, False),
        ("bases", 4, False),
        ("elevations", 5, False),
        ("conduits", 4, False),
        ("powerhouses", 5, False),
        ("advanced", 4, True),
    ]
    assert s.objectives == ("red-spaces", "strongest-area", "weakest-area", "connected", "presence", "strongholds")
    assert (s.objective_vp, s.stronghold_structures, s.leftovers_per_vp, s.water_vp) == ((15, 10, 5), 3, 5, 1)


def test_player_counts_and_levels():
    assert (RULES.players, RULES.levels) == ((2, 3, 4), ("random", "greedy", "strong", "expert"))


def test_the_shipped_data_is_what_parsing_the_files_gives():
    assert parse_rules(raw_rules()) == RULES


DELETE = object()


def broken(changes: dict[str, Any]) -> dict[str, Any]:
    """The shipped data with entries set (or deleted), each named by its path: "map.conduits.0.to"."""
    raw = raw_rules()
    for path, value in changes.items():
        *parents, last = path.split(".")
        node = raw
        for key in parents:
            node = node[int(key) if isinstance(node, list) else key]
        at = int(last) if isinstance(node, list) else last
        if value is DELETE:
            del node[at]
        else:
            node[at] = value
    return raw


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"map.flow.8-down": "1-up"}, "loops"),
        ({"map.flow.ph-11": "sea-middle"}, "unknown 'sea-middle'"),
        ({"map.flow.9-down": DELETE}, "one next node"),
        ({"map.flow.B": "5-up"}, "passes 2-up, 2-down"),
        ({"map.conduits.0.to": 4}, "conduit 1-left"),
        ({"map.dams.1.red": True}, "basin 1 needs"),
        ({"map.dams.0.red": False, "map.dams.1.red": True}, "1-down is not upstream"),
        ({"map.conduits.19": DELETE}, "basin 10 needs"),
        ({"map.powerhouses.0.id": "1-up"}, "1-up occur more than once"),
        ({"map.areas.1.basins": [5, 6, 7, 4]}, "4 occur more than once"),
        ({"contracts.11.id": "g1"}, "g1 occur more than once"),
        ({"board.1.id": "turbine-2"}, "turbine-2 occur more than once"),
        ({"companies.1.id": "usa"}, "usa occur more than once"),
        ({"scoring.energy_bands.3.least": 1}, "rise strictly"),
        ({"scoring.energy_bands.0.least": -1}, "start at 0"),
        ({"board.0.kind": "dance"}, "unknown 'dance'"),
        ({"board.0.min_players": 5}, "unknown 5"),
        ({"construction.0.kind": "produce"}, "does not belong"),
        ({"companies.0.income.2.piece": 6}, "no base piece 6"),
        ({"companies.0.income.2.structure": "bridge"}, "no bridge piece"),
        ({"companies.0.ability": "fly"}, "unknown 'fly'"),
        ({"contracts.0.kind": "blue"}, "unknown 'blue'"),
        ({"contracts.10.reward.free_areas": ["sea"]}, "unknown 'sea'"),
        ({"contracts.10.reward.free_max_value": 2}, "free conduit"),
        ({"national_by_players.4": 7}, "national"),
        ({"tiles.5.effect": "teleport"}, "unknown 'teleport'"),
        ({"officers.0.effect": "teleport"}, "unknown 'teleport'"),
        ({"officers.5.tiles": ["base-1"]}, "officer anton: tile: unknown 'base-1'"),
        ({"tiles.0.effect": "fill-dam"}, "basic tiles build one of each"),
        ({"matchups.0.contract": "g1"}, "unknown 'g1'"),
        ({"matchups.1.officer": "wilhelm"}, "wilhelm occur more than once"),
        ({"company.production_bonus": [0, 0, 1, 1]}, "one bonus per number built"),
        ({"company.joker_tile": "base"}, "joker"),
        ({"scoring.bonus_tiles.0": DELETE}, "every round"),
        ({"headstream_tiles.0.drops": [0, 2, 2, 0, 1, 1]}, "at most 5 rounds"),
        ({"players": [3, 2, 4]}, "player counts"),
        ({"board.0.engineers": "2"}, "board\\[0\\].engineers: expected an integer, got a string"),
        ({"board.0.modifier": True}, "expected an integer, got true or false"),
        ({"scoring.colour": "red"}, "unknown entries colour"),
        ({"map.red_credits": DELETE}, "rules.map: lacks red_credits"),
        ({"national_by_players.two": 1}, "not a whole number"),
    ],
    ids=lambda case: case if isinstance(case, str) else None,
)
def test_data_that_does_not_make_a_game_is_refused(changes, message):
    with pytest.raises(DataError, match=message):
        parse_rules(broken(changes))


def test_every_refusal_case_starts_from_data_that_loads():
    assert parse_rules(broken({})) == RULES
