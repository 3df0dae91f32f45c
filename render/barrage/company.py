"""A company's panel: who runs it, its supplies, its company board (structures left, and what each uncovered slot
pays every round), its national ability and officer, its construction wheel, contracts in hand, technology tiles
and its own action spaces.

Two columns: what the company has built and will get back on the left (board, abilities, wheel), what it can use
next on the right (contracts, tiles, spaces), so the panel stays about as tall as it is wide.
"""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.lookup import index
from engine.barrage.rules import STRUCTURES, ActionSpace, load_rules
from engine.barrage.state import BarrageState, CompanyState
from render.barrage import theme
from render.barrage.contracts import contract_card
from render.barrage.header import round_title
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite, swatch
from render.barrage.rewards import Item, draw_items, items_width, reward_items
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
STATUS_W = 300
"""The room for the round and whose turn it is, right of the player's name."""
STATS_TOP = 88
BOARD_TOP = 168
ROW_H = 62
ROW_GAP = 7
LABEL_W = 150
SLOT_GAP = 6
WHEEL_H = 92
SPACE_H = 56


def heading(pen: Pen, x: float, y: float, text: str, width: float) -> None:
    """A section heading in small capitals, its capitals' top at y."""
    pen.text(
        (x, y + pen.cap_height(14, True)), text.upper(), 14, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width
    )


def wrapped(pen: Pen, text: str, x: float, y: float, size: float, width: float, colour: tuple[int, int, int]) -> float:
    """`text` on up to two lines from (x, y), its first line's middle at y; returns the y below it."""
    lines = pen.lines(text, size, width)
    for line in lines:
        pen.text((x, y), line, size, colour, anchor="lm", max_width=width)
        y += size * 1.3
    return y


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
    values = {
        "credits": company.credits,
        "excavators": company.excavators,
        "mixers": company.mixers,
        "vp": company.vp,
        "energy": company.energy,
        "engineers": company.engineers,
    }
    for k, kind in enumerate(STATS):
        x0 = theme.MARGIN + k * (w + gap)
        pen.rect((x0, STATS_TOP, x0 + w, STATS_TOP + 62), core.PANEL, core.PANEL_LINE, 1.5, radius=10)
        paste_icon(pen, kind, (x0 + 26, STATS_TOP + 31), 32)
        pen.text((x0 + 50, STATS_TOP + 22), str(values[kind]), 24, core.TEXT, bold=True, anchor="lm")
        caption = say(lang, f"stat-{kind}")
        pen.text((x0 + 50, STATS_TOP + 46), caption, 13, core.TEXT_MUTED, anchor="lm", max_width=w - 56)


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
    width = items_width(pen, plain, size) + (size * 1.6 + (size * 0.5 if plain else 0)) * len(badges)
    x = cx - width / 2
    if plain:
        x = draw_items(pen, plain, x, y, size, core.TEXT) + size * 0.5
    for company in badges:
        pen.paste(badge_sprite(company, round(pen.px(size * 1.6))), (x + size * 0.8, y))


def board(pen: Pen, company: CompanyState, lang: str) -> float:
    """The four rows of structures; returns the y below them."""
    rules = load_rules()
    x0 = theme.MARGIN
    heading(pen, x0, BOARD_TOP, say(lang, "heading-board"), LEFT_W)
    fill = swatch(company.company).fill
    slot_w = (LEFT_W - LABEL_W - SLOT_GAP * 4) / 5
    y = BOARD_TOP + 24
    for structure in STRUCTURES:
        pieces = rules.company.pieces[structure]
        built = company.built.get(structure, 0)
        mid = y + ROW_H / 2
        paste_icon(pen, structure, (x0 + 14, mid - 11), 24, fill)
        name = say(lang, f"row-{structure}")
        pen.text((x0 + 32, mid - 11), name, 15, core.TEXT, bold=True, anchor="lm", max_width=LABEL_W - 36)
        left = say(lang, "pieces-left", count=pieces - built, pieces=pieces)
        pen.text((x0 + 4, mid + 15), left, 13, core.TEXT_MUTED, anchor="lm", max_width=LABEL_W - 8)
        effects = slot_effects(company, structure)
        for piece in range(1, pieces + 1):
            sx = x0 + LABEL_W + (piece - 1) * (slot_w + SLOT_GAP)
            box = (sx, y, sx + slot_w, y + ROW_H)
            cx = sx + slot_w / 2
            items = effects.get(piece, [])
            if piece <= built:
                edge, width = (theme.GOOD, 2.5) if items else (core.PANEL_LINE, 1.5)
                pen.rect(box, core.CANVAS, edge, width, radius=8)
                effect_row(pen, items, cx, mid, 16)
                continue
            pen.rect(box, theme.SLOT, INK, 1.5, radius=8)
            if structure == "powerhouse":
                cost: list[Item] = [("mixers", rules.company.powerhouse_mixers[piece - 1])]
                paste_icon(pen, structure, (sx + 18, y + 18), 24, fill)
                draw_items(pen, cost, sx + 36, y + 18, 13, core.TEXT_MUTED)
            else:
                paste_icon(pen, structure, (cx, y + 18), 26, fill)
            effect_row(pen, items, cx, y + ROW_H - 15, 13)
        y += ROW_H + ROW_GAP
    return y


def abilities(pen: Pen, company: CompanyState, y: float, lang: str) -> float:
    """The national ability (bright once it works) and the officer's rule, in words."""
    rules = load_rules()
    x0 = theme.MARGIN
    if not company.company:
        return y
    kind = index(rules).companies[company.company]
    active = company.built.get("powerhouse", 0) >= rules.company.ability_from
    pen.paste(badge_sprite(company.company, round(pen.px(22))), (x0 + 11, y + 9))
    text = (
        say(lang, "ability-from", count=rules.company.ability_from)
        + " "
        + say(lang, f"ability-{kind.ability}", amount=kind.ability_amount)
    )
    y = wrapped(pen, text, x0 + 30, y + 9, 14, LEFT_W - 30, core.TEXT if active else core.TEXT_MUTED) + 6
    if company.officer:
        officer = index(rules).officers[company.officer]
        paste_icon(pen, "engineers", (x0 + 11, y + 9), 20)
        rule = say(lang, f"rule-{officer.effect}", amount=officer.amount)
        text = say(lang, "officer-rule", officer=say(lang, f"officer-{officer.id}"), rule=rule)
        y = wrapped(pen, text, x0 + 30, y + 9, 14, LEFT_W - 30, core.TEXT) + 6
    return y


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
    below = board(pen, company, lang)
    abilities(pen, company, below + 4, lang)
    wheel(pen, company, lang)
    y = contracts(pen, company, lang)
    tiles(pen, company, y + 6, lang)
    own_spaces(pen, state, seat, lang)
    return image
