import io
from functools import partial

import pytest
from PIL import Image, ImageChops, ImageStat

from engine.powerline import POWERLINE, Variants
from engine.powerline.history import round_states
from engine.powerline.planning import next_step
from render.core import draw
from render.powerline import (
    center,
    preview,
    render_board,
    render_center,
    render_preview,
    render_round_summary,
    render_standings,
    render_timelapse,
    standings,
    theme,
)
from render.powerline.board import Fresh, plate
from render.powerline.center import center_image
from render.powerline.layout import geometry
from render.powerline.summary import GRIDS, PLATE_WIDTH, summary_image
from tests.render.helpers import NAMES, finished, late_six, play


def open_png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image


def test_center_board_size_and_determinism() -> None:
    state, _ = late_six()
    data = render_center(state, NAMES, lang="en")
    assert data == render_center(state, NAMES, lang="en")
    image = open_png(data)
    assert image.size == (center.WIDTH, center.height(6))
    assert len(data) < 500_000
    assert center.height(3) < center.height(4), "up to three seats take one row of the standings"


def test_summary_grid_for_every_player_count() -> None:
    """Three boards across at most and two down: each board `PLATE_WIDTH` px wide, its words above and below."""
    for players in range(1, 7):
        record, events = play(players, 20 + players, 2)
        image = summary_image(record.state, events, NAMES, lang="en")
        cols, rows = GRIDS[players]
        assert cols <= 3 and rows <= 2 and cols * rows >= players
        assert cols * PLATE_WIDTH <= image.width < (cols + 1) * PLATE_WIDTH
        assert rows * PLATE_WIDTH * 0.75 < image.height < (rows + 0.5) * PLATE_WIDTH


def test_six_player_summary_is_small_and_repeatable() -> None:
    state, events = late_six()
    data = render_round_summary(state, events, NAMES, lang="en")
    assert data == render_round_summary(state, events, NAMES, lang="en")
    assert len(data) < 500_000
    assert open_png(data).width < 1200, "three boards across at most, so its words stay readable on a phone"


@pytest.mark.parametrize(
    ("drawn", "shown"),
    [
        (partial(summary_image, names=NAMES, lang="en"), partial(render_round_summary, names=NAMES, lang="en")),
        (
            lambda state, _: center_image(state, NAMES, lang="en"),
            lambda state, _: render_center(state, NAMES, lang="en"),
        ),
    ],
    ids=["summary", "center"],
)
def test_a_round_image_keeps_its_colours_in_the_palette_of_its_player_count(drawn, shown) -> None:
    """Summaries and center boards are shown in a palette chosen once per player count from another game: every
    one, early or late, of any game, maps into it as closely as into a palette chosen for that image alone."""
    for players, seed, rounds in ((1, 3, 1), (2, 4, 14), (3, 5, 1), (4, 6, 7), (6, 7, 1), (6, 8, 13)):
        record, events = play(players, seed, rounds)
        state = POWERLINE.player_view(record.state, None)
        image = drawn(state, events).convert("RGB")
        png = open_png(shown(state, events)).convert("RGB")
        own = draw.indexed(image, draw.choose_palette(image)).convert("RGB")
        error = ImageStat.Stat(ImageChops.difference(image, png).convert("L")).mean[0]
        best = ImageStat.Stat(ImageChops.difference(image, own).convert("L")).mean[0]
        assert error < best * 1.25 + 0.1, (players, rounds, error, best)
        off = ImageChops.difference(image, png).convert("L").point(lambda v: 255 if v > 40 else 0)
        assert off.histogram()[255] < 20, (players, rounds, "pixels far from every palette colour")


def test_fresh_tokens_are_haloed() -> None:
    record, events = next(
        (r, e) for r, e in (play(2, seed, 3) for seed in range(4, 40)) if Fresh.from_events(e, 0).segments
    )
    fresh = Fresh.from_events(events, 0)
    state = record.state
    g = geometry(state.players[0].board)
    image = plate(state, 0, 1.0, fresh).convert("RGB")
    for line_id, segment in fresh.segments:
        x, y = next(s for s in g.lines if s.id == line_id).centres[segment]
        px = (round(x - g.crop[0]), round(y - g.crop[1] + 0.57 * g.die))
        assert max(abs(a - b) for a, b in zip(image.getpixel(px), theme.FRESH, strict=True)) < 60, (line_id, segment)


def test_standings_multi_and_solo() -> None:
    """A column per player, six of them no wider than the widest table; the solo rating chart beside the one."""
    four = open_png(render_standings(finished(4).state, NAMES, lang="en"))
    six = open_png(render_standings(finished(6).state, NAMES, lang="en"))
    solo = open_png(render_standings(finished(1).state, NAMES, lang="en"))
    assert four.width < six.width <= standings.TABLE + 2 * standings.MARGIN
    assert solo.width > four.width
    assert solo.height >= standings.TITLE + standings.ladder_height()


def test_timelapse_has_a_frame_per_round_and_loops() -> None:
    record = finished(3)
    data = render_timelapse(record, 1, NAMES, lang="en")
    assert data == render_timelapse(round_states(record), 1, NAMES, lang="en")
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF"
    assert image.n_frames == 16
    assert len(data) < 4_000_000


def test_variant_panels_render() -> None:
    record, _ = play(2, 9, 6, Variants(construction_limits=True, adventure_island=True, special_contracts="alone"))
    image = open_png(render_board(record.state, 0, NAMES, lang="en"))
    plain = open_png(render_board(play(2, 9, 6)[0].state, 0, NAMES, lang="en"))
    assert image.width == plain.width
    assert image.height > plain.height, "the blue chart's limits and the island's stacks take room under the plate"
    assert open_png(render_center(record.state, NAMES, lang="en")).width == center.WIDTH


def test_a_preview_is_the_same_whether_its_board_was_prepared_or_not(monkeypatch) -> None:
    state, _ = late_six()
    seat = next(s for s in range(6) if any(o.line is not None for o in next_step(state, s, "red", ()).options))
    first = next(o for o in next_step(state, seat, "red", ()).options if o.line is not None)
    fresh = render_preview(state, seat, "red", (first,), NAMES, lang="en")
    assert render_preview(state, seat, "red", (first,), NAMES, lang="en") == fresh
    preview.bases.clear()
    assert render_preview(state, seat, "red", (first,), NAMES, lang="en") == fresh
    # the prepared boards stay within their budget, the newest kept
    monkeypatch.setattr(preview.bases, "budget", 1)
    for other in range(6):
        render_preview(state, other, "red", (), NAMES, lang="en")
    assert [key[0] for key in preview.bases] == [5]  # type: ignore[index]
    assert preview.bases.held > 0


def test_labels_are_kept_within_their_budget_and_drawn_the_same_when_drawn_again(monkeypatch) -> None:
    """Every player's name is a label: a busy drawing process keeps only the newest within its byte budget."""
    state, _ = late_six()
    first = render_board(state, 0, NAMES, lang="en")
    draw.labels.clear()
    assert render_board(state, 0, NAMES, lang="en") == first
    budget = draw.labels.held // 4
    monkeypatch.setattr(draw.labels, "budget", budget)
    for n in range(40):
        render_board(state, 1, tuple(f"{name} {n}" for name in NAMES), lang="en")
    assert 0 < draw.labels.held <= budget
    assert render_board(state, 0, NAMES, lang="en") == first


def test_a_preview_is_the_same_whatever_the_process_drew_before() -> None:
    """A seat's palette is chosen from the board it starts the game with, not from whichever round a drawing
    process met first: the same arguments give the same bytes in every process."""
    late, _ = late_six()
    early = play(6, 11, 1)[0].state
    seat = next(s for s in range(6) if any(o.line is not None for o in next_step(late, s, "red", ()).options))
    preview.bases.clear()
    preview.palettes.clear()
    first = render_preview(late, seat, "red", (), NAMES, lang="en")
    preview.bases.clear()
    preview.palettes.clear()
    render_preview(early, seat, "red", (), NAMES, lang="en")
    assert len(list(preview.palettes)) == 1
    assert render_preview(late, seat, "red", (), NAMES, lang="en") == first
