"""The top of Barrage's images: a title line (the round, whose turn it is), and on the map a chip per company (badge,
player, VP, energy, credits, engineers in hand) on one line, so the players and where they stand read at a glance."""

from collections.abc import Sequence

from engine.barrage.data_load import load_rules
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import RGB

TITLE_Y = 32
CHIPS_TOP = 58
"""Below the title line, in the map's larger type."""
CHIP_GAP = 10
CHIP_PAD = 10
CHIP_WIDE = 19
"""How many text sizes a chip needs across: its badge, a short name and four counts."""
STATS = ("vp", "energy", "credits", "engineers")
"""What each chip counts: `CompanyState` fields, each shown by its icon."""


def title(
    pen: Pen,
    width: float,
    left: str,
    right: str,
    right_colour: RGB,
    status_size: float = 20,
    margin: float = theme.MARGIN,
) -> None:
    """The title on the left and a status on the right, sharing the line without overlapping."""
    room = (width - 2 * margin) * 0.5
    size = max(26, status_size + 4)
    pen.text((margin, TITLE_Y), left, size, core.TEXT, bold=True, anchor="lm", max_width=room)
    rest = width - 2 * margin - room - 12
    at = (width - margin, TITLE_Y)
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


def chip_height(text: float) -> float:
    return text + 22


def chips_per_row(seats: int, width: float, text: float, margin: float) -> int:
    """Every chip on one row if each gets `CHIP_WIDE` text sizes across, else two to a row."""
    chip_w = (width - 2 * margin - CHIP_GAP * (seats - 1)) / seats
    return seats if chip_w >= CHIP_WIDE * text else min(seats, 2)


def chips_height(seats: int, width: float, text: float, margin: float) -> float:
    """Where the chips end, under the title line."""
    rows = -(-seats // chips_per_row(seats, width, text, margin))
    return CHIPS_TOP + rows * (chip_height(text) + CHIP_GAP) - CHIP_GAP


def clipped(pen: Pen, name: str, size: float, room: float) -> str:
    """`name` as it fits `room` at `size` in bold: whole, or cut short with an ellipsis (never drawn smaller)."""
    if pen.text_width(name, size, bold=True) <= room:
        return name
    while len(name) > 1 and pen.text_width(f"{name}…", size, bold=True) > room:
        name = name[:-1]
    return f"{name.rstrip()}…"


def chips(pen: Pen, state: BarrageState, names: Sequence[str], width: float, text: float, margin: float) -> None:
    """The companies in seat order, each a chip: its badge, the player and the counts, their icons in columns
    shared by every chip; the one to move framed in the turn colour."""
    seats = len(state.companies)
    per_row = chips_per_row(seats, width, text, margin)
    chip_w = (width - 2 * margin - CHIP_GAP * (per_row - 1)) / per_row
    height = chip_height(text)
    badge = text + 14
    icon = text * 0.9
    values = [[str(getattr(company, kind)) for kind in STATS] for company in state.companies]
    columns = [icon + 4 + max(pen.text_width(row[k], text, bold=True) for row in values) for k in range(len(STATS))]
    counts_w = sum(columns) + CHIP_PAD * (len(STATS) - 1)
    for seat, company in enumerate(state.companies):
        x0 = margin + (seat % per_row) * (chip_w + CHIP_GAP)
        top = CHIPS_TOP + (seat // per_row) * (height + CHIP_GAP)
        box = (x0, top, x0 + chip_w, top + height)
        active = seat == state.current
        pen.rect(box, core.PANEL, theme.TURN if active else core.PANEL_LINE, 3 if active else 1.5, radius=10)
        y = top + height / 2
        sprite = badge_sprite(company.company, round(pen.px(badge)), letter_px=round(pen.px(text)))
        pen.paste(sprite, (x0 + CHIP_PAD + badge / 2, y))
        name_x = x0 + CHIP_PAD * 2 + badge
        x = box[2] - CHIP_PAD - counts_w
        name = clipped(pen, names[seat], text, x - CHIP_PAD - name_x)
        pen.text((name_x, y), name, text, core.TEXT, bold=True, anchor="lm")
        for kind, value, column in zip(STATS, values[seat], columns, strict=True):
            paste_icon(pen, kind, (x + icon / 2, y), icon)
            pen.text((x + icon + 4, y), value, text, core.TEXT, bold=True, anchor="lm")
            x += column + CHIP_PAD
