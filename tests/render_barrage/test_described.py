"""Barrage's images in words: every description fits Discord's 1,024 characters in every language and says it in
that language, names what the picture shows (the lettered spots as the picker names them, every piece built), and
"Read the board" names every place a picker offers, by the picker's own words."""

import random
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import pytest

from bot.games.barrage.catalog import CATALOG
from bot.games.barrage.words import MAP_KINDS, option_text
from engine.barrage.actions import Undo
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE, resolution
from engine.barrage.lookup import index
from engine.barrage.produce import NONE
from engine.barrage.rules import NEUTRAL
from engine.barrage.state import BarrageState
from engine.barrage.turn import Decision
from engine.barrage.water import Dam
from engine.core import GameRecord
from i18n.catalog import LANGUAGES, text
from render.barrage import (
    BOARDS,
    COMPANY,
    FINAL,
    MAP,
    TIMELAPSE,
    board_text,
    describe_boards,
    describe_company,
    describe_final,
    describe_map,
    describe_timelapse,
    naming,
    spot_labels,
)
from render.barrage.described import spot_order
from render.barrage.words import say
from render.core.picture import ALT_LIMIT
from tests.render_barrage.helpers import NAMES, early, finished, full_map, played
from tests.words import english_leaks

GAMES = ((2, "standard", 5), (4, "introductory", 7))
"""Random games of two and four players (players, setup, seed)."""
SPOTS = ("1-up", "2-left", "5-a", "B", "3-down", "none")


def busy() -> BarrageState:
    """Round 5 of a 4-player standard game of random choices, a dozen turns in (the strong computer players of
    `helpers.crowded` take a minute to play one)."""
    return played(4, "standard", 5, 12)[0]


def positions() -> list[tuple[BarrageState, tuple[str, ...]]]:
    """States of the random games at their start, early, mid-game and at the end, and a crowded and a full map."""
    found = []
    for players, setup, seed in GAMES:
        names = NAMES[:players]
        for rounds, turns in ((1, 0), (1, 3), (3, 5)):
            found.append((played(players, setup, rounds, turns, seed=seed)[0], names))
        found.append((played(players, setup, 99, seed=seed)[0], names))
    found.append((busy(), NAMES))
    found.append((full_map(busy()), NAMES))
    return found


def descriptions(state: BarrageState, names: tuple[str, ...], lang: str) -> Iterator[str]:
    yield describe_map(state, names, lang=lang)
    yield describe_map(state, names, lang=lang, highlight=SPOTS, moved=("3-down", "A"))
    yield describe_boards(state, names, lang=lang)
    for seat in range(len(names)):
        yield describe_company(state, seat, names, lang=lang)
    yield describe_final(state, names, lang=lang)


def spot_line(spot: str, state: BarrageState, names: tuple[str, ...], lang: str) -> str:
    """A built spot's line on "Read the board": the picker's name for it and its option's help."""
    named, helped = naming.spot_name(spot, lang), naming.spot_help(spot, state, names, lang)
    return f"- {say(lang, 'alt-spot', spot=named, about=helped)}"


def more(lang: str) -> str:
    return text(lang, "alt-more")


def test_every_description_fits_discord_in_every_language_and_each_language_says_it_its_way() -> None:
    for state, names in positions():
        said = {lang: list(descriptions(state, names, lang)) for lang in LANGUAGES}
        for lang, texts in said.items():
            assert all(0 < len(words) <= ALT_LIMIT for words in texts), lang
            assert not any("{" in words or "}" in words for words in texts)
        for k in range(len(said["en"])):
            assert len({said[lang][k] for lang in LANGUAGES}) == len(LANGUAGES)
        assert not english_leaks(said["de"], "de") and not english_leaks(said["fr"], "fr")


def test_the_final_standings_and_the_replay_are_told_in_every_language() -> None:
    over, lines = finished(4, "standard")
    states = [early(4, "standard"), busy(), over]
    for lang in LANGUAGES:
        final = describe_final(over, NAMES, lang=lang, lines=lines)
        replay = describe_timelapse(states, NAMES, lang=lang)
        assert len(final) <= ALT_LIMIT and len(replay) <= ALT_LIMIT
        assert all(name in final for name in NAMES)
    assert describe_final(over, NAMES, lang="en", lines=lines) != describe_final(over, NAMES, lang="en")
    assert describe_timelapse(states, NAMES, lang="de") != describe_timelapse(states, NAMES, lang="fr")


def test_each_picture_draws_and_describes_with_the_same_arguments() -> None:
    state, (over, lines) = early(2, "standard"), finished(2, "standard")
    names = NAMES[:2]
    drawn = [
        (MAP(state, names, lang="fr", highlight=("3-up",)), describe_map(state, names, lang="fr", highlight=("3-up",))),
        (COMPANY(state, 1, names, lang="de"), describe_company(state, 1, names, lang="de")),
        (BOARDS(state, names, lang="en"), describe_boards(state, names, lang="en")),
        (FINAL(over, names, lang="en", lines=lines), describe_final(over, names, lang="en", lines=lines)),
        (TIMELAPSE([state, over], names, lang="en"), describe_timelapse([state, over], names, lang="en")),
    ]
    for (image, words), described in drawn:
        assert image[:4] in (b"\x89PNG", b"GIF8") and words == described


def test_a_description_too_long_says_that_read_the_board_has_the_rest() -> None:
    full = full_map(busy())
    for lang in LANGUAGES:
        words = describe_map(full, NAMES, lang=lang)
        assert len(words) <= ALT_LIMIT and words.endswith(more(lang))
    assert not describe_map(early(2, "introductory"), NAMES[:2], lang="en").endswith(more("en"))


def test_the_map_tells_every_piece_built_with_its_owner() -> None:
    """A dam, a conduit and a powerhouse built by a seat, and a neutral dam: each is told under its owner, by the
    name the picker gives its spot, in the map's description and on "Read the board"."""
    state = early(2, "introductory")
    board = state.map
    dams = {**board.dams, "2-up": Dam(1, 2, 1), "9-down": Dam(NEUTRAL, 1, 0)}
    built = replace(
        board, dams=dams, conduits={**board.conduits, "5-right": 1}, powerhouses={**board.powerhouses, "12-b": 1}
    )
    state = replace(state, map=built)
    names = NAMES[:2]
    for lang in LANGUAGES:
        words = describe_map(state, names, lang=lang)
        assert not words.endswith(more(lang))
        named = naming.spot_name("2-up", lang)
        line = next(line for line in words.splitlines() if line.startswith(names[1]) and named in line)
        for spot in ("2-up", "5-right", "12-b"):
            assert naming.spot_name(spot, lang) in line
        neutral = next(line for line in words.splitlines() if naming.spot_name("9-down", lang) in line)
        assert names[1] not in neutral
        read = board_text(state, names, lang=lang)
        for spot in ("2-up", "5-right", "12-b", "9-down"):
            assert spot_line(spot, state, names, lang) in read


def test_every_built_piece_is_on_read_the_board_and_every_spot_is_named_once() -> None:
    for state, names in positions():
        read = board_text(state, names, lang="en").splitlines()
        spots = [line.split(": ", 1)[0].removeprefix("- ") for line in read]
        for spot in spot_order():
            assert spots.count(naming.spot_name(spot, "en")) == 1
        for spot in (*state.map.dams, *state.map.conduits, *state.map.powerhouses):
            assert spot_line(spot, state, names, "en") in read


def test_read_the_board_is_markdown_headings_and_lists_in_the_readers_language() -> None:
    state = busy()
    said = {lang: board_text(state, NAMES, lang=lang) for lang in LANGUAGES}
    assert not english_leaks([said["de"]], "de") and not english_leaks([said["fr"]], "fr")
    for words in said.values():
        lines = words.splitlines()
        assert lines[0].startswith("## ") and all(line.startswith(("## ", "- ")) for line in lines)
        assert sum(line.startswith("## ") for line in lines) >= 4 + 3 + 3
        assert not any("{" in line for line in lines)
    assert len(set(said.values())) == len(LANGUAGES)


def decision_points(players: int, setup: str, seed: int) -> Iterator[tuple[BarrageState, Decision, BarrageState]]:
    """Every decision of a game of random legal choices: the state, its decision, and the state the picker shows
    (the turn's choices so far applied)."""
    record = GameRecord(BARRAGE, BarrageConfig(seed=seed, players=players, setup=setup))
    rng = random.Random(seed)
    while (state := record.state).current is not None:
        now = resolution(state)
        if now.decision is not None:
            yield state, now.decision, now.state
        record.apply(rng.choice([a for a in BARRAGE.legal_actions(state, state.current) if not isinstance(a, Undo)]))


@cache
def offered(players: int, setup: str, seed: int) -> tuple[tuple[BarrageState, Decision, BarrageState], ...]:
    """A few decision points of each kind a place is chosen in: map spots, action spaces, headstreams, picks."""
    kinds = (*MAP_KINDS, "space", "headstream", "matchup", "starting")
    seen: dict[str, int] = {}
    found = []
    for point in decision_points(players, setup, seed):
        kind = point[1].kind
        if kind in kinds and seen.get(kind, 0) < 4:
            seen[kind] = seen.get(kind, 0) + 1
            found.append(point)
    return tuple(found)


@pytest.mark.parametrize(("players", "setup", "seed"), GAMES)
def test_the_pickers_map_names_each_letter_as_the_picker_does(players: int, setup: str, seed: int) -> None:
    """Each lettered spot is told by its letter and the picker's name for it, in the picker's order, with what
    stands there or what it costs; where the list does not fit, the description says so."""
    names = NAMES[:players]
    maps = [point for point in offered(players, setup, seed) if point[1].kind in MAP_KINDS]
    assert {decision.kind for _, decision, _ in maps} >= {"location"}
    for _, decision, now in maps:
        spots = [o for o in decision.options if o != NONE]
        letters = spot_labels(spots)
        for lang in LANGUAGES:
            words = describe_map(BARRAGE.player_view(now, None), names, lang=lang, highlight=spots)
            labels = [option_text(decision, spot, now, lang, letters) for spot in spots]
            told = [label for label in labels if f"\n{label}" in words]
            assert told == labels[: len(told)]
            assert len(told) == len(labels) or words.endswith(more(lang))
            for spot, label in zip(spots[: len(told)], told, strict=True):
                line = next(line for line in words.splitlines() if line.startswith(label))
                assert naming.spot_help(spot, now, names, lang).split(" · ")[0] in line


def test_a_production_map_names_each_built_spot_with_its_owner_and_water() -> None:
    """Random games seldom produce: a powerhouse, conduit and dam choice over a busy map's built spots."""
    state = replace(busy(), pending=())
    board = state.map
    for kind, spots in (("powerhouse", board.powerhouses), ("conduit", board.conduits), ("dam", board.dams)):
        options = (*list(spots)[:5], NONE)
        decision = Decision(kind, options)
        letters = spot_labels(o for o in options if o != NONE)
        for lang in LANGUAGES:
            words = describe_map(state, NAMES, lang=lang, highlight=options)
            for spot, letter in letters.items():
                label = option_text(decision, spot, state, lang, letters)
                line = say(lang, "alt-spot", spot=label, about=naming.spot_help(spot, state, NAMES, lang))
                assert f"\n{line}\n" in words, (letter, words)


@pytest.mark.parametrize(("players", "setup", "seed"), GAMES)
def test_read_the_board_names_every_place_a_picker_offers(players: int, setup: str, seed: int) -> None:
    """Map spots, action spaces, headstreams and the setup's picks, each in the words of the picker's option."""
    names = NAMES[:players]
    points = offered(players, setup, seed)
    assert {decision.kind for _, decision, _ in points} >= {"location", "space", "headstream"}
    for state, decision, now in points:
        for lang in LANGUAGES:
            read = board_text(BARRAGE.player_view(state, None), names, lang=lang)
            for option in decision.options:
                if option == NONE or (decision.kind == "space" and option not in index(load_rules()).spaces):
                    continue  # "no more", passing, a tile as a whole turn: not places
                if decision.kind in MAP_KINDS:
                    named = naming.spot_name(option, lang)
                    assert any(line.startswith((f"- {named}:", f"- {named} :")) for line in read.splitlines())
                else:
                    assert option_text(decision, option, now, lang, None) in read


def test_the_names_are_worded_by_the_catalog_the_bot_reads() -> None:
    """`render.barrage.naming` cannot import the game's registration: its catalog is the one the bot's table reads
    for Barrage (`bot.games.barrage.catalog`), so a name and the words around it come from the same messages."""
    assert (naming.CATALOG.domains, naming.CATALOG.roots) == (CATALOG.domains, CATALOG.roots)
