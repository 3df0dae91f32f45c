"""The final standings: each company by place, with the VP it had before the final scoring, what the objective
tile, the leftovers and the water in its dams added, its total, and its last round's energy (the tie-break)."""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.events import ScoreLine
from engine.barrage.rules import load_rules
from engine.barrage.scoring import final_ranks
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.company import company_name
from render.barrage.header import title
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import INK, RGB

WIDTH = theme.FINAL_WIDTH
TABLE_TOP = 72
HEAD_H = 34
ROW_H = 72
ROW_GAP = 8
NOTE_H = 72
SMALL_TEXT = 17
"""The smallest text that carries information, in px: 9 px once Discord shows the 1,000 px image 550 px wide."""
REASONS = ("objective", "leftovers", "water")
"""The final scoring's lines, in the order the engine pays them."""
COUNT_ICONS = {"leftovers": "credits", "water": "drops"}
"""The icon beside what a line counted (the objective's count is explained by the note under the table)."""
PLACE_COLOURS: dict[int, RGB] = {1: (246, 200, 66), 2: (200, 206, 216), 3: (206, 140, 86)}
NAME_W = 300
COLUMNS = ("before", *REASONS, "total", "energy")


def height(players: int) -> int:
    return TABLE_TOP + HEAD_H + players * (ROW_H + ROW_GAP) + NOTE_H + theme.MARGIN


def column_x(k: int) -> float:
    """The centre of the k-th number column, right of the place and name."""
    left = theme.MARGIN + 56 + NAME_W
    step = (WIDTH - theme.MARGIN - left) / len(COLUMNS)
    return left + (k + 0.5) * step


def column_w() -> float:
    return column_x(1) - column_x(0)


def headings(pen: Pen, lang: str) -> None:
    y = TABLE_TOP + HEAD_H / 2
    pen.text(
        (theme.MARGIN + 56, y),
        say(lang, "final-company"),
        SMALL_TEXT,
        core.TEXT_MUTED,
        bold=True,
        anchor="lm",
        max_width=NAME_W,
    )
    for k, column in enumerate(COLUMNS):
        label = say(lang, f"final-{column}")  # not in capitals: as wide as "LEFTOVERS" they would not fit at this size
        pen.text((column_x(k), y), label, SMALL_TEXT, core.TEXT_MUTED, bold=True, max_width=column_w() - 6)


def row(
    pen: Pen,
    state: BarrageState,
    seat: int,
    place: int,
    lines: Sequence[ScoreLine],
    y: float,
    names: Sequence[str],
    lang: str,
) -> None:
    """One company's row: its place, badge, player and company, then its numbers; the winners framed in gold."""
    company = state.companies[seat]
    box = (theme.MARGIN, y, WIDTH - theme.MARGIN, y + ROW_H)
    pen.rect(box, core.PANEL, PLACE_COLOURS[1] if place == 1 else core.PANEL_LINE, 3 if place == 1 else 1.5, radius=12)
    mid = y + ROW_H / 2
    pen.circle((theme.MARGIN + 26, mid), 17, PLACE_COLOURS.get(place, core.PANEL_LINE), INK, 1.5)
    pen.text((theme.MARGIN + 26, mid), str(place), 18, INK if place in PLACE_COLOURS else core.TEXT, bold=True)
    pen.paste(badge_sprite(company.company, round(pen.px(40))), (theme.MARGIN + 80, mid))
    x = theme.MARGIN + 108
    room = theme.MARGIN + 56 + NAME_W - x - 8
    pen.text((x, mid - 11), names[seat], 19, core.TEXT, bold=True, anchor="lm", max_width=room)
    pen.text((x, mid + 14), company_name(company, lang), SMALL_TEXT, core.TEXT_MUTED, anchor="lm", max_width=room)
    mine = {line.reason: line for line in lines if line.seat == seat}
    before = company.vp - sum(line.vp for line in mine.values())
    for k, column in enumerate(COLUMNS):
        cx = column_x(k)
        if column == "before":
            pen.text((cx, mid), str(before), 20, core.TEXT_MUTED, bold=True)
        elif column == "total":
            pen.text((cx - 8, mid), str(company.vp), 26, core.TEXT, bold=True)
            paste_icon(pen, "vp", (cx + pen.text_width(str(company.vp), 26, True) / 2 + 6, mid), 18)
        elif column == "energy":
            paste_icon(pen, "energy", (cx - 14, mid), 20)
            pen.text((cx - 2, mid), str(company.energy), 18, core.TEXT, bold=True, anchor="lm")
        elif column in mine:
            line = mine[column]
            pen.text((cx, mid - 9), f"+{line.vp}", 20, core.TEXT, bold=True)
            count = str(line.count)
            icon = COUNT_ICONS.get(column)
            shift = 9 if icon else 0
            pen.text((cx - shift, mid + 16), count, SMALL_TEXT, core.TEXT_MUTED, bold=True)
            if icon:
                paste_icon(pen, icon, (cx - shift + pen.text_width(count, SMALL_TEXT, True) / 2 + 11, mid + 16), 16)
        else:
            pen.text((cx, mid), "–", 20, core.TEXT_MUTED, bold=True)


def note(pen: Pen, state: BarrageState, y: float, lang: str) -> None:
    """What the objective counted and paid, and what leftovers and water are worth."""
    scoring = load_rules().scoring
    width = WIDTH - 2 * theme.MARGIN
    objective = say(lang, f"objective-{state.objective}")
    places = " · ".join(str(vp) for vp in scoring.objective_vp)
    lines = (
        say(lang, "final-objective-note", objective=objective, places=places),
        say(lang, "final-rates", leftovers=scoring.leftovers_per_vp, water=scoring.water_vp),
    )
    for k, text in enumerate(lines):
        pen.text((theme.MARGIN, y + 16 + 26 * k), text, SMALL_TEXT, core.TEXT_MUTED, anchor="lm", max_width=width)


def final_image(
    state: BarrageState, names: Sequence[str], *, lang: str, lines: Sequence[ScoreLine] = ()
) -> Image.Image:
    players = len(state.companies)
    image = Image.new("RGBA", (WIDTH, height(players)), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    status = (
        say(lang, "game-over")
        if state.step == "over"
        else say(lang, "title-round", round=state.round, rounds=load_rules().scoring.rounds)
    )
    title(pen, WIDTH, say(lang, "final-title"), status, core.TEXT_MUTED)
    headings(pen, lang)
    _, places = final_ranks(state)
    final = [line for line in lines if line.reason in REASONS]
    order = sorted(range(players), key=lambda seat: (places[seat], seat))
    y = TABLE_TOP + HEAD_H
    for seat in order:
        row(pen, state, seat, places[seat], final, y, names, lang)
        y += ROW_H + ROW_GAP
    note(pen, state, y, lang)
    return image
