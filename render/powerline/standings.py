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
from render.powerline.words import say

WIDTH = 1280
ROW = 76
TOP = 112
COLUMNS = ("start", "cities", "stations", "tiles", "island", "unfinished", "tie-break")
"""The breakdown's columns, each headed by its `column-<name>` message."""
LEFT = 560
"""Where the breakdown's columns begin."""
COLUMN = (WIDTH - theme.MARGIN - 20 - LEFT) / len(COLUMNS)


def breakdown(state: PowerlineState, seat: int) -> tuple[str, ...]:
    player = state.players[seat]
    book = player.ledger
    return (
        str(load_rules().start_vp),
        f"+{book.cities}",
        f"+{book.stations}",
        f"+{book.tiles}",
        f"−{book.island}" if book.island else "0",
        f"−{book.penalty}" if book.penalty else "0",
        str(len(player.stations)),
    )


def title_lines(title: str) -> tuple[str, str]:
    """A rating's title on two lines, split between words, the first line taking the extra word."""
    words = title.split()
    half = (len(words) + 1) // 2
    return " ".join(words[:half]), " ".join(words[half:])


def solo_ladder(pen: Pen, y: float, state: PowerlineState, lang: str) -> float:
    """The solo rating chart, the reached step framed."""
    rating = solo_rating(state)
    ratings = load_rules().solo_ratings
    heading = say(lang, "standings-solo-rating").upper()
    pen.text((theme.MARGIN + 20, y), heading, 15, core.TEXT_MUTED, bold=True, anchor="lm")
    y += 24
    width = (WIDTH - 2 * theme.MARGIN - 40) / len(ratings)
    for i, step in enumerate(ratings):
        x0 = theme.MARGIN + 20 + width * i
        reached = rating is not None and step == rating
        nxt = ratings[i + 1].min_vp - 1 if i + 1 < len(ratings) else None
        span = f"{step.min_vp}–{nxt}" if nxt is not None else f"{step.min_vp}+"
        box = (x0 + 4, y, x0 + width - 4, y + 84)
        pen.rect(box, core.PANEL, theme.HIGHLIGHT if reached else core.PANEL_LINE, 4 if reached else 1.5, 12)
        pen.text((x0 + width / 2, y + 24), span, 20, core.TEXT, bold=True)
        colour = core.TEXT if reached else core.TEXT_MUTED
        for j, part in enumerate(title_lines(say(lang, f"rating-{step.key}"))):
            pen.text((x0 + width / 2, y + 50 + 18 * j), part, 14, colour, max_width=width - 16)
    return y + 100


def standings_image(state: PowerlineState, names: Sequence[str], *, lang: str) -> Image.Image:
    count = len(state.players)
    places = ranks(state)
    solo = count == 1 and state.finished
    height = TOP + ROW * count + theme.MARGIN + (130 if solo else 0)
    image = Image.new("RGBA", (WIDTH, height), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title = say(lang, "standings-final") if state.finished else say(lang, "standings-after", round=state.round - 1)
    pen.text((theme.MARGIN + 20, 38), title, 32, core.TEXT, bold=True, anchor="lm")
    for i, name in enumerate(COLUMNS):
        label = say(lang, f"column-{name}")
        pen.text((LEFT + COLUMN * (i + 0.5), 92), label, 14, core.TEXT_MUTED, bold=True, max_width=COLUMN - 8)
    pen.text((470, 92), say(lang, "column-vp"), 14, core.TEXT_MUTED, bold=True)
    order = sorted(range(count), key=lambda s: (places[s], s))
    for row, seat in enumerate(order):
        y = TOP + ROW * row
        best = places[seat] == 1 and count > 1
        pen.rect(
            (theme.MARGIN, y, WIDTH - theme.MARGIN, y + ROW - 8),
            core.PANEL,
            theme.SUN if best else core.PANEL_LINE,
            3 if best else 1.5,
            12,
        )
        mid = y + (ROW - 8) / 2
        pen.text((theme.MARGIN + 34, mid), str(places[seat]), 32, theme.SUN if best else core.TEXT, bold=True)
        swatch = theme.PLAYERS[seat]
        pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(42))), (theme.MARGIN + 88, mid))
        pen.text((theme.MARGIN + 120, mid), names[seat][:20], 24, core.TEXT, bold=True, anchor="lm")
        pen.text((470, mid), str(state.players[seat].vp), 32, core.TEXT, bold=True)
        for i, value in enumerate(breakdown(state, seat)):
            pen.text(
                (LEFT + COLUMN * (i + 0.5), mid),
                value,
                20,
                core.TEXT if value not in ("0", "+0") else core.TEXT_MUTED,
                True,
            )
    if solo:
        solo_ladder(pen, TOP + ROW * count + 16, state, lang)
    return image
