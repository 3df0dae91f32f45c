"""The management board: the action spaces of this game's player count, grouped by action, with who holds each.

An action is a cell: what it does on top (its price as a negative number of credits), and below, its one or two
spaces side by side. A free space shows the engineers it takes, a taken one the badge of the company on it (and on
the bank, which takes any number of companies, each one's engineers). Red spaces are framed red; what they cost on
top is said once, in a key beside the board, rather than on each space.

Cells are as narrow as their contents at `TEXT` px allow.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from engine.barrage.data_load import load_rules
from engine.barrage.rules import ActionSpace
from engine.barrage.state import BarrageState, Placement
from render.barrage import theme
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import Item, draw_items, items_width
from render.barrage.tiles import chip_width, tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

TEXT = 24
"""The shared boards' smallest text, in px: 9 px once Discord fits the image into 550 x 350, 6 in 284 x 400."""
ROWS = (("produce", "contracts"), ("workshop", "patent"), ("water", "machinery", "bank"))
"""Which kinds of action share a row of the picture: paired so that at four players no row is wider than the
shared boards, the middle one leaving room for the red spaces' key."""
LABEL_H = 24
FACE_H = 38
SPACE_W = 52
SPACE_H = 52
PAD = 4
CELL_H = PAD + FACE_H + SPACE_H + PAD
CELL_GAP = 6
GROUP_GAP = 16
ROW_GAP = 6
BADGE = 2 * TEXT
"""A company's badge on a space: its letter (half the badge in a diamond) at `TEXT`."""
CHIP = 36
"""A patent tile's chip (its level numeral at `TEXT`)."""
GOODS: dict[str, tuple[str, ...]] = {
    "excavator": ("excavators",),
    "either": ("machinery",),
    "both": ("excavators", "mixers"),
}


@dataclass(frozen=True)
class Action:
    """One action of the board and its spaces (a plain one, and a red or a dearer second one)."""

    kind: str
    spaces: tuple[ActionSpace, ...]


def actions(state: BarrageState) -> dict[str, list[Action]]:
    """The board's actions for this game by kind: its player count's spaces, the patent office in the standard
    setup; a space's twin ("-red", "-second") joins its action."""
    players = state.config.players
    found: dict[str, dict[str, list[ActionSpace]]] = {}
    for space in load_rules().board:
        if space.min_players > players or (space.kind == "patent" and state.config.setup != "standard"):
            continue
        base = space.id.removesuffix("-red").removesuffix("-second")
        found.setdefault(space.kind, {}).setdefault(base, []).append(space)
    return {kind: [Action(kind, tuple(spaces)) for spaces in by_base.values()] for kind, by_base in found.items()}


def what(action: Action) -> list[Item]:
    """What the action does, as icons: the production modifier is drawn as text instead (see `action_face`)."""
    space = action.spaces[0]
    price: list[Item] = [("credits", f"−{space.price}")] if space.price else []
    if action.kind == "water":
        return [("drops_now" if space.flows_now else "drops", space.drops)]
    if action.kind == "workshop":
        return [("rotate", space.rotate), *price]
    if action.kind == "machinery":
        return [*((kind, 0) for kind in GOODS[space.goods]), *price]
    if action.kind == "contracts":
        return [("contract", space.contracts), *price]
    if action.kind == "bank":
        return [("engineers", 1), ("credits", f"+{space.credits_per_engineer}")]
    return price


def modifier(space: ActionSpace) -> str:
    return f"+{space.modifier}" if space.modifier > 0 else ("0" if space.modifier == 0 else f"−{-space.modifier}")


def patent_tile(action: Action, state: BarrageState) -> str:
    """The tile a patent office space offers ("" once bought)."""
    shown = state.patent.display
    slot = action.spaces[0].slot
    return shown[slot - 1] if slot <= len(shown) else ""


def face_width(pen: Pen, action: Action) -> float:
    """The room the top of a cell takes: a modifier, the action's icons, or a patent tile's chip and price."""
    if action.kind == "produce":
        return pen.text_width(modifier(action.spaces[0]), TEXT + 4, True)
    width = items_width(pen, what(action), TEXT)
    if action.kind == "patent":
        width += max(chip_width(pen, t.id, CHIP, TEXT) for t in load_rules().tiles if t.level) + 8
    return width


def bank_room(state: BarrageState) -> float:
    """The bank's space: a badge and an engineer count for every company."""
    return len(state.companies) * (BADGE + 6)


def cell_width(pen: Pen, action: Action, state: BarrageState) -> float:
    spaces: float = len(action.spaces) * SPACE_W + (len(action.spaces) - 1) * PAD
    if action.kind == "bank":
        spaces = bank_room(state)
    return max(face_width(pen, action), spaces) + 2 * PAD + 4


def action_face(pen: Pen, action: Action, state: BarrageState, box: tuple[float, float, float, float]) -> None:
    """The top of a cell: the action, centred."""
    x0, y0, x1, y1 = box
    cx, y = (x0 + x1) / 2, (y0 + y1) / 2
    items = what(action)
    if action.kind == "produce":
        pen.text((cx, y), modifier(action.spaces[0]), TEXT + 4, core.TEXT, bold=True)
        return
    width = items_width(pen, items, TEXT)
    if action.kind == "patent":
        tile = patent_tile(action, state)
        if tile:
            tile_chip(pen, tile, x0 + PAD + 2, y, CHIP, TEXT)
        else:
            pen.text((x0 + PAD + 20, y), "–", TEXT, core.TEXT_MUTED, bold=True)
        draw_items(pen, items, x1 - PAD - 2 - width, y, TEXT, core.TEXT)
        return
    draw_items(pen, items, cx - width / 2, y, TEXT, core.TEXT)


def space_slot(
    pen: Pen, space: ActionSpace, box: tuple[float, float, float, float], held: Sequence[Placement], state: BarrageState
) -> None:
    """One space: free, the engineers it takes; taken, the badges of those on it (with their engineers on the
    bank)."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    red = space.credits > 0
    pen.rect(box, theme.SLOT, theme.RED_SPACE if red else theme.SLOT_EDGE, 3 if red else 1.5, radius=7)
    if not held:
        cost: list[Item] = [("engineers", space.engineers if space.kind != "bank" else 0)]
        draw_items(pen, cost, cx - items_width(pen, cost, TEXT) / 2, cy, TEXT, core.TEXT_MUTED)
        return
    if space.kind != "bank":
        pen.paste(badge_sprite(state.companies[held[0].seat].company, round(pen.px(BADGE))), (cx, cy))
        return
    step = (x1 - x0 - 2 * PAD) / len(state.companies)
    for k, placement in enumerate(held):
        x = x0 + PAD + k * step
        pen.paste(badge_sprite(state.companies[placement.seat].company, round(pen.px(BADGE))), (x + BADGE / 2, cy))
        pen.text((x + BADGE + 1, cy), str(placement.engineers), TEXT, core.TEXT, bold=True, anchor="lm")


def on_space(state: BarrageState, space: str) -> list[Placement]:
    """Who is on a space, one placement per company: a company may use the bank more than once a round, and its
    engineers there add up."""
    engineers: dict[int, int] = {}
    for placement in state.placements:
        if placement.space == space:
            engineers[placement.seat] = engineers.get(placement.seat, 0) + placement.engineers
    return [Placement(space, seat, n) for seat, n in engineers.items()]


def cell(pen: Pen, action: Action, x: float, y: float, w: float, state: BarrageState) -> None:
    pen.rect((x, y, x + w, y + CELL_H), core.PANEL, core.PANEL_LINE, 1.5, radius=9)
    action_face(pen, action, state, (x, y + PAD, x + w, y + PAD + FACE_H))
    n = len(action.spaces)
    slot = (w - 2 * PAD - PAD * (n - 1)) / n
    top = y + PAD + FACE_H
    for k, space in enumerate(action.spaces):
        sx = x + PAD + k * (slot + PAD)
        space_slot(pen, space, (sx, top, sx + slot, top + SPACE_H), on_space(state, space.id), state)


def row_width(pen: Pen, row: Sequence[str], state: BarrageState) -> float:
    """How wide a row of the board draws: its groups' cells and the gaps between them."""
    by_kind = actions(state)
    groups = [by_kind[kind] for kind in row if by_kind.get(kind)]
    cells = sum(cell_width(pen, a, state) for group in groups for a in group)
    return cells + CELL_GAP * sum(len(g) - 1 for g in groups) + GROUP_GAP * (len(groups) - 1)


def board_width(pen: Pen, state: BarrageState) -> float:
    return max(row_width(pen, row, state) for row in ROWS)


def board_height() -> float:
    return len(ROWS) * (LABEL_H + CELL_H) + (len(ROWS) - 1) * ROW_GAP


def red_key(pen: Pen, right: float, y: float) -> None:
    """What a red space costs on top, right-aligned at `right` on y: a red frame, "=", the credits."""
    credits = sorted({s.credits for s in (*load_rules().board, *load_rules().construction) if s.credits})
    items: list[Item] = [("credits", f"+{n}") for n in credits]
    width = items_width(pen, items, TEXT)
    draw_items(pen, items, right - width, y, TEXT, core.TEXT_MUTED)
    x = right - width - 12 - pen.text_width("=", TEXT, True)
    pen.text((x, y), "=", TEXT, core.TEXT_MUTED, bold=True, anchor="lm")
    pen.rect((x - 46, y - 12, x - 10, y + 12), theme.SLOT, theme.RED_SPACE, 3, radius=5)


def management(pen: Pen, state: BarrageState, x0: float, top: float, lang: str) -> float:
    """The board's actions in rows of groups, each group under its name, from (x0, top); returns the y below."""
    by_kind = actions(state)
    y = top
    for row in ROWS:
        x = x0
        for kind in row:
            group = by_kind.get(kind, [])
            if not group:
                continue
            widths = [cell_width(pen, action, state) for action in group]
            width = sum(widths) + CELL_GAP * (len(group) - 1)
            label = say(lang, f"action-{kind}").upper()
            baseline = y + pen.cap_height(TEXT, True)
            pen.text((x + 2, baseline), label, TEXT, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width - 4)
            for action, w in zip(group, widths, strict=True):
                cell(pen, action, x, y + LABEL_H, w, state)
                x += w + CELL_GAP
            x += GROUP_GAP - CELL_GAP
        y += LABEL_H + CELL_H + ROW_GAP
    return y - ROW_GAP
