"""The documentation stands on its own: links resolve inside the repository, each game has its rules page where its
registration says, and the README's list of games is the registry's."""

import re
from pathlib import Path

import pytest

from engine.registry import REGISTRATIONS
from tests.tictactoe.engine import REGISTRATION as TICTACTOE

ROOT = Path(__file__).resolve().parent.parent
GAMES = [*REGISTRATIONS.values(), TICTACTOE]
DOCS = sorted({ROOT / "README.md", *(ROOT / "docs").glob("*.md"), *(ROOT / game.docs for game in GAMES)})
LINK = re.compile(r"\]\(([^)#]+)(?:#[^)]*)?\)")
GAMES_LIST = re.compile(r"The games so far:\n\n((?:- .*\n(?:  .*\n)*)+)")
"""The README's list of games: a bullet per game, its continuation lines indented."""


@pytest.mark.parametrize("page", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_links_stay_in_the_repository_and_resolve(page):
    text = page.read_text(encoding="utf-8")
    assert "../shared" not in text
    for target in LINK.findall(text):
        if not target.startswith(("http://", "https://")):
            assert (page.parent / target).resolve().exists(), f"{page.name} links to missing {target}"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_game_has_its_rules_page(game):
    assert (ROOT / game.docs).is_file(), f"{game.name}: no {game.docs}"


def test_the_readme_lists_the_listed_games_in_order_each_with_its_rules_page():
    found = GAMES_LIST.search((ROOT / "README.md").read_text(encoding="utf-8"))
    assert found, "the README has no list after 'The games so far:'"
    bullets = re.split(r"\n(?=- )", found.group(1).strip())
    titles = [re.findall(r"^- \*\*(.+?)\*\*", bullet) for bullet in bullets]
    assert titles == [[game.title] for game in REGISTRATIONS.values()]
    for bullet, game in zip(bullets, REGISTRATIONS.values(), strict=True):
        assert f"]({game.docs})" in bullet, f"{game.title}'s bullet does not link {game.docs}"
