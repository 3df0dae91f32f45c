"""How many games a person may sit at in a server at once: a lobby or a game in play counts until it ends. The limit
grows by one for each game they finished there, as Board Game Arena's does for turn-based tables, so a regular who
plays many games by post is never stopped, while nobody fills a server with lobbies they never start."""

import discord

from bot.storage.games import GameRepository
from bot.table.replies import say_to

OPEN_GAMES = 20
"""Open games a person may sit at in one server before counting the games they finished there."""


async def over_the_limit(games: GameRepository, interaction: discord.Interaction) -> str | None:
    """Why the clicker may not open or join one more game in this server, in their words; None if they may."""
    if interaction.guild_id is None:
        return None
    open_, finished = await games.open_and_finished(interaction.guild_id, interaction.user.id)
    limit = OPEN_GAMES + finished
    return say_to(interaction, "limit-open-games", open=open_, limit=limit) if open_ >= limit else None
