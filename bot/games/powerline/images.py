"""Every call into `render/` goes through here, so a change of its signatures touches one file.

Drawing runs in the table's worker processes (`bot.table.drawing`); a drawing that fails gives None.
"""

from collections.abc import Sequence

import discord

import render.powerline as render
from bot.table.drawing import draw
from engine.powerline.game import POWERLINE
from engine.powerline.plan import Placement
from engine.powerline.state import PowerlineRecord, PowerlineState


def public(state: PowerlineState) -> PowerlineState:
    """What everybody may see: submitted plans are sealed."""
    return POWERLINE.player_view(state, None)


async def preview(
    state: PowerlineState, seat: int, start: str, placements: Sequence[Placement], names: Sequence[str]
) -> discord.File | None:
    view = POWERLINE.player_view(state, seat)
    args = (view, seat, start, tuple(placements), tuple(names))
    return await draw(render.render_preview, "plan.png", *args, affinity=(state.config, seat))


async def board(state: PowerlineState, seat: int, names: Sequence[str]) -> discord.File | None:
    return await draw(render.render_board, f"board-{seat + 1}.png", public(state), seat, tuple(names))


def center_name(round_: int) -> str:
    """The center board's file name on round `round_`'s message, which its later edits show again."""
    return f"round-{round_}.png"


async def center(state: PowerlineState, names: Sequence[str]) -> discord.File | None:
    return await draw(render.render_center, center_name(state.round), public(state), tuple(names))


async def round_summary(state: PowerlineState, events: Sequence[object], names: Sequence[str]) -> discord.File | None:
    return await draw(render.render_round_summary, "boards.png", public(state), tuple(events), tuple(names))


async def standings(state: PowerlineState, names: Sequence[str]) -> discord.File | None:
    return await draw(render.render_standings, "standings.png", public(state), tuple(names))


async def timelapse(record: PowerlineRecord, seat: int, names: Sequence[str]) -> discord.File | None:
    return await draw(render.render_timelapse, f"timelapse-{seat + 1}.gif", record, seat, tuple(names))
