"""Powerline's images in sample positions, for the legibility benchmark (`render.core.samples`): six and four boards
late in the game, every variant's panel, the planner with a worker placed, the center board, a six-board round
summary and the standings of a table and of a solo game."""

import random
from collections.abc import Iterator

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline.config import Variants
from engine.powerline.planning import next_step
from engine.powerline.playout import play_game, random_walk_plan
from engine.powerline.state import PowerlineState
from render.core.samples import NAMES, Case
from render.powerline import render_board, render_center, render_preview, render_round_summary, render_standings


def late_game(seed: int, players: int = 6) -> tuple[PowerlineState, list[object]]:
    """A game of random plans after round 13 and that round's events."""
    record = GameRecord(POWERLINE, PowerlineConfig(players=players, seed=seed))
    rng = random.Random(seed)
    events: list[object] = []
    while record.state.round <= 13:
        state = record.state
        for seat in state.waiting_for:
            events = record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    return record.state, events


def variants_game() -> PowerlineState:
    """A three-player game with the blue chart, the adventure island and the vacation tile, after eight rounds."""
    variants = Variants(construction_limits=True, adventure_island=True)
    record = GameRecord(POWERLINE, PowerlineConfig(players=3, seed=8, variants=variants))
    rng = random.Random(8)
    while record.state.round <= 8:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    return record.state


def finished_game(players: int) -> PowerlineState:
    """A game of random plans played to its end."""
    return play_game(PowerlineConfig(players=players, seed=3), [random_walk_plan] * players, random.Random(3)).state


def samples() -> Iterator[Case]:
    late, events = late_game(11, 6)
    four, _ = late_game(11, 4)
    variants = variants_game()
    table, solo = finished_game(4), finished_game(1)
    step = next_step(late, 0, "red", ())
    first = next(o for o in step.options if o.line is not None)
    yield Case(
        "powerline",
        "board (6 players)",
        True,
        lambda lang: render_board(late, 2, NAMES, lang=lang),
        floor=(9.4, 7.5),
    )
    yield Case(
        "powerline",
        "board (4 players)",
        True,
        lambda lang: render_board(four, 1, NAMES, lang=lang),
        floor=(9.4, 7.5),
    )
    yield Case(
        "powerline",
        "board (every variant)",
        True,
        lambda lang: render_board(variants, 1, NAMES, lang=lang),
        floor=(9.2, 7.5),
    )
    yield Case(
        "powerline",
        "planner preview",
        True,
        lambda lang: render_preview(late, 0, "red", (first,), NAMES, lang=lang),
        floor=(9.0, 7.4),
    )
    yield Case(
        "powerline",
        "center board",
        False,
        lambda lang: render_center(late, NAMES, lang=lang),
        floor=(9.9, 6.5),
    )
    yield Case(
        "powerline",
        "round summary (6 boards)",
        False,
        lambda lang: render_round_summary(late, events, NAMES, lang=lang),
        floor=(10.3, 6.5),
    )
    yield Case(
        "powerline",
        "standings (4 players)",
        False,
        lambda lang: render_standings(table, NAMES, lang=lang),
        floor=(15.0, 7.8),
    )
    yield Case(
        "powerline",
        "standings (solo rating)",
        False,
        lambda lang: render_standings(solo, NAMES, lang=lang),
        floor=(13.1, 6.8),
    )
