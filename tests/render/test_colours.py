"""Colours for every eye (`benchmarks/colours.py`, #56): no two seat or piece colours of a game fall under ΔE00 20
in normal vision or simulated protanopia, deuteranopia or tritanopia unless a letter or shape tells them apart, and
the renderers really draw the letters and shapes the benchmark counts on."""

import itertools
from dataclasses import replace

import pytest
from PIL import Image

from benchmarks.colours import TARGET, ColourSet, check, difference, measure
from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig
from engine.powerline.config import Variants
from i18n.catalog import LANGUAGES
from render.barrage import theme as barrage_theme
from render.barrage.pieces import badge_sprite as company_badge
from render.barrage.pieces import house_sprite
from render.core.draw import Pen, sprite_canvas
from render.core.legibility import recording
from render.powerline import theme as powerline_theme
from render.powerline.center import dice_row
from render.powerline.pieces import token_sprite, worker_sprite
from render.powerline.sample import sample_game
from render.powerline.summary import summary_image
from render.powerline.words import say
from render.powerlines import theme as powerlines_theme
from render.powerlines.pieces import badge_sprite as side_badge
from render.powerlines.pieces import draw_suit

GREY = (128, 128, 128)


def test_no_pair_breaks_the_target() -> None:
    assert check() == []


def test_a_pair_under_the_target_is_caught_unless_a_mark_tells_it_apart() -> None:
    red, green = (200, 30, 40), (90, 110, 40)
    assert difference(red, green, "deutan") < TARGET
    bare = ColourSet("game", "pieces", {"red": red, "green": green}, {"red": {}, "green": {}})
    assert not measure(bare, "deutan").meets
    lettered = ColourSet("game", "pieces", bare.colours, {"red": {"letter": "R"}, "green": {"letter": "G"}})
    assert measure(lettered, "deutan").meets
    assert not measure(replace(lettered, unmarked=("an image",)), "deutan").meets


def texts(draw: object) -> set[str]:
    with recording() as drawn:
        assert callable(draw)
        draw()
    return {d.text for d in drawn}


def test_powerline_seats_each_have_their_own_shape() -> None:
    marks = [s.mark for s in powerline_theme.PLAYERS]
    assert len(set(marks)) == len(marks)
    tokens = {mark: token_sprite.__wrapped__(GREY, mark, 60).tobytes() for mark in marks}
    for a, b in itertools.combinations(marks, 2):
        assert tokens[a] != tokens[b], (a, b)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_powerline_workers_carry_their_letter(lang: str) -> None:
    state = GameRecord(POWERLINE, PowerlineConfig(players=2, seed=1)).state
    letters = {say(lang, f"mark-{colour}") for colour in powerline_theme.WORKERS}
    assert len(letters) == len(powerline_theme.WORKERS)
    pen = Pen(Image.new("RGBA", (1000, 200)), 1.0)
    assert letters <= texts(lambda: dice_row(pen, 60, state, lang))
    summarised, events = sample_game(3, Variants(), 2)
    assert letters <= texts(lambda: summary_image(summarised, events, ("a", "b", "c"), lang=lang))
    for colour, fill in powerline_theme.WORKERS.items():
        letter = say(lang, f"mark-{colour}")
        assert letter in texts(lambda f=fill, m=letter: worker_sprite.__wrapped__(f, m, 40, False))


def alpha(image: Image.Image) -> bytes:
    return image.getchannel("A").tobytes()


def test_powerlines_sides_and_suits_have_their_own_shapes() -> None:
    assert alpha(side_badge.__wrapped__("suits", 60)) != alpha(side_badge.__wrapped__("values", 60))
    silhouettes = {}
    for suit in powerlines_theme.SUITS:
        image, pen, c = sprite_canvas(60, 4)
        draw_suit(pen, suit, c, 28, GREY, GREY, 1)
        silhouettes[suit] = alpha(image)
    for a, b in itertools.combinations(silhouettes, 2):
        assert silhouettes[a] != silhouettes[b], (a, b)


def test_barrage_companies_carry_their_letter_and_outline() -> None:
    companies = list(barrage_theme.COMPANIES)
    outlines = {company: alpha(company_badge.__wrapped__(company, 60, lettered=False)) for company in companies}
    for a, b in itertools.combinations(companies, 2):
        assert outlines[a] != outlines[b], (a, b)
    for company in companies:
        letter = barrage_theme.LETTERS[company]
        assert letter in texts(lambda c=company: company_badge.__wrapped__(c, 60))
        assert letter in texts(lambda c=company: house_sprite.__wrapped__(c, 60))
    assert len(set(barrage_theme.LETTERS.values())) == len(companies)
