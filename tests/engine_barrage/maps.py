"""Maps built by hand, so the engine's tests do not wait on the data files."""

from itertools import pairwise

from engine.barrage.rules import DamSpace, WaterMap

RIVER = (
    ("A", "1-up", "1-down", "ph-8"),
    ("B", "2-up", "2-down", "ph-5"),
    ("C", "3-up", "3-down", "ph-6"),
    ("D", "4-up", "4-down", "ph-7"),
    ("ph-5", "5-up", "5-down", "ph-9"),
    ("ph-6", "6-up", "6-down", "ph-10"),
    ("ph-7", "7-up", "7-down", "ph-10"),
    ("ph-8", "8-up", "8-down", "ph-11"),
    ("ph-9", "9-up", "9-down", "ph-11"),
    ("ph-10", "10-up", "10-down", "ph-12"),
    ("ph-11", "sea-left"),
    ("ph-12", "sea-right"),
)
"""The base map's river graph (rules §4.3) as reaches, each from where it starts to where it flows into."""

TOY = (
    ("A", "1-up", "1-down", "ph-3"),
    ("B", "2-up", "2-down", "ph-3"),
    ("ph-3", "3-up", "3-down", "sea-left"),
    ("C", "4-up", "4-down", "sea-right"),
)
"""Two rivers merging at basin 3's powerhouses, and a third on its own."""


def water_map(reaches: tuple[tuple[str, ...], ...], basins: int, headstreams: str, seas: tuple[str, ...]) -> WaterMap:
    """A map holding only what water needs: dam spaces, headstreams, flow and seas."""
    flow = {node: after for reach in reaches for node, after in pairwise(reach)}
    assert len(flow) == sum(len(reach) - 1 for reach in reaches), "a node flows to two places"
    dams = tuple(DamSpace(f"{b}-{side}", b, side == "up") for b in range(1, basins + 1) for side in ("up", "down"))
    return WaterMap((), dams, (), (), tuple(headstreams), flow, seas, 3, 3)


def real_map() -> WaterMap:
    return water_map(RIVER, 10, "ABCD", ("sea-left", "sea-right"))


def toy_map() -> WaterMap:
    return water_map(TOY, 4, "ABC", ("sea-left", "sea-right"))
