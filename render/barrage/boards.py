"""The shared boards: the round and the turn order, the management board's actions with who holds them and what the
patent office's tiles do, the energy track beside the bonus and objective tiles, and the contracts on offer.

1,130 px wide and at most about 930 tall, with no text under `TEXT` px: Discord fits the image into 550 x 350 on a
desktop and 284 x 400 on a phone, where the smallest text still comes out at 9 and 6 px. Each company's supplies
are on the map's chips and its own panel, so the turn order here is each company's badge and player alone.
"""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.data_load import load_rules
from engine.barrage.rules import COLOURS
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.contracts import card_width, contract_card
from render.barrage.energy import LEGEND, info, info_height, label, section, track, track_height
from render.barrage.header import clipped, round_title
from render.barrage.management import BADGE, CHIP, TEXT, board_height, management, red_key
from render.barrage.pieces import badge_sprite
from render.barrage.tiles import effect_text, tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

WIDTH = 1130
MARGIN = 12
INNER = WIDTH - 2 * MARGIN
TITLE = 28
ORDER_TOP = 14
ORDER_H = BADGE + 6
BOARD_TOP = ORDER_TOP + ORDER_H + 8
GAP = 8
"""Between sections; a framed section's heading stands `LEGEND` / 2 above its frame, so it takes more."""
INFO_W = 640
"""The bonus and objective tiles' box, right of the energy track."""
CARD_H = 42
CARD_GAP = 5
COLUMNS = 3
"""Columns of face-up private contracts: one per colour's share of the display."""
OFFER_PAD = 8
OFFER_GAP = 8
LINE = 29
PATENT_LINES = 3


def band_height() -> float:
    return max(track_height(), info_height())


def offer_height(players: int) -> float:
    """The contracts section: as many rows as the display or this player count's national contracts need."""
    rules = load_rules()
    display = -(-rules.display_per_colour * len(COLOURS) // COLUMNS)
    rows = max(display, rules.national_by_players[players])
    return LEGEND + rows * (CARD_H + CARD_GAP) - CARD_GAP + 10


def patent_height() -> float:
    return PATENT_LINES * LINE + 14


def boards_height(state: BarrageState) -> int:
    y = BOARD_TOP + board_height() + GAP
    if state.config.setup == "standard":
        y += patent_height() + GAP
    return round(y + band_height() + GAP + LEGEND / 2 + offer_height(state.config.players) + MARGIN)


def turn_order(pen: Pen, state: BarrageState, names: Sequence[str], x0: float, lang: str) -> None:
    """The seats in this round's order from x0 to the right edge: each its badge and player, the one to move
    framed, those who passed dimmed, "passed" set into their frame's top edge."""
    slot = (WIDTH - MARGIN - x0 + 8) / len(state.order)
    mid = ORDER_TOP + ORDER_H / 2
    for k, seat in enumerate(state.order):
        box = (x0 + k * slot, ORDER_TOP, x0 + (k + 1) * slot - 8, ORDER_TOP + ORDER_H)
        active = seat == state.current
        passed = seat in state.passed
        fill = core.CANVAS if passed else core.PANEL
        pen.rect(box, fill, theme.TURN if active else core.PANEL_LINE, 3 if active else 1.5, radius=10)
        pen.paste(badge_sprite(state.companies[seat].company, round(pen.px(BADGE))), (box[0] + 4 + BADGE / 2, mid))
        x = box[0] + BADGE + 12
        if passed:
            mark = say(lang, "passed").upper()
            label(pen, box[2] - 14 - pen.text_width(mark, TEXT, True), box[1], mark, box[2] - box[0] - 28)
        name = clipped(pen, names[seat], TEXT, box[2] - 10 - x)
        pen.text((x, mid), name, TEXT, core.TEXT_MUTED if passed else core.TEXT, bold=True, anchor="lm")


def flowed(pen: Pen, text: str, first: float, rest: float) -> list[str]:
    """`text` broken at spaces into lines, the first at most `first` wide (beside a chip), the others `rest`."""
    lines: list[str] = []
    for word in text.split(" "):
        room = first if len(lines) <= 1 else rest
        if lines and pen.text_width(f"{lines[-1]} {word}", TEXT) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def patent_office(pen: Pen, state: BarrageState, top: float, lang: str) -> None:
    """What each advanced tile on offer does, side by side under the board whose patent office holds them: each
    tile's chip, its words flowing round it."""
    box = (MARGIN, top, WIDTH - MARGIN, top + patent_height())
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=10)
    shown = state.patent.display
    column = (box[2] - box[0] - 20) / max(1, len(shown))
    y = box[1] + 7 + LINE / 2
    for k, tile in enumerate(shown):
        if not tile:
            continue
        x = box[0] + 10 + k * column
        end = tile_chip(pen, tile, x, y, CHIP, TEXT) + 10
        rest = column - 12
        for j, line in enumerate(flowed(pen, effect_text(lang, tile), x + rest - end, rest)):
            left = end if j == 0 else x
            pen.text((left, y + LINE * j), line, TEXT, core.TEXT, anchor="lm", max_width=x + rest - left)


def card_widths(pen: Pen, national: Sequence[str]) -> tuple[float, float]:
    """The width of a face-up private contract's card and of a national one's (0 without national contracts)."""
    national_w = max((card_width(pen, c, TEXT) for c in national), default=0.0)
    columns = COLUMNS + (1 if national else 0)
    return (INNER - 2 * OFFER_PAD - OFFER_GAP * (columns - 1) - national_w) / COLUMNS, national_w


def offers(pen: Pen, state: BarrageState, top: float, lang: str) -> None:
    """The face-up private contracts in columns, and the national contracts still open in a column of their own."""
    box = (MARGIN, top, WIDTH - MARGIN, top + offer_height(state.config.players))
    section(pen, box, say(lang, "heading-offer"))
    national = state.contracts.national
    w, national_w = card_widths(pen, national)
    for k, contract in enumerate(state.contracts.display):
        x = box[0] + OFFER_PAD + (k % COLUMNS) * (w + OFFER_GAP)
        y = box[1] + LEGEND + (k // COLUMNS) * (CARD_H + CARD_GAP)
        contract_card(pen, contract, (x, y, x + w, y + CARD_H), TEXT)
    if not national:
        return
    x = box[2] - OFFER_PAD - national_w
    label(pen, x, box[1], say(lang, "heading-national"), national_w)
    for k, contract in enumerate(national):
        y = box[1] + LEGEND + k * (CARD_H + CARD_GAP)
        contract_card(pen, contract, (x, y, x + national_w, y + CARD_H), TEXT)


def boards_image(state: BarrageState, names: Sequence[str], *, lang: str) -> Image.Image:
    image = Image.new("RGBA", (WIDTH, boards_height(state)), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    heading = say(lang, "game-over") if state.current is None else round_title(state, lang)
    pen.text((MARGIN, ORDER_TOP + ORDER_H / 2), heading, TITLE, core.TEXT, bold=True, anchor="lm")
    turn_order(pen, state, names, MARGIN + pen.text_width(heading, TITLE, True) + 20, lang)
    y = management(pen, state, MARGIN, BOARD_TOP, lang)
    red_key(pen, WIDTH - MARGIN, BOARD_TOP + board_height() / 2)
    y += GAP
    if state.config.setup == "standard":
        patent_office(pen, state, y, lang)
        y += patent_height() + GAP
    y += LEGEND / 2
    right = WIDTH - MARGIN
    track(pen, state, (MARGIN, y, right - INFO_W - GAP, y + band_height()), lang)
    info(pen, state, (right - INFO_W, y, right, y + band_height()), lang)
    offers(pen, state, y + band_height() + GAP + LEGEND / 2, lang)
    return image
