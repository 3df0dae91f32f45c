"""The documentation stands on its own: links resolve inside the repository, and each game has its rules summary."""

import re
from pathlib import Path

import pytest

from bot.games import MODULES

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("page", DOCS, ids=lambda p: p.name)
def test_links_stay_in_the_repository_and_resolve(page):
    text = page.read_text(encoding="utf-8")
    assert "../shared" not in text
    for target in LINK.findall(text):
        if not target.startswith(("http://", "https://")):
            assert (page.parent / target).resolve().exists(), f"{page.name} links to missing {target}"


@pytest.mark.parametrize("game", sorted(MODULES))
def test_every_game_has_its_rules_summary_linked_from_the_readme(game):
    assert (ROOT / "docs" / f"{game}.md").is_file()
    assert f"(docs/{game}.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
