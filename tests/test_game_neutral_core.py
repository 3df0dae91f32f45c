"""The shared layers name no game: adding a game never means editing them (the registry is the one place that
lists the games)."""

import re
from pathlib import Path

import pytest

from engine.registry import REGISTRATIONS

ROOT = Path(__file__).resolve().parent.parent
SHARED = (
    "bot/table",
    "bot/storage",
    "bot/app.py",
    "bot/config.py",
    "bot/strings.py",
    "bot/__main__.py",
    "engine/core",
    "render/core",
)
GAME_NAMES = re.compile(
    "|".join(re.escape(word) for entry in REGISTRATIONS.values() for word in (entry.name, entry.title)), re.IGNORECASE
)


def shared_files() -> list[Path]:
    files: list[Path] = []
    for name in SHARED:
        path = ROOT / name
        files.extend(sorted(p for p in path.rglob("*") if p.suffix in (".py", ".sql")) if path.is_dir() else [path])
    return files


@pytest.mark.parametrize("path", shared_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_shared_code_names_no_game(path):
    found = sorted({m.group(0).lower() for m in GAME_NAMES.finditer(path.read_text(encoding="utf-8"))})
    assert found == [], f"{path.relative_to(ROOT)} names {found}"


def test_the_render_root_holds_only_packages():
    assert sorted(p.name for p in (ROOT / "render").glob("*.py")) == ["__init__.py"]
