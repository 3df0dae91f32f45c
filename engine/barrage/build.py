"""Structures on the map: where each may go, what it costs, building it from the company board (with the income
it uncovers), a paid construction with a technology tile (whose cost and effect `tiles` gives) and a free one from
a reward."""

from collections.abc import Iterator
from dataclasses import dataclass

from engine.barrage import tile_costs
from engine.barrage.events import Built
from engine.barrage.gain import gain
from engine.barrage.lookup import index
from engine.barrage.memo import MapCache
from engine.barrage.officers import in_effect
from engine.barrage.rules import Reward, RulesData
from engine.barrage.state import BarrageState, CompanyState, MapState
from engine.barrage.turn import Script, ask
from engine.barrage.water import Dam
from engine.barrage.work import Work
from engine.core.evolve import evolve


@dataclass(frozen=True, slots=True)
class Payment:
    excavators: int
    mixers: int
    credits: int

    @property
    def id(self) -> str:
        """The option's id: "e<excavators>-m<mixers>-c<credits>"."""
        return f"e{self.excavators}-m{self.mixers}-c{self.credits}"


def officer_effect(rules: RulesData, state: BarrageState, seat: int, effect: str) -> int | None:
    """The amount of `effect` if the seat's officer has it (or the officer Mahiri copies this turn), else None."""
    return next((o.amount for o in in_effect(rules, state, seat) if o.effect == effect), None)


def basin_area(rules: RulesData, basin: int) -> str:
    return index(rules).areas[basin].id


def locations(
    rules: RulesData, state: BarrageState, seat: int, structure: str, *, areas: tuple[str, ...] = (), max_value: int = 0
) -> tuple[str, ...]:
    """Where `seat` may put a `structure` now, ignoring costs: free spaces, one own base and one own powerhouse per
    basin, elevations only on one's own dams below the highest; a base only in `areas` and a conduit only up to
    `max_value` when given."""
    found = _free(rules, state, seat, structure)
    if structure == "base" and areas:
        return tuple(place for place in found if basin_area(rules, index(rules).dams[place].basin) in areas)
    if structure == "conduit" and max_value:
        return tuple(place for place in found if index(rules).conduits[place].value <= max_value)
    return found


_FREE: MapCache[tuple[str, ...]] = MapCache(256)
"""What `_free` found, by the map, the seat, the structure and the pieces of it built: every tile of a company's
supply asks for the same position."""


def _free(rules: RulesData, state: BarrageState, seat: int, structure: str) -> tuple[str, ...]:
    built = state.companies[seat].built.get(structure, 0)
    return _FREE.get(
        rules, state, (seat, structure, built), lambda: _free_now(rules, state.map, seat, structure, built)
    )


def _free_now(rules: RulesData, board: MapState, seat: int, structure: str, built: int) -> tuple[str, ...]:
    if built >= rules.company.pieces[structure]:
        return ()
    if structure == "base":
        own = {space.basin for space in rules.map.dams if board.dams.get(space.id, Dam(-2, 0, 0)).owner == seat}
        return tuple(s.id for s in rules.map.dams if s.id not in board.dams and s.basin not in own)
    if structure == "elevation":
        return tuple(
            space.id
            for space in rules.map.dams
            if (dam := board.dams.get(space.id)) is not None and dam.owner == seat and dam.height < rules.map.max_height
        )
    if structure == "conduit":
        return tuple(space.id for space in rules.map.conduits if space.id not in board.conduits)
    own = {space.basin for space in rules.map.powerhouses if board.powerhouses.get(space.id) == seat}
    return tuple(s.id for s in rules.map.powerhouses if s.id not in board.powerhouses and s.basin not in own)


def red_credits(rules: RulesData, structure: str, location: str) -> int:
    """The extra credits of a red map space: a base on an upstream dam space, a powerhouse on a red space."""
    if structure == "base":
        red = index(rules).dams[location].red
    elif structure == "powerhouse":
        red = index(rules).powerhouses[location].red
    else:
        red = False
    return rules.map.red_credits if red else 0


def machinery(rules: RulesData, state: BarrageState, seat: int, structure: str, location: str) -> tuple[int, int]:
    """The excavators and mixers a structure costs at `location` before any officer's way of paying."""
    if structure in ("base", "elevation"):
        area = index(rules).areas[index(rules).dams[location].basin]
        if structure == "elevation":
            return 0, area.elevation_mixers
        fixed = officer_effect(rules, state, seat, "fixed-base-cost")
        return (area.base_excavators if fixed is None else fixed), 0
    if structure == "conduit":
        return index(rules).conduits[location].value * rules.company.conduit_excavators, 0
    return 0, rules.company.powerhouse_mixers[state.companies[seat].built.get("powerhouse", 0)]


def payments(
    rules: RulesData, state: BarrageState, seat: int, structure: str, location: str, tile: str
) -> list[Payment]:
    """Every way `seat` can pay for a construction with `tile` it can afford: machinery (as the tile changes it),
    or what the tile or the officer allows instead (either machinery for the other, mixers for a conduit, credits
    for machinery), plus the red space's credits unless the tile waives them."""
    excavators, mixers = tile_costs.machinery(rules, tile, *machinery(rules, state, seat, structure, location))
    red = 0 if tile_costs.waives_red(rules, tile) else red_credits(rules, structure, location)
    ways = [Payment(excavators, mixers, red)]
    per_value = officer_effect(rules, state, seat, "conduit-mixers")
    if structure == "conduit" and per_value is not None:
        ways.append(Payment(0, index(rules).conduits[location].value * per_value, red))
    if tile_costs.swaps_machinery(rules, tile):
        ways = [
            Payment(e, way.excavators + way.mixers - e, way.credits)
            for way in ways
            for e in range(way.excavators + way.mixers + 1)
        ]
    per_piece = officer_effect(rules, state, seat, "machinery-for-credits")
    if per_piece is not None:
        ways = [
            Payment(way.excavators - e, way.mixers - m, way.credits + per_piece * (e + m))
            for way in ways
            for e in range(way.excavators + 1)
            for m in range(way.mixers + 1)
        ]
    company = state.companies[seat]
    return [
        way
        for way in dict.fromkeys(ways)
        if way.excavators <= company.excavators and way.mixers <= company.mixers and way.credits <= company.credits
    ]


def structures_of(rules: RulesData, tile: str) -> tuple[str, ...]:
    kind = tile_costs.tech(rules, tile)
    return tuple(s for s in rules.company.pieces) if kind.structure == "any" else (kind.structure,)


def buildable(rules: RulesData, state: BarrageState, seat: int, tile: str) -> Iterator[tuple[str, str]]:
    """The (structure, location) pairs `tile` can build now that `seat` can pay for (some way of `payments`)."""
    company = state.companies[seat]
    swap = tile_costs.swaps_machinery(rules, tile)
    waives = tile_costs.waives_red(rules, tile)
    per_value = officer_effect(rules, state, seat, "conduit-mixers")
    per_piece = officer_effect(rules, state, seat, "machinery-for-credits")
    classes = index(rules).cost_class
    affordable: dict[tuple[object, ...], bool] = {}
    """By cost class: locations of a class cost the same, so each class is priced once."""
    for structure in structures_of(rules, tile):
        for location in locations(rules, state, seat, structure):
            cost_class = classes[structure, location]
            verdict = affordable.get(cost_class)
            if verdict is None:
                excavators, mixers = tile_costs.machinery(
                    rules, tile, *machinery(rules, state, seat, structure, location)
                )
                red = 0 if waives else red_credits(rules, structure, location)
                verdict = affordable[cost_class] = _affords(company, excavators, mixers, red, swap, per_piece) or (
                    structure == "conduit"
                    and per_value is not None
                    and _affords(company, 0, index(rules).conduits[location].value * per_value, red, swap, per_piece)
                )
            if verdict:
                yield structure, location


def _affords(company: CompanyState, excavators: int, mixers: int, red: int, swap: bool, per_piece: int | None) -> bool:
    """Whether one of `payments`' ways from this machinery and red credits fits what the company holds, worked
    out rather than listed: with the tile's swap the pieces short are what the two kinds together lack, else what
    each lacks, and only the officer who takes credits for pieces makes up for them."""
    if swap:
        short = max(0, excavators + mixers - company.excavators - company.mixers)
    else:
        short = max(0, excavators - company.excavators) + max(0, mixers - company.mixers)
    if short and per_piece is None:
        return False
    return red + (per_piece or 0) * short <= company.credits


def usable(rules: RulesData, state: BarrageState, seat: int, tile: str, *, whole_turn: bool = False) -> list[str]:
    """The tiles `tile` can build as now: itself or, for Anton's tile, those on the wheel; for a whole turn only
    those whose effect allows one."""
    return [
        used
        for used in tile_costs.copies(rules, state, seat, tile)
        if (not whole_turn or tile_costs.whole_turn(rules, used)) and next(buildable(rules, state, seat, used), None)
    ]


def tile_options(rules: RulesData, state: BarrageState, seat: int, *, whole_turn: bool = False) -> tuple[str, ...]:
    """The tiles in `seat`'s supply it can build with now (as a whole turn, without engineers)."""
    company = state.companies[seat]
    detail = (
        seat,
        whole_turn,
        state.borrowed,
        company.officer,
        company.credits,
        company.excavators,
        company.mixers,
        company.tiles,
        company.wheel,
        tuple(sorted(company.built.items())),
    )
    return _TILES.get(
        rules,
        state,
        detail,
        lambda: tuple(t for t in dict.fromkeys(company.tiles) if usable(rules, state, seat, t, whole_turn=whole_turn)),
    )


def can_build(rules: RulesData, state: BarrageState, seat: int) -> bool:
    """Whether any tile in `seat`'s supply builds something now: `tile_options` stopped at the first, which is
    all a construction space asks before it is taken (the first tile, a base, mostly answers)."""
    return any(usable(rules, state, seat, t) for t in dict.fromkeys(state.companies[seat].tiles))


_TILES: MapCache[tuple[str, ...]] = MapCache(256)
"""What `tile_options` found, by the map and the company's values (which a turn's replays rebuild unchanged)."""


def place(work: Work, seat: int, structure: str, location: str, tile: str, paid: Payment) -> Script:
    """Put the structure on the map and take its piece off the company board, collecting the income it uncovers."""
    board = work.state.map
    if structure == "base":
        board = evolve(board, dams={**board.dams, location: Dam(seat, 1, 0)})
    elif structure == "elevation":
        dam = board.dams[location]
        board = evolve(board, dams={**board.dams, location: evolve(dam, height=dam.height + 1)})
    elif structure == "conduit":
        board = evolve(board, conduits={**board.conduits, location: seat})
    else:
        board = evolve(board, powerhouses={**board.powerhouses, location: seat})
    work.state = evolve(work.state, map=board)
    company = work.company(seat)
    built = company.built.get(structure, 0) + 1
    work.update(seat, built={**company.built, structure: built})
    work.emit(Built(seat, structure, location, tile, paid.excavators, paid.mixers, paid.credits))
    kind = next(c for c in work.rules.companies if c.id == company.company)
    for slot in kind.income:
        if slot.structure == structure and slot.piece == built:
            yield from gain(work, seat, slot.reward, f"income-{structure}-{built}")


def collect(work: Work, seat: int, reward: Reward, source: str) -> Script:
    """A reward in full: `gain`, then its free structure (if a piece is left and a space can take it; a red
    space's credits are still paid)."""
    yield from gain(work, seat, reward, source)
    if reward.free is None:
        return
    rules, state = work.rules, work.state
    options = [
        place_id
        for place_id in locations(
            rules, state, seat, reward.free, areas=reward.free_areas, max_value=reward.free_max_value
        )
        if red_credits(rules, reward.free, place_id) <= state.companies[seat].credits
    ]
    if not options:
        return
    location = yield ask("location", options, reward.free, source)
    red = red_credits(rules, reward.free, location)
    work.add(seat, credits=-red)
    yield from place(work, seat, reward.free, location, "", Payment(0, 0, red))
