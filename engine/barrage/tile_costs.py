"""What a technology tile changes in building with it (RULES.md §7.2): its cost, the whole turn it allows without
engineers, and what Anton's tile copies. Asked by `build.payments` and `build.usable`; the effects that follow a
construction are in `tiles`."""

from engine.barrage.lookup import index
from engine.barrage.rules import RulesData, TechTile
from engine.barrage.state import BarrageState

WHOLE_TURN = ("no-engineer-powerhouse", "free-base")
"""Effects of tiles that may be used as a whole turn instead of placing engineers (even with none left)."""


def tech(rules: RulesData, tile_id: str) -> TechTile:
    return index(rules).tiles[tile_id]


def copies(rules: RulesData, state: BarrageState, seat: int, tile_id: str) -> tuple[str, ...]:
    """The tiles whose structure and effect `tile_id` builds with: itself, or for a copying tile (Anton's) each
    tile on its owner's wheel."""
    if tech(rules, tile_id).effect != "copy-tile":
        return (tile_id,)
    return tuple(dict.fromkeys(t for segment in state.companies[seat].wheel for t in segment.tiles))


def machinery(rules: RulesData, tile_id: str, excavators: int, mixers: int) -> tuple[int, int]:
    """A construction's machinery with this tile: a free base needs no excavators, a cheap conduit at most the
    tile's amount."""
    tile = tech(rules, tile_id)
    if tile.effect == "free-base":
        return 0, mixers
    if tile.effect == "cheap-conduit":
        return min(excavators, tile.amount), mixers
    return excavators, mixers


def waives_red(rules: RulesData, tile_id: str) -> bool:
    """A red map space costs nothing extra with this tile (a red action space still does)."""
    return tech(rules, tile_id).effect == "ignore-red-map"


def swaps_machinery(rules: RulesData, tile_id: str) -> bool:
    """Excavators and mixers pay for each other, in any mix, with this tile."""
    return tech(rules, tile_id).effect == "swap-machinery"


def whole_turn(rules: RulesData, tile_id: str) -> bool:
    return tech(rules, tile_id).effect in WHOLE_TURN
