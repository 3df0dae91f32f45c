"""Barrage's own slash commands: the map, a company's board and the shared boards, each answered privately with
its image in the asker's language, as the game stood when the turn under way began."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.games.barrage import images
from bot.games.barrage.catalog import say
from bot.games.barrage.settings import LobbySettings
from bot.table.live_game import LiveGame
from bot.table.module import GameModule
from bot.table.replies import files, tell
from bot.translator import described, named
from engine.barrage.data_load import load_rules
from engine.barrage.state import BarrageState
from render.barrage.naming import seat_company

if TYPE_CHECKING:
    from bot.table.host import TableHost

MAX_SEATS = max(load_rules().players)


async def show_company(interaction: discord.Interaction, table: LiveGame[BarrageState], seat: int | None) -> None:
    """`/barrage company [seat]`: a company's board (the asker's own without a seat), privately."""
    lang = interaction.locale.value
    chosen = table.seat_of(interaction.user.id) if seat is None else seat - 1
    if chosen is None:
        await tell(interaction, say(lang, "company-which", game=table.row.id))
        return
    if chosen >= len(table.seats):
        await tell(interaction, say(lang, "no-such-seat", seat=chosen + 1, game=table.row.id, seats=len(table.seats)))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    image = await images.company(table.state, chosen, table.seat_names, lang=lang)
    text = say(lang, "shown-company", name=table.seat_names[chosen], company=seat_company(table.state, chosen, lang))
    await interaction.followup.send(text, files=files(image), ephemeral=True)


def add(
    group: app_commands.Group, host: "TableHost[GameModule]", module: GameModule[BarrageState, LobbySettings]
) -> None:
    key = module.key

    async def running(interaction: discord.Interaction) -> LiveGame[BarrageState] | None:
        """The game of this channel, or None once the asker was told there is none."""
        row = await host.store.games.latest_game_for(interaction.channel_id or 0, key)
        table = None if row is None else await host.games.table(row.id)
        if table is None:
            await tell(interaction, say(interaction.locale.value, "no-game-here", title=module.title, command=key))
        return table

    async def show(interaction: discord.Interaction, text: str, image: discord.File | None) -> None:
        await interaction.followup.send(text, files=files(image), ephemeral=True)

    @group.command(name=named("map", module.catalog), description=described("command-map", module.catalog))
    async def map_(interaction: discord.Interaction) -> None:
        table = await running(interaction)
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = interaction.locale.value
        image = await images.map_image(table.state, table.seat_names, lang=lang, filename="map.png")
        await show(interaction, say(lang, "shown-map", game=table.row.id), image)

    @group.command(name=named("company", module.catalog), description=described("command-company", module.catalog))
    @app_commands.rename(seat=named("seat", module.catalog))
    @app_commands.describe(seat=described("option-seat", module.catalog))
    async def company(
        interaction: discord.Interaction, seat: app_commands.Range[int, 1, MAX_SEATS] | None = None
    ) -> None:
        table = await running(interaction)
        if table is not None:
            await show_company(interaction, table, seat)

    @group.command(name=named("boards", module.catalog), description=described("command-boards", module.catalog))
    async def boards(interaction: discord.Interaction) -> None:
        table = await running(interaction)
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = interaction.locale.value
        image = await images.boards(table.state, table.seat_names, lang=lang)
        await show(interaction, say(lang, "shown-boards", game=table.row.id), image)
