"""The permissions a game needs where it is played, and how a missing one is named to the person who asked: as
Discord's settings name it, in their language."""

from collections.abc import Sequence

import discord

from bot.table.replies import missing_permissions, say_to

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
    """Permissions as Discord's settings name them, in the clicker's language: "A", "A and B", "A, B and C"."""
    shown = [say_to(interaction, f"permission-{name}") for name in names]
    if len(shown) == 1:
        return shown[0]
    return say_to(interaction, "list-and", first=", ".join(shown[:-1]), last=shown[-1])


def no_thread(interaction: discord.Interaction, lacking: Sequence[str]) -> str:
    return say_to(interaction, "no-thread", names=named_permissions(interaction, lacking), count=len(lacking))
