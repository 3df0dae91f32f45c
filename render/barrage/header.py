"""The top of Barrage's images: a title line and one card per company (badge, player, VP, energy, credits,
engineers in hand), so every image names the players and where they stand the same way."""

from collections.abc import Sequence

from engine.barrage.rules import load_rules
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import RGB

TITLE_Y = 32
CARD_TOP = 62
CARD_GAP = 10
STAT = theme.BOARDS_TEXT
"""A card's text in the shared boards (the map gives its own)."""
STATS = ("vp", "energy", "credits", "engineers")
"""What each card counts: `CompanyState` fields, each shown by its icon."""


def card_height(text: float) -> float:
    """A card's height: the player's name, then a row of counts, in `text`-sized type."""
    return 3 * text + 16


def cards_per_row(seats: int, width: float, text: float) -> int:
    """Every card on one row if each is wide enough for its counts in `text`-sized type (three digits each), else
    two to a row."""
    card_w = (width - 2 * theme.MARGIN - CARD_GAP * (seats - 1)) / seats
    return seats if card_w >= 11 * text else min(seats, 2)


def header_height(seats: int, width: float, text: float) -> float:
    """Where the header ends: the title line and the rows of cards."""
    rows = -(-seats // cards_per_row(seats, width, text))
    return CARD_TOP + rows * (card_height(text) + CARD_GAP) - CARD_GAP


def title(pen: Pen, width: float, left: str, right: str, right_colour: RGB, status_size: float = 20) -> None:
    """The title on the left and a status on the right, sharing the line without overlapping."""
    room = (width - 2 * theme.MARGIN) * 0.5
    size = max(26, status_size + 4)
    pen.text((theme.MARGIN, TITLE_Y), left, size, core.TEXT, bold=True, anchor="lm", max_width=room)
    rest = width - 2 * theme.MARGIN - room - 12
    at = (width - theme.MARGIN, TITLE_Y)
    pen.text(at, right, status_size, right_colour, bold=True, anchor="rm", max_width=rest)


def round_title(state: BarrageState, lang: str) -> str:
    if state.step == "setup":
        return say(lang, "title-setup")
    return say(lang, "title-round", round=state.round, rounds=load_rules().scoring.rounds)


def status(state: BarrageState, names: Sequence[str], lang: str) -> str:
    """Whose decision is awaited, or that the game is over."""
    if state.current is None:
        return say(lang, "game-over")
    return say(lang, "to-play", name=names[state.current])


def cards(pen: Pen, state: BarrageState, names: Sequence[str], width: float, text: float = STAT) -> None:
    """The companies in seat order, each card its badge and player over its counts; the one to move framed in the
    turn colour."""
    seats = len(state.companies)
    per_row = cards_per_row(seats, width, text)
    card_w = (width - 2 * theme.MARGIN - CARD_GAP * (per_row - 1)) / per_row
    height = card_height(text)
    badge = 2 * text
    for seat, company in enumerate(state.companies):
        x0 = theme.MARGIN + (seat % per_row) * (card_w + CARD_GAP)
        top = CARD_TOP + (seat // per_row) * (height + CARD_GAP)
        box = (x0, top, x0 + card_w, top + height)
        active = seat == state.current
        pen.rect(box, core.PANEL, theme.TURN if active else core.PANEL_LINE, 3 if active else 1.5, radius=10)
        name_y = top + 8 + text * 0.75
        pen.paste(badge_sprite(company.company, round(pen.px(badge))), (x0 + 8 + badge / 2, top + 6 + badge / 2))
        text_x = x0 + 16 + badge
        pen.text((text_x, name_y), names[seat], text, core.TEXT, bold=True, anchor="lm", max_width=box[2] - 8 - text_x)
        counts_y = box[3] - 8 - text * 0.75
        step = (card_w - 16 - badge) / len(STATS)
        for k, kind in enumerate(STATS):
            x = text_x + k * step
            paste_icon(pen, kind, (x + text * 0.45, counts_y), text)
            value = str(getattr(company, kind))
            at = (x + text * 1.05, counts_y)
            pen.text(at, value, text, core.TEXT, bold=True, anchor="lm", max_width=step - text * 1.1)
