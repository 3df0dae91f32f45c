"""The expert's self-play fit (`benchmarks/barrage_fit.py`): stopped and resumed, it is the fit that never
stopped, and what it writes is what the expert level reads."""

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from benchmarks import barrage_fit as fit
from engine.barrage.ai import expert, strong
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE


def fake_margin(seed: int, settings: fit.Settings, plus: list[float], minus: list[float], swapped: bool) -> float:
    """A margin that depends on everything a real game's does, in no time."""
    return 40 * sum(p - m for p, m in zip(plus, minus, strict=True)) * (1 - plus[0]) + seed % 7 - 3 * swapped


@pytest.fixture
def fast(tmp_path, monkeypatch):
    monkeypatch.setattr(fit, "DATA", tmp_path)
    monkeypatch.setattr(fit, "margin", fake_margin)


def test_a_fit_stopped_after_every_iteration_is_the_fit_that_never_stopped(fast):
    with ThreadPoolExecutor(2) as pool:
        whole = fit.load("greedy")
        for _ in range(6):
            fit.step(whole, pool)
        for _ in range(6):
            resumed = fit.load("greedy")
            fit.step(resumed, pool)
            fit.save(resumed, "greedy")
    again = fit.load("greedy")
    assert again.iteration == 6 and again.margins == whole.margins
    assert again.theta == whole.theta and again.averaged == whole.averaged
    assert any(t != 0 for t in again.theta), "the weights moved"


def test_a_fit_of_other_weights_is_not_resumed(fast):
    progress = fit.load("greedy")
    progress.knobs = ("credit",)
    progress.theta = [0.0]
    fit.save(progress, "greedy")
    with pytest.raises(SystemExit, match="fits other weights"):
        fit.load("greedy")


def test_a_stage_starts_from_the_fitted_weights_of_the_stage_before(fast):
    first = fit.load("greedy")
    first.iteration, first.averaged = 1, [0.25] * len(fit.KNOBS)
    fit.save(first, "greedy")
    second = fit.load("strong")
    assert second.theta == first.averaged and second.iteration == 0
    assert second.settings.level == "strong" and second.settings.seed != first.settings.seed, "deals of its own"


def test_the_strong_stage_plays_strong_with_the_weights_it_is_given(monkeypatch):
    calls = []

    def plan(state, seat, settings):
        calls.append(settings)
        return ("pass",)

    monkeypatch.setattr(strong, "plan", plan)
    weights = fit.weights_at([0.5] * len(fit.KNOBS))
    state = BARRAGE.initial_state(BarrageConfig(seed=3, players=2, setup="standard"))
    assert fit.planner("strong", weights)(state, 0) == ("pass",)
    assert calls == [replace(strong.SETTINGS, weights=weights)]


def test_an_iteration_plays_both_seatings_and_steps_every_weight(tmp_path, monkeypatch):
    monkeypatch.setattr(fit, "DATA", tmp_path)
    progress = fit.load("greedy")
    with ThreadPoolExecutor(2) as pool:
        y = fit.step(progress, pool)
    assert progress.margins == [y] and y == int(y * 2) / 2, "the mean of two games' whole-VP margins"
    if y:
        assert all(t != 0 for t in progress.theta)


def test_the_written_weights_are_what_the_expert_level_reads(fast, tmp_path):
    progress = fit.load("greedy")
    progress.averaged = [0.5] * len(fit.KNOBS)
    read = fit.write(progress, tmp_path / "expert.json")
    assert read.energy == pytest.approx(fit.START.energy * 2**0.5, abs=1e-4)
    assert read.piece[0][1] == pytest.approx(fit.START.piece[0][1] * 2**0.5, abs=1e-4)
    assert read.wheel_step == fit.START.wheel_step, "a weight the fit does not move"


def test_the_shipped_weights_are_the_last_stage_as_committed(tmp_path):
    last = fit.load(list(fit.STAGES)[-1])
    assert last.iteration > 0
    assert fit.write(last, tmp_path / "expert.json") == expert.fitted() == expert.read_weights(expert.WEIGHTS_PATH)
