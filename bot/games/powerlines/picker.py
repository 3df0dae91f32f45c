"""Power Lines' private move picker: choose a tile, then a spot, see it on the grid, place it.

What was chosen so far rides in the route's argument: `t<tile>` once a tile is chosen, `t<tile>-c<spot>` once its
spot is (the spot's index among this turn's legal spots, lettered as on the grid). `h` asks for a suggestion: the
strong computer's move, worked out in the hints' thinking process, shown chosen and ready to place, with why.
"""

import re
from collections.abc import Callable, Sequence

import discord

from bot.games.powerlines import images
from bot.games.powerlines.catalog import say
from bot.games.powerlines.words import progress, side_name, spot_text, tile_text
from bot.table.live_game import LiveGame
from bot.table.picker import Click, PickerCard, Play, Show
from bot.table.routes import Control, Route, button, select
from bot.table.thinking import ThinkingFailed, advise
from engine.powerlines.actions import PlaceTile
from engine.powerlines.ai import suggestion
from engine.powerlines.position import legal_cells, remaining
from engine.powerlines.state import PowerLinesState

_DRAFT = re.compile(r"(?:t(?P<tile>[0-9]{1,2})(?:-c(?P<cell>[0-9]{1,2}))?)?|(?P<hint>h)")
_INDEX = re.compile(r"[0-9]{1,2}")
"""A tile or a spot as a select's value carries it: plain digits (`str.isdigit` passes "²")."""


def well_formed(arg: str) -> bool:
    return _DRAFT.fullmatch(arg) is not None


def click(table: LiveGame[PowerLinesState], seat: int, arg: str, values: Sequence[str], lang: str) -> Click[str]:
    """The draft after a choice in a menu, or the move once the Place button carries tile and spot."""
    state = table.state
    draft = _DRAFT.fullmatch(arg)
    assert draft is not None, "the shell passes only well-formed arguments"
    if draft["hint"]:
        return Show(arg)
    tile = None if draft["tile"] is None else int(draft["tile"])
    cell = None if draft["cell"] is None else int(draft["cell"])
    value = int(values[0]) if len(values) == 1 and _INDEX.fullmatch(values[0]) else None
    if tile is None:
        tile = value
    elif cell is None:
        cell = value
    cells = legal_cells(state)
    if tile is None or tile not in remaining(state):
        gone = tile is not None or bool(values)
        return Show("", say(lang, "choice-gone") if gone else None)
    if cell is None or cell >= len(cells):
        return Show(f"t{tile}")
    if draft["cell"] is None:
        return Show(f"t{tile}-c{cell}")
    x, y = cells[cell]
    return Play(PlaceTile(seat, state.turn, tile, x, y), "")


def played(table: LiveGame[PowerLinesState], action: PlaceTile, turn: int, lang: str) -> str:
    spot = spot_text((action.x, action.y), legal_cells(table.began(turn)), lang)
    return say(lang, "placed-ok", tile=tile_text(action.tile, lang), spot=spot)


async def picker_card(
    table: LiveGame[PowerLinesState], seat: int, lang: str, draft: str, route: Callable[[str], Route]
) -> PickerCard:
    """The tile and spot chosen so far, and the grid with the legal spots marked (or the chosen tile on its spot);
    asked for (`h`), the suggested move chosen, with why."""
    state = table.state
    cells = legal_cells(state)
    lines = [say(lang, "picker-header", side=side_name(state, seat, lang), **progress(state))]
    hinted = draft == "h"
    if hinted:
        draft, told = await _suggested(state, seat, cells, lang)
        lines.append(told)
    chosen = _DRAFT.fullmatch(draft)
    assert chosen is not None
    tile = None if chosen["tile"] is None else int(chosen["tile"])
    cell = None if chosen["cell"] is None else int(chosen["cell"])
    rows: list[list[Control]] = [[_tiles(state, lang, tile, route(""))]]
    pending = None
    if tile is None:
        lines.append(say(lang, "picker-pick-tile"))
    elif cell is None:
        lines.append(say(lang, "picker-pick-spot", tile=tile_text(tile, lang)))
        rows.append([_spots(cells, lang, None, route(f"t{tile}"))])
    else:
        x, y = cells[cell]
        lines.append(say(lang, "picker-ready", tile=tile_text(tile, lang), spot=spot_text((x, y), cells, lang)))
        rows.append([_spots(cells, lang, cell, route(f"t{tile}"))])
        rows.append([button(route(draft), say(lang, "button-place"), discord.ButtonStyle.success)])
        pending = (x, y, tile)
    if not hinted:
        rows.append([button(route("h"), say(lang, "button-suggest"))])
    highlight = cells if pending is None else ()
    image = await images.grid(
        state, table.seat_names, lang=lang, filename="move.png", highlight=highlight, pending=pending
    )
    return PickerCard("\n".join(lines), rows, image)


async def _suggested(state: PowerLinesState, seat: int, cells: Sequence[tuple[int, int]], lang: str) -> tuple[str, str]:
    """The draft with the strong computer's move chosen, and what it says of it; if no worker could work it out,
    an empty draft and that."""
    try:
        found = await advise(suggestion, state, seat)
    except ThinkingFailed:
        return "", say(lang, "hint-failed")
    lead = round(found.lead)
    reason = say(
        lang, "hint-exact" if found.exact else "hint-estimate", lead=abs(lead), ahead="yes" if lead > 0 else "no"
    )
    spot = spot_text((found.x, found.y), cells, lang)
    told = say(lang, "hint-suggested", tile=tile_text(found.tile, lang), spot=spot, reason=reason)
    return f"t{found.tile}-c{cells.index((found.x, found.y))}", told


def _tiles(state: PowerLinesState, lang: str, chosen: int | None, route: Route) -> Control:
    options = [
        discord.SelectOption(label=tile_text(t, lang), value=str(t), default=t == chosen) for t in remaining(state)
    ]
    return select(route, options, say(lang, "pick-tile"))


def _spots(cells: Sequence[tuple[int, int]], lang: str, chosen: int | None, route: Route) -> Control:
    options = [
        discord.SelectOption(label=spot_text(c, cells, lang), value=str(i), default=i == chosen)
        for i, c in enumerate(cells)
    ]
    return select(route, options, say(lang, "pick-spot"))
