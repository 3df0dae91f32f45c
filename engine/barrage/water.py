"""Water on the Barrage map: drops run down the river graph (`WaterMap.flow`) and rest in the first dam with room.

Pure functions: dams come in as a mapping and go out as a new dict, so the state module decides where they live.
Capacity is the caller's callback because an officer (Graziano) lets some dams hold more than their height.
Because a drop only ever fills the first dam with room on its way, where drops come to rest does not depend on the
order they flow in; only their paths do, and those are returned for what a flow triggers (USA's energy).
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from engine.barrage.rules import WaterMap
from engine.core.anchored import Anchored


@dataclass(frozen=True, slots=True)
class Dam:
    """A dam built on a dam space (the dict key that holds it), with the drops resting in it."""

    owner: int
    """A seat 0-3 or `rules.NEUTRAL`."""
    height: int
    """Base plus elevations, 1-3: the drops it holds unless an officer says otherwise."""
    drops: int


@dataclass(frozen=True, slots=True)
class DropPath:
    """Where one drop went, so the caller can pay what passing a node triggers."""

    start: str
    passed: tuple[str, ...]
    """The nodes between `start` and `stop`, both left out, in flow order: the powerhouse nodes ("ph-<basin>")
    among them are the ones USA's ability counts, which never counts the drop's starting point."""
    stop: str
    """The dam space it rests in, or the sea it left the map by."""


def downstream(water: WaterMap, node: str) -> tuple[str, ...]:
    """The nodes after `node` in flow order, ending with its sea (empty for a sea itself)."""
    _, courses = _map_facts(water)
    course = courses.get(node)
    if course is None:
        course = courses[node] = _course(water, node)
    return course


def _course(water: WaterMap, node: str) -> tuple[str, ...]:
    path: list[str] = []
    while node not in water.seas:
        if node not in water.flow or len(path) >= len(water.flow):
            raise ValueError(f"river node {node!r} does not lead to a sea")
        node = water.flow[node]
        path.append(node)
    return tuple(path)


_COURSES: Anchored[int, tuple[frozenset[str], dict[str, tuple[str, ...]]]] = Anchored(8)
"""By map: the dam spaces and the courses found so far. Every drop of every flow follows one, and the computer
players flow water on thousands of positions a turn."""


def _map_facts(water: WaterMap) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    return _COURSES.get(id(water), water, lambda: (frozenset(space.id for space in water.dams), {}))


def release(
    water: WaterMap, dams: Mapping[str, Dam], start: str, count: int, capacity: Callable[[Dam], int]
) -> tuple[dict[str, Dam], tuple[DropPath, ...]]:
    """`count` drops enter the river at `start` and flow one by one; each rests in the first dam after `start`
    holding fewer drops than `capacity(dam)`, or leaves by the sea. Returns the new dams and one path per drop.

    `start` is any node that is not a sea: a headstream, a powerhouse node "ph-<basin>" (a production's drops, which
    go on into that basin's dams) or a dam space (drops leaving that dam). The start never keeps a drop, and drops
    taken out of a dam are the caller's to subtract from it.
    """
    if start not in water.flow:
        raise ValueError(f"drops cannot enter the river at {start!r}")
    if count < 0:
        raise ValueError(f"cannot release {count} drops")
    spaces, _ = _map_facts(water)
    strays = dams.keys() - spaces
    if strays:
        raise ValueError(f"dams on no dam space: {sorted(strays)}")
    course = downstream(water, start)
    held = dict(dams)
    paths: list[DropPath] = []
    for _ in range(count):
        at = next(
            (i for i, node in enumerate(course) if node in held and held[node].drops < capacity(held[node])),
            len(course) - 1,
        )
        stop = course[at]
        if stop in held:
            dam = held[stop]
            held[stop] = Dam(dam.owner, dam.height, dam.drops + 1)
        paths.append(DropPath(start, course[:at], stop))
    return held, tuple(paths)


def water_phase(
    water: WaterMap, dams: Mapping[str, Dam], headstreams: Sequence[int], capacity: Callable[[Dam], int]
) -> tuple[dict[str, Dam], tuple[DropPath, ...], tuple[int, ...]]:
    """Every drop waiting on the headstreams (counts in `water.headstreams` order) flows, headstream A's first.

    Returns the new dams, the drops' paths and the emptied headstreams.
    """
    if len(headstreams) != len(water.headstreams):
        raise ValueError(f"{len(headstreams)} headstream counts for {len(water.headstreams)} headstreams")
    held = dict(dams)
    paths: list[DropPath] = []
    for node, count in zip(water.headstreams, headstreams, strict=True):
        held, flowed = release(water, held, node, count, capacity)
        paths.extend(flowed)
    return held, tuple(paths), (0,) * len(headstreams)
