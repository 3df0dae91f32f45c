"""The panel under a player board: worker chart, energy, jokers, island, vacation tile and where VP came from."""

from engine.powerline.planning import chart_for
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from engine.powerline.steps import tracks_island_tokens
from render.core import theme as core
from render.core.draw import Pen, die_sprite
from render.powerline import theme
from render.powerline.icons import draw_icon
from render.powerline.words import say, vp

PAD = 18
GAP = 28
"""Between the panel's columns."""
LABEL_GAP = 12
"""Least room between a label and the number right-aligned on its line."""
HEADING = 34
"""A heading's line, down to where its section starts."""
ROW = 30
"""A line of the VP ledger."""
SLOT_H, SLOT_GAP = 30, 6
CHART_WIDTH = 300
LIMITS_H = 92
"""The blue chart's limits under its columns, and the two lines at most that say what they limit."""
MIDDLE_WIDTH = 270
Box = tuple[float, float, float, float]
TEXT = theme.SMALL_TEXT


def heading(pen: Pen, x: float, y: float, text: str, width: float) -> float:
    """A section's heading, its capitals' top at `y`; returns where the section's content starts."""
    baseline = y + pen.cap_height(TEXT, bold=True)
    pen.text((x, baseline), text, TEXT, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width)
    return y + HEADING


def chart_height(state: PowerlineState) -> float:
    sheet = chart_for(state)
    limits = LIMITS_H if sheet.line_limits is not None else 0
    return HEADING + 28 + max(sheet.columns) * (SLOT_H + SLOT_GAP) + limits


def chart(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Columns 1-6: tiles still on the chart, empty slots, and the suns under column 1."""
    sheet = chart_for(state)
    left = state.players[seat].chart
    col = width / len(sheet.columns)
    slot_w = col - 8
    y = heading(pen, x0, y, say(lang, "heading-chart"), width)
    for k, total in enumerate(sheet.columns):
        cx = x0 + col * (k + 0.5)
        pen.text((cx, y + 10), str(k + 1), TEXT, core.TEXT, bold=True)
        for i in range(total):
            top = y + 28 + i * (SLOT_H + SLOT_GAP)
            box = (cx - slot_w / 2, top, cx + slot_w / 2, top + SLOT_H)
            if i >= total - left[k]:
                pen.rect(box, theme.TILE, theme.TILE_EDGE, 2, radius=4)
            else:
                pen.rect(box, theme.SLOT_EMPTY, core.PANEL_LINE, 1.5, radius=4)
                if k == 0:
                    draw_icon(pen, "sun", (cx, top + SLOT_H / 2), SLOT_H * 0.42, theme.SUN)
    y += 28 + max(sheet.columns) * (SLOT_H + SLOT_GAP)
    if sheet.line_limits is not None:
        for k, limit in enumerate(sheet.line_limits):
            pen.text((x0 + col * (k + 0.5), y + 12), f"≤{limit}", TEXT, core.TEXT_MUTED, bold=True)
        for k, line in enumerate(pen.wrap(say(lang, "lines-per-round"), TEXT, width)[:2]):
            pen.text((x0, y + 42 + 26 * k), line, TEXT, core.TEXT_MUTED, anchor="lm", max_width=width)
        y += LIMITS_H
    return y


def supplies(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Energy tiles beside the board and jokers on the sun space."""
    player = state.players[seat]
    half = width / 2
    y = heading(pen, x0, y, say(lang, "heading-energy"), half - 8)
    heading(pen, x0 + half, y - HEADING, say(lang, "heading-jokers"), half)
    mid = y + 24
    pen.rect((x0, y, x0 + 48, y + 48), theme.ENERGY, theme.ENERGY_EDGE, 2, radius=8)
    draw_icon(pen, "energy", (x0 + 24, mid), 18, theme.ENERGY_EDGE)
    pen.text((x0 + 56, mid), f"×{player.energy}", 28, core.TEXT, bold=True, anchor="lm")
    pen.circle((x0 + half + 24, mid), 24, theme.SUN if player.jokers else theme.SLOT_EMPTY, theme.SUN_EDGE, 2)
    draw_icon(pen, "sun", (x0 + half + 24, mid), 18, theme.SUN_EDGE if player.jokers else core.TEXT_MUTED)
    pen.text((x0 + half + 56, mid), f"×{player.jokers}", 28, core.TEXT, bold=True, anchor="lm")
    return y + 62


def island_height(state: PowerlineState) -> float:
    return HEADING + (80 if state.config.variants.adventure_island else 44)


def island(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Island tokens: one stack per die face on the adventure island, else a single count."""
    player = state.players[seat]
    if state.config.variants.adventure_island:
        y = heading(pen, x0, y, say(lang, "heading-adventure-island"), width)
        col = width / 6
        die = round(pen.px(30))
        for face, height in enumerate(player.island_stacks, start=1):
            cx = x0 + col * (face - 0.5)
            pen.paste(die_sprite(face, die, theme.DIE_BODY, theme.PIP, theme.DIE_EDGE), (cx, y + 16))
            pen.text((cx, y + 50), f"×{height}", TEXT, core.TEXT if height else core.TEXT_MUTED, bold=True)
        return y + 80
    y = heading(pen, x0, y, say(lang, "heading-island"), width)
    pen.text((x0, y + 14), f"×{player.island_tokens}", 26, core.TEXT, bold=True, anchor="lm")
    return y + 44


VACATION_HEIGHT = HEADING + 52


def vacation(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    ready = state.players[seat].vacation
    y = heading(pen, x0, y, say(lang, "heading-vacation"), width)
    fill = theme.VACATION if ready else theme.SLOT_EMPTY
    pen.rect((x0, y, x0 + 48, y + 38), fill, core.WHITE if ready else core.PANEL_LINE, 2, radius=7)
    draw_icon(pen, "vacation", (x0 + 24, y + 19), 14, core.WHITE if ready else core.TEXT_MUTED)
    colour = core.TEXT if ready else core.TEXT_MUTED
    label = say(lang, "vacation-ready" if ready else "vacation-used")
    pen.text((x0 + 58, y + 19), label, TEXT, colour, bold=ready, anchor="lm", max_width=width - 58)
    return y + 52


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
    return HEADING + len(ledger_rows(state, seat)) * ROW + 44


def ledger(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Where the VP came from, ending in the total; a label gives way to its value if both would not fit."""
    y = heading(pen, x0, y, say(lang, "heading-vp"), width)
    for key, value in ledger_rows(state, seat):
        room = width - pen.text_width(value, TEXT, bold=True) - LABEL_GAP
        pen.text((x0, y + 12), say(lang, key), TEXT, core.TEXT_MUTED, anchor="lm", max_width=room)
        pen.text((x0 + width, y + 12), value, TEXT, core.TEXT, bold=True, anchor="rm")
        y += ROW
    pen.line([(x0, y + 4), (x0 + width, y + 4)], core.PANEL_LINE, 1.5)
    total = vp(lang, state.players[seat].vp)
    room = width - pen.text_width(total, 24, bold=True) - LABEL_GAP
    pen.text((x0, y + 24), say(lang, "ledger-total"), TEXT, core.TEXT, bold=True, anchor="lm", max_width=room)
    pen.text((x0 + width, y + 24), total, 24, core.TEXT, bold=True, anchor="rm")
    return y + 44


def middle_height(state: PowerlineState) -> float:
    """Energy and jokers, then the island and the vacation tile where the game has them."""
    height: float = 62 + HEADING
    if tracks_island_tokens(state):
        height += island_height(state)
    if state.config.variants.vacation:
        height += VACATION_HEIGHT
    return height


def height(state: PowerlineState, seat: int) -> float:
    """The panel's height under the plate: its tallest column."""
    return 2 * PAD + max(chart_height(state), middle_height(state), ledger_height(state, seat))


def draw(pen: Pen, box: Box, state: PowerlineState, seat: int, *, lang: str) -> None:
    """Three columns under the plate: the worker chart; energy, jokers, island and vacation; the VP ledger."""
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=16)
    x0, top = box[0] + PAD, box[1] + PAD
    chart(pen, x0, top, CHART_WIDTH, state, seat, lang)
    x1 = x0 + CHART_WIDTH + GAP
    y = supplies(pen, x1, top, MIDDLE_WIDTH, state, seat, lang)
    if tracks_island_tokens(state):
        y = island(pen, x1, y, MIDDLE_WIDTH, state, seat, lang)
    if state.config.variants.vacation:
        vacation(pen, x1, y, MIDDLE_WIDTH, state, seat, lang)
    x2 = x1 + MIDDLE_WIDTH + GAP
    ledger(pen, x2, top, box[2] - PAD - x2, state, seat, lang)
