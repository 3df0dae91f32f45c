"""Hand-built rules and states for the scoring tests, so they stand without the data files: the numbers of
RULES.md §8 (with the seed's 5 VP per elevation), the base map's spaces of §4.1/§4.2, and a quick way to make a
`BarrageState` from a few companies and pieces on the map."""

from dataclasses import replace
from typing import Any

from engine.barrage.config import BarrageConfig
from engine.barrage.rules import (
    Area,
    BonusTile,
    ConduitSpace,
    DamSpace,
    EnergyBand,
    PowerhouseSpace,
    Scoring,
    WaterMap,
)
from engine.barrage.state import BarrageState, CompanyState, ContractState, MapState, PatentState, Segment
from engine.barrage.water import Dam

SCORING = Scoring(
    rounds=5,
    first_vp=6,
    second_vp=2,
    tied_second_vp=1,
    tied_first_pool=8,
    energy_bands=(
        EnergyBand(0, 3, -3),
        EnergyBand(1, 1),
        EnergyBand(2, 2),
        EnergyBand(4, 3),
        EnergyBand(7, 4),
        EnergyBand(11, 5),
        EnergyBand(16, 6),
        EnergyBand(22, 7),
        EnergyBand(29, 8),
    ),
    bonus_min_energy=6,
    bonus_energy_per_round=6,
    bonus_penalty=4,
    objective_vp=(15, 10, 5),
    objectives=("red-spaces", "strongest-area", "weakest-area", "connected", "presence", "strongholds"),
    stronghold_structures=3,
    leftovers_per_vp=5,
    water_vp=1,
    bonus_tiles=(
        BonusTile("contracts", 2),
        BonusTile("bases", 4),
        BonusTile("elevations", 5),
        BonusTile("conduits", 4),
        BonusTile("powerhouses", 5),
        BonusTile("advanced", 4, standard_only=True),
    ),
)

# (basin, side, value, to) of §4.2.
_CONDUITS = (
    (1, "left", 5, 8), (1, "right", 4, 5), (2, "left", 3, 6), (2, "right", 5, 10),
    (3, "left", 4, 5), (3, "right", 3, 6), (4, "left", 3, 7), (4, "right", 5, 12),
    (5, "left", 3, 8), (5, "right", 4, 10), (6, "left", 4, 9), (6, "right", 2, 7),
    (7, "left", 2, 10), (7, "right", 3, 12), (8, "left", 3, 11), (8, "right", 2, 9),
    (9, "left", 1, 11), (9, "right", 3, 12), (10, "left", 2, 11), (10, "right", 1, 12),
)  # fmt: skip
# Powerhouse spaces by basin: the letters of the normal ones first, then the red ones (§4.1).
_POWERHOUSES = {5: (1, 1), 6: (1, 1), 7: (1, 1), 8: (2, 1), 9: (2, 1), 10: (1, 2), 11: (2, 2), 12: (1, 3)}

WATER = WaterMap(
    areas=(
        Area("mountains", (1, 2, 3, 4), 5, 4, 1),
        Area("hills", (5, 6, 7), 4, 3, 2),
        Area("plains", (8, 9, 10), 3, 2, 3),
    ),
    dams=tuple(DamSpace(f"{b}-{side}", b, side == "up") for b in range(1, 11) for side in ("up", "down")),
    conduits=tuple(ConduitSpace(f"{b}-{side}", b, value, to) for b, side, value, to in _CONDUITS),
    powerhouses=tuple(
        PowerhouseSpace(f"{b}-{'abcd'[i]}", b, i >= normal)
        for b, (normal, red) in _POWERHOUSES.items()
        for i in range(normal + red)
    ),
    headstreams=("A", "B", "C", "D"),
    flow={},
    seas=("sea-left", "sea-right"),
    red_credits=3,
    max_height=3,
)
"""The base map's building spaces; the river graph is left out, scoring never follows water."""


def company(**fields: Any) -> CompanyState:
    """A company at the start of a game (10 VP, nothing built), with `fields` changed."""
    start = CompanyState(
        company="usa",
        officer="wilhelm",
        credits=6,
        excavators=6,
        mixers=4,
        vp=10,
        energy=0,
        engineers=12,
        built={"base": 0, "elevation": 0, "conduit": 0, "powerhouse": 0},
        wheel=(Segment(),) * 6,
        tiles=("base", "elevation", "conduit", "powerhouse"),
        hand=(),
        fulfilled=(),
    )
    return replace(start, **fields)


def _config() -> BarrageConfig:
    """The defaults without the check against the data files, which scoring never reads."""
    return object.__new__(BarrageConfig)


def game(
    *companies: CompanyState,
    round_: int = 1,
    order: tuple[int, ...] | None = None,
    bonus: str = "contracts",
    objective: str = "presence",
    dams: dict[str, Dam] | None = None,
    conduits: dict[str, int] | None = None,
    powerhouses: dict[str, int] | None = None,
) -> BarrageState:
    """A state in `round_` whose bonus tile is `bonus`, with these companies and pieces on the map."""
    return BarrageState(
        config=_config(),
        round=round_,
        step="actions",
        order=order if order is not None else tuple(range(len(companies))),
        current=None,
        companies=companies,
        map=MapState(dams or {}, conduits or {}, powerhouses or {}, (0, 0, 0, 0)),
        placements=(),
        contracts=ContractState({}, (), {}, ()),
        patent=PatentState((), ()),
        headstream_tiles=(1, 2, 3, 4),
        bonus_tiles=(bonus,) * SCORING.rounds,
        objective=objective,
        turn=0,
    )


def energies(*energy: int, vp: int = 10) -> BarrageState:
    """A round-1 state of companies with these energies and `vp` each."""
    return game(*(company(energy=e, vp=vp) for e in energy))
