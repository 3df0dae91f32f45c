"""A construction with a technology tile: choose the tile (or what Anton's copies), the structure, the place and
the way to pay; the tile and machinery go on the wheel, the wheel turns once, the structure is built with its
income, then the tile's effect applies (RULES.md §6.2)."""

from engine.barrage import tiles
from engine.barrage.build import buildable, payments, place, tile_options, usable
from engine.barrage.events import TileCopied
from engine.barrage.turn import Script, ask
from engine.barrage.wheel import load_wheel, turn_wheel
from engine.barrage.work import Work


def construct(work: Work, seat: int, whole_turn_tile: str = "") -> Script:
    """Choose a tile (or use `whole_turn_tile`, taken as a whole turn), what it copies (Anton's), for a joker the
    structure, where, and how to pay; the tile and machinery go on the wheel, the wheel turns once, the structure is
    built with its income, then the tile's effect applies."""
    rules = work.rules
    tile = whole_turn_tile or (yield ask("tile", tile_options(rules, work.state, seat)))
    used = yield ask("copy", usable(rules, work.state, seat, tile, whole_turn=bool(whole_turn_tile)), tile)
    if used != tile:
        work.emit(TileCopied(seat, used))
    pairs = list(buildable(rules, work.state, seat, used))
    structure = yield ask("structure", tuple(dict.fromkeys(s for s, _ in pairs)), used)
    location = yield ask("location", [place for s, place in pairs if s == structure], structure)
    ways = {way.id: way for way in payments(rules, work.state, seat, structure, location, used)}
    way = ways[(yield ask("payment", tuple(ways), structure, location))]
    company = work.company(seat)
    supply = list(company.tiles)
    supply.remove(tile)
    work.update(seat, tiles=tuple(supply))
    work.add(seat, excavators=-way.excavators, mixers=-way.mixers, credits=-way.credits)
    load_wheel(work, seat, tile, way.excavators, way.mixers)
    turn_wheel(work, seat)
    yield from place(work, seat, structure, location, tile, way)
    yield from tiles.apply(work, seat, used, location)
