"""What a position is worth to a seat, in VP: the score now plus a rough price on everything that will still turn
into VP.

- The round's end as if it came now: the energy ranking, the credits of the energy band and the bonus tile, from
  the engine's own scoring on the current energies (so producing is worth what it would score, against the
  energy the others have so far).
- The objective tile's places as they stand, counting more as the game goes on.
- Supplies: credits, technology tiles and machinery, priced high early, when they become structures, and falling
  towards the 1 VP per 5 they leave at the end; machinery beyond a working stock at less; what is on the
  construction wheel by how many turns of the wheel it needs to come back; engineers still in hand this round.
- Structures: a value above their cost early (so building beats hoarding), what the later bonus tiles will count,
  the company-board income they uncovered (paid again every later round) and what the best production system
  (own powerhouse, anyone's conduit, own or neutral dam) could make in each later round.
- Water: each drop in an own dam at the energy it makes through the best own system (or the VP it scores at
  the end), drops still on the headstreams where the water-flow phase would put them.
- Contracts in hand: their reward, discounted by how far the best production falls short of the energy needed.

The weights are round numbers, set by watching greedy games for turns that make no sense (hoarding credits, the
bank all round, no machinery bought) and by playing the levels against each other; they are not fitted.
"""

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import cache

from engine.barrage.data_load import load_rules
from engine.barrage.events import ScoreLine
from engine.barrage.memo import shape
from engine.barrage.river import capacity
from engine.barrage.rules import NEUTRAL, ConduitSpace, Contract, IncomeSlot, Reward, RulesData
from engine.barrage.scoring import BONUS_COUNTS, OBJECTIVES, round_lines
from engine.barrage.state import BarrageState, CompanyState, MapState
from engine.barrage.water import Dam, water_phase
from engine.core.anchored import Anchored
from engine.core.recent import Recent


@dataclass(frozen=True, slots=True)
class Weights:
    """Values are (at the game's end, at its start) pairs where time matters, interpolated over the rounds left."""

    credit: tuple[float, float] = (0.2, 0.4)
    machinery: tuple[float, float] = (0.5, 1.8)
    """An excavator or mixer up to the working stock: what it takes to buy one and more, since what it builds is
    worth more still."""
    surplus: tuple[float, float] = (0.2, 0.5)
    """An excavator or mixer beyond the working stock."""
    stock: tuple[int, int] = (8, 5)
    """Excavators and mixers worth having at hand: a base and a conduit, a powerhouse and an elevation."""
    wheel_step: float = 0.8
    """Machinery and technology tiles on the wheel against those in the supply, per turn of the wheel still
    needed to get them back: a construction costs the part of its machinery this takes off, and turning the wheel
    is worth what it brings nearer."""
    tile: float = 1.5
    """A technology tile in the supply at the start (falling to a fifth in the last round): it is what lets one
    build at all."""
    engineer: float = 0.05
    """What an engineer still in hand during the actions is worth above the credit the bank pays for it: the bank
    is the turn of last resort, one engineer at a time."""
    piece: tuple[tuple[str, float], ...] = (("base", 9.0), ("elevation", 6.0), ("conduit", 3.0), ("powerhouse", 9.0))
    """A structure's worth at the start beyond what it scores and produces (falling to a fifth in the last
    round)."""
    conduit_value: float = 2.0
    """A conduit's worth at the start per point of production value, on top of its piece."""
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
    free_structure: float = 5.0
    contract_odds: tuple[float, float, float] = (0.75, 0.1, 0.15)
    """A contract's chance to be fulfilled: at most the first, less the second per point of energy short of the
    best production, at least the third."""
    short_system: float = 0.0
    """The best production system one piece short (its missing piece's space still free), against what it would
    make complete in each later round: 0 leaves it out (the levels up to strong; the expert's fitted weights
    price it)."""


WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class _Tables:
    """The map and the company boards arranged for lookups."""

    dam_basin: dict[str, int]
    conduits_from: dict[int, tuple[ConduitSpace, ...]]
    conduit_value: dict[str, int]
    powerhouse_basin: dict[str, int]
    conduits: tuple[ConduitSpace, ...]
    contracts: dict[str, Contract]
    income: dict[str, tuple[IncomeSlot, ...]]
    bonus_vp: dict[str, int]
    advanced: frozenset[str]
    """The advanced technology tiles' ids."""


BONUS_STRUCTURES = {"bases": "base", "elevations": "elevation", "conduits": "conduit", "powerhouses": "powerhouse"}
"""The structure each bonus tile that counts structures counts."""


@cache
def _tables() -> _Tables:
    rules = load_rules()
    basins = {c.basin for c in rules.map.conduits}
    return _Tables(
        dam_basin={d.id: d.basin for d in rules.map.dams},
        conduits_from={b: tuple(c for c in rules.map.conduits if c.basin == b) for b in basins},
        conduits=rules.map.conduits,
        conduit_value={c.id: c.value for c in rules.map.conduits},
        powerhouse_basin={p.id: p.basin for p in rules.map.powerhouses},
        contracts={c.id: c for c in rules.contracts},
        income={c.id: c.income for c in rules.companies},
        bonus_vp={t.id: t.vp_each for t in rules.scoring.bonus_tiles},
        advanced=frozenset(t.id for t in rules.tiles if t.level),
    )


@dataclass(frozen=True, slots=True)
class _Time:
    """The weights as they stand in this round."""

    early: float
    """1 in the first round, 1/rounds in the last: how much of the game is left to use what one has."""
    later: int
    """Rounds after this one."""
    credit: float
    machinery: float
    surplus: float

    @classmethod
    @cache
    def of(cls, weights: Weights, round_: int, rounds: int) -> "_Time":
        """Worked out once per round: every position the search rates asks."""
        early = (rounds - round_ + 1) / rounds

        def at(ends: tuple[float, float]) -> float:
            return ends[0] + (ends[1] - ends[0]) * early

        return cls(early, rounds - round_, at(weights.credit), at(weights.machinery), at(weights.surplus))


def worth(state: BarrageState, seat: int, weights: Weights = WEIGHTS) -> float:
    """The seat's worth; in a finished game, its score."""
    company = state.companies[seat]
    if state.step == "over":
        return float(company.vp)
    rules = load_rules()
    tables = _tables()
    rounds = rules.scoring.rounds
    time = _Time.of(weights, state.round, rounds)
    now = _round_now(rules, state, seat, company)
    value = float(company.vp)
    value += sum(line.vp + time.credit * line.credits for line in now)
    value += _objective(rules, state, seat) * state.round / rounds
    value += _supplies(company, weights, time)
    if state.step == "actions":
        value += (time.credit + weights.engineer) * company.engineers
    value += _structures(tables, state, seat, company, weights, time)
    links = _links(tables, state, seat)
    holds = capacity(rules, state)
    best = max((v * holds(d) for v, d in links.values()), default=0)
    value += weights.energy * best * time.later
    if weights.short_system:
        value += weights.short_system * weights.energy * _short(tables, state, seat, holds) * time.later
    value += _water(state.map.dams, _after_flow(rules, state), seat, links, weights, last=time.later == 0)
    return value + _contracts(rules, tables, company, best, weights, time)


def _round_now(rules: RulesData, state: BarrageState, seat: int, company: CompanyState) -> tuple[ScoreLine, ...]:
    """The round's scoring for the seat if the round ended now, remembered by all it depends on (the energies, the
    seat's VP and what the round's bonus tile counts): most positions a search rates produce nothing."""
    tile = state.bonus_tiles[state.round - 1]
    key = (state.round, tile, seat, company.vp, BONUS_COUNTS[tile](company), *(c.energy for c in state.companies))
    return _ROUND_NOW.get_or(key, lambda: round_lines(rules.scoring, state, seat))


_ROUND_NOW: Recent[tuple[object, ...], tuple[ScoreLine, ...]] = Recent(512)


def _objective(rules: RulesData, state: BarrageState, seat: int) -> float:
    """The objective tile's VP for the seat if the game ended now: places by count, tied seats sharing the VP of
    the places they fill (rounded up, as the final scoring pays)."""
    counts = _objective_counts(rules, state)
    ahead = sum(1 for n in counts if n > counts[seat])
    tied = counts.count(counts[seat])
    pool = sum(rules.scoring.objective_vp[ahead : ahead + tied])
    return -(-pool // tied)


def _objective_counts(rules: RulesData, state: BarrageState) -> tuple[int, ...]:
    """Each seat's count for the objective tile, remembered by what stands on the map: most turns a search tries
    build nothing."""
    count = OBJECTIVES[state.objective]
    return _COUNTS.get(
        (id(rules), state.objective, len(state.companies), shape(state.map)),
        rules,
        lambda: tuple(count(rules.scoring, rules.map, state.map, s) for s in range(len(state.companies))),
    )


_COUNTS: Anchored[Hashable, tuple[int, ...]] = Anchored(256)


def _supplies(company: CompanyState, weights: Weights, time: _Time) -> float:
    """Credits, technology tiles, and machinery (on the wheel too) at the working-stock rate up to the stock, at
    less beyond."""
    tiles = excavators = mixers = 0.0
    for n, segment in zip(_near(weights.wheel_step, len(company.wheel)), company.wheel, strict=True):
        tiles += n * len(segment.tiles)
        excavators += n * segment.excavators
        mixers += n * segment.mixers
    value = time.credit * company.credits + weights.tile * time.early * (len(company.tiles) + tiles)
    excavators += company.excavators
    mixers += company.mixers
    for count, stock in zip((excavators, mixers), weights.stock, strict=True):
        value += time.machinery * min(count, stock) + time.surplus * max(0.0, count - stock)
    return value


@cache
def _near(wheel_step: float, segments: int) -> tuple[float, ...]:
    """What a segment's contents are worth against the supply; the open segment (0) needs the whole wheel round."""
    return tuple(wheel_step ** (i or segments) for i in range(segments))


def _bonus_count(tables: _Tables, tile: str, company: CompanyState) -> int:
    """What a bonus tile counts for the company: structures built, contracts fulfilled or advanced tiles owned."""
    if tile == "contracts":
        return len(company.fulfilled)
    if tile == "advanced":
        owned = (*company.tiles, *(t for segment in company.wheel for t in segment.tiles))
        return sum(1 for t in owned if t in tables.advanced)
    return company.built.get(BONUS_STRUCTURES.get(tile, ""), 0)


def _structures(
    tables: _Tables, state: BarrageState, seat: int, company: CompanyState, weights: Weights, time: _Time
) -> float:
    """Pieces, what the later bonus tiles will count and the income the pieces uncovered."""
    built = company.built
    value = sum(built.get(structure, 0) * each for structure, each in weights.piece)
    value += weights.conduit_value * sum(
        tables.conduit_value[c] for c, owner in state.map.conduits.items() if owner == seat
    )
    value *= time.early
    for tile in state.bonus_tiles[state.round :]:
        value += weights.bonus_odds * tables.bonus_vp[tile] * _bonus_count(tables, tile, company)
    uncovered = (s.reward for s in tables.income.get(company.company, ()) if built.get(s.structure, 0) >= s.piece)
    return value + time.later * sum(reward_worth(r, weights, time) for r in uncovered)


def reward_worth(reward: Reward, weights: Weights, time: _Time) -> float:
    """A reward still to come (an income, a contract's) at the prices of this round."""
    return (
        reward.vp
        + time.credit * reward.credits
        + time.machinery * (reward.machinery + reward.excavators + reward.mixers)
        + weights.reward_energy * reward.energy
        + weights.rotate * reward.rotate
        + weights.drop_reward * (reward.drops + reward.drops_now)
        + (weights.free_structure * time.early if reward.free else 0.0)
    )


def _links(tables: _Tables, state: BarrageState, seat: int) -> dict[str, tuple[int, Dam]]:
    """The best conduit value from each dam the seat may produce with (own or neutral) to an own powerhouse,
    remembered by the map (by identity, kept with the entry): most positions a search rates share their map."""
    board = state.map
    return _LINKS.get((id(board), seat), board, lambda: _find_links(tables, board, seat))


_LINKS: Anchored[tuple[int, int], dict[str, tuple[int, Dam]]] = Anchored(256)


def _find_links(tables: _Tables, board: MapState, seat: int) -> dict[str, tuple[int, Dam]]:
    houses = _powered(tables, board, seat)
    links: dict[str, tuple[int, Dam]] = {}
    if not houses:
        return links
    for space, dam in board.dams.items():
        if dam.owner not in (seat, NEUTRAL):
            continue
        from_here = tables.conduits_from.get(tables.dam_basin[space], ())
        values = [c.value for c in from_here if c.to in houses and c.id in board.conduits]
        if values:
            links[space] = (max(values), dam)
    return links


def _powered(tables: _Tables, board: MapState, seat: int) -> set[int]:
    """The basins where the seat has a powerhouse."""
    return {tables.powerhouse_basin[p] for p, owner in board.powerhouses.items() if owner == seat}


def _short(tables: _Tables, state: BarrageState, seat: int, holds: Callable[[Dam], int]) -> int:
    """The best production value (a conduit's value times the drops its dam holds) of a system the seat lacks one
    piece of, whose space is still free: a powerhouse below its own conduit from a dam it may use, a conduit from
    such a dam to its own powerhouse, or a dam above its own conduit to its own powerhouse."""
    board = state.map
    houses = _powered(tables, board, seat)
    free_houses = {basin for p, basin in tables.powerhouse_basin.items() if p not in board.powerhouses}
    dams: dict[int, int] = {}
    for space, dam in board.dams.items():
        if dam.owner in (seat, NEUTRAL):
            basin = tables.dam_basin[space]
            dams[basin] = max(dams.get(basin, 0), holds(dam))
    free_dams = {basin for space, basin in tables.dam_basin.items() if space not in board.dams}
    new_dam = holds(Dam(seat, 1, 0))
    best = 0
    for conduit in tables.conduits:
        owner = board.conduits.get(conduit.id)
        held = dams.get(conduit.basin, 0)
        if owner is None:
            missing = held if conduit.to in houses else 0
        elif owner != seat:
            continue
        elif conduit.to in houses:
            missing = 0 if held or conduit.basin not in free_dams else new_dam
        else:
            missing = held if conduit.to in free_houses else 0
        best = max(best, conduit.value * missing)
    return best


def _after_flow(rules: RulesData, state: BarrageState) -> dict[str, Dam]:
    """The dams once the drops waiting on the headstreams have flowed, remembered by the dams (by identity, kept
    with the entry), the drops waiting and the officers (whose abilities decide what a dam holds): most turns a
    search tries leave the water as it was."""
    board = state.map
    if not any(board.headstreams):
        return board.dams
    return _FLOWED.get(
        (id(board.dams), board.headstreams, state.borrowed, *(c.officer for c in state.companies)),
        board.dams,
        lambda: water_phase(rules.map, board.dams, board.headstreams, capacity(rules, state))[0],
    )


_FLOWED: Anchored[Hashable, dict[str, Dam]] = Anchored(256)


def _water(
    now: dict[str, Dam],
    settled: dict[str, Dam],
    seat: int,
    links: dict[str, tuple[int, Dam]],
    weights: Weights,
    *,
    last: bool,
) -> float:
    """Drops in own dams, and those the water-flow phase will bring, at the energy they can make or the VP they
    score at the end."""
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
    rules: RulesData, tables: _Tables, company: CompanyState, best: int, weights: Weights, time: _Time
) -> float:
    """Contracts in hand at their reward times the chance the seat's best production reaches them in time."""
    top, per_point, least = weights.contract_odds
    reach = best + rules.company.production_bonus[company.built.get("powerhouse", 0)] + 2
    time_left = min(1.0, 2 * time.early)
    value = 0.0
    for contract_id in company.hand:
        contract = tables.contracts[contract_id]
        odds = max(least, min(top, top - per_point * (contract.energy - reach)))
        value += odds * time_left * reward_worth(contract.reward, weights, time)
    return value
