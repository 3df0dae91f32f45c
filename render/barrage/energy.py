"""The energy track with each company's marker and the credits each stretch of it pays, and beside it the round's
bonus tile (among the whole game's, in round order) and the objective tile with each company's count so far."""

from engine.barrage.data_load import load_rules
from engine.barrage.rules import EnergyBand
from engine.barrage.scoring import OBJECTIVES
from engine.barrage.state import BarrageState
from render.barrage import theme
from render.barrage.icons import paste_icon
from render.barrage.management import TEXT
from render.barrage.pieces import badge_sprite
from render.barrage.rewards import Item, draw_items, items_width
from render.barrage.words import say
from render.core import theme as core
from render.core.draw import Pen

Box = tuple[float, float, float, float]
LEGEND = 18
"""Where a framed section's content starts below its frame's top, which its heading sits on."""
TRACK_TOP = 30
"""The least length of the track; it grows with the highest energy."""
MARKER = 28
"""A company's marker on the track: its badge without the letter (the outline and colour tell it)."""
LANES = 2
"""Rows of markers above the track: a marker too close to another moves to the next (see `spots`)."""
BAR_H = 32
BAND_MIN = TEXT
"""The least width of a stretch of the track, so its credits read even where it is one energy long."""
LINE = 33
"""A line of the bonus and objective box."""
COUNTED: dict[str, str] = {
    "contracts": "contract",
    "bases": "base",
    "elevations": "elevation",
    "conduits": "conduit",
    "powerhouses": "powerhouse",
    "advanced": "advanced",
}
"""The icon of what each bonus tile counts, by the tile's id."""


def section(pen: Pen, box: Box, heading: str, x: float | None = None) -> None:
    """A frame with its heading in capitals set into its top edge (at x, else its left)."""
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=10)
    label(pen, box[0] + 12 if x is None else x, box[1], heading, box[2] - box[0] - 24)


def label(pen: Pen, x: float, y: float, text: str, room: float) -> None:
    """A heading in capitals centred on a frame's edge at y, the frame cut away behind it."""
    text = text.upper()
    width = min(room, pen.text_width(text, TEXT, True))
    pen.rect((x - 6, y - 3, x + width + 6, y + 3), core.CANVAS)
    at = (x, y + pen.cap_height(TEXT, True) / 2)
    pen.text(at, text, TEXT, core.TEXT_MUTED, bold=True, anchor="ls", max_width=room)


def track_height() -> float:
    return LEGEND + LANES * (MARKER + 2) + BAR_H + TEXT * 1.3 + 6


def band_widths(bands: tuple[EnergyBand, ...], top: int, width: float) -> list[float]:
    """Each stretch's width on a track `width` wide from 0 to `top`: in proportion to its length, but never under
    `BAND_MIN`."""
    lengths = [(bands[k + 1].least if k + 1 < len(bands) else top + 1) - band.least for k, band in enumerate(bands)]
    narrow: set[int] = set()
    while True:
        unit = (width - BAND_MIN * len(narrow)) / sum(n for k, n in enumerate(lengths) if k not in narrow)
        more = {k for k, n in enumerate(lengths) if n * unit < BAND_MIN} - narrow
        if not more:
            return [BAND_MIN if k in narrow else n * unit for k, n in enumerate(lengths)]
        narrow |= more


def spots(xs: list[float]) -> list[tuple[float, int]]:
    """Where each marker stands, markers given left to right: at its energy in the first row where no marker
    already stands within a marker's width; where every row has one, a marker's width further right."""
    taken: list[tuple[float, int]] = []
    found = []
    for x in xs:
        spot = next(
            (x + shift * MARKER, lane)
            for shift in range(len(xs))
            for lane in range(LANES)
            if all(abs(x + shift * MARKER - ox) >= MARKER or lane != olane for ox, olane in taken)
        )
        taken.append(spot)
        found.append(spot)
    return found


def track(pen: Pen, state: BarrageState, box: Box, lang: str) -> None:
    """The track from 0 with each company's marker above it at its energy; in the bar, the credits each stretch
    pays at the round's end; under it, the VP the first stretch costs and where the longer ones start."""
    bands = load_rules().scoring.energy_bands
    section(pen, box, say(lang, "heading-energy"))
    energies = [c.energy for c in state.companies]
    x0 = box[0] + 44
    widths = band_widths(bands, max(TRACK_TOP, *energies), box[2] - 12 - x0)
    lefts = [x0 + sum(widths[:k]) for k in range(len(bands))]

    def at(energy: int) -> float:
        k = max(k for k, band in enumerate(bands) if band.least <= energy)
        length = (bands[k + 1].least if k + 1 < len(bands) else max(TRACK_TOP, *energies) + 1) - bands[k].least
        return lefts[k] + (energy - bands[k].least + 0.5) * widths[k] / length

    bar_y = box[1] + LEGEND + LANES * (MARKER + 2)
    order = sorted(range(len(energies)), key=lambda seat: (energies[seat], seat))
    for seat, (x, lane) in zip(order, spots([at(energies[s]) for s in order]), strict=True):
        marker = badge_sprite(state.companies[seat].company, round(pen.px(MARKER)), lettered=False)
        pen.paste(marker, (x, bar_y - (lane + 0.5) * (MARKER + 2)))
    paste_icon(pen, "credits", (box[0] + 24, bar_y + BAR_H / 2), TEXT * 1.2)
    below = bar_y + BAR_H + TEXT * 0.7
    for k, (band, left, width) in enumerate(zip(bands, lefts, widths, strict=True)):
        pen.rect((left, bar_y, left + width, bar_y + BAR_H), core.PANEL_LINE if k % 2 else theme.SLOT)
        pen.text((left + width / 2, bar_y + BAR_H / 2), str(band.credits), TEXT, core.TEXT, bold=True)
        if band.vp:
            cost: list[Item] = [("vp", band.vp)]
            draw_items(pen, cost, left + width - items_width(pen, cost, TEXT), below, TEXT, core.TEXT_MUTED)
        elif left - x0 >= 3 * BAND_MIN:
            pen.text((left, below), str(band.least), TEXT, core.TEXT_MUTED, bold=True)


def info_height() -> float:
    return 4 * LINE + 16


def bonus_rule(state: BarrageState, lang: str) -> str:
    """The bonus tiles' rule this round: the least energy they ask, and the VP lost per step short of the round's
    target."""
    scoring = load_rules().scoring
    return say(
        lang,
        "bonus-rule",
        least=scoring.bonus_min_energy,
        penalty=scoring.bonus_penalty,
        step=scoring.bonus_energy_per_round,
        target=scoring.bonus_energy_per_round * state.round,
    )


def info(pen: Pen, state: BarrageState, box: Box, lang: str) -> None:
    """The bonus tiles in round order, this round's framed with the VP each of what it counts, and when it pays;
    then the objective tile: its VP by place, each company's count now, and what it counts."""
    rules = load_rules()
    scoring = rules.scoring
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=10)
    x = box[0] + 12
    y = box[1] + 8 + LINE / 2
    heading = say(lang, "heading-bonus").upper()
    pen.text((x, y), heading, TEXT, core.TEXT_MUTED, bold=True, anchor="lm")
    x += pen.text_width(heading, TEXT, True) + 14
    for k, tile in enumerate(state.bonus_tiles):
        current = k + 1 == state.round
        vp: list[Item] = [("vp", next(t.vp_each for t in scoring.bonus_tiles if t.id == tile))]
        width = 62 + (items_width(pen, vp, TEXT) + 30 if current else 0)
        frame = (x, y - LINE / 2 + 2, x + width, y + LINE / 2 - 2)
        edge, line = (theme.GOOD, 2.0) if current else (core.PANEL_LINE, 1.0)
        pen.rect(frame, theme.SLOT if current else core.PANEL, edge, line, radius=6)
        pen.text((x + 14, y), str(k + 1), TEXT, core.TEXT if current else core.TEXT_MUTED, bold=True)
        paste_icon(pen, COUNTED[tile], (x + 42, y), 26)
        if current:
            pen.text((x + 60, y), "×", TEXT, core.TEXT, bold=True, anchor="lm")
            draw_items(pen, vp, x + 80, y, TEXT, core.TEXT)
        x += width + 6
    rule = bonus_rule(state, lang)
    room = box[2] - box[0] - 24
    y += LINE
    pen.text((box[0] + 12, y), rule, TEXT, core.TEXT_MUTED, anchor="lm", max_width=room)
    y += LINE
    x = box[0] + 12
    heading = say(lang, "heading-objective").upper()
    pen.text((x, y), heading, TEXT, core.TEXT_MUTED, bold=True, anchor="lm")
    places: list[Item] = [("vp", " · ".join(str(vp) for vp in scoring.objective_vp))]
    draw_items(pen, places, x + pen.text_width(heading, TEXT, True) + 14, y, TEXT, core.TEXT_MUTED)
    count = OBJECTIVES[state.objective]
    x = box[2] - 12
    for seat in reversed(range(len(state.companies))):
        n = str(count(scoring, rules.map, state.map, seat))
        pen.text((x, y), n, TEXT, core.TEXT, bold=True, anchor="rm")
        x -= pen.text_width(n, TEXT, True) + 4 + MARKER / 2
        marker = badge_sprite(state.companies[seat].company, round(pen.px(MARKER)), lettered=False)
        pen.paste(marker, (x, y))
        x -= MARKER / 2 + 14
    y += LINE
    text = say(lang, f"objective-{state.objective}")
    pen.text((box[0] + 12, y), text, TEXT, core.TEXT, anchor="lm", max_width=room)
