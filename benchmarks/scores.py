"""The balance run's raw scores file (docs/balance.json): what `benchmarks/balance.py` keeps between runs and
`benchmarks/boards.py --replace` reads the other boards' figures from."""

import json
from collections import defaultdict
from pathlib import Path

Key = tuple[str, str, int]
"""(setting, level, board)"""


def kept(path: Path) -> tuple[dict[Key, list[int]], list, int, float]:
    """The raw scores of an earlier run: solo scores, 4-player games, games per board and seconds taken."""
    raw = json.loads(path.read_text())
    solo = {
        (setting, level, int(board)): vps
        for setting, per_level in raw["solo"].items()
        for level, per_board in per_level.items()
        for board, vps in per_board.items()
    }
    return solo, raw["table"], raw["games"], raw["seconds"]


def keep(path: Path, solo: dict[Key, list[int]], table: list, games: int, seconds: float) -> None:
    raw: dict[str, dict[str, dict[str, list[int]]]] = defaultdict(lambda: defaultdict(dict))
    for (setting, level, board), vps in solo.items():
        raw[setting][level][str(board)] = vps
    path.write_text(json.dumps({"games": games, "seconds": seconds, "solo": raw, "table": table}))
