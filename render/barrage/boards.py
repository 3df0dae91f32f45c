"""The shared boards: turn order, the management board's actions with who holds them, the energy track with the
round's bonus and the objective, the contracts on offer and the national ones, and the patent office's tiles."""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.contracts import card_width, contract_card
from render.barrage.energy import bonus, objective, section, track
from render.barrage.header import HEADER, cards, round_title, status, title
from render.barrage.management import management
from render.barrage.pieces import badge_sprite
from render.barrage.tiles import effect_text, tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

WIDTH = theme.BOARDS_WIDTH
ORDER_TOP = HEADER + 12
ORDER_H = 38
BOARD_TOP = ORDER_TOP + ORDER_H + 14
ENERGY_H = 196
OFFER_H = 190
HEIGHT = BOARD_TOP + 2 * (22 + 120 + 10) + 8 + ENERGY_H + 12 + OFFER_H + theme.MARGIN
RIGHT_W = 400
"""The right-hand column: the bonus and objective tiles, then the patent office."""
CARD_H = 40
NATIONAL_W = 230
"""The national contracts' column, unless one needs more."""
COLUMNS = 2
"""Columns of face-up private contracts."""
OFFER_RIGHT = WIDTH - theme.MARGIN - RIGHT_W - 12
BONUS_H = 106


def turn_order(pen: Pen, state: BarrageState, names: Sequence[str], lang: str) -> None:
    """The seats in this round's order, numbered; the one to move framed, those who passed dimmed."""
    x0, y0 = theme.MARGIN, ORDER_TOP
    label = say(lang, "heading-order").upper()
    pen.text((x0, y0 + ORDER_H / 2), label, 13, core.TEXT_MUTED, bold=True, anchor="lm", max_width=150)
    x = x0 + 160
    slot = (WIDTH - theme.MARGIN - x) / len(state.order)
    for k, seat in enumerate(state.order):
        box = (x + k * slot, y0, x + (k + 1) * slot - 8, y0 + ORDER_H)
        active = seat == state.current
        pen.rect(box, core.PANEL, theme.TURN if active else core.PANEL_LINE, 3 if active else 1.5, radius=8)
        mid = y0 + ORDER_H / 2
        pen.text((box[0] + 14, mid), str(k + 1), 16, core.TEXT_MUTED, bold=True)
        pen.paste(badge_sprite(state.companies[seat].company, round(pen.px(26))), (box[0] + 40, mid))
        room = box[2] - 8 - (box[0] + 58)
        if seat in state.passed:
            pen.text((box[0] + 58, mid - 8), names[seat], 15, core.TEXT_MUTED, bold=True, anchor="lm", max_width=room)
            pen.text((box[0] + 58, mid + 10), say(lang, "passed"), 11, core.TEXT_MUTED, anchor="lm", max_width=room)
        else:
            pen.text((box[0] + 58, mid), names[seat], 15, core.TEXT, bold=True, anchor="lm", max_width=room)


def card_widths(pen: Pen, national: Sequence[str]) -> tuple[float, float]:
    """The width of a face-up private contract's card and of a national one's (0 without national contracts)."""
    national_w = max((NATIONAL_W, *(card_width(pen, c) for c in national))) if national else 0.0
    return (OFFER_RIGHT - theme.MARGIN - 24 - national_w - 10 * COLUMNS) / COLUMNS, national_w


def offers(pen: Pen, state: BarrageState, top: float, lang: str) -> None:
    """The face-up private contracts in columns, and the national contracts still open."""
    box = (theme.MARGIN, top, OFFER_RIGHT, top + OFFER_H)
    section(pen, box, say(lang, "heading-offer"))
    national = state.contracts.national
    w, national_w = card_widths(pen, national)
    for k, contract in enumerate(state.contracts.display):
        x = box[0] + 12 + (k % COLUMNS) * (w + 10)
        y = box[1] + 34 + (k // COLUMNS) * (CARD_H + 8)
        contract_card(pen, contract, (x, y, x + w, y + CARD_H))
    if not national:
        return
    x = box[2] - 12 - national_w
    label = say(lang, "heading-national").upper()
    pen.text(
        (x, box[1] + 10 + pen.cap_height(13, True)),
        label,
        13,
        core.TEXT_MUTED,
        bold=True,
        anchor="ls",
        max_width=national_w,
    )
    for k, contract in enumerate(national):
        y = box[1] + 34 + k * (CARD_H + 8)
        contract_card(pen, contract, (x, y, x + national_w, y + CARD_H))


def patent_office(pen: Pen, state: BarrageState, top: float, lang: str) -> None:
    """What each advanced tile on offer does (the management board shows which slot holds it)."""
    box = (WIDTH - theme.MARGIN - RIGHT_W, top, WIDTH - theme.MARGIN, top + OFFER_H)
    section(pen, box, say(lang, "heading-patent"))
    y = box[1] + 48
    if state.config.setup != "standard":
        pen.text((box[0] + 12, y), say(lang, "patent-closed"), 13, core.TEXT_MUTED, anchor="lm", max_width=RIGHT_W - 24)
        return
    for tile in state.patent.display:
        if not tile:
            continue
        end = tile_chip(pen, tile, box[0] + 12, y, 28)
        room = box[2] - 12 - (end + 10)
        lines = pen.lines(effect_text(lang, tile), 13, room)
        for j, line in enumerate(lines):
            pen.text((end + 10, y + 16 * (j - (len(lines) - 1) / 2)), line, 13, core.TEXT, anchor="lm", max_width=room)
        y += 42


def boards_image(state: BarrageState, names: Sequence[str], *, lang: str) -> Image.Image:
    image = Image.new("RGBA", (WIDTH, HEIGHT), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title(pen, WIDTH, round_title(state, lang), status(state, names, lang), theme.HIGHLIGHT)
    cards(pen, state, names, WIDTH)
    turn_order(pen, state, names, lang)
    y = management(pen, state, BOARD_TOP, lang) + 8
    right = WIDTH - theme.MARGIN - RIGHT_W
    track(pen, state, (theme.MARGIN, y, right - 12, y + ENERGY_H), lang)
    bonus(pen, state, (right, y, WIDTH - theme.MARGIN, y + BONUS_H), lang)
    objective(pen, state, (right, y + BONUS_H + 8, WIDTH - theme.MARGIN, y + ENERGY_H), lang)
    y += ENERGY_H + 12
    offers(pen, state, y, lang)
    patent_office(pen, state, y, lang)
    return image
