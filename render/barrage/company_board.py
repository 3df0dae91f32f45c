"""A company board: a row per structure, each slot showing what it pays every round once uncovered (income, or for
powerhouses the production bonus and the national ability).

No words on the rows: each row is its structure's icon, a slot still covered by a piece is tinted in the company's
colour (so the tinted slots count the pieces left) and a covered powerhouse slot shows the mixers it costs ("−3").
That keeps the board narrow enough to stand beside the construction wheel with every number at `TEXT` px.
"""

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from engine.barrage.rules import STRUCTURES
from engine.barrage.state import CompanyState
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite, swatch
from render.barrage.rewards import ICON_SHARE, Item, draw_items, items_width, reward_items
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen, mix

TEXT = 18
"""The panel's smallest text, in px: 9 px on a desktop and 7 on a phone once Discord shrinks the panel."""
HEADING_H = 26
"""A section heading's line, above the section's content."""
ROW_H = 60
ROW_GAP = 6
ICON_W = 40
"""The column of the rows' structure icons."""
SLOT_GAP = 5
SLOTS = 5
"""Slots a row has room for: the most pieces of a structure."""
COVERED_TINT = 0.28
"""How much of the company's colour a slot still covered by a piece takes, as the piece would show it: lighter
than an uncovered slot's hole, dark enough for white numbers."""
LINE_GAP = 1
"""Between the two stacked effects of a slot."""
BADGE = 2 * TEXT
"""A company badge's size: its letter (half the badge in a diamond) comes out at `TEXT`."""


def heading(pen: Pen, x: float, y: float, text: str, width: float) -> None:
    """A section heading in capitals, its capitals' top at y."""
    at = (x, y + pen.cap_height(TEXT, True))
    pen.text(at, text.upper(), TEXT, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width)


def slot_width(width: float) -> float:
    """A slot's width in a board `width` wide."""
    return (width - ICON_W - SLOT_GAP * (SLOTS - 1)) / SLOTS


def board_height() -> float:
    return HEADING_H + len(STRUCTURES) * (ROW_H + ROW_GAP) - ROW_GAP


def slot_effects(company: CompanyState, structure: str) -> dict[int, list[Item]]:
    """What uncovering each slot of a row gives, by piece (1-based): income for bases, elevations and conduits;
    for powerhouses, the production bonus reached there and, at its slot, the national ability (the badge)."""
    rules = load_rules()
    if structure != "powerhouse":
        kind = index(rules).companies.get(company.company)
        slots = kind.income if kind else ()
        return {s.piece: reward_items(s.reward) for s in slots if s.structure == structure}
    bonus = rules.company.production_bonus
    effects: dict[int, list[Item]] = {}
    for piece in range(1, rules.company.pieces["powerhouse"] + 1):
        items: list[Item] = []
        if bonus[piece] > bonus[piece - 1]:
            items.append(("energy", f"+{bonus[piece]}"))
        if piece == rules.company.ability_from:
            items.append((f"badge-{company.company}", 0))
        if items:
            effects[piece] = items
    return effects


def stacked(pen: Pen, items: list[Item], cx: float, mid: float) -> None:
    """Items one under the other, centred on (cx, mid); the ability as the company's badge."""
    icon = TEXT * ICON_SHARE
    heights = [BADGE if kind.startswith("badge-") else icon for kind, _ in items]
    y = mid - (sum(heights) + LINE_GAP * (len(items) - 1)) / 2
    for (kind, value), height in zip(items, heights, strict=True):
        y += height / 2
        if kind.startswith("badge-"):
            pen.paste(badge_sprite(kind.removeprefix("badge-"), round(pen.px(BADGE))), (cx, y))
        else:
            width = items_width(pen, [(kind, value)], TEXT)
            draw_items(pen, [(kind, value)], cx - width / 2, y, TEXT, core.TEXT)
        y += height / 2 + LINE_GAP


def board(pen: Pen, company: CompanyState, x0: float, top: float, width: float, lang: str) -> float:
    """The four rows of structures under their heading, `width` wide from (x0, top); returns the y below them."""
    rules = load_rules()
    heading(pen, x0, top, say(lang, "heading-board"), width)
    fill = swatch(company.company).fill
    slot_w = slot_width(width)
    y = top + HEADING_H
    for structure in STRUCTURES:
        built = company.built.get(structure, 0)
        mid = y + ROW_H / 2
        paste_icon(pen, structure, (x0 + ICON_W / 2 - 3, mid), 30, fill)
        effects = slot_effects(company, structure)
        for piece in range(1, rules.company.pieces[structure] + 1):
            sx = x0 + ICON_W + (piece - 1) * (slot_w + SLOT_GAP)
            box = (sx, y, sx + slot_w, y + ROW_H)
            items = effects.get(piece, [])
            if piece <= built:
                edge, line = (theme.GOOD, 2.5) if items else (core.PANEL_LINE, 1.5)
                pen.rect(box, core.CANVAS, edge, line, radius=8)
            else:
                pen.rect(box, mix(theme.SLOT, fill, COVERED_TINT), fill, 1.5, radius=8)
                if structure == "powerhouse":
                    items = [("mixers", f"−{rules.company.powerhouse_mixers[piece - 1]}"), *items]
            stacked(pen, items, sx + slot_w / 2, mid)
        y += ROW_H + ROW_GAP
    return y - ROW_GAP
