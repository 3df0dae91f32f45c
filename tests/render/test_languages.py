"""The images speak the table's language: every word from the catalog, every catalog word drawn, every label in
its box in English, German and French."""

import io
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image, ImageChops

from engine.powerline import Variants
from engine.powerline.plan import Placement
from engine.powerline.planning import next_step
from engine.powerline.rules import load_rules
from engine.powerline.scoring import load_tiles
from engine.powerline.state import PowerlineState
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR
from render.powerline import (
    preview,
    render_board,
    render_center,
    render_preview,
    render_round_summary,
    render_standings,
    render_timelapse,
    words,
)
from tests.render.helpers import NAMES, finished, late_six, play
from tests.render.labels import keys_drawn, label_problems
from tests.test_catalogs import messages

DOMAIN = "powerline-images"


def with_player(state: PowerlineState, seat: int, **changes: object) -> PowerlineState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def plans(state: PowerlineState, seat: int, start: str) -> Iterator[tuple[Placement, ...]]:
    """Every stage of one plan, empty to complete, taking the first spot offered (an island spot if any)."""
    placements: tuple[Placement, ...] = ()
    while True:
        yield placements
        step = next_step(state, seat, start, placements)
        if step.worker is None or not step.options:
            return
        island = [o for o in step.options if o.line is None]
        placements = (*placements, (island or list(step.options))[0])


def every_image(lang: str) -> None:
    """Each image in every state that changes its words: variants, every tile, an end penalty, the plan from empty to
    complete."""
    late, events = late_six()
    variants = Variants(construction_limits=True, adventure_island=True, vacation=True, special_contracts="alone")
    twisty, twisty_events = play(4, 9, 8, variants)
    finish = finished(4).state
    over = with_player(finish, 0, ledger=replace(finish.players[0].ledger, penalty=3))
    letters = sorted(load_tiles())
    for state in (late, twisty.state, over, with_player(twisty.state, 0, vacation=False)):
        render_board(state, 0, NAMES, lang=lang)
        render_center(state, NAMES, lang=lang)
        render_standings(state, NAMES, lang=lang)
    for tiles in (letters[i : i + 3] for i in range(0, len(letters), 3)):
        render_center(replace(late, tiles=tuple(tiles)), NAMES, lang=lang)
        render_board(replace(late, tiles=tuple(tiles)), 1, NAMES, lang=lang)
    render_standings(finished(1).state, NAMES, lang=lang)
    render_round_summary(late, events, NAMES, lang=lang)
    render_round_summary(twisty.state, twisty_events, NAMES, lang=lang)
    preview.bases.clear()
    for state, seat in ((late, 0), (twisty.state, 1), (play(2, 7, 2)[0].state, 1)):
        for start in load_rules().plan_starts:
            for placements in plans(state, seat, start):
                render_preview(state, seat, start, placements, NAMES, lang=lang)
    render_timelapse([late, late], 0, NAMES, lang=lang)


def test_every_word_drawn_is_in_the_catalog_and_every_catalog_word_is_drawn(monkeypatch) -> None:
    """Words for the pictures in words (`alt-`, `read-`) are not drawn: test_described_powerline.py checks those."""
    asked = keys_drawn(monkeypatch, words, lambda: every_image(FALLBACK))
    drawn = {key for key in messages(LOCALES_DIR / FALLBACK / f"{DOMAIN}.ftl") if not key.startswith(("alt-", "read-"))}
    assert asked == drawn


def test_the_engine_names_what_the_catalog_words() -> None:
    keys = set(messages(LOCALES_DIR / FALLBACK / f"{DOMAIN}.ftl"))
    rules = load_rules()
    assert {f"tile-{letter}" for letter in load_tiles()} <= keys
    assert {f"rating-{rating.key}" for rating in rules.solo_ratings} <= keys
    assert {f"colour-{colour}" for colour in rules.workers} <= keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_label_fits_its_box_at_its_size_and_stays_in_its_image(monkeypatch, lang: str) -> None:
    """A label that would need shrinking to fit its box reads worse: shorten it in the catalog instead."""
    too_wide, outside = label_problems(monkeypatch, lambda: every_image(lang))
    assert too_wide == set()
    assert outside == set()


def pixels(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


IMAGES: dict[str, Callable[[str], bytes]] = {
    "board": lambda lang: render_board(late_six()[0], 2, NAMES, lang=lang),
    "center": lambda lang: render_center(late_six()[0], NAMES, lang=lang),
    "standings": lambda lang: render_standings(finished(4).state, NAMES, lang=lang),
    "solo standings": lambda lang: render_standings(finished(1).state, NAMES, lang=lang),
    "summary": lambda lang: render_round_summary(*late_six(), NAMES, lang=lang),
    "preview": lambda lang: render_preview(late_six()[0], 0, "red", (), NAMES, lang=lang),
}


@pytest.mark.parametrize("name", sorted(IMAGES))
def test_each_language_draws_its_own_words(name: str) -> None:
    drawn = {lang: pixels(IMAGES[name](lang)) for lang in LANGUAGES}
    for a, b in combinations(LANGUAGES, 2):
        assert drawn[a].size == drawn[b].size
        assert ImageChops.difference(drawn[a], drawn[b]).getbbox() is not None, (name, a, b)
    assert IMAGES[name]("xx") == IMAGES[name](FALLBACK)


def test_a_prepared_preview_board_is_not_shared_between_languages() -> None:
    state, _ = late_six()
    preview.bases.clear()
    english = render_preview(state, 0, "red", (), NAMES, lang="en")
    german = render_preview(state, 0, "red", (), NAMES, lang="de")
    assert german != english
    assert len(list(preview.bases)) == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_die_colour_is_marked_with_letters_of_its_name_in_the_readers_language(lang: str) -> None:
    """A colour-blind player reads the mark instead of the hue, so it comes from the colour's name in their language
    (German yellow is 'Ge', not 'Y') and no two colours share one."""
    marks = {}
    for colour in load_rules().workers:
        mark = words.say(lang, f"mark-{colour}")
        name = words.say(lang, f"colour-{colour}").lower()
        letters = iter(name)
        assert mark[0].lower() == name[0] or (lang, colour) == ("en", "black"), (lang, colour, mark)
        assert all(letter in letters for letter in mark.lower()), (lang, colour, mark, name)
        marks[colour] = mark
    assert len(set(marks.values())) == len(marks)
