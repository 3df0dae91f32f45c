"""A company board: a row per structure with its pieces still on the board, what each uncovered slot pays every
round (income, or for powerhouses the production bonus and the national ability), and below it the national ability
and the officer's rule in words."""

from engine.barrage.lookup import index
from engine.barrage.rules import STRUCTURES, load_rules
from engine.barrage.state import CompanyState
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite, swatch
from render.barrage.rewards import Item, draw_items, items_width, reward_items
from render.barrage.text import heading, wrapped
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import INK

ROW_H = 66
ROW_GAP = 7
LABEL_W = 150
SLOT_GAP = 6
SLOTS = 5
"""Slots a row has room for: the most pieces of a structure."""
UNCOVERED = 16
"""The size of an uncovered slot's income, paid every round; a covered one's is smaller, under its piece."""
COVERED = 15
SMALL = theme.PANEL_TEXT
BADGE = 30
"""A company badge's size: its letter comes out at `SMALL`."""


def slot_width(width: float) -> float:
    """A slot's width in a board `width` wide."""
    return (width - LABEL_W - SLOT_GAP * (SLOTS - 1)) / SLOTS


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


def effect_row(pen: Pen, items: list[Item], cx: float, y: float, size: float) -> None:
    """Slot effects centred on cx; the ability as the company's badge."""
    plain = [item for item in items if not item[0].startswith("badge-")]
    badges = [item[0].removeprefix("badge-") for item in items if item[0].startswith("badge-")]
    badge = max(size * 1.6, BADGE)
    width = items_width(pen, plain, size) + (badge + (size * 0.5 if plain else 0)) * len(badges)
    x = cx - width / 2
    if plain:
        x = draw_items(pen, plain, x, y, size, core.TEXT) + size * 0.5
    for company in badges:
        pen.paste(badge_sprite(company, round(pen.px(badge))), (x + badge / 2, y))


def board(pen: Pen, company: CompanyState, x0: float, top: float, width: float, lang: str) -> float:
    """The four rows of structures under their heading, `width` wide from (x0, top); returns the y below them."""
    rules = load_rules()
    heading(pen, x0, top, say(lang, "heading-board"), width)
    fill = swatch(company.company).fill
    slot_w = slot_width(width)
    y = top + 26
    for structure in STRUCTURES:
        pieces = rules.company.pieces[structure]
        built = company.built.get(structure, 0)
        mid = y + ROW_H / 2
        paste_icon(pen, structure, (x0 + 14, mid - 11), 24, fill)
        name = say(lang, f"row-{structure}")
        pen.text((x0 + 32, mid - 12), name, SMALL, core.TEXT, bold=True, anchor="lm", max_width=LABEL_W - 36)
        left = say(lang, "pieces-left", count=pieces - built, pieces=pieces)
        pen.text((x0 + 4, mid + 16), left, SMALL, core.TEXT_MUTED, anchor="lm", max_width=LABEL_W - 8)
        effects = slot_effects(company, structure)
        for piece in range(1, pieces + 1):
            sx = x0 + LABEL_W + (piece - 1) * (slot_w + SLOT_GAP)
            box = (sx, y, sx + slot_w, y + ROW_H)
            cx = sx + slot_w / 2
            items = effects.get(piece, [])
            if piece <= built:
                edge, width = (theme.GOOD, 2.5) if items else (core.PANEL_LINE, 1.5)
                pen.rect(box, core.CANVAS, edge, width, radius=8)
                effect_row(pen, items, cx, mid, UNCOVERED)
                continue
            pen.rect(box, theme.SLOT, INK, 1.5, radius=8)
            if structure == "powerhouse":
                cost: list[Item] = [("mixers", rules.company.powerhouse_mixers[piece - 1])]
                paste_icon(pen, structure, (sx + 18, y + 18), 24, fill)
                draw_items(pen, cost, sx + 36, y + 18, SMALL, core.TEXT_MUTED)
            else:
                paste_icon(pen, structure, (cx, y + 18), 26, fill)
            effect_row(pen, items, cx, y + ROW_H - 16, COVERED)
        y += ROW_H + ROW_GAP
    return y


def abilities(pen: Pen, company: CompanyState, x0: float, y: float, width: float, lang: str) -> float:
    """The national ability (bright once it works) and the officer's rule, in words, from (x0, y); returns the y
    below them."""
    rules = load_rules()
    if not company.company:
        return y
    kind = index(rules).companies[company.company]
    active = company.built.get("powerhouse", 0) >= rules.company.ability_from
    pen.paste(badge_sprite(company.company, round(pen.px(BADGE))), (x0 + 13, y + 9))
    ability = say(lang, f"ability-{kind.ability}", amount=kind.ability_amount)
    text = say(lang, "ability-line", count=rules.company.ability_from, ability=ability)
    y = wrapped(pen, text, x0 + 34, y + 9, SMALL, width - 34, core.TEXT if active else core.TEXT_MUTED, room=2) + 6
    if company.officer:
        officer = index(rules).officers[company.officer]
        paste_icon(pen, "engineers", (x0 + 11, y + 9), 20)
        rule = say(lang, f"rule-{officer.effect}", amount=officer.amount)
        text = say(lang, "officer-rule", officer=say(lang, f"officer-{officer.id}"), rule=rule)
        y = wrapped(pen, text, x0 + 34, y + 9, SMALL, width - 34, core.TEXT, room=2) + 6
    return y
