"""Powerline images for the bot: every `render_*` function returns finished image bytes, ready to attach.

All take engine state plus `names` (display name per seat; the engine knows only seat numbers) and `lang`, the
language code ("en", "de", "fr") of every word drawn, and are pure and deterministic: the same arguments give the
same bytes. They are CPU-bound; call them via `asyncio.to_thread`. PNG for still images, GIF for the timelapse.
The `*_image` functions in the submodules return Pillow images.

Each picture the bot posts is a `Picture` (`PREVIEW`, `BOARD`, `CENTER`, `SUMMARY`, `STANDINGS`, `TIMELAPSE`): its
`render_*` function paired with the describer of `render.powerline.described`, which says in words what the image
shows; `board_text` is the whole game in words, for "Read the board".
"""

from collections.abc import Sequence

from engine.powerline.plan import Placement
from engine.powerline.state import PowerlineRecord, PowerlineState
from render.core.draw import encode_png
from render.core.picture import Picture
from render.powerline.board import board_image
from render.powerline.center import center_png
from render.powerline.described import (
    board_text,
    describe_board,
    describe_center,
    describe_preview,
    describe_round_summary,
    describe_standings,
    describe_timelapse,
)
from render.powerline.preview import preview_base, preview_png
from render.powerline.standings import standings_image
from render.powerline.summary import summary_png
from render.powerline.timelapse import timelapse_gif


def render_board(state: PowerlineState, seat: int, names: Sequence[str], *, lang: str) -> bytes:
    """One player's board: network, tokens, cities, stations, chart, energy, jokers, island, vacation, VP."""
    return encode_png(board_image(state, seat, names, lang=lang))


def render_preview(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str], *, lang: str
) -> bytes:
    """The private planner: the plan so far (`start` is "red" or "black") and the next worker's legal spots."""
    return preview_png(state, seat, start, placements, names, lang=lang)


def prepare_preview(state: PowerlineState, seat: int, names: Sequence[str], *, lang: str) -> None:
    """Draw and keep the board this seat's previews start from this round, before their first click needs it."""
    preview_base(state, seat, names, lang)


def render_center(state: PowerlineState, names: Sequence[str], *, lang: str) -> bytes:
    """Dice, round track with scorings, the three scoring tiles and the VP standings with plan status."""
    return center_png(state, names, lang=lang)


def render_round_summary(
    state_after: PowerlineState, events: Sequence[object], names: Sequence[str], *, lang: str
) -> bytes:
    """Every board after a round, with the round's new tokens, cities and stations haloed (from `events`)."""
    return summary_png(state_after, events, names, lang=lang)


def render_standings(state: PowerlineState, names: Sequence[str], *, lang: str) -> bytes:
    """Places with each player's VP breakdown; the solo rating chart in a finished solo game."""
    return encode_png(standings_image(state, names, lang=lang))


def render_timelapse(
    record_or_states: PowerlineRecord | Sequence[PowerlineState], seat: int, names: Sequence[str], *, lang: str
) -> bytes:
    """An animated GIF of one board, a frame per round; pass the game's record or its per-round states."""
    return timelapse_gif(record_or_states, seat, names, lang=lang)


PREVIEW = Picture(render_preview, describe_preview)
BOARD = Picture(render_board, describe_board)
CENTER = Picture(render_center, describe_center)
SUMMARY = Picture(render_round_summary, describe_round_summary)
STANDINGS = Picture(render_standings, describe_standings)
TIMELAPSE = Picture(render_timelapse, describe_timelapse)

__all__ = [
    "BOARD",
    "CENTER",
    "PREVIEW",
    "STANDINGS",
    "SUMMARY",
    "TIMELAPSE",
    "board_text",
    "describe_board",
    "describe_center",
    "describe_preview",
    "describe_round_summary",
    "describe_standings",
    "describe_timelapse",
    "prepare_preview",
    "render_board",
    "render_center",
    "render_preview",
    "render_round_summary",
    "render_standings",
    "render_timelapse",
]
