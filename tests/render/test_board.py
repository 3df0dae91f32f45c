import io
import math
from dataclasses import replace

from PIL import Image

from engine.powerline import POWERLINE, PowerlineConfig
from engine.powerline.board import BOARD_EDITION, load_board
from engine.powerline.lines import built_segments
from engine.powerline.planning import next_step
from render.core import theme as core
from render.core.draw import contrast
from render.powerline import render_board, render_preview, theme
from render.powerline.board import board_detail, board_image, plate, segment_pixel
from render.powerline.preview import preview_image
from tests.render.helpers import NAMES, late_six, play


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=False))


def test_board_png_size_and_determinism() -> None:
    state, _ = late_six()
    first = render_board(state, 2, NAMES, lang="en")
    assert first == render_board(state, 2, NAMES, lang="en")
    image = Image.open(io.BytesIO(first))
    assert image.format == "PNG"
    assert 950 <= image.width <= 1100, "a phone shows a board 284 px wide: its 28-px text at 7 px or more"
    assert 950 <= image.height <= 1080, "a desktop shows a board 350 px tall: its 28-px text at 9 px or more"
    assert len(first) < 500_000


def test_plates_are_opaque_so_they_are_copied_into_place() -> None:
    state, _ = late_six()
    for seat in range(len(state.players)):
        assert plate(state, seat, theme.BOARD_SCALE).getextrema()[3] == (255, 255)


def test_tokens_sit_on_their_segments_in_the_seat_colour() -> None:
    state, _ = late_six()
    for seat in (0, 3):
        image = board_image(state, seat, NAMES, lang="en").convert("RGB")
        board = load_board(state.players[seat].board)
        seen = 0
        for line, progress in zip(board.lines, state.players[seat].lines, strict=True):
            for segment in built_segments(line.length, progress.built, progress.direction):
                x, y = segment_pixel(state, seat, line.id, segment, theme.BOARD_SCALE)
                # the token's rim is the seat colour; its centre carries the seat's shape
                d = round(0.36 * 43)
                rim = [image.getpixel((x + dx, y + dy)) for dx, dy in ((0, -d), (0, d), (-d, 0), (d, 0))]
                assert sum(close(p, theme.PLAYERS[seat].fill) for p in rim) >= 2, (line.id, segment, rim)
                seen += 1
        assert seen > 0


def test_preview_frames_every_legal_segment() -> None:
    state, _ = late_six()
    seat = 1
    players = list(state.players)
    players[seat] = replace(players[seat], jokers=1)
    state = replace(state, players=tuple(players))
    step = next_step(state, seat, "red", ())
    image = preview_image(state, seat, "red", (), NAMES, lang="en").convert("RGB")
    spots = [o for o in step.options if o.line is not None]
    assert spots
    for option in spots:
        x, y = segment_pixel(state, seat, option.line, option.segment, theme.PREVIEW_SCALE)
        half = round((0.5 * 43 + 3) * theme.PREVIEW_SCALE)
        ring = [
            image.getpixel((round(x + r * math.cos(a / 12 * math.pi)), round(y + r * math.sin(a / 12 * math.pi))))
            for a in range(24)
            for r in range(half - 3, half + 6)
        ]
        assert any(close(p, theme.HIGHLIGHT, 60) for p in ring), option


def test_preview_shows_planned_worker_in_its_colour() -> None:
    state, _ = late_six()
    seat = 4
    step = next_step(state, seat, "black", ())
    first = next(o for o in step.options if o.line is not None)
    png = render_preview(state, seat, "black", (first,), NAMES, lang="en")
    image = Image.open(io.BytesIO(png)).convert("RGB")
    x, y = segment_pixel(state, seat, first.line, first.segment, theme.PREVIEW_SCALE)
    offset = round(12 * theme.PREVIEW_SCALE)
    assert close(image.getpixel((x - offset, y - offset)), theme.WORKERS["black"])


def test_text_colours_meet_wcag_aa() -> None:
    for fg, bg in [
        (core.TEXT, core.CANVAS),
        (core.TEXT, core.PANEL),
        (core.TEXT_MUTED, core.PANEL),
        (core.TEXT_MUTED, core.CANVAS),
        (core.INK, theme.PLATE),
        (core.INK, theme.CITY_FILL),
        (core.INK, theme.TILE),
        (core.WHITE, core.INK),
        (core.GOOD, core.PANEL),
        (theme.HIGHLIGHT_TEXT, core.PANEL),
    ]:
        assert contrast(fg, bg) >= 4.5, (fg, bg)
    for kind, fill in theme.STATION_FILLS.items():
        assert contrast(theme.STATION_INK[kind], fill) >= 4.5, kind


def test_late_game_is_really_late() -> None:
    record, _ = play(2, 1, 3)
    assert record.state.round == 4


def test_a_first_edition_board_is_drawn_with_its_own_pips_and_number() -> None:
    """A game begun before the current boards keeps its first-edition board: the header names it by its number
    and the segments show that edition's faces, with the previews' palette still found."""
    state = POWERLINE.initial_state(PowerlineConfig(players=2, seed=1, boards=(3, 5), board_edition=1))
    assert state.players[1].board == 105
    assert board_detail(state, 1, "en") == "Board 5 · round 1 of 15"
    assert load_board(105).lines[0].pips != load_board(5).lines[0].pips
    current = POWERLINE.initial_state(replace(state.config, board_edition=BOARD_EDITION))
    assert render_board(state, 1, NAMES, lang="en") != render_board(current, 1, NAMES, lang="en")
    old, new = (preview_image(s, 1, "red", (), NAMES, lang="en") for s in (state, current))
    assert old.size == new.size and old.tobytes() != new.tobytes()
