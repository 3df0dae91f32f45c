"""Contracts as cards: the energy one production must reach, an arrow, and the reward, framed in the colour of
the contract's pile (starting, national, green, yellow, red)."""

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.rewards import draw_items, items_width, reward_items
from render.core import theme as core
from render.core.draw import Pen, arrow_sprite

RIM = 8
"""The band of the pile's colour down the card's left edge."""
PAD = 6


def need_x(text: float) -> float:
    """Where the energy's number starts, after the rim and the energy icon, for rewards of `text` px."""
    return RIM + text * 1.4


def arrow(text: float) -> float:
    return text * 0.9


def card_width(pen: Pen, contract: str, text: float) -> float:
    """The width a card needs for its energy, the arrow and its reward, its numbers `text` px (the energy a little
    larger)."""
    spec = index(load_rules()).contracts[contract]
    need = pen.text_width(str(spec.energy), text + 2, bold=True)
    return need_x(text) + need + arrow(text) + items_width(pen, reward_items(spec.reward), text) + PAD


def contract_card(pen: Pen, contract: str, box: tuple[float, float, float, float], text: float) -> None:
    """A card in `box`: a thick rim on the left in its pile's colour, then "energy -> reward"."""
    spec = index(load_rules()).contracts[contract]
    rim = theme.CONTRACTS[spec.kind]
    x0, y0, _, y1 = box
    y = (y0 + y1) / 2
    pen.rect(box, core.PANEL, rim, 2, radius=8)
    pen.rect((x0, y0, x0 + RIM, y1), rim, radius=4)
    paste_icon(pen, "energy", (x0 + RIM + text * 0.62, y), text * 1.05)
    pen.text((x0 + need_x(text), y + 1), str(spec.energy), text + 2, core.TEXT, bold=True, anchor="lm")
    x = x0 + need_x(text) + pen.text_width(str(spec.energy), text + 2, bold=True)
    pen.paste(arrow_sprite(core.TEXT_MUTED, round(pen.px(text * 0.6)), 0), (x + arrow(text) / 2, y))
    draw_items(pen, reward_items(spec.reward), x + arrow(text), y, text, core.TEXT)
