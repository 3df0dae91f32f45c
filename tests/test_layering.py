"""Imports point down only: engine knows nothing above it, render knows no Discord, and the benchmarks and their
harness use nothing of the tests."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "engine": {"discord", "PIL", "aiosqlite", "asyncpg", "render", "bot", "asyncio", "sqlite3"},
    "render": {"discord", "aiosqlite", "asyncpg", "bot"},
    "harness": {"tests", "benchmarks"},
    "benchmarks": {"tests"},
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layers_import_only_downwards(package):
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN[package])
        for path in (ROOT / package).rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}
