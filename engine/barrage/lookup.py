"""The rules' tables by id: the engine asks "which conduit is 3-left?" thousands of times a game, so each table is
indexed once per rules object instead of searched every time."""

from dataclasses import dataclass

from engine.barrage.rules import (
    ActionSpace,
    Area,
    Company,
    ConduitSpace,
    Contract,
    DamSpace,
    Officer,
    PowerhouseSpace,
    RulesData,
    TechTile,
)


@dataclass(frozen=True, slots=True)
class Index:
    dams: dict[str, DamSpace]
    conduits: dict[str, ConduitSpace]
    powerhouses: dict[str, PowerhouseSpace]
    areas: dict[int, Area]
    """By basin."""
    officers: dict[str, Officer]
    tiles: dict[str, TechTile]
    companies: dict[str, Company]
    contracts: dict[str, Contract]
    spaces: dict[str, ActionSpace]
    """The board's and the construction rows' spaces, and the officers' private ones."""
    conduits_to: dict[int, tuple[ConduitSpace, ...]]
    """By the basin a conduit leads to (none: absent)."""
    dams_in: dict[int, tuple[DamSpace, ...]]
    """By basin (none: absent)."""
    cost_class: dict[tuple[str, str], tuple[object, ...]]
    """By (structure, location): what a construction's cost there depends on besides the company and the tile, so
    two locations of a class cost the same: the area (and red) of a dam space, a conduit's value, a powerhouse
    space's red."""


_BUILT: dict[int, tuple[RulesData, Index]] = {}
_LAST: list[tuple[RulesData, Index]] = []
"""The rules asked for last (there is normally one rules object), found without a dict lookup."""


def index(rules: RulesData) -> Index:
    """The index of `rules` (kept with them, so an id is never reused while its index exists)."""
    if _LAST and _LAST[0][0] is rules:
        return _LAST[0][1]
    found = _BUILT.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    areas = {basin: area for area in rules.map.areas for basin in area.basins}
    built = Index(
        dams={s.id: s for s in rules.map.dams},
        conduits={s.id: s for s in rules.map.conduits},
        powerhouses={s.id: s for s in rules.map.powerhouses},
        areas=areas,
        officers={o.id: o for o in rules.officers},
        tiles={t.id: t for t in rules.tiles},
        companies={c.id: c for c in rules.companies},
        contracts={c.id: c for c in rules.contracts},
        spaces={s.id: s for s in (*rules.board, *rules.construction, *(s for o in rules.officers for s in o.spaces))},
        conduits_to={
            basin: tuple(c for c in rules.map.conduits if c.to == basin) for basin in {c.to for c in rules.map.conduits}
        },
        dams_in={
            basin: tuple(d for d in rules.map.dams if d.basin == basin) for basin in {d.basin for d in rules.map.dams}
        },
        cost_class={
            **{("base", d.id): ("base", areas[d.basin].id, d.red) for d in rules.map.dams},
            **{("elevation", d.id): ("elevation", areas[d.basin].id) for d in rules.map.dams},
            **{("conduit", c.id): ("conduit", c.value) for c in rules.map.conduits},
            **{("powerhouse", h.id): ("powerhouse", h.red) for h in rules.map.powerhouses},
        },
    )
    _BUILT[id(rules)] = (rules, built)
    _LAST[:] = [(rules, built)]
    return built
