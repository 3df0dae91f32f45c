"""Powerline's golden images (see tests/render/golden.py for how they compare and how to regenerate them)."""

from collections.abc import Callable
from pathlib import Path

import pytest

from engine.powerline.planning import next_step
from render.powerline import render_board, render_center, render_preview, render_round_summary, render_standings
from tests.render.golden import assert_matches_golden
from tests.render.helpers import NAMES, finished, play

GOLDEN = Path(__file__).with_name("golden")


def _preview() -> bytes:
    record, _ = play(2, 7, 5)
    step = next_step(record.state, 1, "red", ())
    first = next(o for o in step.options if o.line is not None)
    return render_preview(record.state, 1, "red", (first,), NAMES, lang="en")


def _summary() -> bytes:
    record, events = play(3, 8, 9)
    return render_round_summary(record.state, events, NAMES, lang="en")


CASES: dict[str, Callable[[], bytes]] = {
    "board": lambda: render_board(play(2, 7, 9)[0].state, 0, NAMES, lang="en"),
    "preview": _preview,
    "center": lambda: render_center(play(4, 3, 6)[0].state, NAMES, lang="en"),
    "summary": _summary,
    "standings": lambda: render_standings(finished(1).state, NAMES, lang="en"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_golden(name: str) -> None:
    assert_matches_golden(CASES[name](), GOLDEN / f"{name}.png")
