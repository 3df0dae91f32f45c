"""The shared boards: turn order, the management board's actions with who holds them, the energy track with the
round's bonus and the objective, the contracts on offer and the national ones, and the patent office's tiles."""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.rules import COLOURS, load_rules
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.contracts import card_width, contract_card
from render.barrage.energy import bonus, objective, section, track
from render.barrage.header import CARD_TOP, STAT, card_height, cards, round_title, status, title
from render.barrage.management import CELL_H, LABEL_H, ROW_GAP, ROWS, management
from render.barrage.pieces import badge_sprite
from render.barrage.tiles import effect_text, tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

WIDTH = theme.BOARDS_WIDTH
SMALL = theme.BOARDS_TEXT
ORDER_TOP = CARD_TOP + card_height(STAT) + 12
"""Below the title and the cards, which take one row for every player count."""
ORDER_H = 48
BOARD_TOP = ORDER_TOP + ORDER_H + 14
ENERGY_H = 266
RIGHT_W = 420
"""The column right of the energy track: the bonus and objective tiles."""
BONUS_H = 128
CARD_H = 44
CARD_GAP = 8
NATIONAL_W = 230
"""The national contracts' column, unless one needs more."""
COLUMNS = 3
"""Columns of face-up private contracts: one per colour's share of the display."""
SECTION_TOP = 42
"""Where a section's content starts, under its heading."""
PATENT_H = 150
GAP = 12


def offer_height() -> float:
    """The contracts section: as many rows as the display or the national contracts need."""
    rules = load_rules()
    display = -(-rules.display_per_colour * len(COLOURS) // COLUMNS)
    rows = max(display, *rules.national_by_players.values())
    return SECTION_TOP + rows * (CARD_H + CARD_GAP) + 4


def boards_height() -> int:
    rows = len(ROWS) * (LABEL_H + CELL_H + ROW_GAP)
    return round(BOARD_TOP + rows + 8 + ENERGY_H + GAP + offer_height() + GAP + PATENT_H + theme.MARGIN)


def turn_order(pen: Pen, state: BarrageState, names: Sequence[str], lang: str) -> None:
    """The seats in this round's order, numbered; the one to move framed, those who passed dimmed."""
    x0, y0 = theme.MARGIN, ORDER_TOP
    label = say(lang, "heading-order").upper()
    pen.text((x0, y0 + ORDER_H / 2), label, SMALL, core.TEXT_MUTED, bold=True, anchor="lm", max_width=190)
    x = x0 + 200
    slot = (WIDTH - theme.MARGIN - x) / len(state.order)
    for k, seat in enumerate(state.order):
        box = (x + k * slot, y0, x + (k + 1) * slot - 8, y0 + ORDER_H)
        active = seat == state.current
        pen.rect(box, core.PANEL, theme.TURN if active else core.PANEL_LINE, 3 if active else 1.5, radius=8)
        mid = y0 + ORDER_H / 2
        pen.text((box[0] + 13, mid), str(k + 1), SMALL, core.TEXT_MUTED, bold=True)
        pen.paste(badge_sprite(state.companies[seat].company, round(pen.px(36))), (box[0] + 42, mid))
        text_x = box[0] + 64
        room = box[2] - 8 - text_x
        if seat in state.passed:
            pen.text((text_x, mid - 11), names[seat], SMALL, core.TEXT_MUTED, bold=True, anchor="lm", max_width=room)
            pen.text((text_x, mid + 12), say(lang, "passed"), SMALL, core.TEXT_MUTED, anchor="lm", max_width=room)
        else:
            pen.text((text_x, mid), names[seat], SMALL, core.TEXT, bold=True, anchor="lm", max_width=room)


def card_widths(pen: Pen, national: Sequence[str]) -> tuple[float, float]:
    """The width of a face-up private contract's card and of a national one's (0 without national contracts)."""
    national_w = max((NATIONAL_W, *(card_width(pen, c) for c in national))) if national else 0.0
    return (WIDTH - 2 * theme.MARGIN - 24 - national_w - 10 * COLUMNS) / COLUMNS, national_w


def offers(pen: Pen, state: BarrageState, top: float, lang: str) -> None:
    """The face-up private contracts in columns, and the national contracts still open."""
    box = (theme.MARGIN, top, WIDTH - theme.MARGIN, top + offer_height())
    section(pen, box, say(lang, "heading-offer"))
    national = state.contracts.national
    w, national_w = card_widths(pen, national)
    for k, contract in enumerate(state.contracts.display):
        x = box[0] + 12 + (k % COLUMNS) * (w + 10)
        y = box[1] + SECTION_TOP + (k // COLUMNS) * (CARD_H + CARD_GAP)
        contract_card(pen, contract, (x, y, x + w, y + CARD_H))
    if not national:
        return
    x = box[2] - 12 - national_w
    label = say(lang, "heading-national").upper()
    pen.text(
        (x, box[1] + 10 + pen.cap_height(SMALL, True)),
        label,
        SMALL,
        core.TEXT_MUTED,
        bold=True,
        anchor="ls",
        max_width=national_w,
    )
    for k, contract in enumerate(national):
        y = box[1] + SECTION_TOP + k * (CARD_H + CARD_GAP)
        contract_card(pen, contract, (x, y, x + national_w, y + CARD_H))


def patent_office(pen: Pen, state: BarrageState, top: float, lang: str) -> None:
    """What each advanced tile on offer does, side by side (the management board shows which slot holds it)."""
    box = (theme.MARGIN, top, WIDTH - theme.MARGIN, top + PATENT_H)
    section(pen, box, say(lang, "heading-patent"))
    y = box[1] + SECTION_TOP + 20
    inner = box[2] - box[0] - 24
    if state.config.setup != "standard":
        closed = say(lang, "patent-closed")
        pen.text((box[0] + 12, y), closed, SMALL, core.TEXT_MUTED, anchor="lm", max_width=inner)
        return
    shown = state.patent.display
    column = inner / max(1, len(shown))
    for k, tile in enumerate(shown):
        if not tile:
            continue
        x = box[0] + 12 + k * column
        end = tile_chip(pen, tile, x, y, 39)
        room = x + column - 16 - (end + 10)
        for j, line in enumerate(pen.wrap(effect_text(lang, tile), SMALL, room)):
            pen.text((end + 10, y - 10 + 22 * j), line, SMALL, core.TEXT, anchor="lm", max_width=room)


def boards_image(state: BarrageState, names: Sequence[str], *, lang: str) -> Image.Image:
    image = Image.new("RGBA", (WIDTH, boards_height()), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title(pen, WIDTH, round_title(state, lang), status(state, names, lang), theme.HIGHLIGHT)
    cards(pen, state, names, WIDTH)
    turn_order(pen, state, names, lang)
    y = management(pen, state, BOARD_TOP, lang) + 8
    right = WIDTH - theme.MARGIN - RIGHT_W
    track(pen, state, (theme.MARGIN, y, right - 12, y + ENERGY_H), lang)
    bonus(pen, state, (right, y, WIDTH - theme.MARGIN, y + BONUS_H), lang)
    objective(pen, state, (right, y + BONUS_H + 8, WIDTH - theme.MARGIN, y + ENERGY_H), lang)
    y += ENERGY_H + GAP
    offers(pen, state, y, lang)
    patent_office(pen, state, y + offer_height() + GAP, lang)
    return image
