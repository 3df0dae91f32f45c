"""A company's panel: who runs it, its supplies, its company board (structures left, and what each uncovered slot
pays every round), its national ability and officer, its construction wheel, contracts in hand, technology tiles
and its own action spaces.

Two columns: what the company has built and will get back on the left (board, abilities, wheel), what it can use
next on the right (contracts, tiles, spaces), so the panel stays about as tall as it is wide.
"""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.lookup import index
from engine.barrage.rules import ActionSpace, load_rules
from engine.barrage.state import BarrageState, CompanyState
from render.barrage import theme
from render.barrage.company_board import abilities, board
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
HEIGHT = 716
LEFT_W = 584
RIGHT_X = theme.MARGIN + LEFT_W + 20
RIGHT_W = WIDTH - theme.MARGIN - RIGHT_X
STATS = ("credits", "excavators", "mixers", "vp", "energy", "engineers")
"""The supplies shown: `CompanyState` fields, each with its icon and a caption."""
STATUS_W = 300
"""The room for the round and whose turn it is, right of the player's name."""
STATS_TOP = 88
BOARD_TOP = 168
WHEEL_H = 92
SPACE_H = 56


def company_name(company: CompanyState, lang: str) -> str:
    if not company.company:
        return say(lang, "no-company")
    officer = say(lang, f"officer-{company.officer}") if company.officer else ""
    return " · ".join(part for part in (say(lang, f"company-{company.company}"), officer) if part)


def title(pen: Pen, state: BarrageState, seat: int, names: Sequence[str], lang: str) -> None:
    company = state.companies[seat]
    pen.paste(badge_sprite(company.company, round(pen.px(54))), (theme.MARGIN + 27, 44))
    x = theme.MARGIN + 66
    room = WIDTH - theme.MARGIN - x - STATUS_W - 20
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


def stats(pen: Pen, company: CompanyState, lang: str) -> None:
    """The supplies in a strip of boxes: icon, number, caption."""
    gap = 8
    w = (WIDTH - 2 * theme.MARGIN - gap * (len(STATS) - 1)) / len(STATS)
    for k, kind in enumerate(STATS):
        x0 = theme.MARGIN + k * (w + gap)
        pen.rect((x0, STATS_TOP, x0 + w, STATS_TOP + 62), core.PANEL, core.PANEL_LINE, 1.5, radius=10)
        paste_icon(pen, kind, (x0 + 26, STATS_TOP + 31), 32)
        pen.text((x0 + 50, STATS_TOP + 22), str(getattr(company, kind)), 24, core.TEXT, bold=True, anchor="lm")
        caption = say(lang, f"stat-{kind}")
        pen.text((x0 + 50, STATS_TOP + 46), caption, 13, core.TEXT_MUTED, anchor="lm", max_width=w - 56)


def wheel(pen: Pen, company: CompanyState, lang: str) -> None:
    """The wheel's segments in the order they come back: the open one first, then after 1, 2, ... turns."""
    x0 = theme.MARGIN
    top = HEIGHT - theme.MARGIN - WHEEL_H - 24
    heading(pen, x0, top, say(lang, "heading-wheel"), LEFT_W)
    segments = len(company.wheel)
    gap = 6
    w = (LEFT_W - gap * (segments - 1)) / segments
    y0 = top + 24
    for k, segment in enumerate(company.wheel):
        sx = x0 + k * (w + gap)
        box = (sx, y0, sx + w, y0 + WHEEL_H)
        if k == 0:
            pen.rect(box, core.PANEL, theme.GOOD, 2.5, radius=8)
            pen.text((sx + w / 2, y0 + 14), say(lang, "wheel-open"), 13, theme.GOOD, bold=True, max_width=w - 8)
        else:
            pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=8)
            draw_items(pen, (("rotate", k),), sx + w / 2 - 17, y0 + 14, 13, core.TEXT_MUTED)
        y = y0 + 40
        x = sx + 8
        for tile in segment.tiles:
            x = tile_chip(pen, tile, x, y, 26) + 4
        machinery: list[Item] = [
            (kind, n) for kind, n in (("excavators", segment.excavators), ("mixers", segment.mixers)) if n
        ]
        draw_items(pen, machinery, sx + 8, y0 + WHEEL_H - 18, 14, core.TEXT)


def contracts(pen: Pen, company: CompanyState, lang: str) -> float:
    x0 = RIGHT_X
    heading(pen, x0, BOARD_TOP, say(lang, "heading-hand"), RIGHT_W - 110)
    done = say(lang, "fulfilled", count=len(company.fulfilled))
    paste_icon(pen, "contract", (x0 + RIGHT_W - pen.text_width(done, 13) - 14, BOARD_TOP + 6), 18)
    pen.text((x0 + RIGHT_W, BOARD_TOP + 6), done, 13, core.TEXT_MUTED, anchor="rm", max_width=100)
    y = BOARD_TOP + 24
    if not company.hand:
        pen.text((x0, y + 20), say(lang, "hand-empty"), 14, core.TEXT_MUTED, anchor="lm", max_width=RIGHT_W)
        return y + 52
    for contract in company.hand:
        contract_card(pen, contract, (x0, y, x0 + RIGHT_W, y + 42))
        y += 50
    return y + 4


def tiles(pen: Pen, company: CompanyState, y: float, lang: str) -> float:
    """Tiles in the supply as chips, then what each advanced or special one does."""
    x0 = RIGHT_X
    heading(pen, x0, y, say(lang, "heading-tiles"), RIGHT_W)
    y += 24 + 15
    x: float = x0
    for tile in company.tiles:
        if x + 60 > x0 + RIGHT_W:
            x, y = x0, y + 36
        x = tile_chip(pen, tile, x, y, 30) + 6
    y += 26
    for tile in dict.fromkeys(t for t in company.tiles if described(t)):
        if y > HEIGHT - theme.MARGIN - 120:
            break
        end = tile_chip(pen, tile, x0, y + 4, 24)
        y = wrapped(pen, effect_text(lang, tile), end + 8, y + 4, 13, x0 + RIGHT_W - end - 8, core.TEXT_MUTED) + 8
    return y


def space_box(pen: Pen, space: ActionSpace, box: tuple[float, float, float, float], taken: bool, company: str) -> None:
    """An own action space: the engineers it takes along the bottom, the credits of a red one on a coin at its
    corner, and the company's badge once used this round."""
    x0, y0, x1, y1 = box
    red = space.credits > 0
    pen.rect(box, core.PANEL, theme.RED_SPACE if red else core.PANEL_LINE, 3 if red else 1.5, radius=8)
    cost: list[Item] = [("engineers", space.engineers)]
    width = items_width(pen, cost, 13)
    draw_items(pen, cost, (x0 + x1) / 2 - width / 2, y1 - 12, 13, core.TEXT)
    if red:
        paste_icon(pen, "credits", (x1 - 4, y0 + 4), 20)
        pen.text((x1 - 4, y0 + 4), str(space.credits), 10, INK, bold=True)
    if taken:
        pen.paste(badge_sprite(company, round(pen.px(24))), ((x0 + x1) / 2, y0 + 19))


def own_spaces(pen: Pen, state: BarrageState, seat: int, lang: str) -> None:
    """The company's construction row and its officer's private spaces, marked where used this round."""
    rules = load_rules()
    company = state.companies[seat]
    officer = index(rules).officers.get(company.officer)
    row = [*rules.construction, *(officer.spaces if officer else ())]
    top = HEIGHT - theme.MARGIN - SPACE_H - 24
    heading(pen, RIGHT_X, top, say(lang, "heading-own-spaces"), RIGHT_W)
    gap = 6
    w = (RIGHT_W - gap * (len(row) - 1)) / len(row)
    used = {p.space for p in state.placements if p.seat == seat}
    for k, space in enumerate(row):
        x = RIGHT_X + k * (w + gap)
        space_box(pen, space, (x, top + 24, x + w, top + 24 + SPACE_H), space.id in used, company.company)


def company_image(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> Image.Image:
    image = Image.new("RGBA", (WIDTH, HEIGHT), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    company = state.companies[seat]
    title(pen, state, seat, names, lang)
    stats(pen, company, lang)
    below = board(pen, company, theme.MARGIN, BOARD_TOP, LEFT_W, lang)
    abilities(pen, company, theme.MARGIN, below + 4, LEFT_W, lang)
    wheel(pen, company, lang)
    y = contracts(pen, company, lang)
    tiles(pen, company, y + 6, lang)
    own_spaces(pen, state, seat, lang)
    return image
