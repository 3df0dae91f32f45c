"""Powerline on Discord: lobby, private planner, rounds posted to a thread, all resumable after a restart."""

from discord.ext import commands

from bot.powerline.cog import PowerlineCog
from bot.powerline.host import PowerlineHost
from bot.powerline.routes import RouteButton, RouteSelect
from bot.storage.games import GameStore


async def install(bot: commands.Bot, store: GameStore) -> PowerlineHost:
    """Commands, persistent components and the games left running by the previous process."""
    host = PowerlineHost(bot, store)
    await bot.add_cog(PowerlineCog(host))
    bot.add_dynamic_items(RouteButton, RouteSelect)
    return host
