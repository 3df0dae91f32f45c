"""The round summary: every player's board in one grid, with what this round built haloed in gold.

The boards are thumbnails without letters or numbers (each player's own board image has them); what each tile
says in words (name, VP, the round's change, supplies) stays readable once Discord shows the grid 550 px wide.
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
from render.powerline.pieces import token_sprite
from render.powerline.preview import worker_die
from render.powerline.sample import sample_game
from render.powerline.words import say, vp

GRIDS = {1: (1, 1), 2: (2, 1), 3: (2, 2), 4: (2, 2), 5: (2, 3), 6: (2, 3)}
"""Two boards across at most, so a tile's words keep their size when the grid is shown 550 px wide."""
TILE_HEADER = 80
TILE_FOOTER = 60
TITLE = 96
SMALL = 36
"""The smallest text, in units of the summary's scale: 9 px once a two-board-wide grid is shown 550 px wide."""


def tile_image(
    state: PowerlineState, seat: int, name: str, events: Sequence[object], scale: float, lang: str
) -> Image.Image:
    """One seat in the grid: name, VP and this round's change above its board, supplies below (in px at scale)."""
    board_id = state.players[seat].board
    pw, ph = plate_size(board_id, scale)
    unit = 1 / scale
    width, height = pw * unit, (ph * unit) + TILE_HEADER + TILE_FOOTER
    image = Image.new("RGBA", (pw, round(height * scale)), (*core.CANVAS, 255))
    pen = Pen(image, scale)
    player = state.players[seat]
    swatch = theme.PLAYERS[seat]
    pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(52))), (28, TILE_HEADER / 2))
    delta = vp_change(events, seat)
    right = width - 8
    if delta:
        sign, colour = ("+", core.GOOD) if delta > 0 else ("−", core.BAD)
        pen.text((right, TILE_HEADER / 2), f"{sign}{abs(delta)}", 40, colour, bold=True, anchor="rm")
        right -= pen.text_width(f"{sign}{abs(delta)}", 40, True) + 16
    total = vp(lang, player.vp)
    pen.text((right, TILE_HEADER / 2), total, 46, core.TEXT, bold=True, anchor="rm")
    room = right - pen.text_width(total, 46, True) - 24 - 64
    pen.text((64, TILE_HEADER / 2), name, 44, core.TEXT, bold=True, anchor="lm", max_width=room)
    fresh = Fresh.from_events(events, seat)
    image.paste(plate(state, seat, scale, fresh, labels=False), (0, round(TILE_HEADER * scale)))
    y = TILE_HEADER + ph * unit + TILE_FOOTER / 2 + 2
    facts = [
        say(lang, "fact-energy", n=player.energy),
        say(lang, "fact-jokers", n=player.jokers),
        say(lang, "fact-chart", n=sum(player.chart)),
    ]
    if tracks_island_tokens(state):
        facts.append(say(lang, "fact-island", n=player.island_tokens))
    pen.text((8, y), "   ".join(facts), SMALL, core.TEXT_MUTED, anchor="lm", max_width=width - 16)
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
    scale = theme.SUMMARY_SCALE
    count = len(state.players)
    cols, rows = GRIDS[count]
    tiles = [tile_image(state, seat, names[seat], events, scale, lang) for seat in range(count)]
    gap = round(theme.MARGIN * 1.5 * scale)
    tw = max(t.width for t in tiles)
    th = max(t.height for t in tiles)
    title = round(TITLE * scale)
    width = cols * tw + (cols + 1) * gap
    height = title + rows * th + (rows + 1) * gap
    image = Image.new("RGBA", (width, height), (*core.CANVAS, 255))
    pen = Pen(image, scale)
    resolved = next((e for e in events if isinstance(e, RoundResolved)), None)
    played = resolved.round if resolved else state.round
    heading = say(lang, "round-of", round=played, rounds=load_rules().rounds)
    pen.text((gap / scale, TITLE / 2 + 6), heading, 56, core.TEXT, True, "lm")
    if resolved:
        die = round(pen.px(66))
        x = width / scale - gap / scale - 40
        for colour, value in reversed(list(zip(load_rules().workers, resolved.dice, strict=True))):
            pen.paste(worker_die(colour, value, die), (x, TITLE / 2 + 6))
            x -= 80
    for seat, tile in enumerate(tiles):
        c, r = seat % cols, seat // cols
        image.paste(tile, (gap + c * (tw + gap), title + gap + r * (th + gap)))  # tiles are opaque
    return image
