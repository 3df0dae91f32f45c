"""The private move picker: choose a tile, then a spot, see it on the grid, place it.

The picker keeps no draft: what was chosen so far rides in the custom ids of its components (the tile, then the
spot's index among the legal spots of this turn), and every click is checked again against the game, so a stale
or forged picker changes nothing.
"""

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.games.powerlines import images
from bot.games.powerlines.catalog import say
from bot.games.powerlines.words import error_text, progress, side_name, spot_text, tile_text
from bot.table.cards import card, notice
from bot.table.refusals import ended
from bot.table.replies import files
from bot.table.routes import Control, Route, button, select
from bot.table.table import Table
from bot.table.turns import picker_seat
from engine.core.errors import RuleError
from engine.powerlines.actions import PlaceTile
from engine.powerlines.position import legal_cells, on_turn, remaining
from engine.powerlines.state import PowerLinesState

if TYPE_CHECKING:
    from bot.table.host import TableHost

KEY = "powerlines"
_CHOICE = re.compile(r"(?:t(?P<tile>[0-9]{1,2})(?:-c(?P<cell>[0-9]{1,2}))?)?")
_INDEX = re.compile(r"[0-9]{1,2}")
"""A tile or a spot as a select's value carries it: plain digits (`str.isdigit` passes "²")."""


def refusal_for(table: Table | None, turn: int, game_id: int, locale: str) -> str | None:
    """Why a button of `turn` no longer applies, or None if it does, in the clicker's `locale`."""
    refusal = ended(table, game_id, locale)
    if refusal is None and table is not None and turn != table.phase:
        return say(locale, "stale-turn", old=turn + 1, game=game_id, now=table.phase + 1)
    return refusal


class Picker:
    async def open(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.message(table, seat, interaction.locale.value, None, None)
        await interaction.followup.send(view=message["view"], files=message["files"], ephemeral=True)

    async def message(
        self, table: Table, seat: int, lang: str, tile: int | None, cell: int | None, note: str | None = None
    ) -> dict[str, Any]:
        """The picker as the player on turn sees it: the tile and spot chosen so far, and the grid with the legal
        spots marked (and the chosen tile on its spot)."""
        state: PowerLinesState = table.state
        cells = legal_cells(state)
        header = say(lang, "picker-header", side=side_name(state, seat, lang), **progress(state))
        lines = [header]
        rows: list[list[Control]] = [[self._tiles(table, lang, tile)]]
        pending = None
        if tile is None:
            lines.append(say(lang, "picker-pick-tile"))
        elif cell is None:
            lines.append(say(lang, "picker-pick-spot", tile=tile_text(tile, lang)))
            rows.append([self._spots(table, lang, tile, cells)])
        else:
            x, y = cells[cell]
            spot = spot_text((x, y), cells, lang)
            lines.append(say(lang, "picker-ready", tile=tile_text(tile, lang), spot=spot))
            rows.append([self._spots(table, lang, tile, cells, cell)])
            route = Route(KEY, "pick", table.row.id, state.turn, 0, f"t{tile}-c{cell}")
            rows.append([button(route, say(lang, "button-place"), discord.ButtonStyle.success)])
            pending = (x, y, tile)
        if note:
            lines.append(note)
        image = await images.grid(
            state,
            table.names,
            lang=lang,
            filename="move.png",
            highlight=cells if pending is None else (),
            pending=pending,
        )
        view = card("\n".join(lines), image=None if image is None else image.filename, rows=rows)
        return {"view": view, "files": files(image)}

    @staticmethod
    def _tiles(table: Table, lang: str, chosen: int | None) -> Control:
        options = [
            discord.SelectOption(label=tile_text(t, lang), value=str(t), default=t == chosen)
            for t in remaining(table.state)
        ]
        route = Route(KEY, "pick", table.row.id, table.phase, 0, "")
        return select(route, options, say(lang, "pick-tile"))

    @staticmethod
    def _spots(
        table: Table, lang: str, tile: int, cells: Sequence[tuple[int, int]], chosen: int | None = None
    ) -> Control:
        options = [
            discord.SelectOption(label=spot_text(c, cells, lang), value=str(i), default=i == chosen)
            for i, c in enumerate(cells)
        ]
        route = Route(KEY, "pick", table.row.id, table.phase, 0, f"t{tile}")
        return select(route, options, say(lang, "pick-spot"))

    async def on_component(
        self, host: "TableHost", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        lang = interaction.locale.value
        choice = _CHOICE.fullmatch(route.arg)
        found = await picker_seat(
            host,
            interaction,
            route,
            well_formed=choice is not None,
            say=say,
            gone=lambda table: refusal_for(table, route.phase, route.table, lang),
            refusal=lambda table, seat: self._refusal(table, seat, route, lang),
        )
        if found is None or choice is None:
            return
        table, seat = found
        tile, cell = self._choice(table, choice, values)
        if tile is None and (choice["tile"] is not None or values):
            message = await self.message(table, seat, lang, None, None, say(lang, "choice-gone"))
        elif choice["cell"] is None or cell is None:
            message = await self.message(table, seat, lang, tile, cell)
        else:
            assert tile is not None
            message = await self._place(host, interaction, table, seat, tile, cell, route)
        message["attachments"] = message.pop("files", [])
        await interaction.edit_original_response(**message)

    def _refusal(self, table: Table, seat: int, route: Route, lang: str) -> str | None:
        if table.over:
            return say(lang, "game-over", game=table.row.id)
        if route.phase != table.phase:
            return say(lang, "picker-stale", old=route.phase + 1)
        turn = on_turn(table.state)
        if turn != seat:
            return say(lang, "not-your-turn", who=table.names[turn] if turn is not None else "—")
        return None

    @staticmethod
    def _choice(table: Table, choice: re.Match[str], values: Sequence[str]) -> tuple[int | None, int | None]:
        """The tile and the spot's index the click chose, each None if missing or no longer available."""
        left = remaining(table.state)
        cells = legal_cells(table.state)
        tile = int(choice["tile"]) if choice["tile"] is not None else None
        cell = int(choice["cell"]) if choice["cell"] is not None else None
        value = values[0] if len(values) == 1 and _INDEX.fullmatch(values[0]) else None
        if tile is None and value is not None:
            tile = int(value)
        elif tile is not None and cell is None and value is not None:
            cell = int(value)
        if tile is not None and tile not in left:
            return None, None
        if cell is not None and cell >= len(cells):
            return tile, None
        return tile, cell

    async def _place(
        self,
        host: "TableHost",
        interaction: discord.Interaction,
        table: Table,
        seat: int,
        tile: int,
        cell: int,
        route: Route,
    ) -> dict[str, Any]:
        """Commit the move under the game's lock (it is stored before the player hears it is played)."""
        lang = interaction.locale.value
        async with host.lock(table.row.id):
            if table.phase != route.phase:
                return {"view": notice(say(lang, "picker-stale", old=route.phase + 1))}
            cells = legal_cells(table.state)
            x, y = cells[cell]
            spot = spot_text((x, y), cells, lang)
            try:
                await host.submit(
                    table, [(PlaceTile(seat, table.state.turn, tile, x, y), "player", interaction.user.id)]
                )
            except RuleError as error:
                return await self.message(table, seat, lang, None, None, error_text(error, lang))
        return {"view": notice(say(lang, "placed-ok", tile=tile_text(tile, lang), spot=spot))}
