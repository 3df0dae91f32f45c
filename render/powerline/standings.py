"""Standings: places (the engine's ranks, tie-break included), where each player's VP came from, solo rating.

A score pad: a column per player in order of places, the parts of their VP in rows under one set of row labels,
so each label is written once and the image stays narrow enough for a phone (at most about 45 smallest-text
heights wide with six players); a finished solo game has its rating chart beside the one column.
"""

import math
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

MARGIN = 16
SMALL = 20
"""The smallest text: the row labels, the players' names and the rating titles."""
TITLE = 64
LABELS = 136
"""The row labels' column: the longest label in any language fits."""
COLUMN = 140
"""A player's column, as wide as it gets."""
TABLE = 880
"""The widest the labels and the players' columns get: with six players a column narrows to fit, and the image
stays within about 45 smallest-text heights."""
HEAD = 136
"""A column's head: place and seat mark, name, VP."""
ROW = 34
COLUMNS = ("start", "cities", "stations", "tiles", "island", "unfinished", "tie-break")
"""The breakdown's parts, each named by its `column-<name>` message."""
LADDER_GAP = 24
"""Between the player's column and the solo rating chart."""
STEP_W, STEP_H, STEP_GAP = 250, 96, 8
"""A step of the solo rating chart: its title in two lines at most ("Ein vielversprechender / Anfang")."""
LADDER_COLUMNS = 2
LADDER_HEADING = 34


def breakdown(state: PowerlineState, seat: int) -> dict[str, str]:
    """Where a seat's VP came from, by part."""
    player = state.players[seat]
    book = player.ledger
    values = (
        str(load_rules().start_vp),
        f"+{book.cities}",
        f"+{book.stations}",
        f"+{book.tiles}",
        f"−{book.island}" if book.island else "0",
        f"−{book.penalty}" if book.penalty else "0",
        str(len(player.stations)),
    )
    return dict(zip(COLUMNS, values, strict=True))


def parts(state: PowerlineState) -> tuple[str, ...]:
    """The rows shown: unfinished lines only when they cost someone something."""
    penalties = any(p.ledger.penalty for p in state.players)
    return tuple(c for c in COLUMNS if c != "unfinished" or penalties)


def table_height(state: PowerlineState) -> float:
    return HEAD + ROW * len(parts(state)) + 12


def ladder_height() -> float:
    rows = math.ceil(len(load_rules().solo_ratings) / LADDER_COLUMNS)
    return LADDER_HEADING + rows * STEP_H + (rows - 1) * STEP_GAP


def column_width(players: int) -> int:
    return min(COLUMN, (TABLE - LABELS) // players)


def player_column(
    pen: Pen, x0: float, y: float, state: PowerlineState, seat: int, place: int, name: str, lang: str
) -> None:
    """One player's column: place and seat mark, name and VP over the parts of their VP, the winners framed."""
    best = place == 1 and len(state.players) > 1
    width = column_width(len(state.players))
    box = (x0 + 4, y, x0 + width - 4, y + table_height(state))
    pen.rect(box, core.PANEL, theme.SUN if best else core.PANEL_LINE, 3 if best else 1.5, 12)
    pen.line([(x0 + 14, y + HEAD - 6), (x0 + width - 14, y + HEAD - 6)], core.PANEL_LINE, 1.5)
    cx = x0 + width / 2
    pen.text((cx - 20, y + 28), str(place), 32, theme.SUN if best else core.TEXT, bold=True)
    swatch = theme.PLAYERS[seat]
    pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(36))), (cx + 20, y + 28))
    pen.text((cx, y + 70), name, SMALL, core.TEXT, bold=True, max_width=width - 16)
    pen.text((cx, y + 104), vp(lang, state.players[seat].vp), 26, core.TEXT, bold=True, max_width=width - 12)
    values = breakdown(state, seat)
    for i, part in enumerate(parts(state)):
        value = values[part]
        colour = core.TEXT if value not in ("0", "+0") else core.TEXT_MUTED
        pen.text((cx, y + HEAD + ROW * (i + 0.5)), value, 22, colour, bold=True)


def solo_ladder(pen: Pen, x0: float, y: float, state: PowerlineState, lang: str) -> None:
    """The solo rating chart, two steps a row, the reached step framed."""
    rating = solo_rating(state)
    ratings = load_rules().solo_ratings
    pen.text((x0 + 4, y + 14), say(lang, "standings-solo-rating"), SMALL, core.TEXT_MUTED, bold=True, anchor="lm")
    y += LADDER_HEADING
    for i, step in enumerate(ratings):
        left = x0 + (STEP_W + STEP_GAP) * (i % LADDER_COLUMNS)
        top = y + (STEP_H + STEP_GAP) * (i // LADDER_COLUMNS)
        reached = rating is not None and step == rating
        nxt = ratings[i + 1].min_vp - 1 if i + 1 < len(ratings) else None
        span = f"{step.min_vp}–{nxt}" if nxt is not None else f"{step.min_vp}+"
        box = (left, top, left + STEP_W, top + STEP_H)
        pen.rect(box, core.PANEL, theme.HIGHLIGHT if reached else core.PANEL_LINE, 4 if reached else 1.5, 12)
        pen.text((left + STEP_W / 2, top + 24), span, 22, core.TEXT, bold=True)
        colour = core.TEXT if reached else core.TEXT_MUTED
        lines = pen.lines(say(lang, f"rating-{step.key}"), SMALL, STEP_W - 20)
        for j, part in enumerate(lines):
            at = (left + STEP_W / 2, top + 64 + 24 * (j - (len(lines) - 1) / 2))
            pen.text(at, part, SMALL, colour, max_width=STEP_W - 12)


def standings_image(state: PowerlineState, names: Sequence[str], *, lang: str) -> Image.Image:
    count = len(state.players)
    places = ranks(state)
    solo = count == 1 and state.finished
    column = column_width(count)
    ladder = LADDER_GAP + LADDER_COLUMNS * STEP_W + (LADDER_COLUMNS - 1) * STEP_GAP
    width = MARGIN + LABELS + column * count + (ladder if solo else 0)
    body = max(table_height(state), ladder_height() if solo else 0)
    image = Image.new("RGBA", (width + MARGIN, round(TITLE + body + MARGIN)), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title = say(lang, "standings-final") if state.finished else say(lang, "standings-after", round=state.round - 1)
    pen.text((MARGIN + 4, TITLE / 2), title, 32, core.TEXT, bold=True, anchor="lm")
    for i, part in enumerate(parts(state)):
        y = TITLE + HEAD + ROW * (i + 0.5)
        pen.text(
            (MARGIN + 4, y), say(lang, f"column-{part}"), SMALL, core.TEXT_MUTED, anchor="lm", max_width=LABELS - 8
        )
    order = sorted(range(count), key=lambda s: (places[s], s))
    for i, seat in enumerate(order):
        player_column(pen, MARGIN + LABELS + column * i, TITLE, state, seat, places[seat], names[seat], lang)
    if solo:
        solo_ladder(pen, MARGIN + LABELS + column + LADDER_GAP, TITLE, state, lang)
    return image
