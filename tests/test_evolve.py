"""`evolve` is `dataclasses.replace` for slotted state classes, faster, and refuses what it cannot copy."""

from dataclasses import dataclass, field, replace

import pytest

from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from engine.core.evolve import evolve


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int
    tags: tuple[str, ...] = ()


def test_evolve_changes_the_fields_given_and_keeps_the_others():
    point = Point(1, 2, ("a",))
    moved = evolve(point, y=5)
    assert moved == Point(1, 5, ("a",)) and point == Point(1, 2, ("a",)) and moved.tags is point.tags


def test_evolve_matches_replace_on_a_game_state():
    state = BARRAGE.initial_state(BarrageConfig(seed=3, players=4, setup="standard"))
    company = state.companies[1]
    assert evolve(company, credits=9, engineers=0) == replace(company, credits=9, engineers=0)
    assert evolve(state, pending=("x",), turn=7) == replace(state, pending=("x",), turn=7)


def test_evolve_refuses_an_unknown_field():
    with pytest.raises(TypeError, match="no field z"):
        evolve(Point(1, 2), z=3)


@dataclass(frozen=True)
class Unslotted:
    x: int


@dataclass(frozen=True, slots=True)
class Checked:
    x: int
    doubled: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "doubled", 2 * self.x)


@pytest.mark.parametrize("value", [Unslotted(1), Checked(1)])
def test_evolve_refuses_classes_it_would_copy_wrongly(value):
    with pytest.raises(TypeError, match="evolve needs"):
        evolve(value, x=2)
