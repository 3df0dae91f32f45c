"""Barrage's engine, old and new, side by side: whole games recorded once from the engine as it was (their configs,
computer levels and a digest of every step) and played again on the engine as it is, which must find the same
legal actions, choose the same action, and reach the same state with the same events at every step.

A step's digest covers the legal actions listed, the action the seat's computer player chose, the state after it
and the events, as canonical JSON; a game keeps the chained digest of its steps and their count, so a game played
differently anywhere fails, and the record stays small (tens of bytes a game). A failing game is found again step
by step by checking out the commit that recorded it (`recorded_at`).

    python -m benchmarks.barrage_equivalence --record [--random N] [--strong N]   # from the engine as it is
    python -m benchmarks.barrage_equivalence [--limit N] [--level strong]          # check the recorded games
"""

import argparse
import hashlib
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.barrage.actions import Action
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from engine.core.codec import to_jsonable

TRACES = Path(__file__).with_name("data") / "barrage_traces.json"
SETUPS = ("introductory", "standard")


@dataclass(frozen=True)
class Trace:
    seed: int
    players: int
    setup: str
    levels: tuple[str, ...]
    steps: int
    digest: str


def canonical(value: Any) -> bytes:
    return json.dumps(to_jsonable(value), sort_keys=True, separators=(",", ":")).encode()


def play(seed: int, players: int, setup: str, levels: tuple[str, ...]) -> Trace:
    """The game of these computer players, each step digested."""
    state = BARRAGE.initial_state(BarrageConfig(seed=seed, players=players, setup=setup))
    chained = hashlib.blake2b(canonical(state), digest_size=16)
    steps = 0
    while seats := BARRAGE.active_seats(state):
        seat = seats[0]
        legal: list[Action] = BARRAGE.legal_actions(state, seat)
        action = BARRAGE.computer_action(state, seat, levels[seat])
        state, events = BARRAGE.apply(state, action)
        chained.update(hashlib.blake2b(canonical((legal, action, state, tuple(events))), digest_size=16).digest())
        steps += 1
    return Trace(seed, players, setup, levels, steps, chained.hexdigest())


def deals(random_games: int, strong_games: int) -> list[tuple[int, int, str, tuple[str, ...]]]:
    """Random games at every player count and setup; strong games with one strong seat among random ones (the
    strong player's search runs on every one of its turns, the random seats keep each game short)."""
    found = [(1000 + n, 2 + n % 3, SETUPS[n // 3 % 2], ("random",) * (2 + n % 3)) for n in range(random_games)]
    for n in range(strong_games):
        players = 2 + n % 3
        levels = tuple("strong" if seat == n % players else "random" for seat in range(players))
        found.append((5000 + n, players, SETUPS[n // 3 % 2], levels))
    return found


def load() -> list[Trace]:
    data = json.loads(TRACES.read_text(encoding="utf-8"))
    return [
        Trace(g["seed"], g["players"], g["setup"], tuple(g["levels"]), g["steps"], g["digest"]) for g in data["games"]
    ]


def record(random_games: int, strong_games: int) -> None:
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=False).stdout.strip()
    games = []
    started = time.perf_counter()
    for seed, players, setup, levels in deals(random_games, strong_games):
        trace = play(seed, players, setup, levels)
        games.append({**trace.__dict__, "levels": list(trace.levels)})
    TRACES.parent.mkdir(exist_ok=True)
    write(commit, games)
    print(f"recorded {len(games)} games in {time.perf_counter() - started:.1f} s at {commit[:10]}")


def write(commit: str, games: list[dict[str, Any]]) -> None:
    """One game a line, so a new recording's diff shows which games changed."""
    lines = ",\n".join(json.dumps(game, separators=(",", ":")) for game in games)
    TRACES.write_text(f'{{"recorded_at": "{commit}", "games": [\n{lines}\n]}}\n', encoding="utf-8")


def check(limit: int | None, level: str | None = None) -> int:
    traces = [t for t in load() if level is None or level in t.levels][:limit]
    started = time.perf_counter()
    differ = [t for t in traces if play(t.seed, t.players, t.setup, t.levels) != t]
    print(f"{len(traces) - len(differ)} of {len(traces)} games the same in {time.perf_counter() - started:.1f} s")
    for t in differ:
        print(f"differs: seed {t.seed}, {t.players} players, {t.setup}, {'/'.join(t.levels)}")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--record", action="store_true", help="record the games from the engine as it is")
    parser.add_argument("--random", type=int, default=2000, help="random games to record")
    parser.add_argument("--strong", type=int, default=60, help="games with a strong seat to record")
    parser.add_argument("--limit", type=int, help="check only the first N recorded games")
    parser.add_argument("--level", help="check only the games with a seat of this level (after a change to it)")
    args = parser.parse_args()
    if args.record:
        record(args.random, args.strong)
        return 0
    return check(args.limit, args.level)


if __name__ == "__main__":
    sys.exit(main())
