"""Barrage's own slash commands: the map and the shared boards, each answered privately with
its image in the asker's language, as the game stood when the turn under way began."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.games.barrage import images
from bot.games.barrage.catalog import say
from bot.games.barrage.settings import LobbySettings
from bot.table.clicks import ClickParts
from bot.table.live_game import LiveGame
from bot.table.module import GameModule
from bot.table.replies import files
from bot.translator import described, named
from engine.barrage.data_load import load_rules
from engine.barrage.state import BarrageState

if TYPE_CHECKING:
    pass

MAX_SEATS = max(load_rules().players)


def add(group: app_commands.Group, parts: ClickParts, module: GameModule[BarrageState, LobbySettings]) -> None:
    async def running(interaction: discord.Interaction) -> LiveGame[BarrageState] | None:
        table: LiveGame[BarrageState] | None = await parts.channel_game(interaction, module.key, module.title)
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

    @group.command(name=named("boards", module.catalog), description=described("command-boards", module.catalog))
    async def boards(interaction: discord.Interaction) -> None:
        table = await running(interaction)
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = interaction.locale.value
        image = await images.boards(table.state, table.seat_names, lang=lang)
        await show(interaction, say(lang, "shown-boards", game=table.row.id), image)
