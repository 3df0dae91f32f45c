"""The welcome: when the bot joins a server, one short card in the server's language, in its system channel (or
the first channel the bot may write in; none if it may write nowhere), pointing to `/help` and naming the
permissions a game needs. A server is welcomed once: the welcome is claimed in the database before it is sent,
and the claim is dropped only if Discord refused it."""

import logging
from collections.abc import Mapping

import discord

from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.module import GameModule
from bot.table.outbox import nonce
from bot.table.permissions import NEEDED_IN_THREADS, NEEDED_TO_POST, permission_names
from i18n.catalog import language, listed, text

log = logging.getLogger(__name__)

WELCOME = "welcome"
"""The key of the welcome's nonce."""


def where(guild: discord.Guild) -> discord.TextChannel | None:
    """The server's system channel if the bot may write there, else its first text channel where it may."""
    channels = [guild.system_channel] if guild.system_channel is not None else []
    channels += sorted(guild.text_channels, key=lambda c: (c.position, c.id))
    me = guild.me
    return next((c for c in channels if c.permissions_for(me).send_messages), None)


class Welcome:
    def __init__(self, store: GameStore, modules: Mapping[str, GameModule]) -> None:
        self.store = store
        self.modules = modules

    async def greet(self, guild: discord.Guild) -> None:
        channel = where(guild)
        if channel is None:
            log.info("joined server %s: no channel the bot may write in, so no welcome", guild.id)
            return
        if not await self.store.servers.claim_welcome(guild.id, channel.id):
            return
        lang = language(guild.preferred_locale.value if guild.preferred_locale else None)
        try:
            await channel.send(
                view=self.card(lang),
                nonce=nonce(0, f"{WELCOME}:{guild.id}"),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.warning("server %s: the welcome was refused (%s %s)", guild.id, error.status, error.text)
            await self.store.servers.unclaim_welcome(guild.id)

    def card(self, lang: str) -> discord.ui.LayoutView:
        games = listed(lang, [module.title for module in self.modules.values()])
        permissions = permission_names(lang, (*NEEDED_TO_POST, *NEEDED_IN_THREADS))
        lines = [
            f"### {text(lang, 'welcome-title')}",
            text(lang, "welcome-text", games=games),
            text(lang, "welcome-permissions", permissions=permissions),
        ]
        return card("\n".join(lines))
