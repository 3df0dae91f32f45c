"""Barrage's golden map (see tests/render/golden.py for how it compares and how to regenerate it): every space of
a new introductory game built, so the picture depends on the setup and the rules' data only, not on play."""

from pathlib import Path

from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from render.barrage import render_map
from tests.render.golden import assert_matches_golden
from tests.render_barrage.helpers import NAMES, full_map

GOLDEN = Path(__file__).with_name("golden")


def test_the_map_matches_its_golden() -> None:
    state = full_map(BARRAGE.initial_state(BarrageConfig(seed=1, players=4, setup="introductory")))
    data = render_map(state, NAMES, lang="en", highlight=("5-up", "3-right", "11-c", "C"), moved=("9-down",))
    assert_matches_golden(data, GOLDEN / "map.png")
