"""Production: one own powerhouse, anyone's conduit leading to it, and an own or neutral dam at the conduit's
start with water; the drops used run on from the powerhouse, and the energy may fulfil one contract."""

from collections.abc import Iterator
from dataclasses import dataclass

from engine.barrage.build import officer_effect
from engine.barrage.contracts import fulfil, fulfillable
from engine.barrage.events import EnergyGained, Produced
from engine.barrage.lookup import index
from engine.barrage.memo import MapCache
from engine.barrage.river import flow_from
from engine.barrage.rules import NEUTRAL, RulesData
from engine.barrage.state import BarrageState, MapState
from engine.barrage.turn import Script, ask
from engine.barrage.work import Work
from engine.core.evolve import evolve

NONE = "none"
"""The option of not doing something optional (no contract, no second production)."""


@dataclass(frozen=True, slots=True)
class System:
    powerhouse: str
    conduit: str
    dam: str
    value: int
    basin: int
    """Where the powerhouse stands: the drops used run on from there."""


def systems(rules: RulesData, state: BarrageState, seat: int) -> tuple[System, ...]:
    """Every (powerhouse, conduit, dam) `seat` may produce with now, water in the dam: the same for every
    production space a turn's options ask about, so remembered by the map."""
    return _SYSTEMS.get(rules, state, seat, lambda: tuple(_systems(rules, state.map, seat)))


_SYSTEMS: MapCache[tuple[System, ...]] = MapCache(64)


def _systems(rules: RulesData, board: MapState, seat: int) -> Iterator[System]:
    found = index(rules)
    for house in rules.map.powerhouses:
        if board.powerhouses.get(house.id) != seat:
            continue
        for conduit in found.conduits_to.get(house.basin, ()):
            if conduit.id not in board.conduits:
                continue
            for space in found.dams_in.get(conduit.basin, ()):
                dam = board.dams.get(space.id)
                if dam is not None and dam.owner in (seat, NEUTRAL) and dam.drops:
                    yield System(house.id, conduit.id, space.id, conduit.value, house.basin)


def energy(rules: RulesData, state: BarrageState, seat: int, system: System, drops: int, modifier: int) -> int:
    """Drops times the conduit's value (or an officer's minimum), the space's modifier and the company board's
    bonus for powerhouses built (`modifier` None: a production without either)."""
    made = drops * system.value
    least = officer_effect(rules, state, seat, "min-production")
    if least is not None:
        made = max(made, least)
    return made + modifier


def drop_counts(rules: RulesData, state: BarrageState, seat: int, system: System, modifier: int) -> list[int]:
    """How many drops may be used: up to the dam's water and, on someone else's conduit, the credits to pay
    them; only counts that make energy."""
    most = state.map.dams[system.dam].drops
    if state.map.conduits[system.conduit] != seat:
        most = min(most, state.companies[seat].credits // rules.company.toll_credits)
    return [n for n in range(1, most + 1) if energy(rules, state, seat, system, n, modifier) > 0]


def board_bonus(rules: RulesData, state: BarrageState, seat: int) -> int:
    return rules.company.production_bonus[state.companies[seat].built.get("powerhouse", 0)]


def viable(rules: RulesData, state: BarrageState, seat: int, modifier: int) -> list[System]:
    return [s for s in systems(rules, state, seat) if drop_counts(rules, state, seat, s, modifier)]


def produce(work: Work, seat: int, modifier: int, *, exclude: str = "", optional: bool = False) -> Script:
    """One production with the space's `modifier` (already including the company board's bonus)."""
    rules = work.rules
    options = [s for s in viable(rules, work.state, seat, modifier) if s.powerhouse != exclude]
    houses = tuple(dict.fromkeys(s.powerhouse for s in options))
    house = yield ask("powerhouse", (*houses, NONE) if optional else houses)
    if house == NONE:
        return
    options = [s for s in options if s.powerhouse == house]
    conduit = yield ask("conduit", tuple(dict.fromkeys(s.conduit for s in options)), house)
    options = [s for s in options if s.conduit == conduit]
    dam = yield ask("dam", tuple(s.dam for s in options), conduit)
    system = next(s for s in options if s.dam == dam)
    counts = drop_counts(rules, work.state, seat, system, modifier)
    drops = int((yield ask("drops", tuple(map(str, counts)), dam)))
    made = energy(rules, work.state, seat, system, drops, modifier)
    owner = work.state.map.conduits[conduit]
    if owner != seat:
        work.add(seat, credits=-drops * rules.company.toll_credits)
        work.add(owner, credits=drops * rules.company.toll_credits, vp=drops * rules.company.toll_vp)
    held = work.state.map.dams[dam]
    work.state = evolve(
        work.state,
        map=evolve(work.state.map, dams={**work.state.map.dams, dam: evolve(held, drops=held.drops - drops)}),
    )
    work.add(seat, energy=made)
    work.emit(Produced(seat, house, conduit, dam, drops, made, None if owner == seat else owner))
    flow_from(work, f"ph-{system.basin}", drops, "production")
    national_energy(work, seat)
    contracts = fulfillable(work, seat, made)
    if contracts:
        chosen = yield ask("contract", (*contracts, NONE), "production")
        if chosen != NONE:
            yield from fulfil(work, seat, chosen)
    if not exclude and ability(work, seat) == "second-production":
        yield from produce(work, seat, 0, exclude=house, optional=True)


def ability(work: Work, seat: int) -> str:
    """The seat's national ability once it works (enough powerhouses built), else ""."""
    company = work.company(seat)
    if company.built.get("powerhouse", 0) < work.rules.company.ability_from:
        return ""
    return next(c.ability for c in work.rules.companies if c.id == company.company)


def national_energy(work: Work, seat: int) -> None:
    """A national ability adding energy to every production (it moves the marker, not the contract's count)."""
    if ability(work, seat) == "production-energy":
        extra = next(c.ability_amount for c in work.rules.companies if c.id == work.company(seat).company)
        work.add(seat, energy=extra)
        work.emit(EnergyGained(seat, extra, "ability"))
