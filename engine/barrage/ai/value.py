"""What a position is worth to each seat, in VP: the score now plus a rough price on everything that will still
turn into VP.

- The round's end as if it came now: the energy ranking, the credits of the energy band and the bonus tile, from
  the engine's own scoring on the current energies (so producing is worth what it would score, against the
  energy the others have so far).
- The objective tile's places as they stand, counting more as the game goes on.
- Supplies: credits, excavators and mixers (machinery on the wheel a little less), priced high early, when they
  become structures, and falling to the 1 VP per 5 they leave at the end; engineers still in hand this round.
- Structures: a small value each while the game has time to use them, the bonus tiles of the rounds still to
  come, the company-board income they uncovered (paid again every later round) and what the best production
  system (own powerhouse, anyone's conduit, own or neutral dam) could make in each later round.
- Water: each drop in an own dam at the energy it makes through the best own system (or the VP it scores at
  the end), drops still on the headstreams where the water-flow phase would put them.
- Contracts in hand: their reward, discounted by how far the best production falls short of the energy needed.

The weights are round numbers chosen by playing levels against each other (`benchmarks/barrage.py`), not fitted.
"""

from dataclasses import dataclass
from functools import cache

from engine.barrage.river import capacity
from engine.barrage.rules import NEUTRAL, ConduitSpace, Contract, IncomeSlot, Reward, Rules, load_rules
from engine.barrage.scoring import score_final, score_round
from engine.barrage.state import BarrageState, CompanyState
from engine.barrage.water import Dam, water_phase


@dataclass(frozen=True, slots=True)
class Weights:
    credit: tuple[float, float] = (0.2, 0.4)
    """VP per credit at the game's end and at its start (interpolated over the rounds left)."""
    machinery: tuple[float, float] = (0.2, 0.8)
    """VP per excavator or mixer, the same way."""
    on_wheel: float = 0.8
    """Machinery on the wheel against machinery in the supply."""
    engineer: float = 0.5
    """An engineer still in hand during the actions (the round's remaining turns)."""
    piece: tuple[tuple[str, float], ...] = (("base", 1.5), ("elevation", 1.0), ("conduit", 1.0), ("powerhouse", 2.0))
    """A structure's worth beyond what it scores, at the start (falling to 0 at the end)."""
    bonus_odds: float = 0.6
    """The share of a later bonus tile's count expected to be paid (energy short of its target costs VP)."""
    energy: float = 0.3
    """VP per point of energy a system can make in a later round, or a drop can make through one."""
    drop_end: float = 1.0
    """A drop held at the end (the final scoring's water)."""
    drop_least: float = 0.5
    """A drop in an own dam before the last round, whatever it is linked to."""
    flowing: float = 0.8
    """Drops still on a headstream against drops already held."""
    reward_energy: float = 0.3
    rotate: float = 0.5
    drop_reward: float = 0.5
    free_structure: float = 4.0
    contract_odds: tuple[float, float, float] = (0.75, 0.1, 0.15)
    """A contract's chance to be fulfilled: at most the first, less the second per point of energy short of the
    best production, at least the third."""


WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class _Tables:
    """The map and the company boards arranged for lookups."""

    dam_basin: dict[str, int]
    conduits_from: dict[int, tuple[ConduitSpace, ...]]
    powerhouse_basin: dict[str, int]
    contracts: dict[str, Contract]
    income: dict[str, tuple[IncomeSlot, ...]]
    bonus_vp: dict[str, int]
    bonus_count: dict[str, str]
    """The structure each bonus tile counts ("" for what is not a structure)."""


@cache
def _tables() -> _Tables:
    rules = load_rules()
    basins = {c.basin for c in rules.map.conduits}
    return _Tables(
        dam_basin={d.id: d.basin for d in rules.map.dams},
        conduits_from={b: tuple(c for c in rules.map.conduits if c.basin == b) for b in basins},
        powerhouse_basin={p.id: p.basin for p in rules.map.powerhouses},
        contracts={c.id: c for c in rules.contracts},
        income={c.id: c.income for c in rules.companies},
        bonus_vp={t.id: t.vp_each for t in rules.scoring.bonus_tiles},
        bonus_count={"bases": "base", "elevations": "elevation", "conduits": "conduit", "powerhouses": "powerhouse"},
    )


def worth(state: BarrageState, seat: int, weights: Weights = WEIGHTS) -> float:
    return worths(state, weights)[seat]


def worths(state: BarrageState, weights: Weights = WEIGHTS) -> tuple[float, ...]:
    """Every seat's worth; a finished game is worth its scores."""
    if state.step == "over":
        return tuple(float(c.vp) for c in state.companies)
    rules = load_rules()
    tables = _tables()
    rounds = rules.scoring.rounds
    early = (rounds - state.round + 1) / rounds
    """1 in the first round, 1/rounds in the last: how much time is left to use what one has."""
    later = rounds - state.round
    credit = _between(weights.credit, early)
    machine = _between(weights.machinery, early)
    _, now = score_round(rules.scoring, state)
    _, final = score_final(rules.scoring, rules.map, state)
    holds = capacity(rules, state)
    settled = _after_flow(rules, state)
    values = []
    for seat, company in enumerate(state.companies):
        value = float(company.vp)
        value += sum(line.vp + credit * line.credits for line in now if line.seat == seat)
        value += (state.round / rounds) * sum(
            line.vp for line in final if line.seat == seat and line.reason == "objective"
        )
        value += credit * company.credits + machine * (company.excavators + company.mixers)
        value += weights.on_wheel * machine * sum(s.excavators + s.mixers for s in company.wheel)
        if state.step == "actions":
            value += weights.engineer * company.engineers
        value += _structures(rules, tables, state, seat, company, weights, early, later)
        links = _links(rules, tables, state, seat)
        best = max((v * holds(d) for v, d in links.values()), default=0)
        value += weights.energy * best * later
        value += _water(state.map.dams, settled, seat, links, weights, last=later == 0)
        value += _contracts(rules, tables, state, seat, company, best, weights, credit, machine, early)
        values.append(value)
    return tuple(values)


def _between(ends: tuple[float, float], early: float) -> float:
    return ends[0] + (ends[1] - ends[0]) * early


def _structures(
    rules: Rules,
    tables: _Tables,
    state: BarrageState,
    seat: int,
    company: CompanyState,
    weights: Weights,
    early: float,
    later: int,
) -> float:
    """Pieces, the later bonus tiles they count for and the income they uncovered."""
    built = company.built
    value = early * sum(built.get(structure, 0) * each for structure, each in weights.piece)
    for tile in state.bonus_tiles[state.round :]:
        counted = tables.bonus_count.get(tile)
        count = built.get(counted, 0) if counted else len(company.fulfilled) if tile == "contracts" else 0
        value += weights.bonus_odds * tables.bonus_vp[tile] * count
    credit = _between(weights.credit, early)
    machine = _between(weights.machinery, early)
    uncovered = (s.reward for s in tables.income[company.company] if built.get(s.structure, 0) >= s.piece)
    return value + later * sum(reward_worth(r, weights, credit, machine) for r in uncovered)


def reward_worth(reward: Reward, weights: Weights, credit: float, machine: float) -> float:
    return (
        reward.vp
        + credit * reward.credits
        + machine * (reward.machinery + reward.excavators + reward.mixers)
        + weights.reward_energy * reward.energy
        + weights.rotate * reward.rotate
        + weights.drop_reward * (reward.drops + reward.drops_now)
        + (weights.free_structure if reward.free else 0.0)
    )


def _links(rules: Rules, tables: _Tables, state: BarrageState, seat: int) -> dict[str, tuple[int, Dam]]:
    """The best conduit value from each dam the seat may produce with (own or neutral) to an own powerhouse."""
    board = state.map
    houses = {tables.powerhouse_basin[p] for p, owner in board.powerhouses.items() if owner == seat}
    links: dict[str, tuple[int, Dam]] = {}
    if not houses:
        return links
    for space, dam in board.dams.items():
        if dam.owner not in (seat, NEUTRAL):
            continue
        values = [
            c.value
            for c in tables.conduits_from.get(tables.dam_basin[space], ())
            if c.to in houses and c.id in board.conduits
        ]
        if values:
            links[space] = (max(values), dam)
    return links


def _after_flow(rules: Rules, state: BarrageState) -> dict[str, Dam]:
    """The dams once the drops waiting on the headstreams have flowed."""
    if not any(state.map.headstreams):
        return state.map.dams
    dams, _, _ = water_phase(rules.map, state.map.dams, state.map.headstreams, capacity(rules, state))
    return dams


def _water(
    now: dict[str, Dam],
    settled: dict[str, Dam],
    seat: int,
    links: dict[str, tuple[int, Dam]],
    weights: Weights,
    last: bool,
) -> float:
    least = weights.drop_end if last else weights.drop_least
    value = 0.0
    for space, dam in settled.items():
        if dam.owner != seat:
            continue
        each = max(least, weights.energy * links[space][0]) if space in links else least
        held = now[space].drops if space in now else 0
        value += each * (min(held, dam.drops) + weights.flowing * max(0, dam.drops - held))
    return value


def _contracts(
    rules: Rules,
    tables: _Tables,
    state: BarrageState,
    seat: int,
    company: CompanyState,
    best: int,
    weights: Weights,
    credit: float,
    machine: float,
    early: float,
) -> float:
    """Contracts in hand at their reward times the chance the seat's best production reaches them in time."""
    top, per_point, least = weights.contract_odds
    reach = best + rules.company.production_bonus[company.built.get("powerhouse", 0)] + 2
    time_left = min(1.0, 2 * early)
    value = 0.0
    for contract_id in company.hand:
        contract = tables.contracts[contract_id]
        odds = max(least, min(top, top - per_point * (contract.energy - reach)))
        value += odds * time_left * reward_worth(contract.reward, weights, credit, machine)
    return value
