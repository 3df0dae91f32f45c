"""The private planning preview: the board with the plan so far and every spot the next worker may take.

Which spots are legal is the engine's answer (`planning.next_step`); this module only draws it.
"""

import math
from collections.abc import Sequence
from dataclasses import replace

from PIL import Image

from engine.powerline.board import board_ids, board_number, load_board
from engine.powerline.game import POWERLINE
from engine.powerline.plan import Placement
from engine.powerline.planning import NextStep, Spot, next_step, plan_spots, worker_order
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from render.core import theme as core
from render.core.cache import BoundedCache
from render.core.draw import (
    Packed,
    Patchable,
    Pen,
    choose_palette,
    darker,
    die_sprite,
    encode_png,
    indexed,
    ink_on,
    luminance,
    mix,
    ring_sprite,
)
from render.powerline import theme
from render.powerline.board import board_image, board_pixel, panel_box
from render.powerline.layout import geometry
from render.powerline.panel import Box, plan_box
from render.powerline.pieces import worker_sprite
from render.powerline.words import say


def worker_die(colour: str, value: int, size: int) -> Image.Image:
    """A die in a worker's colour, readable on the dark canvas whatever the colour."""
    fill = theme.WORKERS[colour]
    edge = darker(fill) if luminance(fill) > 0.2 else mix(fill, core.WHITE, 0.55)
    return die_sprite(value, size, fill, ink_on(fill), edge)


def destination(placement: Placement, where: Spot | None, lang: str) -> str:
    """Line and segment as the planner names them: counted from the end the line is built from (`where`, None
    for the island)."""
    if where is None:
        return say(lang, "plan-island")
    return f"{where.line}·{where.position}"


def plan_strip(
    pen: Pen,
    box: Box,
    state: PowerlineState,
    seat: int,
    start: str,
    placements: Sequence[Placement],
    step: NextStep,
    lang: str,
) -> None:
    """What the plan is at, in `box` (`panel.plan_box`): a line with what comes next and how many spots the next
    worker has, then the six workers in plan order (die, letter, where each goes; the order shows where the plan
    starts), the next one framed."""
    rules = load_rules()
    order = worker_order(rules, start)
    text = theme.SMALL_TEXT
    x0, top, x1, bottom = box
    pen.rect(box, core.PANEL, core.PANEL_LINE, 1.5, radius=12)
    line = top + 24
    if step.worker is None:
        message, status_colour = say(lang, "plan-complete"), core.GOOD
    elif step.can_stop:
        message, status_colour = say(lang, "plan-ready"), core.GOOD
    else:
        message, status_colour = say(lang, "plan-add"), core.TEXT_MUTED
    right = x1 - 14
    left = x0 + 14
    if step.worker is not None:
        spots = sum(1 for o in step.options if o.line is not None)
        island = any(o.line is None for o in step.options)
        hint = say(lang, "plan-spots-island" if island else "plan-spots", spots=spots)
        pen.text((right, line), hint, text, core.TEXT_MUTED, anchor="rm")
        right -= pen.text_width(hint, text) + 20
    pen.text((left, line), message, text, status_colour, bold=True, anchor="lm", max_width=right - left)
    places = plan_spots(state, seat, start, tuple(placements))
    chip = (x1 - x0 - 12) / len(order)
    die_y = line + 40
    die_px = round(pen.px(38))
    for i, index in enumerate(order):
        colour = rules.workers[index]
        cx = x0 + 6 + chip * (i + 0.5)
        if i == len(placements) and step.worker is not None:
            pen.rect((cx - chip / 2 + 3, die_y - 24, cx + chip / 2 - 3, bottom - 5), None, theme.HIGHLIGHT, 3, 8)
        mark = say(lang, f"mark-{colour}")
        shift = (pen.text_width(mark, text, bold=True) + 4) / 2
        pen.paste(worker_die(colour, state.dice[index], die_px), (cx - 19 - shift, die_y))
        pen.text((cx + 2 - shift, die_y), mark, text, core.TEXT, bold=True, anchor="lm")
        if i < len(placements):
            p = placements[i]
            where = destination(p, places[i], lang) + (" ☀" if p.joker else "")
            pen.text((cx, die_y + 38), where, text, core.TEXT, bold=True, max_width=chip - 8)


BASE_CACHE_BYTES = 48 * 2**20
"""Prepared boards kept by one drawing process, compressed (about 55 KB each): about 870, every seat of 145
six-player tables, so under a load of 200 such tables over two processes a board prepared as its round began is
still there at the seat's last click (the bot sends a seat's previews to the same process). 24 MB held 436 and
drew a third of the boards twice."""

bases: BoundedCache[Packed] = BoundedCache(BASE_CACHE_BYTES, lambda packed: packed.nbytes)


def preview_base(state: PowerlineState, seat: int, names: Sequence[str], lang: str) -> Packed:
    """The seat's board this round in palette mode, with an empty plan strip, packed: every click starts from it.
    Its words are in `lang`, so the language is part of the key (one table may share a process with others). One
    board per seat of a game and language: a new round's replaces the last one's."""
    slot = (seat, state.config, tuple(names), lang)
    key = (*slot, state.players[seat], state.round, state.finished, state.tiles)
    return bases.get(key, lambda: Packed.of(draw_base(state, seat, names, lang)), slot)


def draw_base(state: PowerlineState, seat: int, names: Sequence[str], lang: str) -> Image.Image:
    """The planner's board, in the seat's palette. Each click draws its plan in the plan box (an opaque panel), so
    the base leaves it bare."""
    board = board_image(state, seat, names, lang=lang, scale=theme.PREVIEW_SCALE, planner=True)
    return indexed(board, seat_palette(state, seat))


def strip_board(state: PowerlineState, seat: int, names: Sequence[str], lang: str) -> Image.Image:
    """The planner's board with an empty plan (which shows every worker colour and the highlight), in RGB."""
    scale = theme.PREVIEW_SCALE
    board = board_image(state, seat, names, lang=lang, scale=scale, planner=True)
    start = load_rules().workers[0]
    step = next_step(state, seat, start, ())
    box = plan_box(panel_box(state, seat, planner=True))
    plan_strip(Pen(board, scale), box, state, seat, start, (), step, lang)
    return board.convert("RGB")


PALETTE_BYTES = 24 * 2**20
"""Seat palettes kept by one drawing process: 48, every seat of every board in six-player games and more."""
PALETTE_WEIGHT = 2**19
"""What a palette holds once Pillow has built its colour lookup on it (64³ two-byte entries): keeping that lookup
is what makes mapping to the palette fast."""

palettes: BoundedCache[Image.Image] = BoundedCache(PALETTE_BYTES, lambda _: PALETTE_WEIGHT)


def seat_palette(state: PowerlineState, seat: int) -> Image.Image:
    """The palette of a seat's previews in every round, game and language: chosen once from the board the seat
    starts a game with (its board, seat colour, player count and optional rules; names left blank, words in
    English, as every language is drawn in the same colours). A later round's pieces are drawn in the same colours,
    and one palette per seat and board lets Pillow keep its colour lookup warm across games, where a palette per
    board and round started it cold at every click."""
    board = state.players[seat].board
    players = len(state.players)
    key = (board, seat, players, state.config.variants)

    def choose() -> Image.Image:
        number = board_number(board)
        others = [b for b in board_ids() if b != number]
        boards = (*others[:seat], number, *others[seat : players - 1])
        start = POWERLINE.initial_state(replace(state.config, seed=0, boards=boards))
        return choose_palette(strip_board(start, seat, ("",) * players, "en"))

    return palettes.get(key, choose)


def preview_png(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str], *, lang: str
) -> bytes:
    return encode_png(preview_image(state, seat, start, placements, names, lang=lang))


def preview_image(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str], *, lang: str
) -> Image.Image:
    """The board with planned workers (joker marked) and the next worker's legal spots framed, in palette mode:
    the prepared board patched where rings, workers and the plan strip go."""
    placements = tuple(placements)
    step = next_step(state, seat, start, placements)
    player = state.players[seat]
    g = geometry(player.board)
    board = load_board(player.board)
    scale = theme.PREVIEW_SCALE
    image = Patchable(preview_base(state, seat, names, lang).unpack(), seat_palette(state, seat))
    die_px = round(g.die * scale)
    for option in step.options:
        if option.line is not None and option.segment is not None:
            spots = g.lines[board.line_index(option.line)]
            angle = round(spots.angles[option.segment] % 90, 1)
            ring = ring_sprite(theme.HIGHLIGHT, die_px + 4, 5 * scale, option.joker, not option.joker, angle)
            image.paste(ring, board_pixel(g, spots.centres[option.segment], scale))
    order = worker_order(load_rules(), start)
    for i, p in enumerate(placements):
        if p.line is not None and p.segment is not None:
            colour = load_rules().workers[order[i]]
            spots = g.lines[board.line_index(p.line)]
            image.paste(
                worker_sprite(theme.WORKERS[colour], say(lang, f"mark-{colour}"), round(die_px * 0.92), p.joker),
                board_pixel(g, spots.centres[p.segment], scale),
            )
    box = plan_box(panel_box(state, seat, planner=True))
    left, top = math.floor(box[0] * scale), math.floor(box[1] * scale)
    strip = image.region((left, top, math.ceil(box[2] * scale), math.ceil(box[3] * scale)))
    plan_strip(Pen(strip, scale, (-left, -top)), box, state, seat, start, placements, step, lang)
    image.put(strip, (left, top))
    return image.image
