"""A company's panel: who runs it and its supplies, its company board (what each slot pays every round) beside its
construction wheel, its national ability, officer and special tiles in words, then its contracts in hand, its
technology tiles and its own action spaces.

About square (720 px wide, at most about 700 tall) with no text under `TEXT` px, so that Discord, which fits an image
into 550 x 350 on a desktop and 284 x 400 on a phone, still shows every number at 9 and 7 px: the board and the wheel
stand side by side, the company's own rules run across under them, one line each, and the other sections follow in
two columns aligned with those. The supplies are icons and numbers only, beside the player's name.
"""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from engine.barrage.rules import ActionSpace
from engine.barrage.state import BarrageState, CompanyState
from render.barrage import theme
from render.barrage.company_board import BADGE, HEADING_H, TEXT, board, board_height, heading
from render.barrage.contracts import contract_card
from render.barrage.header import round_title
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import ICON_SHARE, Item, draw_items, items_width
from render.barrage.text import wrapped
from render.barrage.tiles import chip_width, described, effect_text, tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import INK

WIDTH = 720
TALLEST = 1200
"""The canvas drawn on before it is cut to what the sections took."""
MARGIN = 12
LEFT_W = 372
"""The left column: the company board, then the technology tiles and the own action spaces."""
GUTTER = 16
RIGHT_X = MARGIN + LEFT_W + GUTTER
RIGHT_W = WIDTH - MARGIN - RIGHT_X
"""The right column: the construction wheel, then the contracts in hand."""
HEADER_H = 48
NAME_W = 224
"""The player's name and the company's: room for the longest company and officer names."""
STATS = ("vp", "energy", "credits", "excavators", "mixers", "engineers")
"""The supplies shown, `CompanyState` fields each shown by its icon, then the contracts fulfilled."""
STAT_GAP = 18
"""Between two supplies, unless large numbers need the room."""
WHEEL_ROW = 38
WHEEL_GAP = 5
WHEEL_LABEL_W = 74
"""The column of "open" and of the turns until a segment comes back."""
CHIP = 2 * TEXT
"""A technology tile's chip height: its level numeral comes out at `TEXT`."""
CARD_H = 40
CARD_GAP = 5
SPACE_W = 68
SPACE_GAP = 8
SPACE_H = 58
RULE_H = CHIP
RULE_GAP = 3
GAP = 8
"""Between sections."""


def company_name(company: CompanyState, lang: str) -> str:
    if not company.company:
        return say(lang, "no-company")
    officer = say(lang, f"officer-{company.officer}") if company.officer else ""
    return " · ".join(part for part in (say(lang, f"company-{company.company}"), officer) if part)


def title(pen: Pen, state: BarrageState, seat: int, names: Sequence[str], lang: str) -> None:
    """The badge, player and company on the left; on the right the supplies over the round (and, on this company's
    turn, that it is to play)."""
    company = state.companies[seat]
    top = MARGIN
    badge = HEADER_H - 10
    pen.paste(badge_sprite(company.company, round(pen.px(badge))), (MARGIN + badge / 2, top + HEADER_H / 2))
    x = MARGIN + HEADER_H
    pen.text((x, top + 13), names[seat], 24, core.TEXT, bold=True, anchor="lm", max_width=NAME_W)
    pen.text((x, top + 40), company_name(company, lang), TEXT, core.TEXT_MUTED, anchor="lm", max_width=NAME_W)
    stats(pen, company, top + 13)
    right: float = WIDTH - MARGIN
    y = top + 40
    if state.current == seat:
        playing = say(lang, "to-play", name=names[seat])
        pen.text((right, y), playing, TEXT, theme.HIGHLIGHT, bold=True, anchor="rm")
        right -= pen.text_width(playing, TEXT, True) + 16
    pen.text((right, y), round_title(state, lang), TEXT, core.TEXT_MUTED, bold=True, anchor="rm")


def stats(pen: Pen, company: CompanyState, y: float) -> None:
    """The supplies as icons and numbers, right-aligned on y and evenly spaced in the room right of the names, the
    contracts fulfilled last."""
    counts: list[Item] = [(kind, str(getattr(company, kind))) for kind in STATS]
    counts.append(("contract", str(len(company.fulfilled))))
    widths = [items_width(pen, (item,), TEXT) for item in counts]
    room = WIDTH - 2 * MARGIN - HEADER_H - NAME_W - STAT_GAP
    gap = min(STAT_GAP, (room - sum(widths)) / (len(counts) - 1))
    x = WIDTH - MARGIN - sum(widths) - gap * (len(counts) - 1)
    for item, width in zip(counts, widths, strict=True):
        draw_items(pen, (item,), x, y, TEXT, core.TEXT)
        x += width + gap


def wheel(pen: Pen, company: CompanyState, top: float, lang: str) -> float:
    """The wheel's segments in the order they come back, one a row: the open one first, then after 1, 2, ... turns;
    each with its tiles and machinery."""
    x0, x1 = RIGHT_X, RIGHT_X + RIGHT_W
    heading(pen, x0, top, say(lang, "heading-wheel"), RIGHT_W)
    y = top + HEADING_H
    for k, segment in enumerate(company.wheel):
        box = (x0, y, x1, y + WHEEL_ROW)
        mid = y + WHEEL_ROW / 2
        if k == 0:
            pen.rect(box, core.PANEL, theme.GOOD, 2.5, radius=8)
            pen.text((x0 + 10, mid), say(lang, "wheel-open"), TEXT, theme.GOOD, bold=True, anchor="lm")
        else:
            pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=8)
            draw_items(pen, (("rotate", k),), x0 + 12, mid, TEXT, core.TEXT_MUTED)
        x: float = x0 + WHEEL_LABEL_W
        for tile in segment.tiles:
            x = tile_chip(pen, tile, x, mid, CHIP, TEXT) + 6
        machinery: list[Item] = [
            (kind, n) for kind, n in (("excavators", segment.excavators), ("mixers", segment.mixers)) if n
        ]
        draw_items(pen, machinery, x1 - 10 - items_width(pen, machinery, TEXT), mid, TEXT, core.TEXT)
        y += WHEEL_ROW + WHEEL_GAP
    return y - WHEEL_GAP


def rules(company: CompanyState, lang: str) -> list[tuple[str, str, bool]]:
    """The rules only this company plays by, in words, each with what marks it ("badge", "officer" or a tile id)
    and whether it works yet: its national ability (from the powerhouse slot its badge is on), its officer's rule
    and what each special tile in its supply does."""
    found = index(load_rules())
    kind = found.companies[company.company]
    active = company.built.get("powerhouse", 0) >= load_rules().company.ability_from
    lines = [("badge", say(lang, f"ability-{kind.ability}", amount=kind.ability_amount), active)]
    if company.officer:
        officer = found.officers[company.officer]
        lines.append(("officer", say(lang, f"rule-{officer.effect}", amount=officer.amount), True))
    lines.extend(
        (tile, effect_text(lang, tile), True) for tile in dict.fromkeys(t for t in company.tiles if described(t))
    )
    return lines


def rules_text(pen: Pen, company: CompanyState, top: float, lang: str) -> float:
    """The company's own rules across the panel, a line each (two if a translation needs them) after its mark."""
    y = top
    for mark, text, active in rules(company, lang):
        mid = y + RULE_H / 2
        end: float = MARGIN + BADGE
        if mark == "badge":
            pen.paste(badge_sprite(company.company, round(pen.px(BADGE))), (MARGIN + BADGE / 2, mid))
        elif mark == "officer":
            paste_icon(pen, "engineers", (MARGIN + BADGE / 2, mid), 30)
        else:
            end = tile_chip(pen, mark, MARGIN, mid, CHIP, TEXT)
        colour = core.TEXT if active else core.TEXT_MUTED
        room = WIDTH - MARGIN - end - 10
        y = wrapped(pen, text, end + 10, mid, TEXT, room, colour) + RULE_H / 2 - TEXT * 1.3 + RULE_GAP
    return y - RULE_GAP


def contracts(pen: Pen, company: CompanyState, top: float, lang: str) -> float:
    x0 = RIGHT_X
    heading(pen, x0, top, say(lang, "heading-hand"), RIGHT_W)
    y = top + HEADING_H
    if not company.hand:
        pen.text((x0, y + CARD_H / 2), say(lang, "hand-empty"), TEXT, core.TEXT_MUTED, anchor="lm", max_width=RIGHT_W)
        return y + CARD_H
    for contract in company.hand:
        contract_card(pen, contract, (x0, y, x0 + RIGHT_W, y + CARD_H), TEXT)
        y += CARD_H + CARD_GAP
    return y - CARD_GAP


def tiles(pen: Pen, company: CompanyState, top: float, lang: str) -> float:
    """The tiles in the supply as chips, wrapping to as many rows as they need."""
    heading(pen, MARGIN, top, say(lang, "heading-tiles"), LEFT_W)
    y = top + HEADING_H + CHIP / 2
    x: float = MARGIN
    for tile in company.tiles:
        if x + chip_width(pen, tile, CHIP, TEXT) > MARGIN + LEFT_W:
            x, y = MARGIN, y + CHIP + 6
        x = tile_chip(pen, tile, x, y, CHIP, TEXT) + 6
    return y + CHIP / 2


def space_box(pen: Pen, space: ActionSpace, box: tuple[float, float, float, float], taken: bool, company: str) -> None:
    """An own action space: the engineers it takes along the bottom, the credits of a red one on a coin at its
    corner, and the company's badge once used this round."""
    x0, y0, x1, y1 = box
    red = space.credits > 0
    pen.rect(box, core.PANEL, theme.RED_SPACE if red else core.PANEL_LINE, 3 if red else 1.5, radius=8)
    cost: list[Item] = [("engineers", space.engineers)]
    width = items_width(pen, cost, TEXT)
    draw_items(pen, cost, (x0 + x1) / 2 - width / 2, y1 - 15, TEXT, core.TEXT)
    if red:
        coin = TEXT * ICON_SHARE * 1.3
        paste_icon(pen, "credits", (x1 - 4, y0 + 4), coin)
        pen.text((x1 - 4, y0 + 5), str(space.credits), TEXT, INK, bold=True)
    if taken:
        pen.paste(badge_sprite(company, round(pen.px(BADGE))), ((x0 + x1) / 2, y0 + BADGE / 2 + 2))


def own_spaces(pen: Pen, state: BarrageState, seat: int, top: float, lang: str) -> float:
    """The company's construction row and its officer's private spaces in one row, marked where used this round."""
    data = load_rules()
    company = state.companies[seat]
    officer = index(data).officers.get(company.officer)
    row = [*data.construction, *(officer.spaces if officer else ())]
    heading(pen, MARGIN, top, say(lang, "heading-own-spaces"), LEFT_W)
    w = min(SPACE_W, (LEFT_W - SPACE_GAP * (len(row) - 1)) / len(row))
    used = {p.space for p in state.placements if p.seat == seat}
    y = top + HEADING_H
    for k, space in enumerate(row):
        x = MARGIN + k * (w + SPACE_GAP)
        space_box(pen, space, (x, y, x + w, y + SPACE_H), space.id in used, company.company)
    return y + SPACE_H


def company_image(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> Image.Image:
    image = Image.new("RGBA", (WIDTH, TALLEST), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    company = state.companies[seat]
    title(pen, state, seat, names, lang)
    rule = MARGIN + HEADER_H + GAP / 2
    pen.line([(MARGIN, rule), (WIDTH - MARGIN, rule)], core.PANEL_LINE, 1.5)
    top = rule + GAP
    board(pen, company, MARGIN, top, LEFT_W, lang)
    y = max(top + board_height(), wheel(pen, company, top, lang)) + GAP
    if company.company:
        y = rules_text(pen, company, y, lang) + GAP
    left = own_spaces(pen, state, seat, tiles(pen, company, y, lang) + GAP, lang)
    right = contracts(pen, company, y, lang)
    return image.crop((0, 0, WIDTH, round(max(left, right) + MARGIN)))
