"""The center board: this round's dice, the round track with its scorings, the active scoring tiles, standings."""

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

WIDTH, HEIGHT = 1100, 700
SMALL = 18
"""The smallest text: 9 px once Discord shows the board 550 px wide."""


def bracket_label(tile: ScoringTile, low: int, high: int | None) -> str:
    if len(tile.brackets) == 1 and (low, high) == (1, 1):
        return "✓"
    if high is None:
        return f"{low}+"
    return str(low) if low == high else f"{low}–{high}"


def dice_row(pen: Pen, y: float, state: PowerlineState, lang: str) -> None:
    rules = load_rules()
    step = (WIDTH - 2 * theme.MARGIN - 40) / len(rules.workers)
    size = round(pen.px(76))
    for i, (colour, value) in enumerate(zip(rules.workers, state.dice, strict=True)):
        cx = theme.MARGIN + 20 + step * (i + 0.5)
        pen.paste(worker_die(colour, value, size), (cx - 40, y))
        pen.text((cx + 6, y - 12), say(lang, f"mark-{colour}"), 32, core.TEXT, bold=True, anchor="lm")
        name = say(lang, f"colour-{colour}")
        pen.text((cx + 6, y + 20), name, SMALL, core.TEXT_MUTED, anchor="lm", max_width=step / 2 + 8)


def round_track(pen: Pen, y: float, state: PowerlineState, lang: str) -> None:
    rules = load_rules()
    m = theme.MARGIN + 20
    cell = (WIDTH - 2 * m) / rules.rounds
    for r in range(1, rules.rounds + 1):
        x0 = m + cell * (r - 1)
        box = (x0 + 3, y, x0 + cell - 3, y + 54)
        done = r < state.round or state.finished
        current = r == state.round and not state.finished
        fill = core.PANEL if not done else theme.SLOT_EMPTY
        pen.rect(box, fill, theme.HIGHLIGHT if current else core.PANEL_LINE, 4 if current else 1.5, radius=8)
        colour = core.TEXT if not done else core.TEXT_MUTED
        pen.text(((box[0] + box[2]) / 2, y + 27), str(r), 24, colour, bold=current)
        if r in rules.scoring_after_rounds:
            n = rules.scoring_after_rounds.index(r)
            c = ((box[0] + box[2]) / 2, y + 76)
            pen.circle(c, 15, theme.SUN, theme.SUN_EDGE, 2)
            pen.text(c, str(n + 1), SMALL, core.INK, bold=True)
            label = say(lang, "scoring-nth", n=n + 1)
            pen.text((min(c[0], WIDTH - m - 70), c[1] + 28), label, SMALL, core.TEXT_MUTED, max_width=2 * cell)


def tile_card(
    pen: Pen, box: tuple[float, float, float, float], tile: ScoringTile, upcoming: int | None, lang: str
) -> None:
    """One scoring tile: letter, what it counts and its table of VP per scoring, the next scoring framed."""
    x0, y0, x1, _ = box
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=14)
    pen.rect((x0 + 14, y0 + 14, x0 + 60, y0 + 60), theme.TILE, theme.TILE_EDGE, 2, radius=8)
    pen.text((x0 + 37, y0 + 37), tile.letter, 30, core.INK, bold=True)
    room = x1 - x0 - 86
    lines = pen.lines(say(lang, f"tile-{tile.letter}"), 19, room, bold=True)
    for j, line in enumerate(lines):
        y = y0 + 37 + 22 * (j - (len(lines) - 1) / 2)
        pen.text((x0 + 72, y), line, 19, core.TEXT, bold=True, anchor="lm", max_width=room)
    rows = [(say(lang, "tile-each"), tile.per_unit)] if tile.per_unit is not None else []
    for b, (low, high) in enumerate(tile.brackets):
        rows.append((bracket_label(tile, low, high), tuple(tile.points[s][b] for s in range(3))))
    col = (x1 - x0 - 110) / 3
    top = y0 + 78
    for s in range(3):
        cx = x0 + 96 + col * (s + 0.5)
        if upcoming == s + 1:
            pen.rect(
                (cx - col / 2 + 4, top - 4, cx + col / 2 - 4, top + 34 + 32 * len(rows)), None, theme.HIGHLIGHT, 3, 8
            )
        pen.text((cx, top + 14), say(lang, "ordinal", n=s + 1), SMALL, core.TEXT_MUTED, bold=True, max_width=col - 8)
    for i, (label, values) in enumerate(rows):
        y = top + 46 + 32 * i
        pen.text((x0 + 24, y), label, 19, core.TEXT_MUTED, bold=True, anchor="lm", max_width=48 + col / 2)
        for s, points in enumerate(values or ()):
            pen.text((x0 + 96 + col * (s + 0.5), y), str(points), 22, core.TEXT, bold=True)


def standings_row(pen: Pen, y: float, state: PowerlineState, names: Sequence[str], lang: str) -> None:
    """Every seat by VP, with a check once its plan for this round is in."""
    seats = sorted(range(len(state.players)), key=lambda s: (-state.players[s].vp, s))
    width = (WIDTH - 2 * theme.MARGIN) / max(3, len(seats))
    for i, seat in enumerate(seats):
        x0 = theme.MARGIN + width * i
        pen.rect((x0 + 4, y, x0 + width - 4, y + 74), core.PANEL, core.PANEL_LINE, 1.5, radius=12)
        swatch = theme.PLAYERS[seat]
        pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(34))), (x0 + 28, y + 37))
        pen.text((x0 + 52, y + 24), names[seat][:14], 19, core.TEXT, bold=True, anchor="lm", max_width=width - 64)
        pen.text((x0 + 52, y + 52), vp(lang, state.players[seat].vp), 20, core.TEXT, bold=True, anchor="lm")
        if not state.finished:
            mark, colour = ("✓", core.GOOD) if state.plans[seat] is not None else ("…", core.TEXT_MUTED)
            pen.text((x0 + width - 18, y + 52), mark, 22, colour, bold=True, anchor="rm")


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
    image = Image.new("RGBA", (WIDTH, HEIGHT), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    title = (
        say(lang, "center-game-over")
        if state.finished
        else say(lang, "round-of", round=state.round, rounds=rules.rounds)
    )
    pen.text((theme.MARGIN + 20, 36), title, 32, core.TEXT, bold=True, anchor="lm")
    pen.text((WIDTH - theme.MARGIN - 20, 36), say(lang, "dice-for-everyone"), 20, core.TEXT_MUTED, anchor="rm")
    dice_row(pen, 118, state, lang)
    round_track(pen, 186, state, lang)
    tiles = load_tiles()
    upcoming = None if state.finished else load_rules().next_scoring(state.round)
    card = (WIDTH - 2 * theme.MARGIN) / 3
    for i, letter in enumerate(state.tiles):
        x0 = theme.MARGIN + card * i
        tile_card(pen, (x0 + 6, 326, x0 + card - 6, 590), tiles[letter], upcoming, lang)
    standings_row(pen, 608, state, names, lang)
    return image
