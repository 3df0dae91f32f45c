"""The limits on open games (lobbies and games in play), as the server set them (`/server-settings`; defaults in
`ServerSettings`): a person may sit at so many, plus one for each game they finished there, as Board Game Arena's
turn-based tables do, so a regular who plays many games by post is never stopped while nobody fills a server with
lobbies they never start; a channel and the whole server may hold so many; games may start only in the channels
chosen. Each refusal names the limit and how to free a place, in the asker's words."""

import discord

from bot.storage.store import GameStore
from bot.table.replies import say_to


def _channel(interaction: discord.Interaction) -> int:
    """The channel a game opened here counts for: a thread's parent."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id is not None:
        return channel.parent_id
    return interaction.channel_id or 0


async def over_the_limit(store: GameStore, interaction: discord.Interaction, opening: bool) -> str | None:
    """Why the clicker may not open (`opening`) or join one more game in this server, in their words; None if they
    may. Joining counts only against their own limit."""
    if interaction.guild_id is None:
        return None
    server = await store.servers.settings(interaction.guild_id)
    channel = _channel(interaction)
    if opening and server.channels and channel not in server.channels:
        places = " ".join(f"<#{allowed}>" for allowed in server.channels)
        return say_to(interaction, "limit-channels", channels=places)
    counts = await store.games.open_counts(interaction.guild_id, interaction.user.id, interaction.channel_id or 0)
    limit = server.per_person + counts.finished
    if counts.person >= limit:
        return say_to(interaction, "limit-open-games", open=counts.person, limit=limit, base=server.per_person)
    if opening and server.per_channel is not None and counts.channel >= server.per_channel:
        return say_to(interaction, "limit-channel-games", limit=server.per_channel)
    if opening and server.per_server is not None and counts.server >= server.per_server:
        return say_to(interaction, "limit-server-games", limit=server.per_server)
    return None
