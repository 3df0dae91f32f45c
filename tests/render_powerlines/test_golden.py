"""Power Lines' golden images (see tests/render/golden.py for how they compare and how to regenerate them)."""

from collections.abc import Callable
from pathlib import Path

import pytest

from render.powerlines import render_final, render_grid
from tests.render.golden import assert_matches_golden
from tests.render_powerlines.helpers import (
    GAME_ONE,
    GAME_TWO,
    MID_GAME,
    NAMES,
    legal_spots,
    scored,
    state_with,
)

GOLDEN = Path(__file__).with_name("golden")

CASES: dict[str, Callable[[], bytes]] = {
    "grid": lambda: render_grid(
        state_with(MID_GAME), NAMES, lang="en", highlight=legal_spots(MID_GAME), last=MID_GAME[-1][:2]
    ),
    "final": lambda: render_final(state_with((), (scored(GAME_ONE), scored(GAME_TWO, -1, -2))), NAMES, lang="en"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_golden(name: str) -> None:
    assert_matches_golden(CASES[name](), GOLDEN / f"{name}.png")
