"""render/core is the kit every game draws with, so it must not know any game: no game's name, no game's modules."""

import ast
from pathlib import Path

import pytest

from engine.registry import REGISTRATIONS

CORE = Path(__file__).resolve().parents[2] / "render" / "core"
GAMES = tuple(REGISTRATIONS)
FILES = sorted(CORE.rglob("*.py"))


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, relative imports resolved against its package."""
    package = ["render", *path.relative_to(CORE.parent).parent.parts]
    modules: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            modules.add(module)
            modules.update(f"{module}.{alias.name}" for alias in node.names)
    return modules


def test_core_has_files() -> None:
    assert FILES, CORE


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CORE)))
def test_core_file_mentions_no_game(path: Path) -> None:
    text = path.read_text(encoding="utf-8").lower()
    assert [game for game in GAMES if game in text] == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CORE)))
def test_core_file_imports_no_game(path: Path) -> None:
    games = {f"{layer}.{game}" for layer in ("engine", "render") for game in GAMES}
    offenders = {m for m in imported_modules(path) if any(m == g or m.startswith(f"{g}.") for g in games)}
    assert offenders == set()
