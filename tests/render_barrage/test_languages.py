"""Barrage's images speak the table's language: every word from the catalog, every catalog word drawn, every label
in its box, and no English left in German or French."""

import io
import math
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image, ImageChops

from engine.barrage.data_load import load_rules
from engine.barrage.state import BarrageState
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR
from render.barrage import render_boards, render_company, render_final, render_map, words
from render.barrage.mapbase import background
from render.core.draw import Pen
from tests.render.labels import keys_drawn, label_problems
from tests.render_barrage.helpers import (
    LONG_NAMES,
    NAMES,
    before_picks,
    crowded,
    early,
    finished,
    full_map,
    with_company,
)
from tests.test_catalogs import messages
from tests.words import english_leaks

DOMAIN = "barrage-images"


def described_tiles() -> list[str]:
    return [t.id for t in load_rules().tiles if t.effect]


def every_image(lang: str, names: tuple[str, ...] = NAMES) -> None:
    """Each image in every state that changes its words: before the picks, early and late, introductory and
    standard, every officer, objective and advanced tile, a seat that passed and one with no contracts. The map's
    unchanging part is drawn afresh, so its words are asked for and measured too."""
    background.cache_clear()
    rules = load_rules()
    busy = crowded()
    over, lines = finished(4, "standard")
    for state in (before_picks(3), early(2, "introductory"), busy, over):
        players = len(state.companies)
        render_map(state, names[:players], lang=lang, highlight=("1-up", "2-left", "5-a", "B"), moved=("3-down",))
        render_boards(state, names[:players], lang=lang)
        for seat in range(players):
            render_company(state, seat, names[:players], lang=lang)
    render_map(full_map(busy), names, lang=lang)
    render_final(over, names, lang=lang, lines=lines)
    render_final(finished(2, "introductory")[0], names[:2], lang=lang)
    render_boards(replace(busy, passed=(busy.order[0],), current=busy.order[1]), names, lang=lang)
    tiles = described_tiles()
    step = rules.patent_display
    for k in range(math.ceil(len(tiles) / step)):
        group = tuple(tiles[k * step : (k + 1) * step])
        render_boards(replace(busy, patent=replace(busy.patent, display=group)), names, lang=lang)
        render_company(with_company(busy, 0, tiles=("base", *group)), 0, names, lang=lang)
    for officer in rules.officers:
        render_company(with_company(busy, 1, officer=officer.id, hand=(), fulfilled=("g1",)), 1, names, lang=lang)
    for objective in rules.scoring.objectives:
        render_boards(replace(busy, objective=objective), names, lang=lang)
        render_final(replace(over, objective=objective), names, lang=lang, lines=lines)


def test_every_word_drawn_is_in_the_catalog_and_every_catalog_word_is_drawn(monkeypatch) -> None:
    """Words for the pictures in words (`alt-`, `read-`) are not drawn: test_described.py checks those."""
    asked = keys_drawn(monkeypatch, words, lambda: every_image(FALLBACK))
    drawn = {key for key in messages(LOCALES_DIR / FALLBACK / f"{DOMAIN}.ftl") if not key.startswith(("alt-", "read-"))}
    assert asked == drawn


def test_the_engine_names_what_the_catalog_words() -> None:
    keys = set(messages(LOCALES_DIR / FALLBACK / f"{DOMAIN}.ftl"))
    rules = load_rules()
    assert {f"area-{area.id}" for area in rules.map.areas} <= keys
    assert {f"company-{company.id}" for company in rules.companies} <= keys
    assert {f"ability-{company.ability}" for company in rules.companies} <= keys
    assert {f"officer-{officer.id}" for officer in rules.officers} <= keys
    assert {f"rule-{officer.effect}" for officer in rules.officers} <= keys
    assert {f"tile-{tile.effect}" for tile in rules.tiles if tile.effect} <= keys
    assert {f"objective-{objective}" for objective in rules.scoring.objectives} <= keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_label_fits_its_box_at_its_size_and_stays_in_its_image(monkeypatch, lang: str) -> None:
    """A label that would need shrinking to fit its box reads worse: shorten it in the catalog instead."""
    too_wide, outside = label_problems(monkeypatch, lambda: every_image(lang, LONG_NAMES))
    assert too_wide == set()
    assert outside == set()


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != FALLBACK])
def test_no_english_is_left_in_the_other_languages(monkeypatch, lang: str) -> None:
    drawn: list[str] = []
    text = Pen.text

    def recording(pen: Pen, p: tuple[float, float], label: str, *args: object, **kwargs: object) -> None:
        drawn.append(label)
        text(pen, p, label, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Pen, "text", recording)
    words.say.cache_clear()
    every_image(lang)
    assert drawn
    assert english_leaks(drawn, lang) == set()


def pixels(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def over() -> BarrageState:
    return finished(4, "standard")[0]


IMAGES: dict[str, Callable[[str], bytes]] = {
    "map": lambda lang: render_map(crowded(), NAMES, lang=lang),
    "company": lambda lang: render_company(crowded(), 2, NAMES, lang=lang),
    "boards": lambda lang: render_boards(crowded(), NAMES, lang=lang),
    "final": lambda lang: render_final(over(), NAMES, lang=lang, lines=finished(4, "standard")[1]),
}


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_each_language_draws_its_own_words(name: str) -> None:
    drawn = {lang: pixels(IMAGES[name](lang)) for lang in LANGUAGES}
    for a, b in combinations(LANGUAGES, 2):
        assert drawn[a].size == drawn[b].size
        assert ImageChops.difference(drawn[a], drawn[b]).getbbox() is not None, (name, a, b)
    assert IMAGES[name]("xx") == IMAGES[name](FALLBACK)
