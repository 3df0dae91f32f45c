import io

import pytest
from PIL import Image, ImageChops

from engine.barrage.data_load import load_rules
from engine.barrage.rules import STRUCTURES
from engine.barrage.state import BarrageState
from render.barrage import (
    boards,
    company,
    final,
    management,
    render_boards,
    render_company,
    render_final,
    render_map,
    spot_labels,
)
from render.barrage.boards import boards_height, card_widths
from render.barrage.company_board import slot_effects, slot_width
from render.barrage.contracts import card_width
from render.barrage.final import height as final_height
from render.barrage.layout import map_layout
from render.barrage.rewards import items_width
from render.barrage.text import wrapped
from render.barrage.theme import MAP_WIDTH
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
            render_boards(state, names, lang="en"): (boards.WIDTH, boards_height(state)),
            render_final(state, names, lang="en", lines=finished(players, setup)[1]): (
                final.WIDTH,
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
    """The company panel is about square, so that its `TEXT`-px words still read at 9 px in the desktop's 550 x 350
    box and at 7 in the phone's 284 x 400: its width fixed, as tall as its sections need but no taller than that."""
    width, height = size
    return width == company.WIDTH and 500 <= height <= company.TEXT / 9 * 350


def test_the_channel_images_keep_to_discords_preview_boxes() -> None:
    """Each image no wider and no taller than its smallest text still reads at 9 px in the desktop's 550 x 350 box
    and at 6 px (the turn pictures: 7) in the phone's 284 x 400 (the map's own test is its layout's)."""
    for players in (2, 3, 4):
        assert map_layout(players).height <= 1.4 * MAP_WIDTH
    assert company.WIDTH <= company.TEXT / 7 * 284
    assert final.WIDTH <= final.TEXT / 6 * 284
    assert final_height(4) <= final.TEXT / 9 * 350
    assert boards.WIDTH <= management.TEXT / 6 * 284
    for setup in SETUPS:
        assert boards_height(crowded() if setup == "standard" else early(4, setup)) <= management.TEXT / 9 * 350


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
    assert open_png(render_boards(state, NAMES[:3], lang="en")).size == (boards.WIDTH, boards_height(state))


def test_the_final_standings_without_lines_show_the_totals_and_differ_from_those_with_them() -> None:
    state, lines = finished(4, "standard")
    assert differ(render_final(state, NAMES, lang="en"), render_final(state, NAMES, lang="en", lines=lines))


def test_every_contract_fits_the_cards_it_is_drawn_on() -> None:
    """Rewards are icons and numbers, never shrunk: every contract's card must fit the display and the national
    column with all national contracts out (at the shared boards' size), and the hand (at the panel's)."""
    rules = load_rules()
    pen = Pen(Image.new("RGBA", (1, 1)), 1.0)
    national = [c.id for c in rules.contracts if c.kind == "national"]
    display_w, national_w = card_widths(pen, national)
    for contract in rules.contracts:
        room = national_w if contract.kind == "national" else display_w
        assert card_width(pen, contract.id, management.TEXT) <= room, contract.id
        assert card_width(pen, contract.id, company.TEXT) <= company.RIGHT_W, contract.id


def test_every_income_fits_its_slot_on_the_company_board() -> None:
    """A slot's effects stand one under the other, each as wide as the slot allows."""
    pen = Pen(Image.new("RGBA", (1, 1)), 1.0)
    for kind in load_rules().companies:
        state = with_company(early(4, "introductory"), 0, company=kind.id)
        for structure in STRUCTURES:
            for items in slot_effects(state.companies[0], structure).values():
                for item in items:
                    room = slot_width(company.LEFT_W) - 8
                    assert items_width(pen, [item], company.TEXT) <= room, (kind.id, structure, item)


def test_words_wrapped_over_two_lines_stand_one_under_the_other() -> None:
    image = Image.new("RGB", (300, 120))
    pen = Pen(image.convert("RGBA"), 1.0)
    end = wrapped(pen, "alpha beta gamma delta epsilon zeta", 10, 20, 20, 200, (255, 255, 255))
    inked = pen.image.convert("L").getbbox()
    assert inked is not None and inked[3] - inked[1] > 40, "the second line under the first, not over it"
    assert end == 20 + 2 * 20 * 1.3
