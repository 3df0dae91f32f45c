"""Render speed and size: median ms per player board, planning preview, 6-player composite and timelapse, Power
Lines' grid, move preview and scored grid, and Barrage's map, company panel, shared boards and final standings.

Targets: board < 40 ms, 6-player composite < 250 ms, each PNG < 500 KB, timelapse < 2 s and < 4 MB; each Power
Lines image < 30 ms; Barrage's map < 150 ms, its company panel < 60 ms, each Barrage PNG < 800 KB.
Times include PNG/GIF encoding and are taken warm (the static board art is cached per board after first use).
"""

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from engine.powerline import PowerlineConfig
from engine.powerline.planning import next_step
from engine.powerline.playout import play_game, random_walk_plan
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.state import Cell, GameScore, LineScore, PowerLinesState
from render.barrage import render_boards, render_company, render_map
from render.barrage import render_final as render_barrage_final
from render.barrage.samples import barrage_game
from render.core.samples import NAMES
from render.powerline import (
    render_board,
    render_center,
    render_preview,
    render_round_summary,
    render_standings,
    render_timelapse,
)
from render.powerline.samples import late_game
from render.powerlines import render_final, render_grid


def powerlines_states() -> tuple[PowerLinesState, PowerLinesState]:
    """Game two of a match after 9 tiles, and the match after both games, laid by hand (every line of a scored
    grid gets a side and points, which is all the image reads)."""
    full = tuple(Cell(i % 4, i // 4, (i * 7) % 16) for i in range(16))
    lines = tuple(
        LineScore(f"{kind}-{n}", (), ("suits", "values", None)[(n + len(kind)) % 3], n, 2, 2)
        for kind, count in (("row", 4), ("col", 4), ("diag", 2))
        for n in range(1, count + 1)
    )
    score = GameScore(full, lines, 9, 7)
    playing = PowerLinesState(PowerLinesConfig(), 0, (0, 1), game=1, grid=full[:9], finished=(score,), turn=25)
    return playing, replace(playing, game=2, grid=(), finished=(score, score), turn=32)


def median_ms(run: Callable[[], bytes], repeat: int) -> tuple[float, int]:
    run()
    samples, size = [], 0
    for _ in range(repeat):
        started = time.perf_counter()
        size = len(run())
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1000, size


def main() -> None:
    state, events = late_game(11)
    step = next_step(state, 0, "red", ())
    first = next(o for o in step.options if o.line is not None)
    record = play_game(PowerlineConfig(players=4, seed=3), [random_walk_plan] * 4, random.Random(3))
    playing, over = powerlines_states()
    spots = ((0, 3), (1, 3), (2, 3), (3, 3), (1, 2), (2, 2), (3, 2))
    crowded, _ = barrage_game(12)
    ended, final_lines = barrage_game(-1)
    choices = ("5-up", "6-down", "8-c", "9-b", "10-a", "11-c", "12-d")
    names = NAMES[:4]
    cases: list[tuple[str, Callable[[], bytes], int, str]] = [
        ("player board", lambda: render_board(state, 2, NAMES, lang="en"), 30, "< 40 ms"),
        ("planning preview", lambda: render_preview(state, 0, "red", (first,), NAMES, lang="en"), 30, "< 40 ms"),
        ("6-player composite", lambda: render_round_summary(state, events, NAMES, lang="en"), 10, "< 250 ms"),
        ("center board", lambda: render_center(state, NAMES, lang="en"), 20, ""),
        ("standings", lambda: render_standings(record.state, NAMES, lang="en"), 20, ""),
        ("timelapse (16 frames)", lambda: render_timelapse(record, 0, NAMES, lang="en"), 3, "< 2000 ms, < 4 MB"),
        (
            "power lines grid",
            lambda: render_grid(playing, NAMES, lang="en", highlight=spots, last=(0, 2)),
            30,
            "< 30 ms",
        ),
        (
            "power lines move preview",
            lambda: render_grid(playing, NAMES, lang="en", highlight=spots, last=(0, 2), pending=(1, 2, 3)),
            30,
            "< 30 ms",
        ),
        ("power lines final", lambda: render_final(over, NAMES, lang="en"), 30, "< 30 ms"),
        (
            "barrage map",
            lambda: render_map(crowded, names, lang="en", highlight=choices, moved=("7-down",)),
            20,
            "< 150 ms",
        ),
        ("barrage company panel", lambda: render_company(crowded, 1, names, lang="en"), 20, "< 60 ms"),
        ("barrage boards", lambda: render_boards(crowded, names, lang="en"), 20, ""),
        ("barrage final", lambda: render_barrage_final(ended, names, lang="en", lines=final_lines), 20, ""),
    ]
    for name, run, repeat, target in cases:
        ms, size = median_ms(run, repeat)
        note = f"  (target {target})" if target else ""
        print(f"{name:24s} median {ms:7.1f} ms   {size / 1024:7.1f} KB{note}")


if __name__ == "__main__":
    main()
