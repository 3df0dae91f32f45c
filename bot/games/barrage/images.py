"""Every call into `render/barrage` goes through here, drawn in the table's worker processes (None if a drawing
fails), each image with its description in the same language (the attachment's alt text). `lang` is a language or
Discord locale for every word inside the image and about it; images get the public view of the state, so nothing
hidden ever reaches a worker."""

from collections.abc import Iterable, Sequence
from functools import partial

import discord

import render.barrage as render
from bot.table import drawing
from bot.table.player_views import player_view
from engine.barrage.events import ScoreLine
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState
from i18n.catalog import language


def spot_labels(spots: Iterable[str]) -> dict[str, str]:
    """The letter of each highlighted spot, as the map image draws it."""
    return render.spot_labels(spots)


async def map_image(
    state: BarrageState,
    names: Sequence[str],
    *,
    lang: str,
    filename: str,
    highlight: Sequence[str] = (),
    moved: Sequence[str] = (),
) -> discord.File | None:
    function = partial(render.MAP, lang=language(lang), highlight=tuple(highlight), moved=tuple(moved))
    return await drawing.draw(function, filename, player_view(BARRAGE, state, None), tuple(names))


async def company(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> discord.File | None:
    function = partial(render.COMPANY, lang=language(lang))
    public = player_view(BARRAGE, state, None)
    return await drawing.draw(function, f"company-{seat + 1}.png", public, seat, tuple(names))


async def boards(state: BarrageState, names: Sequence[str], *, lang: str) -> discord.File | None:
    function = partial(render.BOARDS, lang=language(lang))
    return await drawing.draw(function, "boards.png", player_view(BARRAGE, state, None), tuple(names))


async def final(
    state: BarrageState, names: Sequence[str], *, lang: str, lines: Sequence[ScoreLine]
) -> discord.File | None:
    function = partial(render.FINAL, lang=language(lang), lines=tuple(lines))
    return await drawing.draw(function, "final.png", player_view(BARRAGE, state, None), tuple(names))


async def timelapse(states: Sequence[BarrageState], names: Sequence[str], *, lang: str) -> discord.File | None:
    """The map at each round's end, as an animated GIF."""
    function = partial(render.TIMELAPSE, lang=language(lang))
    return await drawing.draw(
        function, "timelapse.gif", tuple(BARRAGE.player_view(s, None) for s in states), tuple(names)
    )
