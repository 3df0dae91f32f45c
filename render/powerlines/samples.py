"""Power Lines' images in sample positions, for the legibility benchmark (`render.core.samples`): the grid mid-game
with a row of cells lettered, and a scored game."""

from collections.abc import Iterator

from engine.core.record import GameRecord
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.game import POWERLINES
from engine.powerlines.state import PowerLinesState
from render.core.samples import NAMES, Case
from render.powerlines import render_final, render_grid


def computer_match() -> tuple[PowerLinesState, PowerLinesState]:
    """Game two after nine tiles, and the match over, both played by the computer."""
    record = GameRecord(POWERLINES, PowerLinesConfig(seed=4))
    playing: PowerLinesState | None = None
    while seats := POWERLINES.active_seats(record.state):
        state = record.state
        if state.game == 1 and len(state.grid) == 9 and playing is None:
            playing = state
        record.apply(POWERLINES.computer_action(state, seats[0], POWERLINES.levels[0]))
    assert playing is not None
    return playing, record.state


def samples() -> Iterator[Case]:
    playing, over = computer_match()
    spots = ((0, 3), (1, 3), (2, 3), (3, 3))
    yield Case(
        "powerlines",
        "grid with lettered cells",
        True,
        lambda lang: render_grid(playing, NAMES, lang=lang, highlight=spots, last=(0, 2)),
        floor=(10.5, 7.5),
    )
    yield Case(
        "powerlines",
        "scored game",
        False,
        lambda lang: render_final(over, NAMES, lang=lang),
        floor=(11.0, 7.5),
    )
