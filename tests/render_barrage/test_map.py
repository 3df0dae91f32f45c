"""The map is shaped for Discord's boxes, and nothing on it hides a text: the spot letters (the pink tags the picker
names its options by) cover no digit of a conduit, a basin or a count, no label, no company's letter on a piece and
no other tag, and the areas' names and costs stand clear of the rivers and the spaces. Checked on the crowded
position the legibility benchmark draws, in every language, and on every map decision of games played at random."""

import inspect
import random
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import pairwise
from typing import Any

import pytest

from benchmarks.legibility import DESKTOP_BOX, DESKTOP_TARGET, PHONE_BOX, PHONE_TURN_TARGET, shown
from engine.barrage.actions import Undo
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE, resolution
from engine.barrage.produce import NONE
from engine.barrage.rules import NEUTRAL
from engine.barrage.state import BarrageState
from engine.core import GameRecord
from i18n.catalog import LANGUAGES
from render.barrage import render_map, spot_labels
from render.barrage.layout import LANE, TEXT, Box, centre, map_layout
from render.barrage.map import BADGE, TAG
from render.barrage.mapbase import background, text_box
from render.barrage.pieces import letter, tag_sprite
from render.barrage.samples import barrage_position
from render.barrage.theme import MAP_WIDTH
from render.core.draw import Pen
from render.core.samples import NAMES
from render.core.theme import font

CHOICES = ("5-up", "6-down", "8-c", "9-b", "10-a", "11-c", "12-d")
"""The options the legibility benchmark letters on the crowded map."""
MAP_KINDS = ("location", "powerhouse", "conduit", "dam")
"""Decisions the picker shows lettered on the map."""
GAMES = 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_smallest_text_reads_at_9_px_on_a_desktop_and_7_on_a_phone(players: int) -> None:
    """The map is a turn's picture: at most about 40 of its smallest texts wide and 39 tall."""
    size = (MAP_WIDTH, map_layout(players).height)
    assert TEXT * shown(*size, DESKTOP_BOX) >= DESKTOP_TARGET
    assert TEXT * shown(*size, PHONE_BOX) >= PHONE_TURN_TARGET


def meet(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


Texts = list[tuple[str, Box]]


def drawn(state: BarrageState, lang: str, highlight: Sequence[str]) -> tuple[Texts, Texts, dict[str, Box]]:
    """Draws the map; returns each text drawn on the unchanging map (only when it is drawn afresh: see
    `base_texts`) and on the image over it, not inside a sprite, with its inked box, and each spot letter's tag box,
    all in image pixels."""
    players = len(state.companies)
    height = map_layout(players).height
    texts: dict[bool, Texts] = {True: [], False: []}
    tags: dict[str, Box] = {}
    sprites = {id(tag_sprite(label, TAG)): label for label in spot_labels(highlight).values()}
    write, paste = Pen.text, Pen.paste
    signature = inspect.signature(write)

    def text(*args: Any, **kwargs: Any) -> None:
        call = signature.bind(*args, **kwargs)
        call.apply_defaults()
        pen, label, size, bold, room, anchor = (
            call.arguments[k] for k in ("self", "text", "size", "bold", "max_width", "anchor")
        )
        scale = pen.image.width / MAP_WIDTH
        if pen.image.size == (round(MAP_WIDTH * scale), round(height * scale)):
            if room is not None:
                size = pen.fitting(label, size, room, bold)
            x, y = pen.at(call.arguments["p"])
            left, top, right, bottom = font(round(pen.px(size)), bold).getbbox(label, anchor=anchor)
            box = ((x + left) / scale, (y + top) / scale, (x + right) / scale, (y + bottom) / scale)
            texts[scale > 1].append((label, box))
        write(*args, **kwargs)

    def pasted(pen: Pen, sprite: Any, c: tuple[float, float]) -> None:
        if id(sprite) in sprites:
            x, y = pen.at(c)
            w, h = sprite.width / 2 - 2, sprite.height / 2 - 2
            tags[sprites[id(sprite)]] = (x - w, y - h, x + w, y + h)
        paste(pen, sprite, c)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Pen, "text", text)
        patch.setattr(Pen, "paste", pasted)
        render_map(state, NAMES[:players], lang=lang, highlight=highlight)
    return texts[True], texts[False], tags


@cache
def base_texts(lang: str, players: int) -> Texts:
    """The texts of the unchanging map of `players` companies in `lang`, drawn afresh."""
    background.cache_clear()
    return drawn(barrage_position(players, 1, 2)[0], lang, ())[0]


def piece_letters(state: BarrageState) -> Texts:
    """The company letters on the built dams and powerhouses (drawn inside their sprites)."""
    layout = map_layout(len(state.companies))
    letters: Texts = []
    for space, dam in state.map.dams.items():
        if dam.owner != NEUTRAL:
            x0, y0, _, y1 = layout.dams[space]
            mark = letter(state.companies[dam.owner].company)
            letters.append((f"{space} {mark}", text_box((x0 + 5 + BADGE / 2, (y0 + y1) / 2), mark, TEXT, True)))
    for space, seat in state.map.powerhouses.items():
        x0, y0, x1, y1 = layout.powerhouses[space]
        mark = letter(state.companies[seat].company)
        at = (centre((x0, y0, x1, y1))[0], centre((x0, y0, x1, y1))[1] + 0.12 * (y1 - y0))
        letters.append((f"{space} {mark}", text_box(at, mark, (y1 - y0) * 0.5, True)))
    return letters


def covered(state: BarrageState, lang: str, highlight: Sequence[str]) -> set[str]:
    """What the spot letters cover: "<tag> over <text>" for each tag and text (or other tag) that meet."""
    _, texts, tags = drawn(state, lang, highlight)
    assert len(tags) == len(spot_labels(s for s in highlight if s != NONE))
    others = base_texts(lang, len(state.companies)) + texts + piece_letters(state)
    others += [(f"tag {label}", box) for label, box in tags.items()]
    return {
        f"{label} over {text!r}"
        for label, box in tags.items()
        for text, other in others
        if text != f"tag {label}" and meet(box, other)
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_spot_letters_of_the_crowded_map_cover_no_text(lang: str) -> None:
    state, _ = barrage_position(4, 5, 12)
    assert covered(state, lang, CHOICES) == set()


def map_decisions(games: int) -> Iterator[tuple[BarrageState, tuple[str, ...]]]:
    """Every map decision of `games` 4-player games played by random legal choices: the position the picker draws
    (the turn so far applied) and the spots it letters."""
    for seed in range(games):
        record = GameRecord(BARRAGE, BarrageConfig(seed=seed, players=4, setup="standard"))
        rng = random.Random(seed)
        while (state := record.state).current is not None:
            now = resolution(state)
            if now.decision is not None and now.decision.kind in MAP_KINDS:
                yield now.state, tuple(o for o in now.decision.options if o != NONE)
            actions = [a for a in BARRAGE.legal_actions(state, state.current) if not isinstance(a, Undo)]
            record.apply(rng.choice(actions))


def test_the_spot_letters_of_every_map_decision_of_a_game_cover_no_text() -> None:
    problems = {
        f"{state.round}/{state.turn} {problem}"
        for state, options in map_decisions(GAMES)
        for problem in covered(state, "en", options)
    }
    assert problems == set()


def river_banks(players: int) -> list[Box]:
    """Each straight stretch of every river, with its banks."""
    reach = LANE / 2 + 2
    return [
        (min(a[0], b[0]) - reach, min(a[1], b[1]) - reach, max(a[0], b[0]) + reach, max(a[1], b[1]) + reach)
        for points in map_layout(players).rivers
        for a, b in pairwise(points)
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_areas_names_and_costs_stand_clear_of_rivers_and_spaces(lang: str, players: int) -> None:
    layout = map_layout(players)
    texts = base_texts(lang, players)
    labels = [(text, box) for text, box in texts if any(meet(box, area) for area in layout.labels.values())]
    assert len(labels) >= 3 * len(layout.labels)
    spaces = [*layout.dams.values(), *layout.conduits.values(), *layout.powerhouses.values(), *layout.basins.values()]
    assert {text for text, box in labels if any(meet(box, other) for other in river_banks(players) + spaces)} == set()
