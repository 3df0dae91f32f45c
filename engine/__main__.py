"""Command line: `python -m engine simulate [--game <name>] ...`: every registered game, with its own simulator
(`engine/<game>/simulate.py`) or the turn contract's (`engine.core.simulate`)."""

import argparse
import sys
from collections.abc import Callable
from functools import partial
from importlib import import_module

from engine.core import simulate as contract_simulate
from engine.registry import REGISTRATIONS


def simulator(name: str) -> Callable[[list[str]], int]:
    """The game's own simulate command, or the turn contract's with its test config."""
    try:
        own: Callable[[list[str]], int] = import_module(f"engine.{name}.simulate").main
    except ModuleNotFoundError as missing:
        if missing.name != f"engine.{name}.simulate":
            raise
        registration = REGISTRATIONS[name]
        return partial(contract_simulate.main, registration.rules, registration.test_config)
    return own


SIMULATORS: dict[str, Callable[[list[str]], int]] = {name: simulator(name) for name in REGISTRATIONS}
"""Each game's simulate command; the game's own options follow `--game`."""


def simulate(argv: list[str]) -> int:
    """Pick the game (Powerline unless `--game` says otherwise) and hand it the other options."""
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
