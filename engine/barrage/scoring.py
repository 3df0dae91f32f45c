"""Scoring (RULES.md §8): the end of each round (energy ranking, credits by energy, the round's bonus tile), the
turn order that follows it, and the final scoring (objective tile, leftovers, water) with the final places.

Pure functions: a state in, a new state and the payments (`ScoreLine`s) out. Every payment is applied in the
order of its lines and the VP never fall below 0 after one; a line's `vp` is the change actually made, so the
lines always add up to the scores.
"""

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from engine.barrage.events import ScoreLine
from engine.barrage.rules import Scoring, WaterMap
from engine.barrage.state import BarrageState, CompanyState, MapState
from engine.core.evolve import evolve
from engine.core.outcome import places


@dataclass(frozen=True, slots=True)
class _Payment:
    """A payment as the rules state it, before the VP floor."""

    seat: int
    reason: str
    vp: int
    credits: int = 0
    count: int = 0
    penalty: int = 0


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _apply(
    companies: tuple[CompanyState, ...], payments: Iterable[_Payment]
) -> tuple[tuple[CompanyState, ...], tuple[ScoreLine, ...]]:
    """Pay in order, flooring the VP at 0 after each payment (the seed's rule for the 0-energy loss)."""
    lines = _lines(companies, payments)
    paid = list(companies)
    for line in lines:
        company = paid[line.seat]
        paid[line.seat] = evolve(company, vp=company.vp + line.vp, credits=company.credits + line.credits)
    return tuple(paid), lines


def _lines(companies: tuple[CompanyState, ...], payments: Iterable[_Payment]) -> tuple[ScoreLine, ...]:
    """The lines of paying in order: each line's VP is the change made, the VP floored at 0 after each."""
    vps = [c.vp for c in companies]
    lines = []
    for p in payments:
        vp = max(0, vps[p.seat] + p.vp)
        lines.append(ScoreLine(p.seat, p.reason, vp - vps[p.seat], p.credits, p.count, p.penalty))
        vps[p.seat] = vp
    return tuple(lines)


# End of a round (§8.1)


def _energy_ranking(scoring: Scoring, companies: tuple[CompanyState, ...]) -> list[_Payment]:
    """1st and 2nd on the energy track; a seat without energy is not on it."""
    energy = {seat: c.energy for seat, c in enumerate(companies) if c.energy > 0}
    if not energy:
        return []
    top = max(energy.values())
    leaders = [seat for seat, e in energy.items() if e == top]
    if len(leaders) > 1:
        each = _ceil_div(scoring.tied_first_pool, len(leaders))
        return [_Payment(seat, "energy-tied-first", each, count=top) for seat in leaders]
    rest = {seat: e for seat, e in energy.items() if e < top}
    runner_up = max(rest.values(), default=0)
    seconds = [seat for seat, e in rest.items() if e == runner_up]
    reason, vp = (
        ("energy-second", scoring.second_vp) if len(seconds) == 1 else ("energy-tied-second", scoring.tied_second_vp)
    )
    return [
        _Payment(leaders[0], "energy-first", scoring.first_vp, count=top),
        *(_Payment(seat, reason, vp, count=runner_up) for seat in seconds),
    ]


def _energy_band(scoring: Scoring, seat: int, energy: int) -> _Payment:
    """Credits (and the VP lost at 0) of the highest band the energy reaches."""
    band = next(b for b in reversed(scoring.energy_bands) if b.least <= energy)  # they rise from 0 (data_check)
    return _Payment(seat, "energy-band", band.vp, band.credits, count=energy)


def _advanced_tiles(company: CompanyState) -> int:
    """Advanced tiles are the ids with a level ("base-1"); those on the wheel are owned too."""
    owned = company.tiles + tuple(tile for segment in company.wheel for tile in segment.tiles)
    return sum(1 for tile in owned if "-" in tile)


BONUS_COUNTS: dict[str, Callable[[CompanyState], int]] = {
    "contracts": lambda c: len(c.fulfilled),
    "bases": lambda c: c.built.get("base", 0),
    "elevations": lambda c: c.built.get("elevation", 0),
    "conduits": lambda c: c.built.get("conduit", 0),
    "powerhouses": lambda c: c.built.get("powerhouse", 0),
    "advanced": _advanced_tiles,
}
"""What each bonus tile counts on a company, by the tile's id."""


def _bonus(scoring: Scoring, tile: str, round_: int, seat: int, company: CompanyState) -> list[_Payment]:
    """The round's bonus tile: nothing under the minimum energy; a penalty per started step short of the target."""
    if company.energy < scoring.bonus_min_energy:
        return []
    vp_each = next(t.vp_each for t in scoring.bonus_tiles if t.id == tile)
    count = BONUS_COUNTS[tile](company)
    short = max(0, scoring.bonus_energy_per_round * round_ - company.energy)
    penalty = scoring.bonus_penalty * _ceil_div(short, scoring.bonus_energy_per_round)
    return [_Payment(seat, "bonus", max(0, count * vp_each - penalty), count=count, penalty=penalty)]


def score_round(scoring: Scoring, state: BarrageState) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """The end-of-round scoring of `state.round` with its bonus tile: ranking first, then bands, then the tile."""
    paid, lines = _apply(state.companies, _round_payments(scoring, state, range(len(state.companies))))
    return evolve(state, companies=paid), lines


def round_lines(scoring: Scoring, state: BarrageState, seat: int) -> tuple[ScoreLine, ...]:
    """What `score_round` would pay `seat`, without the state it leaves (a computer player's estimate): a seat's
    lines depend on no other seat's payments, only on the energies they rank."""
    return _lines(state.companies, _round_payments(scoring, state, (seat,)))


def _round_payments(scoring: Scoring, state: BarrageState, seats: Sequence[int]) -> list[_Payment]:
    """The round's payments to `seats`, in the order they are paid: ranking first, then bands, then the tile."""
    companies = state.companies
    tile = state.bonus_tiles[state.round - 1]
    return [
        *(p for p in _energy_ranking(scoring, companies) if p.seat in seats),
        *(_energy_band(scoring, seat, companies[seat].energy) for seat in seats),
        *(p for seat in seats for p in _bonus(scoring, tile, state.round, seat, companies[seat])),
    ]


def next_order(state: BarrageState) -> tuple[int, ...]:
    """Least energy first; tied seats reverse their previous relative order (the later one goes first)."""
    position = {seat: i for i, seat in enumerate(state.order)}
    return tuple(sorted(state.order, key=lambda seat: (state.companies[seat].energy, -position[seat])))


# Final scoring (§8.2)


def _structures(water: WaterMap, board: MapState, seat: int) -> Counter[int]:
    """A seat's structures by basin: a dam is its base and its elevations (its height), plus conduits and
    powerhouses."""
    dams = {s.id: s.basin for s in water.dams}
    conduits = {s.id: s.basin for s in water.conduits}
    powerhouses = {s.id: s.basin for s in water.powerhouses}
    counts: Counter[int] = Counter()
    for space, dam in board.dams.items():
        if dam.owner == seat:
            counts[dams[space]] += dam.height
    counts.update(conduits[space] for space, owner in board.conduits.items() if owner == seat)
    counts.update(powerhouses[space] for space, owner in board.powerhouses.items() if owner == seat)
    return counts


def _by_area(water: WaterMap, board: MapState, seat: int) -> list[int]:
    """Structures in each area. A basin outside every area's list (11 and 12, powerhouses only) lies below the
    plains and belongs to the last area."""
    area_of = {basin: i for i, area in enumerate(water.areas) for basin in area.basins}
    totals = [0] * len(water.areas)
    for basin, n in _structures(water, board, seat).items():
        totals[area_of.get(basin, len(water.areas) - 1)] += n
    return totals


def _red_spaces(water: WaterMap, board: MapState, seat: int) -> int:
    """Bases (not their elevations) on red dam spaces and powerhouses on red powerhouse spaces."""
    red_dams = {s.id for s in water.dams if s.red}
    red_powerhouses = {s.id for s in water.powerhouses if s.red}
    bases = sum(1 for space, dam in board.dams.items() if dam.owner == seat and space in red_dams)
    return bases + sum(1 for space, owner in board.powerhouses.items() if owner == seat and space in red_powerhouses)


def _connected(water: WaterMap, board: MapState, seat: int) -> int:
    """Own dams with a way through an own conduit of their basin to an own powerhouse where it leads. Each dam
    counts once however many such ways it has; several dams feeding one powerhouse each count."""
    dams = {s.id: s.basin for s in water.dams}
    powered = {s.basin for s in water.powerhouses if board.powerhouses.get(s.id) == seat}
    linked = {s.basin for s in water.conduits if board.conduits.get(s.id) == seat and s.to in powered}
    return sum(1 for space, dam in board.dams.items() if dam.owner == seat and dams[space] in linked)


def _strongholds(scoring: Scoring, water: WaterMap, board: MapState, seat: int) -> int:
    """Basins holding at least `stronghold_structures` of the seat's structures (dam heights included)."""
    return sum(1 for n in _structures(water, board, seat).values() if n >= scoring.stronghold_structures)


Objective = Callable[[Scoring, WaterMap, MapState, int], int]

OBJECTIVES: dict[str, Objective] = {
    "red-spaces": lambda s, w, b, seat: _red_spaces(w, b, seat),
    "strongest-area": lambda s, w, b, seat: max(_by_area(w, b, seat)),
    "weakest-area": lambda s, w, b, seat: min(_by_area(w, b, seat)),
    "connected": lambda s, w, b, seat: _connected(w, b, seat),
    "presence": lambda s, w, b, seat: len(_structures(w, b, seat)),
    "strongholds": _strongholds,
}
"""Each objective tile's count for a seat, by the tile's id."""


def _objective(scoring: Scoring, water: WaterMap, state: BarrageState) -> list[_Payment]:
    """Places by count (a count of 0 included); tied seats pool the VP of the places they fill, rounded up."""
    counts = [OBJECTIVES[state.objective](scoring, water, state.map, seat) for seat in range(len(state.companies))]
    ranks = places([(n,) for n in counts])
    payments = []
    for seat, (count, rank) in enumerate(zip(counts, ranks, strict=True)):
        tied = ranks.count(rank)
        pool = sum(scoring.objective_vp[rank - 1 : rank - 1 + tied])
        payments.append(_Payment(seat, "objective", _ceil_div(pool, tied), count=count))
    return payments


def _leftovers(scoring: Scoring, seat: int, company: CompanyState) -> _Payment:
    """Credits and machinery in the supply (not on the wheel), rounded down."""
    left = company.credits + company.excavators + company.mixers
    return _Payment(seat, "leftovers", left // scoring.leftovers_per_vp, count=left)


def _water(scoring: Scoring, board: MapState, seat: int) -> _Payment:
    drops = sum(dam.drops for dam in board.dams.values() if dam.owner == seat)
    return _Payment(seat, "water", drops * scoring.water_vp, count=drops)


def score_final(scoring: Scoring, water: WaterMap, state: BarrageState) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """The final scoring after the last round: one line per seat for the objective, the leftovers and the water."""
    companies = state.companies
    payments = [
        *_objective(scoring, water, state),
        *(_leftovers(scoring, seat, c) for seat, c in enumerate(companies)),
        *(_water(scoring, state.map, seat) for seat in range(len(companies))),
    ]
    paid, lines = _apply(companies, payments)
    return evolve(state, companies=paid), lines


def final_ranks(state: BarrageState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Scores and places (1 first): most VP, then most energy in the last round (kept on the track after it)."""
    scores = tuple(c.vp for c in state.companies)
    return scores, places([(c.vp, c.energy) for c in state.companies])
