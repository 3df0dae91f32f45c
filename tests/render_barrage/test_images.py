import io

import pytest
from PIL import Image, ImageChops

from engine.barrage.rules import STRUCTURES, load_rules
from engine.barrage.state import BarrageState
from render.barrage import render_boards, render_company, render_final, render_map, spot_labels
from render.barrage.boards import boards_height, card_widths
from render.barrage.company import INNER as LEFT_W
from render.barrage.company import INNER as PANEL_RIGHT_W
from render.barrage.company_board import UNCOVERED, slot_effects, slot_width
from render.barrage.contracts import card_width
from render.barrage.final import height as final_height
from render.barrage.layout import map_layout
from render.barrage.rewards import items_width
from render.barrage.text import wrapped
from render.barrage.theme import BOARDS_WIDTH, FINAL_WIDTH, MAP_WIDTH, PANEL_WIDTH
from render.core.draw import Pen
from tests.render_barrage.helpers import (
    NAMES,
    SETUPS,
    before_picks,
    crowded,
    early,
    finished,
    full_map,
    with_company,
)

MAX_BYTES = 800_000
PLAYERS = (2, 3, 4)


def open_png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image


def differ(a: bytes, b: bytes) -> bool:
    return ImageChops.difference(open_png(a).convert("RGB"), open_png(b).convert("RGB")).getbbox() is not None


def positions(players: int, setup: str) -> list[BarrageState]:
    return [early(players, setup), finished(players, setup)[0]]


@pytest.mark.parametrize("setup", SETUPS)
@pytest.mark.parametrize("players", PLAYERS)
def test_every_image_is_a_png_of_its_size_early_and_late(players: int, setup: str) -> None:
    names = NAMES[:players]
    for state in positions(players, setup):
        sizes = {
            render_map(state, names, lang="en"): (MAP_WIDTH, map_layout(players).height),
            render_boards(state, names, lang="en"): (BOARDS_WIDTH, boards_height()),
            render_final(state, names, lang="en", lines=finished(players, setup)[1]): (
                FINAL_WIDTH,
                final_height(players),
            ),
        }
        for data, size in sizes.items():
            assert open_png(data).size == size
            assert len(data) < MAX_BYTES
        for seat in range(players):
            data = render_company(state, seat, names, lang="en")
            assert panel_fits(open_png(data).size)
            assert len(data) < MAX_BYTES


def panel_fits(size: tuple[int, int]) -> bool:
    """The company panel is one column as wide as a phone shows it legibly, as tall as its sections need."""
    width, height = size
    return width == PANEL_WIDTH and 700 <= height <= 1400


def test_the_channel_images_are_wide_enough_for_a_full_view_and_keep_to_discords_preview_shape() -> None:
    """The turn pictures are sized for a phone instead: the company panel narrower (`panel_fits`), the map taller."""
    for players in (2, 3, 4):
        assert map_layout(players).height <= 1.4 * MAP_WIDTH
    assert 900 <= FINAL_WIDTH <= 1400
    assert final_height(4) <= FINAL_WIDTH
    assert 900 <= BOARDS_WIDTH <= 1400
    assert boards_height() <= 1.3 * BOARDS_WIDTH, "the management board in three rows, so its words read at 550 px"


def test_the_same_arguments_give_the_same_bytes() -> None:
    state = crowded()
    assert render_map(state, NAMES, lang="en", highlight=("5-up",)) == render_map(
        state, NAMES, lang="en", highlight=("5-up",)
    )
    assert render_company(state, 1, NAMES, lang="de") == render_company(state, 1, NAMES, lang="de")
    assert render_boards(state, NAMES, lang="fr") == render_boards(state, NAMES, lang="fr")


def test_a_crowded_map_and_a_full_one_stay_small() -> None:
    for state in (crowded(), full_map(crowded())):
        data = render_map(state, NAMES, lang="en", highlight=("1-up", "2-left", "8-c", "A"), moved=("3-down",))
        assert len(data) < MAX_BYTES


@pytest.mark.parametrize(("change", "value"), [("highlight", ("6-up", "C")), ("moved", ("6-right",))])
def test_highlight_and_moved_each_change_the_map(change: str, value: tuple[str, ...]) -> None:
    state = crowded()
    plain = render_map(state, NAMES, lang="en")
    assert differ(render_map(state, NAMES, lang="en", **{change: value}), plain)  # type: ignore[arg-type]


def test_ids_off_the_map_are_lettered_but_not_drawn() -> None:
    state = crowded()
    assert spot_labels(("3-up", "none")) == {"3-up": "A", "none": "B"}
    assert render_map(state, NAMES, lang="en", highlight=("3-up", "none")) == render_map(
        state, NAMES, lang="en", highlight=("3-up",)
    )


def test_spot_labels_follow_the_order_given() -> None:
    ids = ("9-b", "1-up", "A", "4-left", "1-up")
    assert spot_labels(ids) == {"9-b": "A", "1-up": "B", "A": "C", "4-left": "D"}
    many = spot_labels(f"x{i}" for i in range(30))
    assert list(many.values())[25:] == ["Z", "AA", "AB", "AC", "AD"]


def test_a_built_piece_changes_its_space_on_the_map() -> None:
    state = early(2, "introductory")
    box = [round(v) for v in map_layout(2).dams["5-up"]]
    full = open_png(render_map(full_map(state), NAMES[:2], lang="en")).convert("RGB").crop(box)
    plain = open_png(render_map(state, NAMES[:2], lang="en")).convert("RGB").crop(box)
    assert ImageChops.difference(full, plain).getbbox() is not None


def test_the_panel_and_the_map_draw_a_company_not_yet_picked() -> None:
    state = before_picks(3)
    assert panel_fits(open_png(render_company(state, 0, NAMES[:3], lang="en")).size)
    assert open_png(render_map(state, NAMES[:3], lang="en")).size == (MAP_WIDTH, map_layout(3).height)
    assert open_png(render_boards(state, NAMES[:3], lang="en")).size == (BOARDS_WIDTH, boards_height())


def test_the_final_standings_without_lines_show_the_totals_and_differ_from_those_with_them() -> None:
    state, lines = finished(4, "standard")
    assert differ(render_final(state, NAMES, lang="en"), render_final(state, NAMES, lang="en", lines=lines))


def test_every_contract_fits_the_cards_it_is_drawn_on() -> None:
    """Rewards are icons and numbers, never shrunk: every contract's card must fit the display, the hand and the
    national column with all national contracts out."""
    rules = load_rules()
    pen = Pen(Image.new("RGBA", (1, 1)), 1.0)
    national = [c.id for c in rules.contracts if c.kind == "national"]
    display_w, national_w = card_widths(pen, national)
    for contract in rules.contracts:
        room = national_w if contract.kind == "national" else min(display_w, PANEL_RIGHT_W)
        assert card_width(pen, contract.id) <= room, contract.id


def test_every_income_fits_its_slot_on_the_company_board() -> None:
    pen = Pen(Image.new("RGBA", (1, 1)), 1.0)
    for company in load_rules().companies:
        state = with_company(early(4, "introductory"), 0, company=company.id)
        for structure in STRUCTURES:
            for items in slot_effects(state.companies[0], structure).values():
                assert items_width(pen, items, UNCOVERED) <= slot_width(LEFT_W) - 8, (company.id, structure, items)


def test_words_wrapped_over_two_lines_stand_one_under_the_other() -> None:
    image = Image.new("RGB", (300, 120))
    pen = Pen(image.convert("RGBA"), 1.0)
    end = wrapped(pen, "alpha beta gamma delta epsilon zeta", 10, 20, 20, 200, (255, 255, 255))
    inked = pen.image.convert("L").getbbox()
    assert inked is not None and inked[3] - inked[1] > 40, "the second line under the first, not over it"
    assert end == 20 + 2 * 20 * 1.3
