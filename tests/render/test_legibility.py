"""Text stays as legible as measured (`benchmarks/legibility.py`, docs/display.md): each image kind's smallest text
in the desktop client's box and the phone's never falls below the floor its game recorded with the case
(`render.core.samples.Case`), and the recording notes each text at the size it ends up."""

import functools

import pytest
from PIL import Image

from benchmarks.legibility import (
    DESKTOP_TARGET,
    LANGUAGES,
    PHONE_TARGET,
    PHONE_TURN_TARGET,
    cases,
    drawn_by,
    measure,
)
from engine.registry import LISTED, REGISTRATIONS, Registration
from render.core.draw import Pen, sprite_canvas
from render.core.legibility import recording, shown_at
from render.core.samples import Case
from tests.tictactoe.engine import REGISTRATION as TICTACTOE


def test_texts_are_noted_at_the_size_they_end_up():
    image = Image.new("RGBA", (200, 100))
    sprite, sprite_pen, centre = sprite_canvas(40)
    with recording() as drawn:
        Pen(image, 2.0).text((10, 10), "VP", 10, (0, 0, 0))
        sprite_pen.text(centre, "7", 20, (0, 0, 0))
        with shown_at(0.5):
            Pen(image, 1.0).text((10, 10), "half", 30, (0, 0, 0), decorative=True)
    assert [(d.text, d.px, d.decorative) for d in drawn] == [("VP", 20, False), ("7", 20, False), ("half", 15, True)]
    assert sprite.width == 160


@functools.cache
def listed() -> tuple[Case, ...]:
    """Every listed game's cases, their positions played once for the whole module."""
    return tuple(cases())


def assert_no_less_legible_than_recorded(case: Case, registration: Registration) -> None:
    desktop, phone = case.floor
    for lang in LANGUAGES:
        figure = measure(case, lang, drawn_by([registration]))
        assert figure.at_desktop_px >= desktop and figure.at_phone_px >= phone, f"{lang}: {figure}"


def assert_floor_meets_the_targets(case: Case) -> None:
    """The floors are the targets' guard: none may sit below what docs/display.md asks of its kind of image."""
    desktop, phone = case.floor
    assert desktop >= DESKTOP_TARGET, case.kind
    assert phone >= (PHONE_TURN_TARGET if case.turn else PHONE_TARGET), case.kind


@pytest.mark.parametrize("game", LISTED)
def test_no_image_gets_less_legible_than_recorded(game):
    for case in listed():
        if case.game == game:
            assert_no_less_legible_than_recorded(case, REGISTRATIONS[game])


def test_every_listed_game_shows_its_images_each_kind_once():
    named = [(case.game, case.kind) for case in listed()]
    assert len(set(named)) == len(named)
    assert {case.game for case in listed()} == set(LISTED)


def test_every_floor_meets_the_display_models_targets():
    for case in listed():
        assert_floor_meets_the_targets(case)


def test_a_game_outside_the_list_is_measured_from_its_registration_alone():
    """Tic-tac-toe is in no shared list: its registration names the module of its samples."""
    [case] = cases([TICTACTOE])
    assert (case.game, case.kind, case.turn) == ("tictactoe", "tic-tac-toe board", True)
    assert_floor_meets_the_targets(case)
    assert_no_less_legible_than_recorded(case, TICTACTOE)
