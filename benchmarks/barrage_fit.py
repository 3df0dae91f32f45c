"""A self-play fit of the Barrage position value's weights (issue #61, part 2), resumable.

Earlier fits read the value's parts against final scores and learned what goes with winning rather than what a
choice changes (`docs/barrage-ai.md`). This one tunes the weights on the only thing that matters, play: SPSA
(simultaneous perturbation stochastic approximation, as chess engines tune their evaluation). Each iteration draws
a random sign for every weight, plays the stage's search (greedy's or strong's) with the weights moved one way
against the same search with them moved the other, on one deal and with the seats swapped, and steps the weights
along the signs by the score margin. A weight is a multiplier on the hand-set value (its base-2 logarithm, so up and
down are alike), the price on a production system one piece short starting at 0.4.

The fit runs in stages: first greedy against greedy (cheap: 0.6 s a 2-player game), then strong against strong from
greedy's fitted weights with a smaller perturbation (±0.2 doublings, ±0.25 for greedy), since the expert uses the
weights under strong's search, where earlier sessions saw greedy's gains shrink (6 s a game). Each stage writes its
whole progress to `benchmarks/data/barrage_fit_<stage>.json` after every iteration (atomically), so it can be
stopped at any moment and goes on where it stopped; each iteration's deal and signs come from its number, so a
resumed fit is the fit that never stopped.

    python -m benchmarks.barrage_fit [--stage strong] [--minutes 30] [--iterations N] [--jobs 2]   # fit on
    python -m benchmarks.barrage_fit --stage greedy --show                                        # its weights
    python -m benchmarks.barrage_fit --write                 # them as the expert level's (engine/barrage/ai/data)
"""

import argparse
import json
import math
import os
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from engine.barrage.ai import Planner, expert, follow, greedy, strong
from engine.barrage.ai.value import WEIGHTS, Weights
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from engine.barrage.simulate import play_by

DATA = Path(__file__).with_name("data")

KNOBS = (
    "credit",
    "machinery",
    "surplus",
    "tile",
    "engineer",
    "piece",
    "conduit_value",
    "bonus_odds",
    "energy",
    "drop_end",
    "drop_least",
    "flowing",
    "reward_energy",
    "free_structure",
    "contract_odds",
    "short_system",
)
"""The weights the fit moves, each as a whole (a pair's both ends, every piece's price)."""

START = replace(WEIGHTS, short_system=0.4)
"""The hand-set weights, with the one-piece-short systems at the price that served greedy best (0.3-0.5)."""


@dataclass(frozen=True)
class Settings:
    """SPSA's gains (Spall's recommended exponents) and the games an iteration plays."""

    perturbation: float = 0.25
    """How far each weight is moved for the two sides (in doublings): about ±19 %."""
    step: float = 0.002
    """The step's gain: a 20 VP margin moves every weight by about 0.008 doublings at first, a fifth of that by the
    thousandth iteration."""
    stability: int = 50
    """Iterations added to the step's count, so the first steps are not the largest by far."""
    step_decay: float = 0.602
    perturbation_decay: float = 0.101
    bound: float = 1.5
    """No weight leaves [1/2.8, 2.8] times its hand-set value."""
    players: int = 2
    setup: str = "standard"
    seed: int = 100_000
    """Iteration k plays the deal of seed `seed + k`; seeds below are left to the measurements."""
    level: str = "greedy"
    """The search the weights are played under: greedy's or strong's."""
    after: str = ""
    """The stage whose fitted weights this one starts from (none: the hand-set ones)."""


STAGES = {
    "greedy": Settings(),
    "strong": Settings(perturbation=0.2, seed=200_000, level="strong", after="greedy"),
}
"""The fit's stages in order, each with its own progress file."""


def progress_path(stage: str) -> Path:
    return DATA / f"barrage_fit_{stage}.json"


@dataclass
class Progress:
    settings: Settings
    knobs: tuple[str, ...]
    theta: list[float]
    iteration: int = 0
    averaged: list[float] = field(default_factory=list)
    """Theta averaged over the last `AVERAGED` iterations or so (a moving average): the fitted weights, steadier
    than theta, which each noisy step moves."""
    margins: list[float] = field(default_factory=list)
    """Each iteration's margin, the plus side's over the minus side's (VP a game)."""

    def fitted(self) -> list[float]:
        """The fitted weights' logarithms: the average, once there is one."""
        return self.averaged or self.theta


AVERAGED = 100


def weights_at(theta: Sequence[float], knobs: Sequence[str] = KNOBS) -> Weights:
    """`START` with each knob's weight times 2**theta."""
    changes: dict[str, Any] = {}
    for knob, log2 in zip(knobs, theta, strict=True):
        changes[knob] = _scaled(getattr(START, knob), 2.0**log2)
    return replace(START, **changes)


def _scaled(value: Any, factor: float) -> Any:
    if isinstance(value, tuple):
        return tuple((v[0], v[1] * factor) if isinstance(v, tuple) else v * factor for v in value)
    return value * factor


def planner(level: str, weights: Weights) -> Planner:
    """Greedy's or strong's search with `weights` for the position value."""
    if level == "strong":
        settings = replace(strong.SETTINGS, weights=weights)
        return lambda state, seat: strong.plan(state, seat, settings)

    def plan(state: Any, seat: int) -> tuple[str, ...]:
        return greedy.best_turns(state, seat, greedy.BUDGET, weights)[0][0].choices

    return plan


def play(seed: int, players: int, setup: str, planners: Sequence[tuple[str, Planner]]) -> tuple[int, ...]:
    """A whole game with seat i planned by `planners[i]` (a name for the plans' memo, the planner): the scores."""
    movers = [partial(follow, BARRAGE, name=name, planner=planner) for name, planner in planners]
    outcome = BARRAGE.outcome(play_by(BarrageConfig(seed=seed, players=players, setup=setup), movers))
    assert outcome is not None
    return outcome.scores


def margin(seed: int, settings: Settings, plus: list[float], minus: list[float], swapped: bool) -> float:
    """The plus side's score less the minus side's in one game (2 players: plus in seat 1 when `swapped`)."""
    sides = [("plus", planner(settings.level, weights_at(plus))), ("minus", planner(settings.level, weights_at(minus)))]
    if swapped:
        sides.reverse()
    scores = play(seed, settings.players, settings.setup, sides)
    return float(scores[1] - scores[0]) if swapped else float(scores[0] - scores[1])


def signs(iteration: int, count: int) -> list[int]:
    draw = random.Random(f"barrage-fit-{iteration}")
    return [draw.choice((-1, 1)) for _ in range(count)]


def step(progress: Progress, pool: Executor) -> float:
    """One iteration: two games, the weights stepped; the margin."""
    s, k = progress.settings, progress.iteration
    c = s.perturbation / (k + 1) ** s.perturbation_decay
    a = s.step / (k + 1 + s.stability) ** s.step_decay
    delta = signs(k, len(progress.theta))
    plus = [t + c * d for t, d in zip(progress.theta, delta, strict=True)]
    minus = [t - c * d for t, d in zip(progress.theta, delta, strict=True)]
    games = [pool.submit(margin, s.seed + k, s, plus, minus, swapped) for swapped in (False, True)]
    y = statistics.fmean(g.result() for g in games)
    progress.theta = [
        max(-s.bound, min(s.bound, t + a * y / (2 * c) * d)) for t, d in zip(progress.theta, delta, strict=True)
    ]
    progress.iteration += 1
    progress.margins.append(y)
    weight = max(1 / progress.iteration, 1 / AVERAGED)
    progress.averaged = [(1 - weight) * m + weight * t for m, t in zip(progress.fitted(), progress.theta, strict=True)]
    return y


def load(stage: str) -> Progress:
    """The stage's progress; a stage not begun starts from the fitted weights of the stage it follows."""
    path = progress_path(stage)
    if not path.exists():
        settings = STAGES[stage]
        start = load(settings.after).fitted() if settings.after else [0.0] * len(KNOBS)
        return Progress(settings, KNOBS, list(start))
    data = json.loads(path.read_text())
    progress = Progress(Settings(**data["settings"]), tuple(data["knobs"]), list(data["theta"]))
    progress.iteration = data["iteration"]
    progress.averaged = list(data["averaged"])
    progress.margins = list(data["margins"])
    if progress.knobs != KNOBS or len(progress.theta) != len(KNOBS):
        raise SystemExit(f"{path} fits other weights ({progress.knobs}): move it away to start a new fit")
    return progress


def save(progress: Progress, stage: str) -> None:
    data = {
        "settings": asdict(progress.settings),
        "knobs": list(progress.knobs),
        "iteration": progress.iteration,
        "theta": progress.theta,
        "averaged": progress.averaged,
        "margins": progress.margins,
    }
    path = progress_path(stage)
    partial = path.with_suffix(".tmp")
    partial.write_text(_entry_a_line(data))
    os.replace(partial, path)


def show(progress: Progress) -> None:
    print(f"{progress.iteration} iterations; the fitted multipliers (theta averaged over about {AVERAGED}):")
    for knob, log2 in zip(progress.knobs, progress.fitted(), strict=True):
        print(f"  {knob:>15}: x{2**log2:.2f}")
    recent = progress.margins[-200:]
    if len(recent) > 1:
        half = 1.96 * statistics.stdev(recent) / math.sqrt(len(recent))
        print(f"  |margin| of the last {len(recent)} iterations: {statistics.fmean(map(abs, recent)):.1f} ± {half:.1f}")


def write(progress: Progress, path: Path = expert.WEIGHTS_PATH) -> Weights:
    """The fitted weights written as the expert level's data file, and read back as the level reads them."""
    weights = weights_at(progress.fitted(), progress.knobs)
    path.write_text(_entry_a_line(_rounded(asdict(weights))))
    return expert.read_weights(path)


def _entry_a_line(data: dict[str, Any]) -> str:
    """A JSON object with each entry on a line of its own, so a diff shows which changed."""
    body = ",\n".join(f" {json.dumps(key)}: {json.dumps(value, separators=(',', ':'))}" for key, value in data.items())
    return "{\n" + body + "\n}\n"


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_rounded(v) for v in value]
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stage", choices=STAGES, default=list(STAGES)[-1], help="the stage to fit, show or write")
    parser.add_argument("--minutes", type=float, default=30.0, help="stop after the iteration that passes this")
    parser.add_argument("--iterations", type=int, help="stop at this many iterations in all")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", action="store_true", help="print the fitted weights and stop")
    parser.add_argument("--write", action="store_true", help="write the fitted weights as the expert level's")
    args = parser.parse_args()
    progress = load(args.stage)
    if args.show or args.write:
        show(progress)
        if args.write:
            write(progress)
            print(f"written to {expert.WEIGHTS_PATH}")
        return
    ends = time.monotonic() + 60 * args.minutes
    with ProcessPoolExecutor(args.jobs) as pool:
        while time.monotonic() < ends and (args.iterations is None or progress.iteration < args.iterations):
            started = time.monotonic()
            y = step(progress, pool)
            save(progress, args.stage)
            print(f"iteration {progress.iteration}: margin {y:+.1f} ({time.monotonic() - started:.1f} s)", flush=True)
    show(progress)


if __name__ == "__main__":
    main()
