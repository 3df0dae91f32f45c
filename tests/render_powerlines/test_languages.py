"""Power Lines' images speak the table's language: every word from the catalog, every catalog word drawn, every
label in its box in English, German and French."""

import io
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image, ImageChops

from engine.powerlines.rules import load_rules
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR
from render.powerlines import render_final, render_grid, words
from tests.render.labels import keys_drawn, label_problems
from tests.render_powerlines.helpers import (
    GAME_ONE,
    GAME_TWO,
    MID_GAME,
    NAMES,
    NEARLY_FULL,
    legal_spots,
    scored,
    state_with,
)
from tests.test_catalogs import messages

DOMAIN = "powerlines-images"
LONG_NAMES = ("Maximiliane", "Bartholomew")
"""Names as long as the cards are meant to hold at full size."""


def every_image(lang: str, names: tuple[str, str] = NAMES) -> None:
    """Each image in every state that changes its words: both games, a single game, won, drawn and finished."""
    one, two = scored(GAME_ONE), scored(GAME_TWO, -1, -2)
    drawn = replace(one, suits=one.values, values=one.suits)
    for placed in ((), MID_GAME[:1], MID_GAME, NEARLY_FULL):
        for finished in ((), (one,)):
            state = state_with(placed, finished)
            render_grid(state, names, lang=lang, highlight=legal_spots(placed), last=placed[-1][:2] if placed else None)
        render_grid(state_with(placed, first_seats=(1,)), names, lang=lang, pending=(9, 9, 0))
    render_grid(state_with((), (one, two)), names, lang=lang)
    for finished in ((one,), (one, two), (one, drawn)):
        render_final(state_with((), finished), names, lang=lang)
    render_final(state_with((), (one,), first_seats=(0,), suits_seat=1), names, lang=lang)
    render_final(state_with((), (replace(one, suits=0, values=0),), first_seats=(1,)), names, lang=lang)


def test_every_word_drawn_is_in_the_catalog_and_every_catalog_word_is_drawn(monkeypatch) -> None:
    """Words for the pictures in words (`alt-`, `read-`) are not drawn: test_described.py checks those."""
    asked = keys_drawn(monkeypatch, words, lambda: every_image(FALLBACK))
    drawn = {key for key in messages(LOCALES_DIR / FALLBACK / f"{DOMAIN}.ftl") if not key.startswith(("alt-", "read-"))}
    assert asked == drawn


def test_the_engine_names_what_the_catalog_words() -> None:
    keys = set(messages(LOCALES_DIR / FALLBACK / f"{DOMAIN}.ftl"))
    assert {f"suit-heading-{suit}" for suit in load_rules().suits} <= keys
    assert {"side-badge-suits", "side-badge-values"} <= keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_label_fits_its_box_at_its_size_and_stays_in_its_image(monkeypatch, lang: str) -> None:
    """A label that would need shrinking to fit its box reads worse: shorten it in the catalog instead."""
    too_wide, outside = label_problems(monkeypatch, lambda: every_image(lang, LONG_NAMES))
    assert too_wide == set()
    assert outside == set()


def pixels(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


IMAGES: dict[str, Callable[[str], bytes]] = {
    "grid": lambda lang: render_grid(state_with(MID_GAME), NAMES, lang=lang, highlight=legal_spots(MID_GAME)),
    "final": lambda lang: render_final(state_with((), (scored(GAME_ONE), scored(GAME_TWO))), NAMES, lang=lang),
}


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_each_language_draws_its_own_words(name: str) -> None:
    drawn = {lang: pixels(IMAGES[name](lang)) for lang in LANGUAGES}
    for a, b in combinations(LANGUAGES, 2):
        assert drawn[a].size == drawn[b].size
        assert ImageChops.difference(drawn[a], drawn[b]).getbbox() is not None, (name, a, b)
    assert IMAGES[name]("xx") == IMAGES[name](FALLBACK)
