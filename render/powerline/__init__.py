"""Powerline images for the bot: every function returns finished image bytes, ready to attach.

All take engine state plus `names` (display name per seat; the engine knows only seat numbers) and are pure and
deterministic: the same arguments give the same bytes. They are CPU-bound; call them via `asyncio.to_thread`.
PNG for still images, GIF for the timelapse. The `*_image` functions in the submodules return Pillow images.
"""

from collections.abc import Sequence

from engine.powerline.plan import Placement
from engine.powerline.state import PowerlineState
from render.draw import encode_png
from render.powerline.board import board_image
from render.powerline.preview import preview_image


def render_board(state: PowerlineState, seat: int, names: Sequence[str]) -> bytes:
    """One player's board: network, tokens, cities, stations, chart, energy, jokers, island, vacation, VP."""
    return encode_png(board_image(state, seat, names))


def render_preview(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str]
) -> bytes:
    """The private planner: the plan so far on the board and the next worker's legal spots highlighted."""
    return encode_png(preview_image(state, seat, start, placements, names))


__all__ = ["render_board", "render_preview"]
