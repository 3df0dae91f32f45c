"""The permissions a game needs where it is played, and how a missing one is named to the person who asked: as
Discord's settings name it, in their language."""

from collections.abc import Sequence

import discord

from bot.table.replies import missing_permissions, say_to
from i18n.catalog import listed, text

NEEDED_TO_POST = ("send_messages", "embed_links", "attach_files")
NEEDED_IN_THREADS = ("create_public_threads", "send_messages_in_threads")


def permission_problem(interaction: discord.Interaction, in_thread: bool) -> str | None:
    """Why the bot can't run a game where the interaction happens, naming each missing permission."""
    needed = ("send_messages_in_threads", "embed_links", "attach_files") if in_thread else NEEDED_TO_POST
    missing = missing_permissions(interaction.app_permissions, needed)
    if not missing:
        return None
    return say_to(interaction, "missing-permissions", names=named_permissions(interaction, missing), count=len(missing))


def named_permissions(interaction: discord.Interaction, names: Sequence[str]) -> str:
    """Permissions as Discord's settings name them, in the clicker's language."""
    return permission_names(interaction.locale.value, names)


def permission_names(lang: str, names: Sequence[str]) -> str:
    """Permissions as Discord's settings name them, in `lang`: "A", "A and B", "A, B and C"."""
    return listed(lang, [text(lang, f"permission-{name}") for name in names])


def no_thread(interaction: discord.Interaction, lacking: Sequence[str]) -> str:
    return say_to(interaction, "no-thread", names=named_permissions(interaction, lacking), count=len(lacking))
