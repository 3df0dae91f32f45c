"""Contracts as cards: the energy one production must reach, an arrow, and the reward, framed in the colour of
the contract's pile (starting, national, green, yellow, red)."""

from engine.barrage.lookup import index
from engine.barrage.rules import load_rules
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.rewards import draw_items, items_width, reward_items
from render.core import theme as core
from render.core.draw import Pen, arrow_sprite

TEXT = 18
"""The size of a card's reward numbers; the energy it needs is a little larger."""
NEED = TEXT + 3
NEED_X = 36
"""Where the energy's number starts, after the rim and the energy icon."""
ARROW = 28
PAD = 10


def card_width(pen: Pen, contract: str) -> float:
    """The width a card needs for its energy, the arrow and its reward."""
    spec = index(load_rules()).contracts[contract]
    need = pen.text_width(str(spec.energy), NEED, bold=True)
    return NEED_X + need + ARROW + items_width(pen, reward_items(spec.reward), TEXT) + PAD


def contract_card(pen: Pen, contract: str, box: tuple[float, float, float, float]) -> None:
    """A card in `box`: a thick rim on the left in its pile's colour, then "energy -> reward"."""
    spec = index(load_rules()).contracts[contract]
    rim = theme.CONTRACTS[spec.kind]
    x0, y0, _, y1 = box
    y = (y0 + y1) / 2
    pen.rect(box, core.PANEL, rim, 2, radius=8)
    pen.rect((x0, y0, x0 + 8, y1), rim, radius=4)
    paste_icon(pen, "energy", (x0 + 23, y), 20)
    pen.text((x0 + NEED_X, y + 1), str(spec.energy), NEED, core.TEXT, bold=True, anchor="lm")
    x = x0 + NEED_X + pen.text_width(str(spec.energy), NEED, bold=True)
    pen.paste(arrow_sprite(core.TEXT_MUTED, round(pen.px(14)), 0), (x + ARROW / 2, y))
    draw_items(pen, reward_items(spec.reward), x + ARROW, y, TEXT, core.TEXT)
