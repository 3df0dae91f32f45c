"""Water on the move during a turn or a round's end: drops released into the river, the dams they fill, and the
energy USA's powerhouses draw from drops passing them."""

from collections.abc import Callable

from engine.barrage.events import EnergyGained, WaterFlowed
from engine.barrage.officers import in_effect
from engine.barrage.rules import RulesData
from engine.barrage.state import BarrageState
from engine.barrage.water import Dam, DropPath, release, water_phase
from engine.barrage.work import Work
from engine.core.anchored import Anchored
from engine.core.evolve import evolve


def capacity(rules: RulesData, state: BarrageState) -> Callable[[Dam], int]:
    """How many drops a dam holds: its height, or more for an officer whose high dams hold more. The same for
    every position with the same officers (and the one Mahiri copies), so made once for them: the computer players
    ask on every position they rate."""
    key = (id(rules), state.borrowed, *(c.officer for c in state.companies))
    return _CAPACITIES.get(key, rules, lambda: _capacity(rules, state))


_CAPACITIES: Anchored[tuple[object, ...], Callable[[Dam], int]] = Anchored(16)


def _capacity(rules: RulesData, state: BarrageState) -> Callable[[Dam], int]:
    bigger = {
        seat: officer.amount
        for seat in range(len(state.companies))
        for officer in in_effect(rules, state, seat)
        if officer.effect == "tallest-dam-capacity"
    }
    full = rules.map.max_height

    def holds(dam: Dam) -> int:
        return bigger[dam.owner] if dam.owner in bigger and dam.height == full else dam.height

    return holds


def flow_from(work: Work, start: str, drops: int, cause: str) -> None:
    """Let `drops` drops run downstream from `start` (a headstream or a powerhouse node)."""
    state = work.state
    dams, paths = release(work.rules.map, state.map.dams, start, drops, capacity(work.rules, state))
    work.state = evolve(state, map=evolve(state.map, dams=dams))
    work.emit(WaterFlowed(paths, cause))
    flow_energy(work, paths)


def flow_headstreams(work: Work) -> None:
    """The water-flow phase: every drop waiting on a headstream runs down."""
    state = work.state
    dams, paths, emptied = water_phase(
        work.rules.map, state.map.dams, state.map.headstreams, capacity(work.rules, state)
    )
    work.state = evolve(state, map=evolve(state.map, dams=dams, headstreams=tuple(emptied)))
    work.emit(WaterFlowed(paths, "water-phase"))
    flow_energy(work, paths)


def flow_energy(work: Work, paths: tuple[DropPath, ...]) -> None:
    """A company whose national ability draws energy from passing water gains it for every drop that passed the
    powerhouse spaces of a basin where it has a powerhouse (not where the drop started)."""
    rules = work.rules
    for seat, company in enumerate(work.state.companies):
        kind = next(c for c in rules.companies if c.id == company.company)
        if kind.ability != "flow-energy" or company.built.get("powerhouse", 0) < rules.company.ability_from:
            continue
        basins = {
            f"ph-{space.basin}" for space in rules.map.powerhouses if work.state.map.powerhouses.get(space.id) == seat
        }
        passed = sum(1 for path in paths for node in path.passed if node in basins)
        if passed:
            work.add(seat, energy=kind.ability_amount * passed)
            work.emit(EnergyGained(seat, kind.ability_amount * passed, "flow"))
