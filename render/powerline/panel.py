"""The panel under a player board: worker chart, island, vacation tile and where VP came from (energy and jokers
stand in the header), or in the planner the chart beside the plan."""

from collections.abc import Callable

from engine.powerline.planning import chart_for
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from engine.powerline.steps import tracks_island_tokens
from render.core import theme as core
from render.core.draw import Pen, die_sprite
from render.powerline import theme
from render.powerline.icons import draw_icon
from render.powerline.words import say

PAD = 12
GAP = 24
"""Between the panel's columns."""
LABEL_GAP = 12
"""Least room between a label and the number right-aligned on its line."""
HEADING = 32
"""A heading's line, down to where its section starts."""
ROW = 29
"""A line of the VP ledger."""
SLOT_H, SLOT_GAP = 24, 5
CHART_WIDTH = 336
NUMBERS = 28
"""The chart's column numbers, down to its first slot."""
LIMITS_H = 60
"""The blue chart's limits under its columns, and the line that says what they limit."""
MIDDLE_WIDTH = 290
LEDGER_WIDTH = 340
"""The longest ledger label in German or French, a value and the gap between them."""
WIDTH = 2 * PAD + CHART_WIDTH + MIDDLE_WIDTH + LEDGER_WIDTH + 2 * GAP
"""The panel, a little wider than the map: image a little wider and as tall lets its words be larger."""
PLAN_HEIGHT = 128
"""The planner's plan box: a status line, the six worker dice and where each goes."""
Box = tuple[float, float, float, float]
Section = Callable[[Pen, float, float, float, PowerlineState, int, str], float]
TEXT = theme.SMALL_TEXT


def heading(pen: Pen, x: float, y: float, text: str, width: float) -> float:
    """A section's heading, its capitals' top at `y`; returns where the section's content starts."""
    baseline = y + pen.cap_height(TEXT, bold=True)
    pen.text((x, baseline), text, TEXT, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width)
    return y + HEADING


def chart_height(state: PowerlineState) -> float:
    sheet = chart_for(state)
    limits = LIMITS_H if sheet.line_limits is not None else 0
    return HEADING + NUMBERS + max(sheet.columns) * (SLOT_H + SLOT_GAP) + limits


def chart(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Columns 1-6: tiles still on the chart, empty slots, and the suns under column 1."""
    sheet = chart_for(state)
    left = state.players[seat].chart
    col = width / len(sheet.columns)
    slot_w = col - 8
    y = heading(pen, x0, y, say(lang, "heading-chart"), width)
    for k, total in enumerate(sheet.columns):
        cx = x0 + col * (k + 0.5)
        pen.text((cx, y + 11), str(k + 1), TEXT, core.TEXT, bold=True)
        for i in range(total):
            top = y + NUMBERS + i * (SLOT_H + SLOT_GAP)
            box = (cx - slot_w / 2, top, cx + slot_w / 2, top + SLOT_H)
            if i >= total - left[k]:
                pen.rect(box, theme.TILE, theme.TILE_EDGE, 2, radius=4)
            else:
                pen.rect(box, theme.SLOT_EMPTY, core.PANEL_LINE, 1.5, radius=4)
                if k == 0:
                    draw_icon(pen, "sun", (cx, top + SLOT_H / 2), SLOT_H * 0.42, theme.SUN)
    y += NUMBERS + max(sheet.columns) * (SLOT_H + SLOT_GAP)
    if sheet.line_limits is not None:
        for k, limit in enumerate(sheet.line_limits):
            pen.text((x0 + col * (k + 0.5), y + 14), f"≤{limit}", TEXT, core.TEXT_MUTED, bold=True)
        pen.text((x0, y + 44), say(lang, "lines-per-round"), TEXT, core.TEXT_MUTED, anchor="lm", max_width=width)
        y += LIMITS_H
    return y


def supply(pen: Pen, right: float, y: float, kind: str, count: int) -> float:
    """An energy tile or a joker sun with its count, ending at `right` and centred on `y`; returns its left edge."""
    label = f"×{count}"
    x = right - pen.text_width(label, TEXT, bold=True)
    pen.text((right, y), label, TEXT, core.TEXT, bold=True, anchor="rm")
    c = (x - 24, y)
    if kind == "energy":
        pen.rect((c[0] - 19, y - 19, c[0] + 19, y + 19), theme.ENERGY, theme.ENERGY_EDGE, 2, radius=7)
        draw_icon(pen, "energy", c, 15, theme.ENERGY_EDGE)
    else:
        pen.circle(c, 19, theme.SUN if count else theme.SLOT_EMPTY, theme.SUN_EDGE, 2)
        draw_icon(pen, "sun", c, 15, theme.SUN_EDGE if count else core.TEXT_MUTED)
    return c[0] - 19


def island_height(state: PowerlineState) -> float:
    return HEADING + (58 if state.config.variants.adventure_island else 36)


def island(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Island tokens: one stack per die face on the adventure island, else a single count."""
    player = state.players[seat]
    if state.config.variants.adventure_island:
        y = heading(pen, x0, y, say(lang, "heading-adventure-island"), width)
        col = width / 6
        die = round(pen.px(28))
        for face, height in enumerate(player.island_stacks, start=1):
            cx = x0 + col * (face - 0.5)
            pen.paste(die_sprite(face, die, theme.DIE_BODY, theme.PIP, theme.DIE_EDGE), (cx, y + 14))
            pen.text((cx, y + 44), f"×{height}", TEXT, core.TEXT if height else core.TEXT_MUTED, bold=True)
        return y + 58
    y = heading(pen, x0, y, say(lang, "heading-island"), width)
    pen.text((x0, y + 14), f"×{player.island_tokens}", TEXT, core.TEXT, bold=True, anchor="lm")
    return y + 36


VACATION_HEIGHT = HEADING + 38


def vacation(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    ready = state.players[seat].vacation
    y = heading(pen, x0, y, say(lang, "heading-vacation"), width)
    fill = theme.VACATION if ready else theme.SLOT_EMPTY
    pen.rect((x0, y, x0 + 48, y + 36), fill, core.WHITE if ready else core.PANEL_LINE, 2, radius=7)
    draw_icon(pen, "vacation", (x0 + 24, y + 18), 14, core.WHITE if ready else core.TEXT_MUTED)
    colour = core.TEXT if ready else core.TEXT_MUTED
    label = say(lang, "vacation-ready" if ready else "vacation-used")
    pen.text((x0 + 58, y + 18), label, TEXT, colour, bold=ready, anchor="lm", max_width=width - 58)
    return y + 38


def ledger_rows(state: PowerlineState, seat: int) -> list[tuple[str, str]]:
    book = state.players[seat].ledger
    rows = [
        ("ledger-start", f"{load_rules().start_vp}"),
        ("ledger-cities", f"+{book.cities}"),
        ("ledger-stations", f"+{book.stations}"),
        ("ledger-tiles", f"+{book.tiles}"),
        ("ledger-island", f"−{book.island}"),
    ]
    if book.penalty:
        rows.append(("ledger-unfinished", f"−{book.penalty}"))
    return rows


def ledger_height(state: PowerlineState, seat: int) -> float:
    return HEADING + len(ledger_rows(state, seat)) * ROW


def ledger(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> None:
    """Where the VP came from (their total is the header's); a label gives way to its value if both would not
    fit."""
    y = heading(pen, x0, y, say(lang, "heading-vp"), width)
    for key, value in ledger_rows(state, seat):
        room = width - pen.text_width(value, TEXT, bold=True) - LABEL_GAP
        pen.text((x0, y + 13), say(lang, key), TEXT, core.TEXT_MUTED, anchor="lm", max_width=room)
        pen.text((x0 + width, y + 13), value, TEXT, core.TEXT, bold=True, anchor="rm")
        y += ROW


def extras(state: PowerlineState) -> list[tuple[float, Section]]:
    """The island and the vacation tile where the game has them, each with its height."""
    out: list[tuple[float, Section]] = []
    if tracks_island_tokens(state):
        out.append((island_height(state), island))
    if state.config.variants.vacation:
        out.append((VACATION_HEIGHT, vacation))
    return out


def height(state: PowerlineState, seat: int, planner: bool = False) -> float:
    """The panel's height under the plate: its tallest column."""
    sections = [h for h, _ in extras(state)]
    if planner:
        right = PLAN_HEIGHT + (PAD + max(sections) if sections else 0)
    else:
        right = max(sum(sections) + PAD * (len(sections) - 1), ledger_height(state, seat))
    return 2 * PAD + max(chart_height(state), right)


def plan_box(box: Box) -> Box:
    """Where the planner's plan goes in a planner panel `box`: beside the chart, along the top."""
    x = box[0] + PAD + CHART_WIDTH + GAP
    return (x, box[1] + PAD, box[2] - PAD, box[1] + PAD + PLAN_HEIGHT)


def draw(pen: Pen, box: Box, state: PowerlineState, seat: int, *, lang: str, planner: bool = False) -> None:
    """The worker chart, then the island and the vacation tile, then the VP ledger, in columns under the plate.
    A `planner` panel has no ledger: the plan (drawn per click in `plan_box`) goes beside the chart, the island and
    vacation tile side by side under it."""
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=16)
    x0, top = box[0] + PAD, box[1] + PAD
    chart(pen, x0, top, CHART_WIDTH, state, seat, lang)
    x1 = x0 + CHART_WIDTH + GAP
    if planner:
        y = plan_box(box)[3] + PAD
        sections = extras(state)
        width = (box[2] - PAD - x1 - GAP * (len(sections) - 1)) / max(1, len(sections))
        for i, (_, section) in enumerate(sections):
            section(pen, x1 + i * (width + GAP), y, width, state, seat, lang)
        return
    y = top
    for _, section in extras(state):
        y = section(pen, x1, y, MIDDLE_WIDTH, state, seat, lang) + PAD
    x2 = x1 + MIDDLE_WIDTH + GAP
    ledger(pen, x2, top, box[2] - PAD - x2, state, seat, lang)
