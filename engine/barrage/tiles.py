"""What a technology tile does once its structure stands and its income is collected (RULES.md §7.2, §6.2 step
4). The effects' amounts come from the tile's data; the sources of what they give are "tile-<id>" of the tile whose
effect it is (the copied one for Anton's). What a tile changes in the cost is in `tile_costs`.
"""

from collections.abc import Callable

from engine.barrage.contracts import contract, fulfil
from engine.barrage.events import DamFilled
from engine.barrage.gain import gain
from engine.barrage.produce import NONE, board_bonus, produce
from engine.barrage.river import capacity
from engine.barrage.rules import Reward, TechTile
from engine.barrage.scoring import BONUS_COUNTS
from engine.barrage.tile_costs import tech
from engine.barrage.turn import Script, ask
from engine.barrage.work import Work
from engine.core.evolve import evolve


def apply(work: Work, seat: int, tile_id: str, location: str) -> Script:
    """The tile's effect after its structure at `location` is placed."""
    tile = tech(work.rules, tile_id)
    effect = EFFECTS.get(tile.effect)
    if effect is not None:
        yield from effect(work, seat, tile, location)


def _fill_empty_dams(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    for dam_id, dam in work.state.map.dams.items():
        if dam.owner == seat and not dam.drops:
            _fill(work, dam_id, min(tile.amount, capacity(work.rules, work.state)(dam)), tile)
    yield from ()


def _fill_dam(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    dam = work.state.map.dams[location]
    room = capacity(work.rules, work.state)(dam) - dam.drops
    if room > 0:
        _fill(work, location, room, tile)
    yield from ()


def _fill(work: Work, dam_id: str, drops: int, tile: TechTile) -> None:
    """Drops from the supply put straight into a dam: they rest there, they do not flow."""
    board = work.state.map
    dam = board.dams[dam_id]
    dams = {**board.dams, dam_id: evolve(dam, drops=dam.drops + drops)}
    work.state = evolve(work.state, map=evolve(board, dams=dams))
    work.emit(DamFilled(dam_id, drops, f"tile-{tile.id}"))


def _rotate_per_elevation(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    turns = tile.amount * work.company(seat).built.get("elevation", 0)
    yield from gain(work, seat, Reward(rotate=turns), f"tile-{tile.id}")


def _credits_per_value(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    yield from gain(work, seat, Reward(credits=tile.amount * _value(work, location)), f"tile-{tile.id}")


def _energy_per_base(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    yield from _energy(work, seat, tile, tile.amount * work.company(seat).built.get("base", 0))


def _energy_per_value(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    yield from _energy(work, seat, tile, tile.amount * _value(work, location))


def _energy(work: Work, seat: int, tile: TechTile, energy: int) -> Script:
    """Energy produced by the tile: it may fulfil one private contract in hand (no national one, no discount)."""
    source = f"tile-{tile.id}"
    yield from gain(work, seat, Reward(energy=energy), source)
    hand = [c for c in work.company(seat).hand if contract(work.rules, c).energy <= energy]
    if hand:
        chosen = yield ask("contract", (*hand, NONE), source)
        if chosen != NONE:
            yield from fulfil(work, seat, chosen)


def _free_production(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    """An optional production with the tile's modifier and the company board's bonus, by any own powerhouse."""
    yield from produce(work, seat, tile.amount + board_bonus(work.rules, work.state, seat), optional=True)


def _vp_per_high_dam(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    """VP for every own dam with an elevation on its base."""
    high = sum(1 for dam in work.state.map.dams.values() if dam.owner == seat and dam.height > 1)
    yield from gain(work, seat, Reward(vp=tile.amount * high), f"tile-{tile.id}")


def _vp_per_powerhouse(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    built = work.company(seat).built.get("powerhouse", 0)
    yield from gain(work, seat, Reward(vp=tile.amount * built), f"tile-{tile.id}")


def _vp_per_advanced(work: Work, seat: int, tile: TechTile, location: str) -> Script:
    """VP for every advanced tile owned, in the supply or on the wheel, as the bonus tile counts them."""
    owned = BONUS_COUNTS["advanced"](work.company(seat))
    yield from gain(work, seat, Reward(vp=tile.amount * owned), f"tile-{tile.id}")


def _value(work: Work, conduit: str) -> int:
    return next(space.value for space in work.rules.map.conduits if space.id == conduit)


EFFECTS: dict[str, Callable[[Work, int, TechTile, str], Script]] = {
    "fill-empty-dams": _fill_empty_dams,
    "rotate-per-elevation": _rotate_per_elevation,
    "credits-per-value": _credits_per_value,
    "energy-per-base": _energy_per_base,
    "fill-dam": _fill_dam,
    "free-production": _free_production,
    "vp-per-high-dam": _vp_per_high_dam,
    "energy-per-value": _energy_per_value,
    "vp-per-powerhouse": _vp_per_powerhouse,
    "vp-per-advanced": _vp_per_advanced,
}
"""The effects applied after the construction; the others change its cost or when the tile may be used."""
