"""The discord.py application: opens the database, installs every hosted game and resumes running games."""

import logging

import aiosqlite
import discord
from discord import app_commands
from discord.ext import commands

from bot import strings
from bot.games import GAMES, GameHost
from bot.storage import GameStore, open_database

log = logging.getLogger(__name__)


class TabletopBot(commands.Bot):
    def __init__(self, database_path: str, dev_guild_id: int | None = None) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(), help_command=None)
        self.database_path = database_path
        self.dev_guild_id = dev_guild_id
        self.db: aiosqlite.Connection | None = None
        self.hosts: dict[str, GameHost] = {}

    @property
    def powerline(self) -> GameHost:
        return self.hosts["powerline"]

    async def setup_hook(self) -> None:
        self.db = await open_database(self.database_path)
        store = GameStore(self.db)
        for game in GAMES:
            self.hosts[game.key] = await game.install(self, store)
        self.tree.on_error = self.on_app_command_error
        if self.dev_guild_id is not None:
            guild = discord.Object(self.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        for host in self.hosts.values():
            await host.resume()
            host.start_timers()

    async def on_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        log.error("command failed", exc_info=error)
        if interaction.response.is_done():
            await interaction.followup.send(strings.UNEXPECTED_ERROR, ephemeral=True)
        else:
            await interaction.response.send_message(strings.UNEXPECTED_ERROR, ephemeral=True)

    async def close(self) -> None:
        for host in self.hosts.values():
            await host.stop_timers()
        if self.db is not None:
            await self.db.close()
            self.db = None
        await super().close()
