"""Numbers and decisions of the rules (rules.json, charts.json, solo_ratings.json), each written once."""

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.errors import DataError
from engine.powerline.data_files import load_json


@dataclass(frozen=True)
class Chart:
    """A worker chart: tiles per column (column k = k workers deployed), optional powerline limits."""

    name: str
    columns: tuple[int, ...]
    line_limits: tuple[int, ...] | None

    def line_limit(self, workers: int, default: int) -> int:
        return default if self.line_limits is None else self.line_limits[workers - 1]


@dataclass(frozen=True)
class SoloRating:
    """A step of the solo rating chart; its title is words for people, so the catalogs name it by `key`."""

    min_vp: int
    key: str


@dataclass(frozen=True)
class RulesData:
    workers: tuple[str, ...]
    plan_starts: tuple[str, ...]
    die_faces: int
    rounds: int
    scoring_after_rounds: tuple[int, ...]
    jokers_after_scoring: dict[str, tuple[int, ...]]
    start_vp: int
    start_energy: int
    max_lines_per_round: int
    island_loss_per_worker: int
    adventure_token_cap: int
    vacation_needs_island_worker: bool
    unfinished_line_penalties: tuple[int, ...]
    unfinished_line_penalty_step: int
    tie_break: str
    base_tiles: tuple[str, ...]
    contract_groups: dict[str, tuple[tuple[str, ...], ...]]
    special_tiles: tuple[str, ...]
    charts: dict[str, Chart]
    solo_ratings: tuple[SoloRating, ...]

    def unfinished_penalty(self, lines: int) -> int:
        table = self.unfinished_line_penalties
        if lines < len(table):
            return table[lines]
        return table[-1] + (lines - len(table) + 1) * self.unfinished_line_penalty_step

    def next_scoring(self, round_: int) -> int | None:
        """Which scoring (1, 2, 3) comes at the end of `round_` or later; None after the last round."""
        return next((i + 1 for i, r in enumerate(self.scoring_after_rounds) if r >= round_), None)

    def solo_rating(self, vp: int) -> SoloRating:
        return [r for r in self.solo_ratings if vp >= r.min_vp][-1]


def _chart(name: str, raw: dict[str, Any], workers: int) -> Chart:
    columns = tuple(raw["columns"])
    limits = raw.get("line_limits")
    if len(columns) != workers or any(c < 0 for c in columns):
        raise DataError(f"chart {name}: needs {workers} non-negative column sizes, one per worker count")
    if limits is not None and len(limits) != workers:
        raise DataError(f"chart {name}: line_limits needs one entry per worker count")
    return Chart(name, columns, None if limits is None else tuple(limits))


@cache
def load_rules() -> RulesData:
    raw = load_json("rules.json")
    charts = {name: _chart(name, c, len(raw["workers"])) for name, c in load_json("charts.json").items()}
    ratings = tuple(SoloRating(r["min_vp"], r["key"]) for r in load_json("solo_ratings.json"))
    rules = RulesData(
        workers=tuple(raw["workers"]),
        plan_starts=tuple(raw["plan_starts"]),
        die_faces=raw["die_faces"],
        rounds=raw["rounds"],
        scoring_after_rounds=tuple(raw["scoring_after_rounds"]),
        jokers_after_scoring={k: tuple(v) for k, v in raw["jokers_after_scoring"].items()},
        start_vp=raw["start_vp"],
        start_energy=raw["start_energy"],
        max_lines_per_round=raw["max_lines_per_round"],
        island_loss_per_worker=raw["island_loss_per_worker"],
        adventure_token_cap=raw["adventure_token_cap"],
        vacation_needs_island_worker=raw["vacation_needs_island_worker"],
        unfinished_line_penalties=tuple(raw["unfinished_line_penalties"]),
        unfinished_line_penalty_step=raw["unfinished_line_penalty_step"],
        tie_break=raw["tie_break"],
        base_tiles=tuple(raw["base_tiles"]),
        contract_groups={k: tuple(tuple(g) for g in v) for k, v in raw["contract_groups"].items()},
        special_tiles=tuple(raw["special_tiles"]),
        charts=charts,
        solo_ratings=ratings,
    )
    _validate(rules)
    return rules


def _validate(rules: RulesData) -> None:
    if len(set(rules.workers)) != len(rules.workers) or len(rules.workers) != rules.die_faces:
        raise DataError("rules: one worker colour per die, all distinct, as many as a die has faces")
    if rules.plan_starts != (rules.workers[0], rules.workers[-1]):
        raise DataError("rules: a plan starts at either end of the worker row")
    if rules.scoring_after_rounds[-1] != rules.rounds:
        raise DataError("rules: the last scoring comes after the last round")
    if set(rules.charts) != {"green", "blue"}:
        raise DataError("rules: charts.json must define the green and the blue chart")
    for chart in rules.charts.values():
        if sum(chart.columns) != rules.rounds:
            raise DataError(f"chart {chart.name}: one tile leaves per round, so it needs {rules.rounds} tiles")
    if not rules.solo_ratings or rules.solo_ratings[0].min_vp != 0:
        raise DataError("solo ratings must start at 0 VP")
    if [r.min_vp for r in rules.solo_ratings] != sorted({r.min_vp for r in rules.solo_ratings}):
        raise DataError("solo ratings must rise strictly")
    keys = [r.key for r in rules.solo_ratings]
    if len(set(keys)) != len(keys) or not all(keys):
        raise DataError("solo ratings need distinct, non-empty keys")
