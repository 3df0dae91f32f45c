"""Search for six pip layouts that are really different yet equally hard, and write them as the six boards.

1. Draw `--candidates` layouts from `--seed`: the 53 segments show every die face 8 or 9 times, shuffled over the
   lines. A layout within `MIN_DIFFERENT` segments of an earlier one (after renaming faces and turning lines, see
   `engine/powerline/board_likeness.py`), or one where some face ends no line, is drawn again.
2. Screen: the strong level plays each candidate on `--screen` base-game seeds (the same seeds for all).
3. The `--finalists` nearest the median play `--seeds` more base seeds and `--mix-seeds` seeds of the variant mix.
4. Keep the six whose base and mix means sit closest together, ordered by base mean, and write them as
   `data/boards/board1..6.json`. The search seeds start at `SEARCH_SEEDS`, apart from the seeds 0.. that
   `benchmarks/balance.py` then uses to measure the boards it states in their files.

`--replace N` searches for one board in place of board N instead: the candidates must differ from the five other
boards, and those five play the same search seeds as the candidates; the screen keeps the candidates that best
centre the six there. A finalist's mean is then predicted on the seeds that report the boards: the five boards'
strong means there (from `--scores`, kept by `benchmarks/balance.py`) plus how far the finalist scored above
those five on the search seeds. The finalist whose prediction puts the six boards nearest the targets
(`TARGETS`) is written as `board<N>.json`; keep the board it replaces as an older edition first (see
`engine/powerline/board.py`).

Run from the repository root: `python -m benchmarks.boards [--candidates 24] [--jobs 2]` (about 20 min); board 3
was replaced with `--replace 3 --candidates 12 --finalists 4 --seed 2027` (24 min), then board 2 with `--replace 2`
and `--seed 2028`. Those searches drew from every layout; since every face must end a line, the same seeds
draw other boards. Board 2 was then replaced once more with `--seed 2030` (29 min), the first board drawn so.
"""

import argparse
import itertools
import json
import random
import statistics
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from benchmarks.ai import SETTINGS
from benchmarks.scores import kept
from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline import board as board_data
from engine.powerline.ai import choose_plan
from engine.powerline.board_likeness import Pips, differing_segments
from engine.powerline.data_files import load_json
from engine.powerline.rules import load_rules

MIN_DIFFERENT = 24
"""Random layouts differ in 28-35 of the 53 segments; a pair closer than this is partly one puzzle."""
SEARCH_SEEDS = 10_000
BOARDS = 6
TRIAL_BOARD = 1
"""Candidates are played as this board id, its data file swapped for the candidate in the worker."""
TARGETS = {"base": 1.0, "mix": 2.0}
"""How far a board's strong mean may lie from the mean over all boards, per setting (issue 17)."""

Layout = dict[str, list[int]]


def draw(rng: random.Random, lengths: dict[str, int], faces: int) -> Layout:
    segments = sum(lengths.values())
    pool = [face for face in range(1, faces + 1) for _ in range(-(-segments // faces))]
    while len(pool) > segments:
        pool.remove(rng.choice(sorted(set(pool))))
    rng.shuffle(pool)
    layout, at = {}, 0
    for line, length in lengths.items():
        layout[line] = pool[at : at + length]
        at += length
    return layout


def every_face_ends_a_line(layout: Pips, faces: int) -> bool:
    """A new line starts at either of its ends, on a die showing that end's face: a face that ends no line could
    never start one, which no player would expect of a board."""
    return {pips[end] for pips in layout.values() for end in (0, -1)} == set(range(1, faces + 1))


def candidates(count: int, seed: int, others: tuple[Layout, ...] = ()) -> list[Layout]:
    """`count` layouts unlike each other and unlike `others`, each with every face at some line's end."""
    rng = random.Random(seed)
    lengths = {line["id"]: line["segments"] for line in load_json("layout.json")["lines"]}
    faces = load_rules().die_faces
    found: list[Layout] = []
    while len(found) < count:
        layout = draw(rng, lengths, faces)
        if not every_face_ends_a_line(layout, faces):
            continue
        if all(differing_segments(layout, other, faces) >= MIN_DIFFERENT for other in [*others, *found]):
            found.append(layout)
    return found


_original_load_json = board_data.load_json


def _use(layout: Layout) -> None:
    """Make `TRIAL_BOARD` read `layout` in this process."""

    def load(*parts: str) -> Any:
        if parts == ("boards", f"board{TRIAL_BOARD}.json"):
            return {"id": TRIAL_BOARD, "name": "trial", "pips": layout}
        return _original_load_json(*parts)

    board_data.load_json = load
    board_data.load_board.cache_clear()


def _play(job: tuple[int, Layout, str, int]) -> tuple[int, str, int]:
    index, layout, setting, seed = job
    _use(layout)
    config = PowerlineConfig(players=1, seed=seed, boards=(TRIAL_BOARD,), variants=SETTINGS[setting])
    record = GameRecord(POWERLINE, config)
    while not record.state.finished:
        state = record.state
        record.apply(SubmitPlan(0, state.round, choose_plan(state, 0, "strong")))
    return index, setting, record.state.players[0].vp


def measure(pool: Any, layouts: dict[int, Layout], setting: str, seeds: range) -> dict[int, list[int]]:
    jobs = [(i, layout, setting, seed) for i, layout in layouts.items() for seed in seeds]
    scores: dict[int, list[int]] = {i: [] for i in layouts}
    for index, _, vp in pool.imap_unordered(_play, jobs, chunksize=4):
        scores[index].append(vp)
    return scores


def board_file(number: int, layout: Layout, **extra: Any) -> str:
    """A board's data file, one line of JSON per powerline as in the hand-written files."""
    pips = ",\n".join(f'    "{line}": {json.dumps(faces)}' for line, faces in layout.items())
    head = {"id": number, "name": f"Board {number}", **extra}
    fields = [f'  "{key}": {json.dumps(value)}' for key, value in head.items()]
    return "{\n" + ",\n".join([*fields, '  "pips": {\n' + pips + "\n  }"]) + "\n}\n"


def spread(means: list[tuple[float, float]]) -> float:
    """How far apart a set of boards is: the base range plus half the mix range (the mix allows twice the gap)."""
    base, mix = zip(*means, strict=True)
    return max(base) - min(base) + (max(mix) - min(mix)) / 2


def farthest(means: dict[str, list[float]]) -> float:
    """The largest distance of a board's mean from the mean over the boards, in units of its setting's target."""
    worst = 0.0
    for setting, values in means.items():
        overall = statistics.fmean(values)
        worst = max(worst, *(abs(v - overall) / TARGETS[setting] for v in values))
    return worst


def kept_layouts(replaced: int) -> dict[int, Layout]:
    """The other boards, keyed by minus their number (candidates are numbered from 0)."""
    return {
        -board: load_json("boards", f"board{board}.json")["pips"] for board in range(1, BOARDS + 1) if board != replaced
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--candidates", type=int, default=24)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--screen", type=int, default=40, help="base seeds per candidate")
    parser.add_argument("--finalists", type=int, default=10)
    parser.add_argument("--seeds", type=int, default=80, help="further base seeds per finalist")
    parser.add_argument("--mix-seeds", type=int, default=60, help="variant-mix seeds per finalist")
    parser.add_argument("--replace", type=int, help="search for one board in place of this one, keeping the others")
    parser.add_argument("--scores", type=Path, default=Path("docs/balance.json"), help="balance.py's scores")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path("engine/powerline/data/boards"))
    args = parser.parse_args()
    started = time.perf_counter()
    staying = kept_layouts(args.replace) if args.replace else {}
    layouts = dict(enumerate(candidates(args.candidates, args.seed, tuple(staying.values()))))
    with Pool(args.jobs) as pool:
        screen = measure(pool, layouts | staying, "base", range(SEARCH_SEEDS, SEARCH_SEEDS + args.screen))
        for i, vps in sorted(screen.items(), key=lambda kv: statistics.fmean(kv[1])):
            print(f"{'kept board' if i < 0 else 'candidate'} {abs(i):2}: base {statistics.fmean(vps):5.1f}", flush=True)
        if staying:
            others = [statistics.fmean(screen[k]) for k in staying]
            fit = {i: farthest({"base": [*others, statistics.fmean(screen[i])]}) for i in layouts}
        else:
            median = statistics.median(statistics.fmean(v) for v in screen.values())
            fit = {i: abs(statistics.fmean(screen[i]) - median) for i in layouts}
        finalists = {i: layouts[i] for i in sorted(layouts, key=fit.__getitem__)[: args.finalists]}
        more = range(SEARCH_SEEDS + args.screen, SEARCH_SEEDS + args.screen + args.seeds)
        base = measure(pool, finalists | staying, "base", more)
        mix = measure(pool, finalists | staying, "mix", range(SEARCH_SEEDS, SEARCH_SEEDS + args.mix_seeds))
    means = {i: (statistics.fmean(screen[i] + base[i]), statistics.fmean(mix[i])) for i in finalists | staying}
    for i, (b, m) in sorted(means.items(), key=lambda kv: kv[1]):
        print(
            f"{'kept board' if i < 0 else 'finalist'} {abs(i):2}: base {b:5.1f} over {len(screen[i]) + len(base[i])},"
            f" mix {m:5.1f} over {len(mix[i])}"
        )
    if staying:
        write_replacement(args.out, args.replace, {i: layouts[i] for i in finalists}, means, args.scores)
    else:
        write_six(args.out, layouts, means)
    print(f"{(time.perf_counter() - started) / 60:.0f} min")


def write_six(out: Path, layouts: dict[int, Layout], means: dict[int, tuple[float, float]]) -> None:
    chosen = min(itertools.combinations(sorted(means), BOARDS), key=lambda c: spread([means[i] for i in c]))
    print(f"chosen {chosen}: spread {spread([means[i] for i in chosen]):.2f}")
    for number, i in enumerate(sorted(chosen, key=lambda i: means[i][0]), start=1):
        (out / f"board{number}.json").write_text(board_file(number, layouts[i]))


def write_replacement(
    out: Path, number: int, finalists: dict[int, Layout], means: dict[int, tuple[float, float]], scores: Path
) -> None:
    reported, *_ = kept(scores)
    per_setting = {i: dict(zip(TARGETS, pair, strict=True)) for i, pair in means.items()}
    others = [i for i in means if i < 0]
    anchors = {s: [statistics.fmean(reported[(s, "strong", -i)]) for i in others] for s in TARGETS}
    searched = {s: statistics.fmean(per_setting[i][s] for i in others) for s in TARGETS}

    def predicted(i: int) -> dict[str, list[float]]:
        return {s: [*anchors[s], statistics.fmean(anchors[s]) + per_setting[i][s] - searched[s]] for s in TARGETS}

    for i in finalists:
        print(f"finalist {i:2}: predicted " + ", ".join(f"{s} {v[-1]:.2f}" for s, v in predicted(i).items()))
    chosen = min(finalists, key=lambda i: farthest(predicted(i)))
    print(f"chosen candidate {chosen}: the farthest board lies {farthest(predicted(chosen)):.2f} targets from the mean")
    (out / f"board{number}.json").write_text(board_file(number, finalists[chosen]))


if __name__ == "__main__":
    main()
