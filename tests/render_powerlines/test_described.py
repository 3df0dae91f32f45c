"""Power Lines' pictures in words: every description fits Discord's alt text and speaks its reader's language, and
"Read the board" names every tile by its cell and every legal spot by its letter, so a player can choose from the
text alone. Positions come from the rules engine, random legal moves from several seeds."""

import inspect
import random
import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from engine.powerlines import POWERLINES, PowerLinesConfig, legal_cells, tile_suit, tile_value
from engine.powerlines.state import PowerLinesState
from harness.words import pl_label
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR
from render.core.picture import ALT_LIMIT
from render.powerlines import (
    FINAL,
    GRID,
    TIMELAPSE,
    board_text,
    describe_final,
    describe_grid,
    describe_timelapse,
    render_final,
    render_grid,
    render_timelapse,
    spot_labels,
    words,
)
from render.powerlines.described import area, cell_name, tile_name
from tests.render.labels import keys_drawn
from tests.render_powerlines.helpers import GAME_ONE, MID_GAME, NAMES, scored, state_with
from tests.words import leaks

SEEDS = range(6)
Cell = tuple[int, int]


@cache
def match(seed: int) -> tuple[PowerLinesState, ...]:
    """Every state of a match of random legal placements, from the first to the last."""
    state = POWERLINES.initial_state(PowerLinesConfig(seed=seed))
    pick = random.Random(seed)
    states = [state]
    while seats := POWERLINES.active_seats(state):
        state, _ = POWERLINES.apply(state, pick.choice(list(POWERLINES.legal_actions(state, seats[0]))))
        states.append(state)
    return tuple(states)


def states() -> list[PowerLinesState]:
    return [state for seed in SEEDS for state in match(seed)]


def last_cell(state: PowerLinesState) -> Cell | None:
    return (state.grid[-1].x, state.grid[-1].y) if state.grid else None


def descriptions(state: PowerLinesState, lang: str) -> list[str]:
    """Each picture the bot draws of `state`: the turn's grid, the grid after a tile, the picker's with a tile on
    its spot, and the scoring of every finished game."""
    legal = legal_cells(state)
    found = [
        describe_grid(state, NAMES, lang=lang, highlight=legal, last=last_cell(state)),
        describe_grid(state, NAMES, lang=lang, last=last_cell(state)),
    ]
    if legal:
        found.append(describe_grid(state, NAMES, lang=lang, pending=(*legal[-1], 15)))
    found += [describe_final(state, NAMES, lang=lang, game=g) for g in range(len(state.finished))]
    return found


def origin(state: PowerLinesState) -> Cell:
    """The top left of the placed tiles and the legal spots, which rows and columns count from."""
    cells = [(c.x, c.y) for c in state.grid] + list(legal_cells(state))
    return min(x for x, _ in cells), min(y for _, y in cells)


def english_grid(text: str) -> dict[Cell, str]:
    """What "Read the board" in English says is on each cell: "- Row 2, column 3: 4 of crowns" gives (2, 3)."""
    found = {}
    for row, column, what in re.findall(r"^- Row (\d+), column (\d+): (.+)$", text, re.MULTILINE):
        found[int(row), int(column)] = what
    return found


def test_each_describer_takes_the_arguments_of_its_drawing() -> None:
    for draw, describe in ((render_grid, describe_grid), (render_final, describe_final)):
        assert inspect.signature(draw).parameters == inspect.signature(describe).parameters
    assert inspect.signature(render_timelapse).parameters == inspect.signature(describe_timelapse).parameters
    assert (GRID.draw, GRID.describe) == (render_grid, describe_grid)
    assert (FINAL.describe, TIMELAPSE.describe) == (describe_final, describe_timelapse)


def test_a_picture_gives_its_png_and_its_words() -> None:
    state = state_with(MID_GAME)
    data, said = GRID(state, NAMES, lang="de", last=(1, 1))
    assert data == render_grid(state, NAMES, lang="de", last=(1, 1))
    assert said == describe_grid(state, NAMES, lang="de", last=(1, 1))


@pytest.mark.parametrize("seed", SEEDS)
def test_every_description_fits_discord_and_is_in_the_readers_language(seed: int) -> None:
    more = {lang: pl_label("alt-more", lang) for lang in LANGUAGES}
    for state in match(seed):
        said = {lang: descriptions(state, lang) for lang in LANGUAGES}
        for lang, texts in said.items():
            assert all(0 < len(text) <= ALT_LIMIT for text in texts), max(texts, key=len)
            assert not any(more[lang] in text for text in texts), "with short names every description fits whole"
            for other in LANGUAGES:
                if other != lang:
                    assert not leaks(texts, lang, other), (lang, other, leaks(texts, lang, other))
        for n in range(len(said[FALLBACK])):
            assert len({said[lang][n] for lang in LANGUAGES}) == len(LANGUAGES)
    history = list(match(seed))
    replays = {lang: describe_timelapse(history, NAMES, lang=lang) for lang in LANGUAGES}
    assert all(len(text) <= ALT_LIMIT for text in replays.values())
    assert len(set(replays.values())) == len(LANGUAGES)


def test_a_description_too_long_for_discord_keeps_its_head_and_points_to_the_board_in_words() -> None:
    """Names as long as Discord's keep a crowded grid's description from fitting whole: it is cut between lines,
    the title and the players kept, and says where the rest is."""
    long = ("M" * 32, "B" * 32)
    cut = 0
    for state in states():
        for lang in LANGUAGES:
            text = describe_grid(state, long, lang=lang, highlight=legal_cells(state))
            assert len(text) <= ALT_LIMIT
            if text.endswith(pl_label("alt-more", lang)):
                cut += 1
                assert text.startswith("Power Lines") and all(name in text for name in long)
    assert cut


@pytest.mark.parametrize("seed", SEEDS)
def test_read_the_board_puts_every_tile_on_its_cell_and_leaves_none_out(seed: int) -> None:
    """The grid read back from the English text is the state's grid, cell by cell, no tile more or less."""
    for state in match(seed):
        text = board_text(state, NAMES, lang="en")
        read = english_grid(text)
        if not state.grid:
            continue
        x0, y0 = origin(state)
        placed = {(c.y - y0 + 1, c.x - x0 + 1): tile_name(c.tile, "en") for c in state.grid}
        assert {cell: what.removesuffix(", placed last") for cell, what in read.items() if cell in placed} == placed
        tiles = {cell for cell, what in read.items() if not what.startswith(("spot ", "empty"))}
        assert tiles == set(placed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_read_the_board_names_every_tile_and_spot_as_the_pictures_and_the_picker_do(lang: str) -> None:
    for state in states():
        text = board_text(state, NAMES, lang=lang).lower()
        legal = legal_cells(state)
        highlighted = describe_grid(state, NAMES, lang=lang, highlight=legal).lower()
        where = area(state)
        for tile in state.grid:
            assert where is not None
            name = cell_name((tile.x, tile.y), where, lang).lower()
            told = pl_label("alt-tile", lang, cell=name, tile=tile_name(tile.tile, lang)).lower()
            assert told in text
            assert told in highlighted
        for cell, letter in spot_labels(legal).items():
            assert where is not None
            name = cell_name(cell, where, lang).lower()
            assert pl_label("read-spot", lang, spot=letter, cell=name).lower() in text
            assert pl_label("alt-spot", lang, cell=name, spot=letter).lower() in highlighted


def test_the_spots_are_read_where_the_grid_letters_them() -> None:
    """Five tiles from (-1, 0) to (1, 1): rows count from the spots above them, columns from the spot at their left."""
    state = state_with(MID_GAME)
    text = board_text(state, NAMES, lang="en")
    assert "- Row 2, column 3: 3 of moons" in text  # the first tile, at (0, 0)
    assert "- Row 2, column 2: 2 of arms" in text
    assert "- Row 3, column 4: 5 of moons, placed last" in text
    assert "- Spot A: row 1, column 2" in text  # (-1, -1), the first spot in reading order
    assert "- Row 1, column 1: empty" in text
    grid = describe_grid(state, NAMES, lang="en", highlight=legal_cells(state), last=(1, 1))
    assert "Row 1, column 2: spot A" in grid.splitlines()
    assert "Grace to play" in grid.splitlines()[0]  # five tiles placed, Ada first
    assert "Suns 2, 3, 4, 5." not in grid  # the 5 of suns is on the grid
    assert "Suns 2, 3, 4." in grid
    pending = describe_grid(state, NAMES, lang="en", pending=(-1, -1, 15))
    assert "Row 1, column 2: 5 of arms, chosen, not placed yet" in pending


def test_tile_names_are_the_menus() -> None:
    for tile in range(16):
        assert tile_name(tile, "fr") == pl_label(
            "tile-name", "fr", value=tile_value(tile), suit=pl_label(f"suit-of-{tile_suit(tile)}", "fr")
        )


def test_a_scored_game_is_told_line_by_line_and_row_by_row() -> None:
    state = state_with((), (scored(GAME_ONE),))
    text = describe_final(state, NAMES, lang="en")
    lines = text.splitlines()
    assert lines[0].startswith("Power Lines")
    assert sum(line.startswith(("Row ", "Column ", "Diagonal ")) for line in lines) == 10 + 4
    read = board_text(state, NAMES, lang="en")
    for line in lines[1:]:
        assert line.removesuffix(".") in read


def test_every_word_of_the_descriptions_is_in_the_catalog_and_used(monkeypatch: pytest.MonkeyPatch) -> None:
    def describe_all() -> None:
        for seed in SEEDS[:2]:
            history = match(seed)
            describe_timelapse(history, NAMES, lang=FALLBACK)
            for state in history:
                descriptions(state, FALLBACK)
                board_text(state, NAMES, lang=FALLBACK)
        single = state_with((), (scored(GAME_ONE),), first_seats=(0,))
        describe_final(single, NAMES, lang=FALLBACK)
        board_text(state_with(MID_GAME, first_seats=(1,)), NAMES, lang=FALLBACK)

    asked = keys_drawn(monkeypatch, words, describe_all)
    catalog = FluentParser().parse((LOCALES_DIR / FALLBACK / "powerlines-images.ftl").read_text(encoding="utf-8"))
    keys = {entry.id.name for entry in catalog.body if isinstance(entry, ast.Message)}
    own = {key for key in keys if key.startswith(("alt-", "read-"))}
    assert own and own <= asked
