"""The expert's self-play fit (`benchmarks/barrage_fit.py`): stopped and resumed, it is the fit that never
stopped, and what it writes is what the expert level reads."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from benchmarks import barrage_fit as fit
from engine.barrage.ai import expert


def fake_margin(seed: int, settings: fit.Settings, plus: list[float], minus: list[float], swapped: bool) -> float:
    """A margin that depends on everything a real game's does, in no time."""
    return 40 * sum(p - m for p, m in zip(plus, minus, strict=True)) * (1 - plus[0]) + seed % 7 - 3 * swapped


@pytest.fixture
def fast(tmp_path, monkeypatch):
    monkeypatch.setattr(fit, "PROGRESS", tmp_path / "fit.json")
    monkeypatch.setattr(fit, "margin", fake_margin)


def test_a_fit_stopped_after_every_iteration_is_the_fit_that_never_stopped(fast):
    with ThreadPoolExecutor(2) as pool:
        whole = fit.load()
        for _ in range(6):
            fit.step(whole, pool)
        for _ in range(6):
            resumed = fit.load()
            fit.step(resumed, pool)
            fit.save(resumed)
    again = fit.load()
    assert again.iteration == 6 and again.margins == whole.margins
    assert again.theta == whole.theta and again.averaged == whole.averaged
    assert any(t != 0 for t in again.theta), "the weights moved"


def test_a_fit_of_other_weights_is_not_resumed(fast):
    progress = fit.load()
    progress.knobs = ("credit",)
    progress.theta = [0.0]
    fit.save(progress)
    with pytest.raises(SystemExit, match="fits other weights"):
        fit.load()


def test_an_iteration_plays_both_seatings_and_steps_every_weight(tmp_path, monkeypatch):
    monkeypatch.setattr(fit, "PROGRESS", tmp_path / "fit.json")
    progress = fit.load()
    with ThreadPoolExecutor(2) as pool:
        y = fit.step(progress, pool)
    assert progress.margins == [y] and y == int(y * 2) / 2, "the mean of two games' whole-VP margins"
    if y:
        assert all(t != 0 for t in progress.theta)


def test_the_written_weights_are_what_the_expert_level_reads(fast, tmp_path):
    progress = fit.load()
    progress.averaged = [0.5] * len(fit.KNOBS)
    read = fit.write(progress, tmp_path / "expert.json")
    assert read.energy == pytest.approx(fit.START.energy * 2**0.5, abs=1e-4)
    assert read.piece[0][1] == pytest.approx(fit.START.piece[0][1] * 2**0.5, abs=1e-4)
    assert read.wheel_step == fit.START.wheel_step, "a weight the fit does not move"


def test_the_shipped_weights_are_the_fit_as_committed():
    assert expert.fitted() == expert.read_weights(expert.WEIGHTS_PATH)
    weights = fit.weights_at(fit.load().averaged)
    assert expert.fitted().energy == pytest.approx(weights.energy, abs=1e-4)
