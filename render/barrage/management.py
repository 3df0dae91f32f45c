"""The management board: the action spaces of this game's player count, grouped by action, with who holds each.

An action is a cell: what it does on top (its price as a negative number of credits), and below, its one or two
spaces with what each costs (engineers, and the credits of a red one) and the badge and engineers of the company
that took it this round. The bank takes any number of companies, each shown with its engineers.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from engine.barrage.rules import ActionSpace, load_rules
from engine.barrage.state import BarrageState, Placement
from render.barrage import theme
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import Item, draw_items, items_width
from render.barrage.tiles import tile_chip
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

ROWS = (("produce", "water"), ("workshop", "machinery"), ("contracts", "patent", "bank"))
"""Which kinds of action share a row of the picture: three rows, so a cell has room for its words at `SMALL`."""
SMALL = theme.BOARDS_TEXT
MAX_CELL_W = 150
CELL_H = 136
CELL_GAP = 6
GROUP_GAP = 16
LABEL_H = 26
ROW_GAP = 10
ACTION_H = 46
BADGE = 36
"""A company's badge on a space: its letter at least `SMALL`."""
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


def what(action: Action, state: BarrageState) -> list[Item]:
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


def action_face(pen: Pen, action: Action, state: BarrageState, box: tuple[float, float, float, float]) -> None:
    """The top of a cell: the action, centred."""
    x0, y0, x1, y1 = box
    cx, y = (x0 + x1) / 2, (y0 + y1) / 2
    space = action.spaces[0]
    items = what(action, state)
    if action.kind == "produce":
        sign = f"+{space.modifier}" if space.modifier > 0 else ("0" if space.modifier == 0 else f"−{-space.modifier}")
        pen.text((cx, y), sign, 24, core.TEXT, bold=True)
        return
    if action.kind == "patent":
        shown = state.patent.display
        tile = shown[space.slot - 1] if space.slot <= len(shown) else ""
        width = items_width(pen, items, SMALL)
        if tile:
            tile_chip(pen, tile, x0 + 6, y, 39)
        else:
            pen.text((x0 + 28, y), "–", 20, core.TEXT_MUTED, bold=True)
        draw_items(pen, items, x1 - 6 - width, y, SMALL, core.TEXT)
        return
    width = items_width(pen, items, SMALL)
    draw_items(pen, items, cx - width / 2, y, SMALL, core.TEXT)


def space_slot(
    pen: Pen, space: ActionSpace, box: tuple[float, float, float, float], held: Sequence[Placement], state: BarrageState
) -> None:
    """One space: the engineers it takes along the bottom, the credits of a red one above them, and the badges of
    those on it (with their engineers on the bank)."""
    x0, y0, x1, y1 = box
    cx = (x0 + x1) / 2
    red = space.credits > 0
    pen.rect(box, theme.SLOT, theme.RED_SPACE if red else theme.SLOT_EDGE, 3 if red else 1.5, radius=7)
    costs: list[list[Item]] = [[("engineers", space.engineers if space.kind != "bank" else 0)]]
    if red:
        costs.append([("credits", f"+{space.credits}")])
    for k, cost in enumerate(costs):
        width = items_width(pen, cost, SMALL)
        draw_items(pen, cost, cx - width / 2, y1 - 14 - 22 * k, SMALL, core.TEXT_MUTED)
    if not held:
        return
    step = min(BADGE + 2, (x1 - x0 - 8) / len(held))
    for k, placement in enumerate(held):
        px = cx + (k - (len(held) - 1) / 2) * step
        pen.paste(badge_sprite(state.companies[placement.seat].company, round(pen.px(BADGE))), (px, y0 + 21))
        if space.kind == "bank":
            pen.text((px, y0 + 48), str(placement.engineers), SMALL, core.TEXT, bold=True)


def on_space(state: BarrageState, space: str) -> list[Placement]:
    """Who is on a space, one placement per company: a company may use the bank more than once a round, and its
    engineers there add up."""
    engineers: dict[int, int] = {}
    for placement in state.placements:
        if placement.space == space:
            engineers[placement.seat] = engineers.get(placement.seat, 0) + placement.engineers
    return [Placement(space, seat, n) for seat, n in engineers.items()]


def cell(pen: Pen, action: Action, x: float, y: float, w: float, state: BarrageState) -> None:
    box = (x, y, x + w, y + CELL_H)
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=9)
    action_face(pen, action, state, (x, y, x + w, y + ACTION_H))
    n = len(action.spaces)
    slot = (w - 8 - 4 * (n - 1)) / n
    for k, space in enumerate(action.spaces):
        sx = x + 4 + k * (slot + 4)
        held = on_space(state, space.id)
        space_slot(pen, space, (sx, y + ACTION_H, sx + slot, y + CELL_H - 4), held, state)


def cell_width(by_kind: dict[str, list[Action]]) -> float:
    """The widest cell every row of groups fits the image's width with."""
    room = theme.BOARDS_WIDTH - 2 * theme.MARGIN
    widths = []
    for row in ROWS:
        groups = [len(by_kind[kind]) for kind in row if by_kind.get(kind)]
        cells = sum(groups)
        widths.append((room - (cells - len(groups)) * CELL_GAP - (len(groups) - 1) * GROUP_GAP) / cells)
    return min(MAX_CELL_W, *widths)


def management(pen: Pen, state: BarrageState, top: float, lang: str) -> float:
    """The board's actions in rows of groups, each group under its name; returns the y below."""
    by_kind = actions(state)
    w = cell_width(by_kind)
    y = top
    for row in ROWS:
        x = float(theme.MARGIN)
        for kind in row:
            group = by_kind.get(kind, [])
            if not group:
                continue
            width = len(group) * w + (len(group) - 1) * CELL_GAP
            label = say(lang, f"action-{kind}").upper()
            baseline = y + pen.cap_height(SMALL, True)
            pen.text((x + 2, baseline), label, SMALL, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width - 4)
            for k, action in enumerate(group):
                cell(pen, action, x + k * (w + CELL_GAP), y + LABEL_H, w, state)
            x += width + GROUP_GAP
        y += LABEL_H + CELL_H + ROW_GAP
    return y
