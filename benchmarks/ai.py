"""Powerline's computer players, strength and speed: paired solo games, the same seed and board for every level.

Strength: each level's mean with its 95% confidence interval, the share of games in the 0-60 band, unfinished
lines and stations per game; then strong against greedy seed by seed (the mean difference, its interval, and how
often strong scored more), in the base game, in the variant mix (construction limits, adventure island, contracts
"any", special contracts "mixed") and, within the mix, for the games that drew each scoring tile. Speed: decision
time p50/p95/max of each level in those solo games and in 6-player games of that level in every seat.

Targets (issue 17): strong >= 98 in the base game; >= 85 and >= greedy + 10 in the mix; strong at least as good
as greedy with every drawn tile; strong decides in < 500 ms at the 95th percentile, solo and with 6 players.
Run from the repository root: `python -m benchmarks.ai [--games 200] [--jobs 2] [--levels greedy strong]`.
"""

import argparse
import math
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline.ai import LEVELS, choose_plan
from engine.powerline.board import board_ids, load_board
from engine.powerline.config import Variants
from engine.powerline.state import PlayerState

SETTINGS = {
    "base": Variants(),
    "mix": Variants(construction_limits=True, adventure_island=True, contracts="any", special_contracts="mixed"),
}
TABLE_PLAYERS = 6
Z95 = 1.96


@dataclass(frozen=True)
class Solo:
    setting: str
    level: str
    seed: int
    vp: int
    tiles: tuple[str, ...]
    unfinished: int
    stations: int
    times: tuple[float, ...]


def unfinished(player: PlayerState) -> int:
    board = load_board(player.board)
    return sum(1 for line, state in zip(board.lines, player.lines, strict=True) if 0 < state.built < line.length)


def play_solo(job: tuple[str, str, int]) -> Solo:
    setting, level, seed = job
    boards = board_ids()
    config = PowerlineConfig(players=1, seed=seed, boards=(boards[seed % len(boards)],), variants=SETTINGS[setting])
    record = GameRecord(POWERLINE, config)
    times = []
    while not record.state.finished:
        state = record.state
        started = time.perf_counter()
        plan = choose_plan(state, 0, level)
        times.append(time.perf_counter() - started)
        record.apply(SubmitPlan(0, state.round, plan))
    player = record.state.players[0]
    return Solo(
        setting, level, seed, player.vp, record.state.tiles, unfinished(player), len(player.stations), tuple(times)
    )


def play_table(job: tuple[str, int]) -> list[float]:
    """Decision times of one 6-player base game with `level` in every seat."""
    level, seed = job
    record = GameRecord(POWERLINE, PowerlineConfig(players=TABLE_PLAYERS, seed=seed))
    times = []
    while not record.state.finished:
        state = record.state
        for seat in state.waiting_for:
            started = time.perf_counter()
            plan = choose_plan(state, seat, level, seed=seat)
            times.append(time.perf_counter() - started)
            record.apply(SubmitPlan(seat, state.round, plan))
    return times


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def speed(times: Sequence[float]) -> str:
    p50, p95, most = (1000 * x for x in (percentile(times, 0.5), percentile(times, 0.95), max(times)))
    return f"decision p50 {p50:.0f} ms, p95 {p95:.0f} ms, max {most:.0f} ms"


def interval(values: Sequence[float]) -> str:
    """The mean and its 95% confidence interval's half-width."""
    if len(values) < 2:
        return f"{statistics.fmean(values):6.1f}" if values else "     -"
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{statistics.fmean(values):6.1f} ± {half:4.1f}"


def report(games: list[Solo], levels: Sequence[str]) -> list[str]:
    lines = []
    by: dict[tuple[str, str], dict[int, Solo]] = defaultdict(dict)
    for game in games:
        by[(game.setting, game.level)][game.seed] = game
    for setting in SETTINGS:
        lines.append(f"## {setting}")
        for level in levels:
            played = list(by[(setting, level)].values())
            if not played:
                continue
            vps = [g.vp for g in played]
            low = sum(1 for vp in vps if vp <= 60)
            times = [t for g in played for t in g.times]
            lines.append(
                f"{level:>7}: mean {interval(vps)} over {len(vps)}, worst {min(vps)}, 0-60 band"
                f" {100 * low / len(vps):.0f}%, unfinished lines {statistics.fmean(g.unfinished for g in played):.1f},"
                f" stations {statistics.fmean(g.stations for g in played):.1f}; {speed(times)}"
            )
        strong, greedy = by[(setting, "strong")], by[(setting, "greedy")]
        seeds = sorted(set(strong) & set(greedy))
        if seeds:
            diffs = [strong[s].vp - greedy[s].vp for s in seeds]
            higher = sum(1 for d in diffs if d > 0)
            lines.append(f" strong - greedy: {interval(diffs)} VP, strong higher in {higher} of {len(seeds)}")
            if setting != "base":
                for tile in sorted({t for s in seeds for t in strong[s].tiles}):
                    drew = [s for s in seeds if tile in strong[s].tiles]
                    tile_diffs = [strong[s].vp - greedy[s].vp for s in drew]
                    lines.append(
                        f"   tile {tile}: {len(drew):3} games, strong {interval([strong[s].vp for s in drew])},"
                        f" greedy {interval([greedy[s].vp for s in drew])}, difference {interval(tile_diffs)}"
                    )
        lines.append("")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="paired solo games per setting and level")
    parser.add_argument("--table-games", type=int, default=3, help="6-player games per level, for decision times")
    parser.add_argument("--jobs", type=int, default=2, help="processes (the machine has 2 cores)")
    parser.add_argument("--levels", nargs="*", default=[level for level in LEVELS if level != "random"])
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(setting, level, seed) for setting in SETTINGS for level in args.levels for seed in range(args.games)]
    with Pool(args.jobs) as pool:
        games = pool.map(play_solo, jobs, chunksize=4)
        tables = {
            level: pool.map(play_table, [(level, seed) for seed in range(args.table_games)]) for level in args.levels
        }
    for line in report(games, args.levels):
        print(line)
    print(f"## {TABLE_PLAYERS} players, base game, {args.table_games} games per level")
    for level, runs in tables.items():
        times = [t for run in runs for t in run]
        print(f"{level:>7}: {speed(times)} over {len(times)} decisions")
    print(f"\n{time.perf_counter() - started:.0f} s with {args.jobs} processes")


if __name__ == "__main__":
    main()
