"""Standings: places (the engine's ranks, tie-break included), where each player's VP came from, solo rating."""

from collections.abc import Sequence

from PIL import Image

from engine.powerline.game import ranks, solo_rating
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from render.core import theme as core
from render.core.draw import Pen
from render.powerline import theme
from render.powerline.pieces import token_sprite
from render.powerline.words import say, vp

WIDTH = 1100
ROW = 104
TOP = 84
SMALL = 19
"""The smallest text: 9.5 px once Discord shows the standings 550 px wide."""
COLUMNS = ("start", "cities", "stations", "tiles", "island", "unfinished", "tie-break")
"""The breakdown's parts, each named by its `column-<name>` message."""
LADDER_ROW = 104
INDENT = 136
"""Where a row's name and breakdown begin."""


def breakdown(state: PowerlineState, seat: int) -> tuple[tuple[str, str], ...]:
    """(column, value) pairs of where a seat's VP came from; unfinished lines only when they cost something."""
    player = state.players[seat]
    book = player.ledger
    values = (
        str(load_rules().start_vp),
        f"+{book.cities}",
        f"+{book.stations}",
        f"+{book.tiles}",
        f"−{book.island}" if book.island else "0",
        f"−{book.penalty}" if book.penalty else "",
        str(len(player.stations)),
    )
    return tuple((column, value) for column, value in zip(COLUMNS, values, strict=True) if value)


def breakdown_line(pen: Pen, x: float, y: float, state: PowerlineState, seat: int, lang: str) -> None:
    """A seat's breakdown as label-value pairs on one line, a value in full colour unless it is nothing."""
    for column, value in breakdown(state, seat):
        label = say(lang, f"column-{column}")
        pen.text((x, y), label, SMALL, core.TEXT_MUTED, anchor="lm")
        x += pen.text_width(label, SMALL) + 8
        pen.text((x, y), value, SMALL, core.TEXT if value not in ("0", "+0") else core.TEXT_MUTED, True, "lm")
        x += pen.text_width(value, SMALL, bold=True) + 26


def solo_ladder(pen: Pen, y: float, state: PowerlineState, lang: str) -> float:
    """The solo rating chart in two rows (a title's long word keeps its size), the reached step framed."""
    rating = solo_rating(state)
    ratings = load_rules().solo_ratings
    heading = say(lang, "standings-solo-rating")
    pen.text((theme.MARGIN + 20, y), heading, SMALL, core.TEXT_MUTED, bold=True, anchor="lm")
    y += 28
    per_row = (len(ratings) + 1) // 2
    width = (WIDTH - 2 * theme.MARGIN - 40) / per_row
    for i, step in enumerate(ratings):
        x0 = theme.MARGIN + 20 + width * (i % per_row)
        top = y + LADDER_ROW * (i // per_row)
        reached = rating is not None and step == rating
        nxt = ratings[i + 1].min_vp - 1 if i + 1 < len(ratings) else None
        span = f"{step.min_vp}–{nxt}" if nxt is not None else f"{step.min_vp}+"
        box = (x0 + 4, top, x0 + width - 4, top + LADDER_ROW - 10)
        pen.rect(box, core.PANEL, theme.HIGHLIGHT if reached else core.PANEL_LINE, 4 if reached else 1.5, 12)
        pen.text((x0 + width / 2, top + 24), span, 20, core.TEXT, bold=True)
        colour = core.TEXT if reached else core.TEXT_MUTED
        lines = pen.lines(say(lang, f"rating-{step.key}"), SMALL, width - 24)
        for j, part in enumerate(lines):
            at = (x0 + width / 2, top + 63 + 22 * (j - (len(lines) - 1) / 2))
            pen.text(at, part, SMALL, colour, max_width=width - 12)
    return y + LADDER_ROW * 2


def standings_image(state: PowerlineState, names: Sequence[str], *, lang: str) -> Image.Image:
    count = len(state.players)
    places = ranks(state)
    solo = count == 1 and state.finished
    height = TOP + ROW * count + theme.MARGIN + (40 + 2 * LADDER_ROW if solo else 0)
    image = Image.new("RGBA", (WIDTH, height), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title = say(lang, "standings-final") if state.finished else say(lang, "standings-after", round=state.round - 1)
    pen.text((theme.MARGIN + 20, 42), title, 32, core.TEXT, bold=True, anchor="lm")
    order = sorted(range(count), key=lambda s: (places[s], s))
    right = WIDTH - theme.MARGIN - 24
    for row, seat in enumerate(order):
        y = TOP + ROW * row
        best = places[seat] == 1 and count > 1
        pen.rect(
            (theme.MARGIN, y, WIDTH - theme.MARGIN, y + ROW - 10),
            core.PANEL,
            theme.SUN if best else core.PANEL_LINE,
            3 if best else 1.5,
            12,
        )
        top, bottom = y + 30, y + 68
        pen.text((theme.MARGIN + 34, y + (ROW - 10) / 2), str(places[seat]), 34, theme.SUN if best else core.TEXT, True)
        swatch = theme.PLAYERS[seat]
        pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(42))), (theme.MARGIN + 90, top))
        total = vp(lang, state.players[seat].vp)
        pen.text((right, top), total, 30, core.TEXT, bold=True, anchor="rm")
        room = right - pen.text_width(total, 30, bold=True) - 24 - INDENT
        pen.text((INDENT, top), names[seat][:32], 26, core.TEXT, bold=True, anchor="lm", max_width=room)
        breakdown_line(pen, INDENT, bottom, state, seat, lang)
    if solo:
        solo_ladder(pen, TOP + ROW * count + 20, state, lang)
    return image
