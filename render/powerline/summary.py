"""The round summary: every player's board in one grid, with what this round built haloed in gold.

The boards are thumbnails without letters or numbers (each player's own board image has them); what each tile
says in words (name, VP, the round's change, supplies) stays readable once Discord fits the grid into its box: three
boards across and two down at most, so six boards come out about 44 smallest-text heights wide and 34 tall.
"""

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.powerline.config import Variants
from engine.powerline.events import RoundResolved, vp_change
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from engine.powerline.steps import tracks_island_tokens
from render.core import theme as core
from render.core.draw import Pen, choose_palette, encode_png, indexed
from render.powerline import theme
from render.powerline.board import Fresh, plate, plate_size
from render.powerline.layout import geometry
from render.powerline.pieces import token_sprite
from render.powerline.preview import worker_die
from render.powerline.sample import sample_game
from render.powerline.words import say, vp

GRIDS = {1: (1, 1), 2: (2, 1), 3: (3, 1), 4: (2, 2), 5: (3, 2), 6: (3, 2)}
"""Columns and rows per player count: three boards across at most (a phone shows the grid 284 px wide) and two
down (a desktop shows it 350 px tall)."""
PLATE_WIDTH = 380
"""Each board's width in px, whatever its layout's units: three across and the words beside them keep their
proportions."""
SMALL = 27
"""The smallest text, in px: 6.4 px once a phone shows six boards 284 px wide, 10 px once a desktop shows them
350 px tall."""
LARGE = 31
"""Name and VP over each board."""
TILE_HEADER = 48
FACT_LINE = 32
TILE_FOOTER = 2 * FACT_LINE + 6
"""Two lines of supplies under each board."""
TITLE = 60
HEADING = 34
DIE, DIE_STEP = 28, 35
GAP = 12


def facts(state: PowerlineState, seat: int, lang: str) -> tuple[str, str]:
    """A seat's supplies in two lines: energy and jokers, then tiles left on the chart and island tokens."""
    player = state.players[seat]
    spaced = "   "
    first = spaced.join((say(lang, "fact-energy", n=player.energy), say(lang, "fact-jokers", n=player.jokers)))
    second = [say(lang, "fact-chart", n=sum(player.chart))]
    if tracks_island_tokens(state):
        second.append(say(lang, "fact-island", n=player.island_tokens))
    return first, spaced.join(second)


def summary_scale(state: PowerlineState) -> float:
    """The plates' scale: the widest board in the game comes out `PLATE_WIDTH` px wide."""
    return PLATE_WIDTH / max(geometry(player.board).size[0] for player in state.players)


def tile_image(
    state: PowerlineState, seat: int, name: str, events: Sequence[object], scale: float, lang: str
) -> Image.Image:
    """One seat in the grid: name, VP and this round's change above its board, supplies below (in px; the board
    at `scale`)."""
    width, ph = plate_size(state.players[seat].board, scale)
    image = Image.new("RGBA", (width, ph + TILE_HEADER + TILE_FOOTER), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    player = state.players[seat]
    swatch = theme.PLAYERS[seat]
    middle = TILE_HEADER / 2
    pen.paste(token_sprite(swatch.fill, swatch.mark, LARGE), (LARGE / 2 + 2, middle))
    delta = vp_change(events, seat)
    right: float = width - 4
    if delta:
        sign, colour = ("+", core.GOOD) if delta > 0 else ("−", core.BAD)
        pen.text((right, middle), f"{sign}{abs(delta)}", LARGE, colour, bold=True, anchor="rm")
        right -= pen.text_width(f"{sign}{abs(delta)}", LARGE, True) + 8
    total = vp(lang, player.vp)
    pen.text((right, middle), total, LARGE, core.TEXT, bold=True, anchor="rm")
    left = LARGE + 10
    room = right - pen.text_width(total, LARGE, True) - 12 - left
    pen.text((left, middle), name, LARGE, core.TEXT, bold=True, anchor="lm", max_width=room)
    fresh = Fresh.from_events(events, seat)
    image.paste(plate(state, seat, scale, fresh, labels=False), (0, TILE_HEADER))
    y = TILE_HEADER + ph + 6 + FACT_LINE / 2
    for i, line in enumerate(facts(state, seat, lang)):
        pen.text((4, y + FACT_LINE * i), line, SMALL, core.TEXT_MUTED, anchor="lm", max_width=width - 8)
    return image


def summary_png(state: PowerlineState, events: Sequence[object], names: Sequence[str], *, lang: str) -> bytes:
    """The summary as a PNG in the palette of its player count: choosing a palette for each round's summary took
    more time than drawing it, and every summary is drawn in the same colours."""
    image = summary_image(state, events, names, lang=lang)
    return encode_png(indexed(image, summary_palette(len(state.players), state.config.variants)))


@lru_cache(maxsize=12)
def summary_palette(players: int, variants: Variants) -> Image.Image:
    """The palette chosen from the summary of a whole game of random plans (blank names): it shows every kind of
    piece, halo and city a summary can, in each seat's colour."""
    state, events = sample_game(players, variants, load_rules().rounds)
    return choose_palette(summary_image(state, events, ("",) * players, lang="en").convert("RGB"))


def summary_image(state: PowerlineState, events: Sequence[object], names: Sequence[str], *, lang: str) -> Image.Image:
    """All boards after a round; `events` are that round's events (they name what is new)."""
    scale = summary_scale(state)
    count = len(state.players)
    cols, rows = GRIDS[count]
    tiles = [tile_image(state, seat, names[seat], events, scale, lang) for seat in range(count)]
    tw = max(t.width for t in tiles)
    th = max(t.height for t in tiles)
    resolved = next((e for e in events if isinstance(e, RoundResolved)), None)
    probe = Pen(Image.new("RGBA", (1, 1)), 1.0)
    played = resolved.round if resolved else state.round
    heading = say(lang, "round-of", round=played, rounds=load_rules().rounds)
    marks = [say(lang, f"mark-{colour}") for colour in load_rules().workers]  # no die is told apart by hue alone
    steps = [DIE_STEP + GAP + round(probe.text_width(mark, HEADING, True)) for mark in marks]
    dice = sum(steps) if resolved else 0
    grid = cols * tw + (cols - 1) * GAP
    width = max(grid, round(probe.text_width(heading, HEADING, True)) + dice + GAP) + 2 * GAP
    height = TITLE + rows * (th + GAP)
    image = Image.new("RGBA", (width, height), (*core.CANVAS, 255))
    pen = Pen(image, 1.0)
    pen.text((GAP, TITLE / 2), heading, HEADING, core.TEXT, True, "lm")
    if resolved:
        x = width - GAP
        for colour, value, mark, step in reversed(
            list(zip(load_rules().workers, resolved.dice, marks, steps, strict=True))
        ):
            x -= step
            pen.paste(worker_die(colour, value, DIE), (x + DIE / 2, TITLE / 2))
            pen.text((x + DIE + 4, TITLE / 2), mark, HEADING, core.TEXT, True, "lm")
    left = (width - grid) // 2
    for seat, tile in enumerate(tiles):
        c, r = seat % cols, seat // cols
        image.paste(tile, (left + c * (tw + GAP), TITLE + r * (th + GAP)))  # tiles are opaque
    return image
