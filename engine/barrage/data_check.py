"""What the types of rules.py cannot say about the data: unique ids, ids that refer to something, a river that
always reaches the sea, and kinds and effects the engine knows. The first broken rule is a `DataError`."""

from collections import Counter
from collections.abc import Iterable
from dataclasses import astuple
from itertools import pairwise

from engine.barrage.rules import (
    ABILITIES,
    AREAS,
    BONUS_TILES,
    CONTRACT_KINDS,
    GOODS,
    OBJECTIVES,
    OFFICER_EFFECTS,
    SPACE_KINDS,
    STRUCTURES,
    TILE_EFFECTS,
    ActionSpace,
    ConduitSpace,
    DamSpace,
    PowerhouseSpace,
    Reward,
    RulesData,
    WaterMap,
)
from engine.core.errors import DataError


def check(rules: RulesData) -> None:
    _map(rules.map)
    _companies(rules)
    _spaces(rules)
    _contracts(rules)
    _tiles_and_officers(rules)
    _scoring(rules)
    _headstreams(rules)
    _table(rules)


def _unique(what: str, ids: Iterable[object]) -> None:
    twice = sorted(str(i) for i, n in Counter(ids).items() if n > 1)
    if twice:
        raise DataError(f"Barrage {what}: ids {', '.join(twice)} occur more than once")


def _known(what: str, value: object, known: Iterable[object]) -> None:
    if value not in tuple(known):
        raise DataError(f"Barrage {what}: unknown {value!r}")


def _map(water: WaterMap) -> None:
    """Each basin of an area is either a dam basin (two dam spaces, the upstream one red, two conduits) or a
    powerhouse-only one; conduits lead to powerhouses; from every node the river reaches a sea without a loop."""
    _unique("areas", (a.id for a in water.areas))
    for area in water.areas:
        _known("area", area.id, AREAS)
    _unique("basins", (b for a in water.areas for b in a.basins))
    basins = {b for a in water.areas for b in a.basins}
    dams = Counter(d.basin for d in water.dams)
    red_dams = Counter(d.basin for d in water.dams if d.red)
    conduits = Counter(c.basin for c in water.conduits)
    powered = {p.basin for p in water.powerhouses}
    spaces: tuple[DamSpace | ConduitSpace | PowerhouseSpace, ...] = (*water.dams, *water.conduits, *water.powerhouses)
    for space in spaces:
        _known(f"map space {space.id}: basin", space.basin, basins)
    for basin in sorted(basins):
        if dams[basin] and (dams[basin], red_dams[basin], conduits[basin]) != (2, 1, 2):
            raise DataError(f"Barrage map: basin {basin} needs two dam spaces (one red) and two conduits")
        if not dams[basin] and (conduits[basin] or basin not in powered):
            raise DataError(f"Barrage map: basin {basin} without dams must have powerhouses and no conduits")
    for conduit in water.conduits:
        if conduit.to not in powered or conduit.value < 1:
            raise DataError(f"Barrage map: conduit {conduit.id} needs a value and powerhouse spaces at its end")
    nodes = (*water.headstreams, *(d.id for d in water.dams), *(f"ph-{b}" for b in sorted(powered)))
    _unique("map nodes", (*nodes, *water.seas, *(c.id for c in water.conduits), *(p.id for p in water.powerhouses)))
    _flow(water, nodes)
    for dam in water.dams:
        if dam.red and water.flow[dam.id] not in {d.id for d in water.dams if d.basin == dam.basin}:
            raise DataError(f"Barrage map: red dam space {dam.id} is not upstream of its basin's other one")


def _flow(water: WaterMap, nodes: tuple[str, ...]) -> None:
    if set(water.flow) != set(nodes):
        raise DataError("Barrage map: the flow needs one next node for each headstream, dam space and powerhouse")
    reached: set[str] = set()
    for start in nodes:
        path = [start]
        while path[-1] not in water.seas:
            after = water.flow.get(path[-1])
            if after is None:
                raise DataError(f"Barrage map: the river from {start} runs into unknown {path[-1]!r}")
            if after in path:
                raise DataError(f"Barrage map: the river from {start} loops: {' -> '.join([*path, after])}")
            path.append(after)
        if start in water.headstreams:
            reached.update(path)
    if stranded := [n for n in nodes if n not in reached]:
        raise DataError(f"Barrage map: no headstream's water passes {', '.join(stranded)}")


def _reward(what: str, reward: Reward) -> None:
    if any(type(n) is int and n < 0 for n in astuple(reward)):
        raise DataError(f"Barrage {what}: a reward gives no negative amounts")
    if reward.free is not None:
        _known(f"{what}: free structure", reward.free, STRUCTURES)
    for area in reward.free_areas:
        _known(f"{what}: free base area", area, AREAS)
    if (reward.free_areas and reward.free != "base") or (reward.free_max_value and reward.free != "conduit"):
        raise DataError(f"Barrage {what}: areas go with a free base, a largest value with a free conduit")


def _companies(rules: RulesData) -> None:
    common = rules.company
    if set(common.pieces) != set(STRUCTURES):
        raise DataError(f"Barrage companies: a board holds pieces of {', '.join(STRUCTURES)}")
    powerhouses = common.pieces["powerhouse"]
    if len(common.powerhouse_mixers) != powerhouses or len(common.production_bonus) != powerhouses + 1:
        raise DataError("Barrage companies: one mixer cost per powerhouse, one bonus per number built (0 included)")
    if not 1 <= common.ability_from <= powerhouses:
        raise DataError("Barrage companies: the national ability needs a number of powerhouses a board holds")
    _unique("companies", (c.id for c in rules.companies))
    for company in rules.companies:
        _known(f"company {company.id}: ability", company.ability, ABILITIES)
        _unique(f"company {company.id}: income slots", (f"{s.structure} {s.piece}" for s in company.income))
        for slot in company.income:
            if not 1 <= slot.piece <= common.pieces.get(slot.structure, 0):
                raise DataError(f"Barrage company {company.id}: no {slot.structure} piece {slot.piece} on a board")
            _reward(f"company {company.id} income", slot.reward)


_PLACES = {"construct": "construction", "officer": "officer"}
"""Where the spaces of a kind lie when not on the management board."""


def _spaces(rules: RulesData) -> None:
    spaces: tuple[tuple[str, ActionSpace], ...] = (
        *(("board", s) for s in rules.board),
        *(("construction", s) for s in rules.construction),
        *(("officer", s) for o in rules.officers for s in o.spaces),
    )
    _unique("action spaces", (s.id for _, s in spaces))
    for where, space in spaces:
        _known(f"action space {space.id}: kind", space.kind, SPACE_KINDS)
        _known(f"action space {space.id}: min_players", space.min_players, rules.players)
        if where != _PLACES.get(space.kind, "board"):
            raise DataError(f"Barrage action space {space.id}: a {space.kind} space does not belong to the {where}")
        if space.engineers < 1 or space.credits < 0 or space.price < 0:
            raise DataError(f"Barrage action space {space.id}: takes an engineer and no negative credits")
        if space.kind == "machinery":
            _known(f"action space {space.id}: goods", space.goods, GOODS)
        if space.kind == "patent" and not 1 <= space.slot <= rules.patent_display:
            raise DataError(f"Barrage action space {space.id}: no face-up advanced tile {space.slot}")


def _contracts(rules: RulesData) -> None:
    _unique("contracts", (c.id for c in rules.contracts))
    for contract in rules.contracts:
        _known(f"contract {contract.id}: kind", contract.kind, CONTRACT_KINDS)
        if contract.energy < 1:
            raise DataError(f"Barrage contract {contract.id}: needs energy")
        _reward(f"contract {contract.id}", contract.reward)
    nationals = sum(1 for c in rules.contracts if c.kind == "national")
    if set(rules.national_by_players) != set(rules.players) or not all(
        0 < n <= nationals for n in rules.national_by_players.values()
    ):
        raise DataError("Barrage contracts: national contracts drawn for each player count, at most those there are")
    if rules.hand_limit < 1 or rules.display_per_colour < 1:
        raise DataError("Barrage contracts: a hand and the display hold at least one contract")


def _tiles_and_officers(rules: RulesData) -> None:
    _unique("technology tiles", (t.id for t in rules.tiles))
    for tile in rules.tiles:
        _known(f"tile {tile.id}: structure", tile.structure, (*STRUCTURES, "any"))
        if tile.level or tile.effect:
            _known(f"tile {tile.id}: effect", tile.effect, TILE_EFFECTS)
    common = rules.company
    basic = {t.id: t.structure for t in rules.tiles if not t.level and not t.effect}
    if sorted(str(basic.get(t)) for t in common.basic_tiles) != sorted(STRUCTURES):
        raise DataError("Barrage tiles: a company's basic tiles build one of each structure")
    if basic.get(common.joker_tile) != "any":
        raise DataError("Barrage tiles: the joker is a basic tile building any structure")
    _unique("officers", (o.id for o in rules.officers))
    for officer in rules.officers:
        _known(f"officer {officer.id}: effect", officer.effect, OFFICER_EFFECTS)
        for tile_id in officer.tiles:
            _known(f"officer {officer.id}: tile", tile_id, (t.id for t in rules.tiles if not t.level))
    starting = {c.id for c in rules.contracts if c.kind == "starting"}
    for m in rules.matchups:
        _known("matchup: company", m.company, (c.id for c in rules.companies))
        _known("matchup: officer", m.officer, (o.id for o in rules.officers))
        _known("matchup: starting contract", m.contract, starting)
    for part in ("company", "officer", "contract"):
        _unique(f"matchups' {part}", (getattr(m, part) for m in rules.matchups))


def _scoring(rules: RulesData) -> None:
    scoring = rules.scoring
    least = [b.least for b in scoring.energy_bands]
    if not least or least[0] != 0 or any(a >= b for a, b in pairwise(least)):
        raise DataError(f"Barrage scoring: energy bands must start at 0 and rise strictly, not {least}")
    _unique("objectives", scoring.objectives)
    for objective in scoring.objectives:
        _known("objective", objective, OBJECTIVES)
    _unique("bonus tiles", (t.id for t in scoring.bonus_tiles))
    for tile in scoring.bonus_tiles:
        _known("bonus tile", tile.id, BONUS_TILES)
    if sum(1 for t in scoring.bonus_tiles if not t.standard_only) < scoring.rounds:
        raise DataError("Barrage scoring: every round of every setup needs a bonus tile")


def _headstreams(rules: RulesData) -> None:
    _unique("headstream tiles", (t.id for t in rules.headstream_tiles))
    rounds = rules.scoring.rounds
    for tile in rules.headstream_tiles:
        if len(tile.drops) > rounds or min(tile.drops, default=0) < 0:
            raise DataError(f"Barrage headstream tile {tile.id}: drops (none negative) for at most {rounds} rounds")


def _table(rules: RulesData) -> None:
    if not rules.players or list(rules.players) != sorted(set(rules.players)) or rules.players[0] < 2:
        raise DataError("Barrage: player counts must rise, from 2")
    if not rules.levels or len(set(rules.levels)) != len(rules.levels):
        raise DataError("Barrage: computer levels must be distinct, weakest first")
    if rules.neutral_drops < 0:
        raise DataError("Barrage: a neutral dam cannot start with fewer than no drops")
