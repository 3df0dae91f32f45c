"""Power Lines images for the bot: every `render_*` function returns finished PNG bytes, ready to attach, and its
`describe_*` (`render.powerlines.described`) the same picture in words; `GRID`, `FINAL` and `TIMELAPSE` pair them
(`render.core.picture.Picture`), and `board_text` says the whole match for "Read the board".

All take engine state plus `names` (display name per seat; the engine knows only seat numbers) and `lang`, the
language code ("en", "de", "fr") of every word drawn, and are pure and deterministic: the same arguments give the
same bytes. They are CPU-bound; call them via `asyncio.to_thread`. `spot_labels` names legal spots exactly as
`render_grid` letters them, for the bot's menus.
"""

from collections.abc import Sequence

from engine.powerlines.state import PowerLinesState
from render.core.draw import encode_png
from render.core.picture import Picture
from render.powerlines.described import board_text, describe_final, describe_grid, describe_timelapse
from render.powerlines.final import final_image
from render.powerlines.grid import grid_image, spot_labels
from render.powerlines.timelapse import timelapse_gif


def render_grid(
    state: PowerLinesState,
    names: Sequence[str],
    *,
    lang: str,
    highlight: tuple[tuple[int, int], ...] = (),
    last: tuple[int, int] | None = None,
    pending: tuple[int, int, int] | None = None,
) -> bytes:
    """The current game's grid: players and sides, whose turn, the match so far, the tiles left.

    `highlight`: legal empty cells, lettered as `spot_labels(highlight)`; `last`: the cell placed last (haloed);
    `pending`: (x, y, tile) a placement being considered, drawn translucent.
    """
    return encode_png(grid_image(state, names, lang=lang, highlight=highlight, last=last, pending=pending))


def render_final(state: PowerLinesState, names: Sequence[str], *, lang: str, game: int | None = None) -> bytes:
    """A scored game (`game`, 0-based; the last finished by default): each line with the side it scored for, the
    game's totals and the match so far, or its result once the match is over."""
    return encode_png(final_image(state, names, lang=lang, game=game))


def render_timelapse(states: Sequence[PowerLinesState], names: Sequence[str], *, lang: str) -> bytes:
    """The game replayed as an animated GIF, one frame per state given (every tile, or every round's end)."""
    return timelapse_gif(states, names, lang=lang)


GRID = Picture(render_grid, describe_grid)
FINAL = Picture(render_final, describe_final)
TIMELAPSE = Picture(render_timelapse, describe_timelapse)

__all__ = [
    "FINAL",
    "GRID",
    "TIMELAPSE",
    "board_text",
    "describe_final",
    "describe_grid",
    "describe_timelapse",
    "render_final",
    "render_grid",
    "render_timelapse",
    "spot_labels",
]
