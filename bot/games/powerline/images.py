"""Every call into `render/` goes through here, so a change of its signatures touches one file.

Drawing runs in the table's worker processes (`bot.table.drawing`); a drawing that fails gives None. `lang` is the
language (or Discord locale) of every word inside the image and of its description (alt text), which comes with
it as the attachment's description. An edit that shows again an image its message already has needs that
description again: the `*_words` functions write it, in a worker too.
"""

from collections.abc import Callable, Sequence
from functools import partial
from typing import TypeVar

import discord

import render.powerline as render
from bot.table import drawing
from bot.table.player_views import player_view
from engine.powerline.game import POWERLINE
from engine.powerline.plan import Placement
from engine.powerline.state import PowerlineRecord, PowerlineState
from i18n.catalog import language

T = TypeVar("T")


def _in(function: Callable[..., T], lang: str) -> Callable[..., T]:
    """`function` drawing in our language for `lang`: "en-GB" and "en-US" share one cached English board."""
    return partial(function, lang=language(lang))


PREVIEW = "plan.png"
"""The planner's preview attachment: an edit that keeps the draft keeps it too."""


def public(state: PowerlineState) -> PowerlineState:
    """What everybody may see: submitted plans are sealed. Every image gets it, a seat's preview too (it draws
    no submitted plan), so the six previews of a table between two plans share one state a worker keeps."""
    view: PowerlineState = player_view(POWERLINE, state, None)
    return view


async def preview(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str], *, lang: str
) -> discord.File | None:
    args = (public(state), seat, start, tuple(placements), tuple(names))
    return await drawing.draw(_in(render.PREVIEW, lang), PREVIEW, *args, affinity=(state.config, seat))


async def prepare_preview(state: PowerlineState, seat: int, names: Sequence[str], *, lang: str) -> None:
    """The board `preview` starts from, drawn in the same worker while it is idle, before the seat's first click
    of the round asks for it."""
    draw = _in(render.prepare_preview, lang)
    await drawing.prepare(draw, public(state), seat, tuple(names), affinity=(state.config, seat))


async def board(state: PowerlineState, seat: int, names: Sequence[str], *, lang: str) -> discord.File | None:
    return await drawing.draw(_in(render.BOARD, lang), f"board-{seat + 1}.png", public(state), seat, tuple(names))


def center_name(round_: int) -> str:
    """The center board's file name on round `round_`'s message, which its later edits show again."""
    return f"round-{round_}.png"


async def center(state: PowerlineState, names: Sequence[str], *, lang: str) -> discord.File | None:
    return await drawing.draw(_in(render.CENTER, lang), center_name(state.round), public(state), tuple(names))


async def center_words(state: PowerlineState, names: Sequence[str], *, lang: str) -> str | None:
    """The description of the center board `center` draws from the same arguments."""
    return await drawing.words(_in(render.describe_center, lang), public(state), tuple(names))


async def round_summary(
    state: PowerlineState, events: Sequence[object], names: Sequence[str], *, lang: str
) -> discord.File | None:
    args = (public(state), tuple(events), tuple(names))
    return await drawing.draw(_in(render.SUMMARY, lang), "boards.png", *args)


async def standings(state: PowerlineState, names: Sequence[str], *, lang: str) -> discord.File | None:
    return await drawing.draw(_in(render.STANDINGS, lang), "standings.png", public(state), tuple(names))


async def timelapse(record: PowerlineRecord, seat: int, names: Sequence[str], *, lang: str) -> discord.File | None:
    draw_gif = _in(render.TIMELAPSE, lang)
    return await drawing.draw(draw_gif, f"timelapse-{seat + 1}.gif", record, seat, tuple(names))


async def board_text(state: PowerlineState, names: Sequence[str], *, lang: str) -> str | None:
    """The whole game in words, for "Read the board"."""
    return await drawing.words(_in(render.board_text, lang), public(state), tuple(names))
