"""Command line: `python -m engine simulate [--game powerline|barrage] ...`."""

import argparse
import sys
from collections.abc import Callable

from engine.barrage import simulate as barrage_simulate
from engine.powerline import simulate as powerline_simulate

SIMULATORS: dict[str, Callable[[list[str]], int]] = {
    "powerline": powerline_simulate.main,
    "barrage": barrage_simulate.main,
}
"""Each game's simulate command; the game's own options follow `--game`."""


def simulate(argv: list[str]) -> int:
    """Pick the game (Power Line unless `--game` says otherwise) and hand it the other options."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--game", choices=sorted(SIMULATORS), default="powerline")
    known, rest = parser.parse_known_args(argv)
    return SIMULATORS[known.game](rest)


def main() -> int:
    commands = {"simulate": simulate}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(
            f"usage: python -m engine {{{','.join(commands)}}} [--game {'|'.join(SIMULATORS)}] [options]",
            file=sys.stderr,
        )
        return 2
    return commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
