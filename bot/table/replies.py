"""Answering an interaction the same way whether or not it was already acknowledged."""

import discord

from bot.storage.games import GameRow
from i18n.catalog import text

UNKNOWN_INTERACTION = 10062
"""Discord's answer to an acknowledgement sent more than 3 s after the click."""


def expired(error: BaseException) -> bool:
    """Whether Discord refused an answer because the interaction had expired: the person already saw "This
    interaction failed", and nothing more can be said through it."""
    return isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION


async def tell(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer for the clicker alone."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def say_to(interaction: discord.Interaction, key: str, **params: object) -> str:
    """Shared message `key` in the language of the person who clicked or typed."""
    return text(interaction.locale.value, key, **params)


def may_manage(interaction: discord.Interaction, row: GameRow) -> bool:
    """The game's host, or someone who manages the server: who may cancel, pause or resume it."""
    return interaction.user.id == row.host_id or interaction.permissions.manage_guild


def missing_permissions(permissions: discord.Permissions, needed: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(name for name in needed if not getattr(permissions, name))


def mentions(user_ids: list[int]) -> str:
    return " ".join(f"<@{u}>" for u in user_ids)


def files(*maybe: discord.File | None) -> list[discord.File]:
    return [f for f in maybe if f is not None]
