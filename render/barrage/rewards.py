"""Rewards and costs as a row of numbers and icons ("3 coin 2 star"), the way income slots, contracts and tiles
show them: no words, so they read the same in every language and fit small boxes."""

from collections.abc import Sequence

from engine.barrage.rules import Reward
from render.barrage.icons import paste_icon
from render.core.draw import Colour, Pen

Item = tuple[str, int | str]
"""An icon (a key of `icons.ICONS`) and what stands before it: a number, a short sign, or 0 for the icon alone."""
COUNTED = ("vp", "credits", "energy", "rotate", "machinery", "excavators", "mixers", "drops", "drops_now")
"""`Reward`'s counted fields, in the order they are shown."""
ICON_SHARE = 1.25
"""An icon's size relative to the text size beside it."""


def reward_items(reward: Reward) -> list[Item]:
    """What `reward` gives: each counted field, then a free structure ("+" and its icon), where a free base may go
    (area icons) and how valuable a free conduit may be ("≤3")."""
    items: list[Item] = [(field, getattr(reward, field)) for field in COUNTED if getattr(reward, field)]
    if reward.free:
        items.append((reward.free, f"≤{reward.free_max_value}" if reward.free_max_value else "+"))
        items.extend((area, 0) for area in reward.free_areas)
    return items


def _label(value: int | str) -> str:
    return "" if value == 0 else str(value)


def items_width(pen: Pen, items: Sequence[Item], size: float) -> float:
    icon = size * ICON_SHARE
    width = 0.0
    for _, value in items:
        label = _label(value)
        width += (pen.text_width(label, size, bold=True) + size * 0.15 if label else 0) + icon + size * 0.5
    return max(0.0, width - size * 0.5)


def draw_items(pen: Pen, items: Sequence[Item], x: float, y: float, size: float, colour: Colour) -> float:
    """The items left to right from x, centred on y; returns where the row ends."""
    icon = size * ICON_SHARE
    for kind, value in items:
        label = _label(value)
        if label:
            pen.text((x, y + 1), label, size, colour, bold=True, anchor="lm")
            x += pen.text_width(label, size, bold=True) + size * 0.15
        paste_icon(pen, kind, (x + icon / 2, y), icon)
        x += icon + size * 0.5
    return x - size * 0.5
