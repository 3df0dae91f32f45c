"""The construction wheel: a construction leaves its tile and machinery in the open segment, and each turn of the
wheel brings the next segment to the top, returning what it holds to the supply."""

from engine.barrage.events import WheelTurned
from engine.barrage.state import Segment
from engine.barrage.work import Work
from engine.core.evolve import evolve


def load_wheel(work: Work, seat: int, tile: str, excavators: int, mixers: int) -> None:
    """Put a construction's tile and machinery into the open segment."""
    wheel = work.company(seat).wheel
    top = wheel[0]
    filled = evolve(top, tiles=(*top.tiles, tile), excavators=top.excavators + excavators, mixers=top.mixers + mixers)
    work.update(seat, wheel=(filled, *wheel[1:]))


def turn_wheel(work: Work, seat: int) -> None:
    company = work.company(seat)
    wheel = (*company.wheel[1:], company.wheel[0])
    back = wheel[0]
    work.update(
        seat,
        wheel=(Segment(), *wheel[1:]),
        tiles=(*company.tiles, *back.tiles),
        excavators=company.excavators + back.excavators,
        mixers=company.mixers + back.mixers,
    )
    work.emit(WheelTurned(seat, back.tiles, back.excavators, back.mixers))
