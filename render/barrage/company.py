"""A company's panel: who runs it, its supplies, its company board (structures left, and what each uncovered slot
pays every round), its national ability and officer, its construction wheel, contracts in hand, technology tiles
and its own action spaces.

One column, 640 px wide, so every text (at least `SMALL` px) still reads at 8 px on a phone 360 px wide: what the
company has built and will get back (board, abilities, wheel), then what it can use next (contracts, tiles, spaces).
"""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.lookup import index
from engine.barrage.rules import ActionSpace, load_rules
from engine.barrage.state import BarrageState, CompanyState
from render.barrage import theme
from render.barrage.company_board import BADGE, abilities, board
from render.barrage.contracts import contract_card
from render.barrage.header import round_title
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import Item, draw_items, items_width
from render.barrage.text import heading, wrapped
from render.barrage.tiles import described, effect_text, tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import INK

WIDTH = theme.PANEL_WIDTH
TALLEST = 1600
"""The canvas drawn on before it is cut to what the sections took."""
INNER = WIDTH - 2 * theme.MARGIN
SMALL = theme.PANEL_TEXT
STATS = ("credits", "excavators", "mixers", "vp", "energy", "engineers")
"""The supplies shown: `CompanyState` fields, each with its icon and a caption."""
STATS_PER_ROW = 3
STATUS_W = 250
"""The room for the round and whose turn it is, right of the player's name."""
STATS_TOP = 88
STAT_H = 58
WHEEL_H = 100
SPACE_H = 62
CHIP = 33
"""A technology tile's chip height: its level numeral comes out at `SMALL`."""
GAP = 22
"""Between sections."""


def company_name(company: CompanyState, lang: str) -> str:
    if not company.company:
        return say(lang, "no-company")
    officer = say(lang, f"officer-{company.officer}") if company.officer else ""
    return " · ".join(part for part in (say(lang, f"company-{company.company}"), officer) if part)


def title(pen: Pen, state: BarrageState, seat: int, names: Sequence[str], lang: str) -> None:
    company = state.companies[seat]
    pen.paste(badge_sprite(company.company, round(pen.px(54))), (theme.MARGIN + 27, 44))
    x = theme.MARGIN + 66
    room = WIDTH - theme.MARGIN - x - STATUS_W - 12
    pen.text((x, 30), names[seat], 24, core.TEXT, bold=True, anchor="lm", max_width=room)
    pen.text((x, 60), company_name(company, lang), 17, core.TEXT_MUTED, bold=True, anchor="lm", max_width=room)
    right = WIDTH - theme.MARGIN
    pen.text((right, 30), round_title(state, lang), 17, core.TEXT_MUTED, bold=True, anchor="rm", max_width=STATUS_W)
    if state.current == seat:
        pen.text(
            (right, 60),
            say(lang, "to-play", name=names[seat]),
            17,
            theme.HIGHLIGHT,
            bold=True,
            anchor="rm",
            max_width=STATUS_W,
        )


def stats(pen: Pen, company: CompanyState, lang: str) -> float:
    """The supplies in boxes, three to a row: icon, number, caption. Returns the y below them."""
    gap = 8
    w = (INNER - gap * (STATS_PER_ROW - 1)) / STATS_PER_ROW
    for k, kind in enumerate(STATS):
        x0 = theme.MARGIN + (k % STATS_PER_ROW) * (w + gap)
        y0 = STATS_TOP + (k // STATS_PER_ROW) * (STAT_H + gap)
        pen.rect((x0, y0, x0 + w, y0 + STAT_H), core.PANEL, core.PANEL_LINE, 1.5, radius=10)
        paste_icon(pen, kind, (x0 + 28, y0 + STAT_H / 2), 34)
        pen.text((x0 + 56, y0 + 19), str(getattr(company, kind)), 24, core.TEXT, bold=True, anchor="lm")
        caption = say(lang, f"stat-{kind}")
        pen.text((x0 + 56, y0 + 43), caption, SMALL, core.TEXT_MUTED, anchor="lm", max_width=w - 62)
    rows = -(-len(STATS) // STATS_PER_ROW)
    return STATS_TOP + rows * (STAT_H + gap) - gap


def wheel(pen: Pen, company: CompanyState, top: float, lang: str) -> float:
    """The wheel's segments in the order they come back: the open one first, then after 1, 2, ... turns."""
    x0 = theme.MARGIN
    heading(pen, x0, top, say(lang, "heading-wheel"), INNER)
    segments = len(company.wheel)
    gap = 6
    w = (INNER - gap * (segments - 1)) / segments
    y0 = top + 26
    for k, segment in enumerate(company.wheel):
        sx = x0 + k * (w + gap)
        box = (sx, y0, sx + w, y0 + WHEEL_H)
        if k == 0:
            pen.rect(box, core.PANEL, theme.GOOD, 2.5, radius=8)
            pen.text((sx + w / 2, y0 + 15), say(lang, "wheel-open"), SMALL, theme.GOOD, bold=True, max_width=w - 8)
        else:
            pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=8)
            draw_items(pen, (("rotate", k),), sx + w / 2 - 19, y0 + 15, SMALL, core.TEXT_MUTED)
        y = y0 + 46
        x = sx + 8
        for tile in segment.tiles:
            x = tile_chip(pen, tile, x, y, CHIP) + 4
        machinery: list[Item] = [
            (kind, n) for kind, n in (("excavators", segment.excavators), ("mixers", segment.mixers)) if n
        ]
        draw_items(pen, machinery, sx + 8, y0 + WHEEL_H - 18, SMALL, core.TEXT)
    return y0 + WHEEL_H


def contracts(pen: Pen, company: CompanyState, top: float, lang: str) -> float:
    x0 = theme.MARGIN
    done = say(lang, "fulfilled", count=len(company.fulfilled))
    done_w = pen.text_width(done, SMALL)
    heading(pen, x0, top, say(lang, "heading-hand"), INNER - done_w - 40)
    paste_icon(pen, "contract", (x0 + INNER - done_w - 16, top + 6), 20)
    pen.text((x0 + INNER, top + 6), done, SMALL, core.TEXT_MUTED, anchor="rm")
    y = top + 26
    if not company.hand:
        pen.text((x0, y + 16), say(lang, "hand-empty"), SMALL, core.TEXT_MUTED, anchor="lm", max_width=INNER)
        return y + 32
    for contract in company.hand:
        contract_card(pen, contract, (x0, y, x0 + INNER, y + 42))
        y += 50
    return y - 8


def tiles(pen: Pen, company: CompanyState, y: float, lang: str) -> float:
    """Tiles in the supply as chips, then what each advanced or special one does."""
    x0 = theme.MARGIN
    heading(pen, x0, y, say(lang, "heading-tiles"), INNER)
    y += 26 + CHIP / 2
    x: float = x0
    for tile in company.tiles:
        if x + 70 > x0 + INNER:
            x, y = x0, y + CHIP + 6
        x = tile_chip(pen, tile, x, y, CHIP) + 6
    y += CHIP / 2 + 6
    for tile in dict.fromkeys(t for t in company.tiles if described(t)):
        end = tile_chip(pen, tile, x0, y + 14, CHIP)
        text = effect_text(lang, tile)
        y = wrapped(pen, text, end + 8, y + 14, SMALL, x0 + INNER - end - 8, core.TEXT_MUTED, room=2)
    return y


def space_box(pen: Pen, space: ActionSpace, box: tuple[float, float, float, float], taken: bool, company: str) -> None:
    """An own action space: the engineers it takes along the bottom, the credits of a red one on a coin at its
    corner, and the company's badge once used this round."""
    x0, y0, x1, y1 = box
    red = space.credits > 0
    pen.rect(box, core.PANEL, theme.RED_SPACE if red else core.PANEL_LINE, 3 if red else 1.5, radius=8)
    cost: list[Item] = [("engineers", space.engineers)]
    width = items_width(pen, cost, SMALL)
    draw_items(pen, cost, (x0 + x1) / 2 - width / 2, y1 - 14, SMALL, core.TEXT)
    if red:
        paste_icon(pen, "credits", (x1 - 6, y0 + 6), 28)
        pen.text((x1 - 6, y0 + 6), str(space.credits), SMALL, INK, bold=True)
    if taken:
        pen.paste(badge_sprite(company, round(pen.px(BADGE))), ((x0 + x1) / 2, y0 + 22))


def own_spaces(pen: Pen, state: BarrageState, seat: int, top: float, lang: str) -> float:
    """The company's construction row and its officer's private spaces, marked where used this round."""
    rules = load_rules()
    company = state.companies[seat]
    officer = index(rules).officers.get(company.officer)
    row = [*rules.construction, *(officer.spaces if officer else ())]
    heading(pen, theme.MARGIN, top, say(lang, "heading-own-spaces"), INNER)
    gap = 8
    w = min(110, (INNER - gap * (len(row) - 1)) / len(row))
    used = {p.space for p in state.placements if p.seat == seat}
    for k, space in enumerate(row):
        x = theme.MARGIN + k * (w + gap)
        space_box(pen, space, (x, top + 30, x + w, top + 30 + SPACE_H), space.id in used, company.company)
    return top + 30 + SPACE_H


def company_image(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> Image.Image:
    image = Image.new("RGBA", (WIDTH, TALLEST), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    company = state.companies[seat]
    title(pen, state, seat, names, lang)
    y = stats(pen, company, lang) + GAP
    y = board(pen, company, theme.MARGIN, y, INNER, lang)
    y = abilities(pen, company, theme.MARGIN, y + 4, INNER, lang) + GAP - 8
    y = wheel(pen, company, y, lang) + GAP
    y = contracts(pen, company, y, lang) + GAP
    y = tiles(pen, company, y, lang) + GAP
    y = own_spaces(pen, state, seat, y, lang) + theme.MARGIN
    return image.crop((0, 0, WIDTH, round(y)))
