"""The energy track with each company's marker and the credits each stretch of it pays, the round's bonus tile
(with the whole game's bonus tiles in round order) and the objective tile with each company's count so far."""

from engine.barrage.rules import load_rules
from engine.barrage.scoring import OBJECTIVES
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import draw_items
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

Box = tuple[float, float, float, float]
TRACK_TOP = 30
"""The least length of the track; it grows with the highest energy."""
MARKER = 36
BAR_H = 24
SMALL = theme.BOARDS_TEXT
COUNTED: dict[str, str] = {
    "contracts": "contract",
    "bases": "base",
    "elevations": "elevation",
    "conduits": "conduit",
    "powerhouses": "powerhouse",
    "advanced": "advanced",
}
"""The icon of what each bonus tile counts, by the tile's id."""


def section(pen: Pen, box: Box, heading: str) -> None:
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=10)
    x, y = box[0] + 12, box[1] + 10
    pen.text(
        (x, y + pen.cap_height(SMALL, True)),
        heading.upper(),
        SMALL,
        core.TEXT_MUTED,
        bold=True,
        anchor="ls",
        max_width=box[2] - box[0] - 24,
    )


def track(pen: Pen, state: BarrageState, box: Box, lang: str) -> None:
    """The track from 0, a lane per company above it with its badge at its energy; in the bar, the credits each
    stretch pays at the round's end (and under the first, the VP it costs); a number every five below."""
    scoring = load_rules().scoring
    section(pen, box, say(lang, "heading-energy"))
    energies = [c.energy for c in state.companies]
    top = max(TRACK_TOP, *energies)
    x0, x1 = box[0] + 40, box[2] - 14
    step = (x1 - x0) / (top + 1)
    lane = (box[3] - box[1] - 38 - BAR_H - 30) / len(state.companies)
    bar_y = box[1] + 36 + lane * len(state.companies)

    def at(energy: float) -> float:
        return x0 + (energy + 0.5) * step

    for seat, company in enumerate(state.companies):
        y = box[1] + 36 + lane * (seat + 0.5)
        pen.line([(x0, y), (x1, y)], core.PANEL_LINE, 1)
        pen.paste(badge_sprite(company.company, round(pen.px(min(MARKER, lane)))), (at(company.energy), y))
    paste_icon(pen, "credits", (box[0] + 22, bar_y + BAR_H / 2), 22)
    bands = scoring.energy_bands
    for k, band in enumerate(bands):
        end = bands[k + 1].least if k + 1 < len(bands) else top + 1
        left, right = x0 + band.least * step, x0 + end * step
        pen.rect((left, bar_y, right, bar_y + BAR_H), core.PANEL_LINE if k % 2 else theme.SLOT)
        pen.text(((left + right) / 2, bar_y + BAR_H / 2), str(band.credits), SMALL, core.TEXT, bold=True)
        if band.vp:
            draw_items(pen, (("vp", band.vp),), left + 2, bar_y + BAR_H + 14, SMALL, core.TEXT_MUTED)
    for energy in range(5, top + 1, 5):
        pen.text((at(energy), bar_y + BAR_H + 14), str(energy), SMALL, core.TEXT_MUTED, bold=True)


def bonus(pen: Pen, state: BarrageState, box: Box, lang: str) -> None:
    """The round's bonus tile: what it counts, the VP each and when it pays; below, the tiles of every round."""
    scoring = load_rules().scoring
    section(pen, box, say(lang, "heading-bonus", round=state.round))
    tile = state.bonus_tiles[state.round - 1]
    vp_each = next(t.vp_each for t in scoring.bonus_tiles if t.id == tile)
    x, y = box[0] + 12, box[1] + 56
    paste_icon(pen, COUNTED[tile], (x + 14, y), 28)
    pen.text((x + 34, y), "×", 20, core.TEXT, bold=True, anchor="lm")
    end = draw_items(pen, (("vp", vp_each),), x + 52, y, 18, core.TEXT) + 14
    rule = say(
        lang,
        "bonus-rule",
        least=scoring.bonus_min_energy,
        penalty=scoring.bonus_penalty,
        step=scoring.bonus_energy_per_round,
        target=scoring.bonus_energy_per_round * state.round,
    )
    room = box[2] - 12 - end
    lines = pen.lines(rule, SMALL, room)
    for j, line in enumerate(lines):
        at = (end, y + 22 * (j - (len(lines) - 1) / 2))
        pen.text(at, line, SMALL, core.TEXT_MUTED, anchor="lm", max_width=room)
    y = box[3] - 26
    slot = (box[2] - box[0] - 24) / len(state.bonus_tiles)
    for k, other in enumerate(state.bonus_tiles):
        cx = box[0] + 12 + (k + 0.5) * slot
        current = k + 1 == state.round
        frame = (cx - slot / 2 + 3, y - 17, cx + slot / 2 - 3, y + 17)
        edge, width = (theme.GOOD, 2.0) if current else (core.PANEL_LINE, 1.0)
        pen.rect(frame, theme.SLOT if current else core.PANEL, edge, width, radius=6)
        pen.text((frame[0] + 14, y), str(k + 1), SMALL, core.TEXT if current else core.TEXT_MUTED, bold=True)
        paste_icon(pen, COUNTED[other], (cx + 10, y), 24)


def objective(pen: Pen, state: BarrageState, box: Box, lang: str) -> None:
    """The objective tile: what it counts, its VP by place, and each company's count now."""
    rules = load_rules()
    section(pen, box, say(lang, "heading-objective"))
    x, y = box[0] + 12, box[1] + 50
    width = box[2] - box[0] - 24
    for line in pen.wrap(say(lang, f"objective-{state.objective}"), SMALL, width, bold=True)[:2]:
        pen.text((x, y), line, SMALL, core.TEXT, bold=True, anchor="lm", max_width=width)
        y += 23
    places = " · ".join(str(vp) for vp in rules.scoring.objective_vp)
    y = box[3] - 24
    end = pen.text_width(places, SMALL, bold=True)
    pen.text((x, y), places, SMALL, core.TEXT_MUTED, bold=True, anchor="lm")
    paste_icon(pen, "vp", (x + end + 12, y), 18)
    slot = (box[2] - (x + end + 40)) / len(state.companies)
    count = OBJECTIVES[state.objective]
    for seat, company in enumerate(state.companies):
        cx = x + end + 40 + seat * slot
        pen.paste(badge_sprite(company.company, round(pen.px(MARKER))), (cx + 14, y))
        n = count(rules.scoring, rules.map, state.map, seat)
        pen.text((cx + 34, y), str(n), SMALL, core.TEXT, bold=True, anchor="lm")
