"""Every language has every message, with the same placeables: a translator can't drop or rename one unseen."""

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from bot.games import MODULES
from bot.table.lobby_card import TIMER_CHOICES
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR, language, text
from tests.engine.helpers import rule_error_sites
from tests.words import placeables

DOMAINS = sorted(path.stem for path in (LOCALES_DIR / FALLBACK).glob("*.ftl"))


def messages(path: Path) -> dict[str, set[str]]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{path}: {[j.annotations for j in junk]}"
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            found[entry.id.name] = placeables(entry)
    return found


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != FALLBACK])
def test_each_language_has_every_message_with_the_same_placeables(domain: str, lang: str) -> None:
    english = messages(LOCALES_DIR / FALLBACK / f"{domain}.ftl")
    assert messages(LOCALES_DIR / lang / f"{domain}.ftl") == english


def test_discord_locales_map_to_our_languages_and_english_is_the_fallback() -> None:
    assert [language(x) for x in ("de", "fr", "en-US", "en-GB", "pt-BR", None)] == ["de", "fr", "en", "en", "en", "en"]
    assert text("fr", "restarting") != text("en-US", "restarting") == text("ja", "restarting")


def test_command_descriptions_fit_discord() -> None:
    for lang in LANGUAGES:
        for key in ("command-start", "command-status", "command-rules", "command-cancel", "option-language"):
            assert 1 <= len(text(lang, key, title="Power Lines")) <= 100
        for game in MODULES.values():
            assert 1 <= len(game.catalog.text(lang, "game-description")) <= 100


def test_every_game_describes_itself_and_what_its_computer_levels_do() -> None:
    for game in MODULES.values():
        keys = messages(LOCALES_DIR / FALLBACK / f"{game.key}.ftl")
        levels = {f"level-{level}" for level in game.rules.levels}
        assert {"game-description", "game-length", *(f"{key}-help" for key in levels)} <= set(keys)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_computer_level_has_one_name_in_every_game(lang: str) -> None:
    """The names are shared, so a level's name means the same strength whatever the game (a game never renames
    one), and the levels read weakest to strongest."""
    shared = set(messages(LOCALES_DIR / lang / "shared.ftl"))
    for game in MODULES.values():
        levels = [f"level-{level}" for level in game.rules.levels]
        assert set(levels) <= shared
        assert not set(levels) & set(messages(LOCALES_DIR / lang / f"{game.key}.ftl"))
    every = sorted({level for game in MODULES.values() for level in game.rules.levels})
    assert {"random", "greedy", "strong", "expert"} <= set(every)
    assert len({text(lang, f"level-{level}") for level in every}) == len(every)


def test_numbers_choose_plurals_but_are_never_grouped() -> None:
    for lang in LANGUAGES:
        assert "12345" in text(lang, "cancel-done", game=12345)
    assert text("en", "timer-choice", minutes=1440) != text("en", "timer-choice", minutes=30)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_turn_timer_reads_in_hours_or_days_once_it_is_an_hour(lang: str) -> None:
    worded = [text(lang, "timer-choice", minutes=minutes) for minutes in TIMER_CHOICES]
    assert len(set(worded)) == len(TIMER_CHOICES)
    assert [w for m, w in zip(TIMER_CHOICES, worded, strict=True) if m >= 60 and str(m) in w] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_and_option_names_are_valid_discord_names_and_distinct(lang: str) -> None:
    for game in MODULES.values():
        keys = sorted(
            set(messages(LOCALES_DIR / FALLBACK / f"{game.key}.ftl"))
            | set(messages(LOCALES_DIR / FALLBACK / "shared.ftl"))
        )
        names = [game.catalog.text(lang, key) for key in keys if key.startswith("name-")]
        assert names and all(re.fullmatch(r"[-_\w]{1,32}", name) and name == name.lower() for name in names), names
        assert len(set(names)) == len(names)


def test_no_message_is_defined_twice_in_a_games_catalog() -> None:
    """Fluent keeps one of two messages with the same key, so the other would silently never be shown."""
    for game in MODULES.values():
        seen: dict[str, str] = {}
        for domain in game.catalog.domains:
            for key in messages(LOCALES_DIR / FALLBACK / f"{domain}.ftl"):
                assert key not in seen, f"{key} is in both {seen[key]} and {domain}"
                seen[key] = domain


@pytest.mark.parametrize("game", sorted(MODULES))
def test_every_refusal_a_game_raises_is_worded_in_its_catalog(game: str) -> None:
    """A game's `error-<code>` for every code its engine's source raises (`tests/engine/test_errors.py` scans them):
    the turn flow words a refusal from it, and a missing one would show the player the bare key."""
    catalog = MODULES[game].catalog
    for site in rule_error_sites(game):
        key = f"error-{site.code}"
        assert catalog.text(FALLBACK, key, **dict.fromkeys(site.params, "1")) != key, f"{site.where}: no {key}"
