"""The center board: this round's dice, the round track with its scorings, the active scoring tiles, standings.

Laid out in one column 44 smallest-text heights wide and about 35 tall, so that its smallest text still reads at
9 px once Discord fits it into the desktop's 550 × 350 box and at 6 px in a phone's 284 px wide column.
"""

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.powerline.config import Variants
from engine.powerline.rules import load_rules
from engine.powerline.scoring import ScoringTile, load_tiles
from engine.powerline.state import PowerlineState
from render.core import theme as core
from render.core.draw import Pen, choose_palette, encode_png, indexed
from render.powerline import theme
from render.powerline.pieces import token_sprite
from render.powerline.preview import worker_die
from render.powerline.sample import sample_game
from render.powerline.words import say, vp

WIDTH = 880
SMALL = 20
"""The smallest text: about 10 px once Discord shows the board 350 px tall, 6.5 px on a phone, 284 px wide."""
MARGIN = 16
"""Around the cards and the standings."""
INSET = MARGIN + 12
"""Where the title, the dice and the round track begin, inside the cards' outer margin."""
DIE = 60
MARK = 30
"""The letter beside each die."""
DICE_Y = 100
TRACK_Y = 178
TRACK_H = 48
TILES_Y = 306
CARD_H = 234
CARD_PAD = 14
BADGE = 40
"""The tile's letter, in the corner of its table."""
ROW = 34
"""A line of a scoring table."""
STANDINGS_Y = TILES_Y + CARD_H + 14
SEAT_H, SEAT_GAP = 64, 8
PER_ROW = 3
"""Seats side by side in the standings: six players take two rows, so a long name keeps its size."""


def bracket_label(tile: ScoringTile, low: int, high: int | None) -> str:
    if len(tile.brackets) == 1 and (low, high) == (1, 1):
        return "✓"
    if high is None:
        return f"{low}+"
    return str(low) if low == high else f"{low}–{high}"


def dice_row(pen: Pen, y: float, state: PowerlineState, lang: str) -> None:
    """Each die with its letter beside it and its colour's name under both, so no die is told apart by hue."""
    rules = load_rules()
    step = (WIDTH - 2 * INSET) / len(rules.workers)
    for i, (colour, value) in enumerate(zip(rules.workers, state.dice, strict=True)):
        cx = INSET + step * (i + 0.5)
        mark = say(lang, f"mark-{colour}")
        left = cx - (DIE + 8 + pen.text_width(mark, MARK, bold=True)) / 2
        pen.paste(worker_die(colour, value, round(pen.px(DIE))), (left + DIE / 2, y))
        pen.text((left + DIE + 8, y), mark, MARK, core.TEXT, bold=True, anchor="lm")
        name = say(lang, f"colour-{colour}")
        pen.text((cx, y + DIE / 2 + 20), name, SMALL, core.TEXT_MUTED, max_width=step - 8)


def round_track(pen: Pen, y: float, state: PowerlineState, lang: str) -> None:
    """Fifteen rounds, the current one framed, with a sun under each round that ends in a scoring."""
    rules = load_rules()
    cell = (WIDTH - 2 * INSET) / rules.rounds
    for r in range(1, rules.rounds + 1):
        x0 = INSET + cell * (r - 1)
        box = (x0 + 3, y, x0 + cell - 3, y + TRACK_H)
        done = r < state.round or state.finished
        current = r == state.round and not state.finished
        fill = core.PANEL if not done else theme.SLOT_EMPTY
        pen.rect(box, fill, theme.HIGHLIGHT if current else core.PANEL_LINE, 4 if current else 1.5, radius=8)
        colour = core.TEXT if not done else core.TEXT_MUTED
        pen.text(((box[0] + box[2]) / 2, y + TRACK_H / 2), str(r), 24, colour, bold=current)
        if r in rules.scoring_after_rounds:
            n = rules.scoring_after_rounds.index(r)
            c = ((box[0] + box[2]) / 2, y + TRACK_H + 22)
            pen.circle(c, 15, theme.SUN, theme.SUN_EDGE, 2)
            pen.text(c, str(n + 1), SMALL, core.INK, bold=True)
            label = say(lang, "scoring-nth", n=n + 1)
            half = pen.text_width(label, SMALL) / 2
            x = min(max(c[0], INSET + half), WIDTH - INSET - half)
            pen.text((x, c[1] + 31), label, SMALL, core.TEXT_MUTED, max_width=5 * cell)


def tile_card(
    pen: Pen, box: tuple[float, float, float, float], tile: ScoringTile, upcoming: int | None, lang: str
) -> None:
    """One scoring tile: what it counts across the top, then its table of VP per scoring with the tile's letter in
    the table's corner, the next scoring framed."""
    x0, y0, x1, _ = box
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=14)
    room = x1 - x0 - 2 * CARD_PAD
    lines = pen.lines(say(lang, f"tile-{tile.letter}"), SMALL, room, bold=True)
    for j, line in enumerate(lines):
        y = y0 + CARD_PAD + 14 + 24 * j + (12 if len(lines) == 1 else 0)
        pen.text((x0 + CARD_PAD, y), line, SMALL, core.TEXT, bold=True, anchor="lm", max_width=room)
    top = y0 + 100
    half = BADGE / 2
    pen.rect((x0 + CARD_PAD, top - half, x0 + CARD_PAD + BADGE, top + half), theme.TILE, theme.TILE_EDGE, 2, 7)
    pen.text((x0 + CARD_PAD + half, top), tile.letter, 26, core.INK, bold=True)
    rows = [(say(lang, "tile-each"), tile.per_unit)] if tile.per_unit is not None else []
    for b, (low, high) in enumerate(tile.brackets):
        rows.append((bracket_label(tile, low, high), tuple(tile.points[s][b] for s in range(3))))
    labels = max([BADGE, *(pen.text_width(label, SMALL, bold=True) for label, _ in rows)])
    left = x0 + CARD_PAD + labels + 8
    col = (x1 - 6 - left) / 3
    for s in range(3):
        cx = left + col * (s + 0.5)
        if upcoming == s + 1:
            frame = (cx - col / 2 + 2, top - half - 2, cx + col / 2 - 2, top + half + ROW * len(rows))
            pen.rect(frame, None, theme.HIGHLIGHT, 3, 8)
        pen.text((cx, top), say(lang, "ordinal", n=s + 1), SMALL, core.TEXT_MUTED, bold=True, max_width=col - 8)
    for i, (label, values) in enumerate(rows):
        y = top + ROW * (i + 1) + 4
        pen.text((x0 + CARD_PAD, y), label, SMALL, core.TEXT_MUTED, bold=True, anchor="lm")
        for s, points in enumerate(values or ()):
            pen.text((left + col * (s + 0.5), y), str(points), 22, core.TEXT, bold=True)


def standings_rows(players: int) -> int:
    return math.ceil(players / PER_ROW)


def standings(pen: Pen, y: float, state: PowerlineState, names: Sequence[str], lang: str) -> None:
    """Every seat by VP, in rows of up to three, with a check once its plan for this round is in."""
    seats = sorted(range(len(state.players)), key=lambda s: (-state.players[s].vp, s))
    rows = standings_rows(len(seats))
    per_row = math.ceil(len(seats) / rows)
    width = (WIDTH - 2 * MARGIN) / per_row
    for i, seat in enumerate(seats):
        x0 = MARGIN + width * (i % per_row)
        top = y + (SEAT_H + SEAT_GAP) * (i // per_row)
        pen.rect((x0 + 6, top, x0 + width - 6, top + SEAT_H), core.PANEL, core.PANEL_LINE, 1.5, radius=12)
        swatch = theme.PLAYERS[seat]
        pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(36))), (x0 + 32, top + SEAT_H / 2))
        pen.text((x0 + 58, top + 20), names[seat], 22, core.TEXT, bold=True, anchor="lm", max_width=width - 78)
        pen.text((x0 + 58, top + 45), vp(lang, state.players[seat].vp), 22, core.TEXT, bold=True, anchor="lm")
        if not state.finished:
            mark, colour = ("✓", core.GOOD) if state.plans[seat] is not None else ("…", core.TEXT_MUTED)
            pen.text((x0 + width - 22, top + 45), mark, 22, colour, bold=True, anchor="rm")


def height(players: int) -> int:
    """The board's height: the standings take one row for up to three players, two for more."""
    rows = standings_rows(players)
    return STANDINGS_Y + rows * SEAT_H + (rows - 1) * SEAT_GAP + MARGIN


def center_png(state: PowerlineState, names: Sequence[str], *, lang: str) -> bytes:
    """The center board as a PNG in the palette of its player count (see `summary.summary_png`)."""
    image = center_image(state, names, lang=lang)
    return encode_png(indexed(image, center_palette(len(state.players), state.config.variants)))


@lru_cache(maxsize=12)
def center_palette(players: int, variants: Variants) -> Image.Image:
    """The palette chosen from the center board of a game of random plans halfway through, one plan in: every
    colour a center board shows (dice, the next scoring framed, plans in and still to come)."""
    state, _ = sample_game(players, variants, load_rules().rounds // 2)
    return choose_palette(center_image(state, ("",) * players, lang="en").convert("RGB"))


def center_image(state: PowerlineState, names: Sequence[str], *, lang: str) -> Image.Image:
    rules = load_rules()
    image = Image.new("RGBA", (WIDTH, height(len(state.players))), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title = (
        say(lang, "center-game-over")
        if state.finished
        else say(lang, "round-of", round=state.round, rounds=rules.rounds)
    )
    pen.text((INSET, 34), title, 32, core.TEXT, bold=True, anchor="lm")
    pen.text((WIDTH - INSET, 36), say(lang, "dice-for-everyone"), SMALL, core.TEXT_MUTED, anchor="rm")
    dice_row(pen, DICE_Y, state, lang)
    round_track(pen, TRACK_Y, state, lang)
    tiles = load_tiles()
    upcoming = None if state.finished else rules.next_scoring(state.round)
    card = (WIDTH - 2 * MARGIN) / 3
    for i, letter in enumerate(state.tiles):
        x0 = MARGIN + card * i
        tile_card(pen, (x0 + 6, TILES_Y, x0 + card - 6, TILES_Y + CARD_H), tiles[letter], upcoming, lang)
    standings(pen, STANDINGS_Y, state, names, lang)
    return image
