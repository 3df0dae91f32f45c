"""Command line: `python -m engine simulate ...`."""

import sys

from engine.powerline import simulate


def main() -> int:
    commands = {"simulate": simulate.main}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(f"usage: python -m engine {{{','.join(commands)}}} [options]", file=sys.stderr)
        return 2
    return commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
