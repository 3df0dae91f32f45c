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
CARD_HEIGHT = 58
BADGE = 38
HEADER = CARD_TOP + CARD_HEIGHT
"""Where the header ends."""
STAT = 18
"""A card's numbers: 9 px once a 1,100 px image is shown 550 px wide."""
STATS = ("vp", "energy", "credits", "engineers")
"""What each card counts: `CompanyState` fields, each shown by its icon."""


def title(pen: Pen, width: float, left: str, right: str, right_colour: RGB) -> None:
    """The title on the left and a status on the right, sharing the line without overlapping."""
    room = (width - 2 * theme.MARGIN) * 0.55
    pen.text((theme.MARGIN, TITLE_Y), left, 26, core.TEXT, bold=True, anchor="lm", max_width=room)
    rest = width - 2 * theme.MARGIN - room - 12
    pen.text((width - theme.MARGIN, TITLE_Y), right, 20, right_colour, bold=True, anchor="rm", max_width=rest)


def round_title(state: BarrageState, lang: str) -> str:
    if state.step == "setup":
        return say(lang, "title-setup")
    return say(lang, "title-round", round=state.round, rounds=load_rules().scoring.rounds)


def status(state: BarrageState, names: Sequence[str], lang: str) -> str:
    """Whose decision is awaited, or that the game is over."""
    if state.current is None:
        return say(lang, "game-over")
    return say(lang, "to-play", name=names[state.current])


def cards(pen: Pen, state: BarrageState, names: Sequence[str], width: float) -> None:
    """The companies side by side in seat order; the one to move framed in the turn colour."""
    gap = 10
    seats = len(state.companies)
    card_w = (width - 2 * theme.MARGIN - gap * (seats - 1)) / seats
    for seat, company in enumerate(state.companies):
        x0 = theme.MARGIN + seat * (card_w + gap)
        box = (x0, CARD_TOP, x0 + card_w, CARD_TOP + CARD_HEIGHT)
        active = seat == state.current
        pen.rect(box, core.PANEL, theme.TURN if active else core.PANEL_LINE, 3 if active else 1.5, radius=10)
        mid = CARD_TOP + CARD_HEIGHT / 2
        pen.paste(badge_sprite(company.company, round(pen.px(BADGE))), (x0 + 8 + BADGE / 2, mid))
        text_x = x0 + 16 + BADGE
        room = box[2] - 8 - text_x
        pen.text((text_x, mid - 12), names[seat], 18, core.TEXT, bold=True, anchor="lm", max_width=room)
        step = room / len(STATS)
        for k, kind in enumerate(STATS):
            x = text_x + k * step
            paste_icon(pen, kind, (x + 8, mid + 14), 17)
            value = str(getattr(company, kind))
            pen.text((x + 19, mid + 14), value, STAT, core.TEXT, bold=True, anchor="lm", max_width=step - 21)
