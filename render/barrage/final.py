"""The final standings: each company by place, with the VP it had before the final scoring, what the objective
tile, the leftovers and the water in its dams added, its total, and its last round's energy (the tie-break).

1,000 px wide with no text under `TEXT` px: Discord fits the image 284 px wide on a phone, where the smallest text
still comes out above 6 px, and 550 px wide on a desktop, above 9.
"""

from collections.abc import Sequence

from PIL import Image

from engine.barrage.data_load import load_rules
from engine.barrage.events import ScoreLine
from engine.barrage.scoring import final_ranks
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.company import company_name
from render.barrage.header import title
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import Item, draw_items, items_width
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen
from render.core.theme import INK, RGB

WIDTH = theme.FINAL_WIDTH
MARGIN = theme.MARGIN
TEXT = 22
"""The smallest text that carries information, in px."""
TABLE_TOP = 62
HEAD_H = 38
ROW_H = 80
ROW_GAP = 8
NOTE_LINE = 30
NOTES = 3
"""Lines under the table: what the objective counted, then what leftovers and water are worth."""
BADGE = 2 * TEXT
"""A company's badge: its letter (half the badge in a diamond) at least `TEXT`."""
NAME_X = MARGIN + 120
"""Where the player's and the company's names start, right of the place and the badge."""
NAME_W = 262
"""Room for the longest company and officer names at `TEXT` px."""
REASONS = ("objective", "leftovers", "water")
"""The final scoring's lines, in the order the engine pays them."""
COUNT_ICONS = {"leftovers": "credits", "water": "drops"}
"""The icon beside what a line counted (the objective's count is explained by the note under the table)."""
PLACE_COLOURS: dict[int, RGB] = {1: (246, 200, 66), 2: (200, 206, 216), 3: (206, 140, 86)}
COLUMNS: tuple[tuple[str, float], ...] = (
    ("before", 88),
    ("objective", 116),
    ("leftovers", 112),
    ("water", 92),
    ("total", 104),
    ("energy", 72),
)
"""The number columns and their widths, each wide enough for its heading in every language; the energy's heading
is its icon."""


def height(players: int) -> int:
    return TABLE_TOP + HEAD_H + players * (ROW_H + ROW_GAP) + NOTES * NOTE_LINE + MARGIN


def column_x(k: int) -> float:
    """The centre of the k-th number column, right of the names."""
    right = WIDTH - MARGIN - sum(w for _, w in COLUMNS)
    return right + sum(w for _, w in COLUMNS[:k]) + COLUMNS[k][1] / 2


def headings(pen: Pen, lang: str) -> None:
    y = TABLE_TOP + HEAD_H / 2
    label = say(lang, "final-company")
    pen.text((NAME_X, y), label, TEXT, core.TEXT_MUTED, anchor="lm", max_width=NAME_W)
    for k, (column, width) in enumerate(COLUMNS):
        if column == "energy":
            paste_icon(pen, "energy", (column_x(k), y), TEXT * 1.3)
            continue
        label = say(lang, f"final-{column}")  # plain, not bold nor in capitals: "Leftovers" fits its column so
        pen.text((column_x(k), y), label, TEXT, core.TEXT_MUTED, max_width=width - 4)


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
    box = (MARGIN, y, WIDTH - MARGIN, y + ROW_H)
    pen.rect(box, core.PANEL, PLACE_COLOURS[1] if place == 1 else core.PANEL_LINE, 3 if place == 1 else 1.5, radius=12)
    mid = y + ROW_H / 2
    pen.circle((MARGIN + 29, mid), 20, PLACE_COLOURS.get(place, core.PANEL_LINE), INK, 1.5)
    pen.text((MARGIN + 29, mid), str(place), TEXT + 2, INK if place in PLACE_COLOURS else core.TEXT, bold=True)
    pen.paste(badge_sprite(company.company, round(pen.px(BADGE))), (MARGIN + 86, mid))
    pen.text((NAME_X, mid - 14), names[seat], TEXT + 2, core.TEXT, bold=True, anchor="lm", max_width=NAME_W)
    pen.text((NAME_X, mid + 16), company_name(company, lang), TEXT, core.TEXT_MUTED, anchor="lm", max_width=NAME_W)
    mine = {line.reason: line for line in lines if line.seat == seat}
    before = company.vp - sum(line.vp for line in mine.values())
    for k, (column, _) in enumerate(COLUMNS):
        cx = column_x(k)
        if column == "before":
            pen.text((cx, mid), str(before), TEXT + 2, core.TEXT_MUTED, bold=True)
        elif column == "total":
            pen.text((cx - 10, mid), str(company.vp), TEXT + 10, core.TEXT, bold=True)
            paste_icon(pen, "vp", (cx + pen.text_width(str(company.vp), TEXT + 10, True) / 2 + 4, mid), TEXT)
        elif column == "energy":
            energy: list[Item] = [("energy", company.energy)]
            draw_items(pen, energy, cx - items_width(pen, energy, TEXT) / 2, mid, TEXT, core.TEXT)
        elif column in mine:
            line = mine[column]
            pen.text((cx, mid - 12), f"+{line.vp}", TEXT + 2, core.TEXT, bold=True)
            count = str(line.count)
            icon = COUNT_ICONS.get(column)
            shift = 11 if icon else 0
            pen.text((cx - shift, mid + 18), count, TEXT, core.TEXT_MUTED, bold=True)
            if icon:
                at = (cx - shift + pen.text_width(count, TEXT, True) / 2 + 13, mid + 18)
                paste_icon(pen, icon, at, TEXT)
        else:
            pen.text((cx, mid), "–", TEXT + 2, core.TEXT_MUTED, bold=True)


def note(pen: Pen, state: BarrageState, y: float, lang: str) -> None:
    """What the objective counted and paid, and what leftovers and water are worth, a line each."""
    scoring = load_rules().scoring
    width = WIDTH - 2 * MARGIN
    objective = say(lang, f"objective-{state.objective}")
    places = " · ".join(str(vp) for vp in scoring.objective_vp)
    lines = (
        say(lang, "final-objective-note", objective=objective, places=places),
        say(lang, "final-leftovers-rate", leftovers=scoring.leftovers_per_vp),
        say(lang, "final-water-rate", water=scoring.water_vp),
    )
    for k, text in enumerate(lines):
        at = (MARGIN + 4, y + NOTE_LINE * (k + 0.5))
        pen.text(at, text, TEXT, core.TEXT_MUTED, anchor="lm", max_width=width)


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
    title(pen, WIDTH, say(lang, "final-title"), status, core.TEXT_MUTED, status_size=TEXT + 2)
    headings(pen, lang)
    _, places = final_ranks(state)
    final = [line for line in lines if line.reason in REASONS]
    order = sorted(range(players), key=lambda seat: (places[seat], seat))
    y = TABLE_TOP + HEAD_H
    for seat in order:
        row(pen, state, seat, places[seat], final, y, names, lang)
        y += ROW_H + ROW_GAP
    note(pen, state, y - ROW_GAP + 4, lang)
    return image
