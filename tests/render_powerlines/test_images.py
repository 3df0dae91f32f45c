import io
from dataclasses import replace

import pytest
from PIL import Image, ImageChops, ImageStat

from engine.powerlines.position import on_turn
from engine.powerlines.rules import load_rules
from engine.powerlines.state import PowerLinesState
from render.powerlines import render_final, render_grid, spot_labels, theme
from render.powerlines.final import final_image
from render.powerlines.grid import HEIGHT, Frame, grid_image, match_points
from render.powerlines.pieces import tile_sprite
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


def open_png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image


def pixels(data: bytes) -> Image.Image:
    return open_png(data).convert("RGB")


def differ(a: bytes, b: bytes) -> bool:
    return ImageChops.difference(pixels(a), pixels(b)).getbbox() is not None


def test_the_grid_is_a_discord_sized_png_and_the_same_arguments_give_the_same_bytes() -> None:
    state = state_with(MID_GAME)
    data = render_grid(state, NAMES, lang="en", highlight=legal_spots(MID_GAME), last=(1, 1))
    assert data == render_grid(state, NAMES, lang="en", highlight=legal_spots(MID_GAME), last=(1, 1))
    image = open_png(data)
    assert image.size == (theme.WIDTH, HEIGHT)
    assert 550 <= image.width <= 800
    assert image.height <= image.width
    assert len(data) < 200_000


def test_every_grid_from_empty_to_full_has_the_same_size() -> None:
    sizes = {
        open_png(
            render_grid(state_with(NEARLY_FULL[:n]), NAMES, lang="en", highlight=legal_spots(NEARLY_FULL[:n]))
        ).size
        for n in range(len(NEARLY_FULL) + 1)
    }
    assert sizes == {(theme.WIDTH, HEIGHT)}


def test_the_final_grid_is_a_discord_sized_png() -> None:
    state = state_with((), (scored(GAME_ONE), scored(GAME_TWO, -1, -2)))
    data = render_final(state, NAMES, lang="en")
    assert data == render_final(state, NAMES, lang="en")
    image = open_png(data)
    assert 550 <= image.width <= 800
    assert image.height <= image.width
    assert len(data) < 200_000


@pytest.mark.parametrize(
    ("change", "value"),
    [("highlight", ((2, 0), (-1, 1))), ("last", (1, 1)), ("pending", (2, 0, 15))],
)
def test_highlight_last_and_pending_each_change_the_picture(change: str, value: object) -> None:
    state = state_with(MID_GAME)
    plain = render_grid(state, NAMES, lang="en")
    assert differ(render_grid(state, NAMES, lang="en", **{change: value}), plain)  # type: ignore[arg-type]


def test_a_pending_tile_is_drawn_translucent_on_its_cell() -> None:
    state = state_with(MID_GAME)
    spot = (-1, 1)
    frame = Frame.around([(x, y) for x, y, _ in MID_GAME], (spot,), load_rules().size)
    x, y = (round(v) for v in frame.centre(spot))
    plain = grid_image(state, NAMES, lang="en", highlight=(spot,)).convert("RGB")
    pending = grid_image(state, NAMES, lang="en", highlight=(spot,), pending=(*spot, 15)).convert("RGB")
    placed = grid_image(state_with((*MID_GAME, (*spot, 15))), NAMES, lang="en").convert("RGB")
    half = round(frame.cell * 0.3)
    box = (x - half, y - half, x + half, y + half)

    def mean_distance(a: Image.Image, b: Image.Image) -> float:
        return ImageStat.Stat(ImageChops.difference(a.crop(box), b.crop(box)).convert("L")).mean[0]

    assert 5 < mean_distance(pending, placed) < mean_distance(plain, placed)


def test_the_last_tile_is_haloed_in_the_halo_colour() -> None:
    state = state_with(MID_GAME)
    frame = Frame.around([(x, y) for x, y, _ in MID_GAME], (), load_rules().size)
    x, y = frame.centre((1, 1))
    edge = (round(x), round(y - round(frame.cell * theme.TILE_SHARE) * 0.54))
    haloed = grid_image(state, NAMES, lang="en", last=(1, 1)).convert("RGB").getpixel(edge)
    plain = grid_image(state, NAMES, lang="en").convert("RGB").getpixel(edge)

    def distance(rgb: object) -> int:
        assert isinstance(rgb, tuple)
        return max(abs(a - b) for a, b in zip(rgb, theme.LAST, strict=True))

    assert distance(haloed) < 30
    assert distance(plain) > 100


def test_spot_labels_are_letters_in_reading_order_and_depend_only_on_the_cells() -> None:
    cells = ((2, 0), (-1, 1), (0, -1), (1, -1), (-2, 0))
    labels = spot_labels(cells)
    assert labels == {(0, -1): "A", (1, -1): "B", (-2, 0): "C", (2, 0): "D", (-1, 1): "E"}
    assert spot_labels(reversed(cells)) == labels
    many = spot_labels((x, y) for y in range(7) for x in range(7))
    assert len(set(many.values())) == 49
    assert many[(6, 6)] == "AW"


def test_the_player_to_move_alternates_from_the_games_first_seat() -> None:
    assert [on_turn(state_with(MID_GAME[:n])) for n in range(4)] == [0, 1, 0, 1]
    game_two = state_with(MID_GAME[:1], (scored(GAME_ONE),))
    assert on_turn(game_two) == 0
    assert on_turn(state_with((), (scored(GAME_ONE), scored(GAME_TWO)))) is None


def test_the_header_shows_who_is_to_move_and_the_match_score() -> None:
    def header(state: PowerLinesState) -> Image.Image:
        return pixels(render_grid(state, NAMES, lang="en")).crop((0, 0, theme.WIDTH, 130))

    assert ImageChops.difference(header(state_with(MID_GAME[:1])), header(state_with(MID_GAME[:2]))).getbbox()
    game_one = scored(GAME_ONE)
    before = header(state_with(MID_GAME[:1], (game_one,)))
    after = header(state_with(MID_GAME[:1], (replace(game_one, suits=game_one.suits + 5),)))
    assert ImageChops.difference(before, after).getbbox()


def test_a_finished_match_and_a_single_game_still_draw() -> None:
    over = state_with((), (scored(GAME_ONE), scored(GAME_TWO)))
    assert open_png(render_grid(over, NAMES, lang="en")).size == (theme.WIDTH, HEIGHT)
    single = state_with((), (scored(GAME_ONE),), first_seats=(1,))
    assert open_png(render_final(single, NAMES, lang="en")).width == theme.WIDTH
    assert open_png(render_grid(state_with(MID_GAME, first_seats=(1,)), NAMES, lang="en")).width == theme.WIDTH


def test_each_finished_game_can_be_drawn_and_none_before_the_first() -> None:
    state = state_with((), (scored(GAME_ONE), scored(GAME_TWO)))
    assert differ(render_final(state, NAMES, lang="en", game=0), render_final(state, NAMES, lang="en"))
    with pytest.raises(ValueError):
        final_image(state_with(MID_GAME), NAMES, lang="en")


def test_who_each_line_scored_for_changes_the_final_picture() -> None:
    score = scored(GAME_ONE)
    lines = list(score.lines)
    lines[0] = replace(lines[0], side=None, points=0)
    nobody = replace(score, lines=tuple(lines))
    assert differ(
        render_final(state_with((), (score,)), NAMES, lang="en"),
        render_final(state_with((), (nobody,)), NAMES, lang="en"),
    )


def test_suits_differ_by_shape_alone() -> None:
    """Greyscale silhouettes of the four suits' tiles of one value: no two alike, so hue is never needed."""
    rules = load_rules()
    masks = []
    for s in range(len(rules.suits)):
        grey = tile_sprite(s * len(rules.values), 96).convert("L")
        masks.append(grey.point(lambda v: 255 if v < 140 else 0))
    for i in range(len(masks)):
        for j in range(i + 1, len(masks)):
            differing = sum(ImageChops.difference(masks[i], masks[j]).histogram()[1:])
            assert differing > 300, (rules.suits[i], rules.suits[j])


def test_points_go_to_the_seat_playing_each_side() -> None:
    one, two = scored(GAME_ONE), scored(GAME_TWO)
    assert match_points(state_with((), (one, two))) == (one.suits + two.suits, one.values + two.values)
    assert match_points(state_with((), (one, two), suits_seat=1)) == (one.values + two.values, one.suits + two.suits)
    assert match_points(state_with((), (one, two)), 1) == (one.suits, one.values)
    swapped = render_final(state_with((), (one,), suits_seat=1), NAMES, lang="en")
    assert differ(render_final(state_with((), (one,)), NAMES, lang="en"), swapped)
