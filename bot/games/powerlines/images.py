"""Every call into `render/powerlines` goes through here, drawn in the table's worker processes (None if a
drawing fails). `lang` is a language or Discord locale for every word inside the image and for its description
(the attachment's alt text)."""

from collections.abc import Sequence
from functools import partial

import discord

import render.powerlines as render
from bot.table import drawing
from engine.powerlines.state import PowerLinesState
from i18n.catalog import language


async def grid(
    state: PowerLinesState,
    names: Sequence[str],
    *,
    lang: str,
    filename: str,
    highlight: Sequence[tuple[int, int]] = (),
    last: tuple[int, int] | None = None,
    pending: tuple[int, int, int] | None = None,
) -> discord.File | None:
    function = partial(render.GRID, lang=language(lang), highlight=tuple(highlight), last=last, pending=pending)
    return await drawing.draw(function, filename, state, tuple(names))


async def final(state: PowerLinesState, game: int, names: Sequence[str], *, lang: str) -> discord.File | None:
    """Game `game` (0-based) scored line by line, with the match so far."""
    function = partial(render.FINAL, lang=language(lang), game=game)
    return await drawing.draw(function, f"scored-{game + 1}.png", state, tuple(names))


async def timelapse(states: Sequence[PowerLinesState], names: Sequence[str], *, lang: str) -> discord.File | None:
    """The match tile by tile, as an animated GIF."""
    function = partial(render.TIMELAPSE, lang=language(lang))
    return await drawing.draw(function, "timelapse.gif", tuple(states), tuple(names))
