"""Text stays as legible as measured (`benchmarks/legibility.py`, docs/display.md): each image kind's smallest text
in the desktop client's box and the phone's never falls below the figures recorded here, and the recording notes
each text at the size it ends up."""

import functools

import pytest
from PIL import Image

from benchmarks.legibility import (
    DESKTOP_TARGET,
    LANGUAGES,
    PHONE_TARGET,
    PHONE_TURN_TARGET,
    Case,
    cases,
    measure,
)
from render.core.draw import Pen, sprite_canvas
from render.core.legibility import recording, shown_at

FLOORS: dict[str, tuple[float, float]] = {
    "board (6 players)": (9.4, 7.5),
    "board (4 players)": (9.4, 7.5),
    "board (every variant)": (9.2, 7.5),
    "planner preview": (9.0, 7.4),
    "center board": (9.9, 6.5),
    "round summary (6 boards)": (10.3, 6.5),
    "standings (4 players)": (15.0, 7.8),
    "standings (solo rating)": (13.1, 6.8),
    "grid with lettered cells": (10.5, 7.5),
    "scored game": (11.0, 7.5),
    "map (early, 2 players)": (9.7, 7.2),
    "company (early, 2 players)": (10.3, 7.1),
    "shared boards (early, 2 players)": (9.7, 6.0),
    "map (crowded, 4 players)": (9.2, 7.2),
    "company (crowded, 4 players)": (10.3, 7.1),
    "shared boards (crowded, 4 players)": (9.2, 6.0),
    "final standings": (12.1, 6.2),
}
"""Per image kind, the smallest text in the desktop box (550 x 350) and the phone box (284 x 400), in px, over the
three languages: raise a floor when an image gets more legible."""


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
def by_kind() -> dict[str, Case]:
    return {case.kind: case for case in cases()}


def test_every_image_kind_has_a_floor():
    assert set(by_kind()) == set(FLOORS)


@pytest.mark.parametrize("kind", sorted(FLOORS))
def test_no_image_gets_less_legible_than_recorded(kind):
    desktop, phone = FLOORS[kind]
    for lang in LANGUAGES:
        figure = measure(by_kind()[kind], lang)
        assert figure.at_desktop_px >= desktop and figure.at_phone_px >= phone, f"{lang}: {figure}"


def test_every_floor_meets_the_display_models_targets():
    """The floors are the targets' guard: none may sit below what docs/display.md asks of its kind of image."""
    turn = {case.kind: case.turn for case in by_kind().values()}
    for kind, (desktop, phone) in FLOORS.items():
        assert desktop >= DESKTOP_TARGET, kind
        assert phone >= (PHONE_TURN_TARGET if turn[kind] else PHONE_TARGET), kind
