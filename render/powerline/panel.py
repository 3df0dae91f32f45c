"""The side panel of a player board: worker chart, energy, jokers, island, vacation tile and where VP came from."""

from engine.powerline.planning import chart_for
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from engine.powerline.steps import tracks_island_tokens
from render.core import theme as core
from render.core.draw import Pen, die_sprite
from render.powerline import theme
from render.powerline.icons import draw_icon
from render.powerline.words import say, vp

PAD = 16
LABEL_GAP = 12
"""Least room between a label and the number right-aligned on its line."""
Box = tuple[float, float, float, float]


def heading(pen: Pen, x: float, y: float, text: str, width: float) -> float:
    """A section's heading in capitals, its capitals' top at `y`; returns where the section's content starts."""
    baseline = y + pen.cap_height(15, bold=True)
    pen.text((x, baseline), text.upper(), 15, core.TEXT_MUTED, bold=True, anchor="ls", max_width=width)
    return y + 25


def chart(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Columns 1-6: tiles still on the chart, empty slots, and the suns under column 1."""
    sheet = chart_for(state)
    left = state.players[seat].chart
    col = width / len(sheet.columns)
    slot_w, slot_h, gap = col - 8, 28, 6
    y = heading(pen, x0, y, say(lang, "heading-chart"), width)
    for k, total in enumerate(sheet.columns):
        cx = x0 + col * (k + 0.5)
        pen.text((cx, y + 11), str(k + 1), 22, core.TEXT, bold=True)
        for i in range(total):
            top = y + 28 + i * (slot_h + gap)
            box = (cx - slot_w / 2, top, cx + slot_w / 2, top + slot_h)
            if i >= total - left[k]:
                pen.rect(box, theme.TILE, theme.TILE_EDGE, 2, radius=4)
            else:
                pen.rect(box, theme.SLOT_EMPTY, core.PANEL_LINE, 1.5, radius=4)
                if k == 0:
                    draw_icon(pen, "sun", (cx, top + slot_h / 2), slot_h * 0.42, theme.SUN)
    y += 28 + max(sheet.columns) * (slot_h + gap)
    if sheet.line_limits is not None:
        for k, limit in enumerate(sheet.line_limits):
            pen.text((x0 + col * (k + 0.5), y + 10), f"≤{limit}", 15, core.TEXT_MUTED, bold=True)
        pen.text((x0 + width / 2, y + 30), say(lang, "lines-per-round"), 13, core.TEXT_MUTED, max_width=width)
        y += 42
    return y + 8


def supplies(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Energy tiles beside the board and jokers on the sun space."""
    player = state.players[seat]
    half = width / 2
    y = heading(pen, x0, y, say(lang, "heading-energy"), half - 8)
    heading(pen, x0 + half, y - 25, say(lang, "heading-jokers"), half)
    mid = y + 24
    pen.rect((x0, y, x0 + 48, y + 48), theme.ENERGY, theme.ENERGY_EDGE, 2, radius=8)
    draw_icon(pen, "energy", (x0 + 24, mid), 18, theme.ENERGY_EDGE)
    pen.text((x0 + 58, mid), f"×{player.energy}", 28, core.TEXT, bold=True, anchor="lm")
    pen.circle((x0 + half + 24, mid), 24, theme.SUN if player.jokers else theme.SLOT_EMPTY, theme.SUN_EDGE, 2)
    draw_icon(pen, "sun", (x0 + half + 24, mid), 18, theme.SUN_EDGE if player.jokers else core.TEXT_MUTED)
    pen.text((x0 + half + 58, mid), f"×{player.jokers}", 28, core.TEXT, bold=True, anchor="lm")
    return y + 62


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
            pen.text((cx, y + 48), f"×{height}", 19, core.TEXT if height else core.TEXT_MUTED, bold=True)
        return y + 68
    y = heading(pen, x0, y, say(lang, "heading-island"), width)
    pen.text((x0, y + 14), f"×{player.island_tokens}", 26, core.TEXT, bold=True, anchor="lm")
    return y + 40


def vacation(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    ready = state.players[seat].vacation
    y = heading(pen, x0, y, say(lang, "heading-vacation"), width)
    fill = theme.VACATION if ready else theme.SLOT_EMPTY
    pen.rect((x0, y, x0 + 48, y + 38), fill, core.WHITE if ready else core.PANEL_LINE, 2, radius=7)
    draw_icon(pen, "vacation", (x0 + 24, y + 19), 14, core.WHITE if ready else core.TEXT_MUTED)
    colour = core.TEXT if ready else core.TEXT_MUTED
    label = say(lang, "vacation-ready" if ready else "vacation-used")
    pen.text((x0 + 58, y + 19), label, 22, colour, bold=ready, anchor="lm", max_width=width - 58)
    return y + 52


def ledger(pen: Pen, x0: float, y: float, width: float, state: PowerlineState, seat: int, lang: str) -> float:
    """Where the VP came from, ending in the total; a label gives way to its value if both would not fit."""
    player = state.players[seat]
    book = player.ledger
    rows = [
        ("ledger-start", f"{load_rules().start_vp}"),
        ("ledger-cities", f"+{book.cities}"),
        ("ledger-stations", f"+{book.stations}"),
        ("ledger-tiles", f"+{book.tiles}"),
        ("ledger-island", f"−{book.island}"),
    ]
    if book.penalty:
        rows.append(("ledger-unfinished", f"−{book.penalty}"))
    y = heading(pen, x0, y, say(lang, "heading-vp"), width)
    for key, value in rows:
        room = width - pen.text_width(value, 17, bold=True) - LABEL_GAP
        pen.text((x0, y + 10), say(lang, key), 17, core.TEXT_MUTED, anchor="lm", max_width=room)
        pen.text((x0 + width, y + 10), value, 17, core.TEXT, bold=True, anchor="rm")
        y += 24
    pen.line([(x0, y + 3), (x0 + width, y + 3)], core.PANEL_LINE, 1.5)
    total = vp(lang, player.vp)
    room = width - pen.text_width(total, 20, bold=True) - LABEL_GAP
    pen.text((x0, y + 19), say(lang, "ledger-total"), 18, core.TEXT, bold=True, anchor="lm", max_width=room)
    pen.text((x0 + width, y + 19), total, 20, core.TEXT, bold=True, anchor="rm")
    return y + 36


def draw(pen: Pen, box: Box, state: PowerlineState, seat: int, *, lang: str) -> None:
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=16)
    x0, width = box[0] + PAD, box[2] - box[0] - 2 * PAD
    y = box[1] + PAD
    y = chart(pen, x0, y, width, state, seat, lang)
    y = supplies(pen, x0, y, width, state, seat, lang)
    if tracks_island_tokens(state):
        y = island(pen, x0, y, width, state, seat, lang)
    if state.config.variants.vacation:
        y = vacation(pen, x0, y, width, state, seat, lang)
    rows = 5 + bool(state.players[seat].ledger.penalty)
    ledger(pen, x0, max(y, box[3] - PAD - 25 - rows * 24 - 36), width, state, seat, lang)
