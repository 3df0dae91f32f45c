"""The top of every Power Lines image: a title line and one card per player with their side's badge.

Both images share it, so a player finds their name, side and score in the same place before and after scoring.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import RGB
from render.powerlines import theme
from render.powerlines.pieces import badge_sprite
from render.powerlines.words import say

CARD_TOP = 56
CARD_HEIGHT = 62
BADGE = 40


@dataclass(frozen=True)
class Card:
    """What one player's card shows: a number with its caption on the right (None: no number yet)."""

    name: str
    side: str
    caption: str
    points: int | None
    active: bool = False


def side_of(seat: int, suits_seat: int) -> str:
    """The side a seat scores for the whole match: "suits" or "values"."""
    return "suits" if seat == suits_seat else "values"


def title(pen: Pen, left: str, right: str, right_colour: RGB) -> None:
    """The title on the left and a status on the right, sharing the line without overlapping."""
    width = theme.WIDTH - 2 * theme.MARGIN
    room = width * 0.55
    pen.text((theme.MARGIN, 30), left, 28, core.TEXT, bold=True, anchor="lm", max_width=room)
    pen.text((theme.WIDTH - theme.MARGIN, 30), right, 20, right_colour, bold=True, anchor="rm", max_width=width - room)


def cards(pen: Pen, shown: Sequence[Card], lang: str) -> None:
    """The players side by side; the one to move framed in the turn colour."""
    gap = 12
    width = (theme.WIDTH - 2 * theme.MARGIN - gap) / len(shown)
    for i, card in enumerate(shown):
        x0 = theme.MARGIN + i * (width + gap)
        box = (x0, CARD_TOP, x0 + width, CARD_TOP + CARD_HEIGHT)
        edge = theme.TURN if card.active else core.PANEL_LINE
        pen.rect(box, core.PANEL, edge, 3 if card.active else 1.5, radius=12)
        mid = CARD_TOP + CARD_HEIGHT / 2
        pen.paste(badge_sprite(card.side, BADGE), (x0 + 12 + BADGE / 2, mid))
        text_x = x0 + 24 + BADGE
        number_room = 0.0
        if card.points is not None:
            number = str(card.points)
            pen.text((box[2] - 14, mid + 12), number, 26, core.TEXT, bold=True, anchor="rm")
            caption = pen.text_width(card.caption, theme.SMALL_TEXT, bold=True)
            number_room = max(pen.text_width(number, 26, bold=True), caption)
            pen.text((box[2] - 14, mid - 14), card.caption, theme.SMALL_TEXT, core.TEXT_MUTED, bold=True, anchor="rm")
        room = box[2] - 14 - number_room - 12 - text_x
        pen.text((text_x, mid - 11), card.name, 20, core.TEXT, bold=True, anchor="lm", max_width=room)
        side = say(lang, f"side-badge-{card.side}")
        pen.text(
            (text_x, mid + 13), side, theme.SMALL_TEXT, theme.SIDES[card.side], bold=True, anchor="lm", max_width=room
        )
