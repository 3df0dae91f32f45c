"""The shape of the bot layer, against the targets of the redesign into a table of parts: how long the host and the
longest bot files are, the functions over 60 lines, how often `Any` is written in `bot/`, and the size of Powerline's
bot package. Figures, not asserts: the redesign's slices report them before and after.

    python -m benchmarks.code_shape [--json PATH]
"""

import argparse
import ast
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LONG_FUNCTION = 60
"""Lines a function may have before it counts as long."""
SEARCH_CODE = "/ai"
"""The engine's search code (its computer players) may keep long functions: its loops are read as one."""


def _lines(path: Path) -> int:
    return len(path.read_text().splitlines())


def _sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def long_functions(paths: list[Path]) -> list[tuple[str, int]]:
    """(file:function, lines) of every function over `LONG_FUNCTION` lines."""
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > LONG_FUNCTION:
                    found.append((f"{path.relative_to(ROOT)}:{node.name}", length))
    return sorted(found, key=lambda item: -item[1])


def any_count(paths: list[Path]) -> int:
    """How often `Any` is named: each is a place where a type is lost."""
    return sum(
        1
        for path in paths
        for node in ast.walk(ast.parse(path.read_text()))
        if (isinstance(node, ast.Name) and node.id == "Any") or (isinstance(node, ast.Attribute) and node.attr == "Any")
    )


def figures() -> dict[str, object]:
    bot = _sources("bot")
    packages = ("engine", "render", "bot", "i18n", "localdiscord", "benchmarks")
    everything = [p for package in packages for p in _sources(package)]
    longest = sorted(((str(p.relative_to(ROOT)), _lines(p)) for p in bot), key=lambda item: -item[1])
    return {
        "host_lines": _lines(ROOT / "bot/table/host.py"),
        "longest_bot_files": longest[:5],
        "bot_files_over_400": sum(1 for _, n in longest if n > 400),
        "long_functions": long_functions([p for p in everything if SEARCH_CODE not in str(p.relative_to(ROOT))]),
        "any_in_bot": any_count(bot),
        "powerline_bot_lines": sum(_lines(p) for p in _sources("bot/games/powerline")),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    found = figures()
    for key, value in found.items():
        if isinstance(value, list):
            print(f"{key}:")
            for name, count in value:
                print(f"  {count:5d}  {name}")
        else:
            print(f"{key}: {value}")
    if args.json:
        args.json.write_text(json.dumps(found, indent=2))


if __name__ == "__main__":
    main()
