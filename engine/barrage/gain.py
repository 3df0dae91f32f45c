"""Receiving a reward (income, a contract, a tile's bonus): the plain amounts at once, then the choices it
leaves (which machinery, which headstreams), then the wheel turns. A free structure is placed by `build.collect`,
which wraps this."""

from engine.barrage.events import DropsAdded, Gained, MachineryChosen
from engine.barrage.river import flow_from
from engine.barrage.rules import Reward
from engine.barrage.turn import Script, ask
from engine.barrage.wheel import turn_wheel
from engine.barrage.work import Work
from engine.core.evolve import evolve

MACHINERY = ("excavator", "mixer")


def gain(work: Work, seat: int, reward: Reward, source: str) -> Script:
    work.add(
        seat,
        credits=reward.credits,
        vp=reward.vp,
        energy=reward.energy,
        excavators=reward.excavators,
        mixers=reward.mixers,
    )
    work.emit(Gained(seat, reward, source))
    for _ in range(reward.machinery):
        kind = yield ask("machinery", MACHINERY, source)
        excavators, mixers = (1, 0) if kind == "excavator" else (0, 1)
        work.add(seat, excavators=excavators, mixers=mixers)
        work.emit(MachineryChosen(seat, excavators, mixers))
    headstreams = work.rules.map.headstreams
    for _ in range(reward.drops):
        where = yield ask("headstream", headstreams, source)
        add_drops(work, where, 1, f"seat-{seat}")
    for _ in range(reward.drops_now):
        drop_now(work, (yield ask("headstream", headstreams, source)), f"seat-{seat}")
    for _ in range(reward.rotate):
        turn_wheel(work, seat)


def add_drops(work: Work, headstream: str, drops: int, source: str) -> None:
    """Drops put on a headstream to flow in the water-flow phase."""
    state = work.state
    index = work.rules.map.headstreams.index(headstream)
    waiting = list(state.map.headstreams)
    waiting[index] += drops
    work.state = evolve(state, map=evolve(state.map, headstreams=tuple(waiting)))
    work.emit(DropsAdded(headstream, drops, source))


def drop_now(work: Work, headstream: str, source: str) -> None:
    """A drop put on a headstream that flows at once."""
    work.emit(DropsAdded(headstream, 1, source))
    flow_from(work, headstream, 1, "now")
