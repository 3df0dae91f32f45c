"""Slash commands in each person's Discord language: every `locale_str` names its catalog message in `key`, and
a game's own messages their `domain`."""

import discord
from discord import app_commands

from i18n.catalog import FALLBACK, SHARED, Catalog, language


class CatalogTranslator(app_commands.Translator):
    """Discord asks once per command string and locale when the tree is synced; English is the default text."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if key is None or language(locale.value) == FALLBACK:
            return None
        params = {name: value for name, value in string.extras.items() if name not in ("key", "domain")}
        domains = (SHARED, string.extras["domain"]) if "domain" in string.extras else (SHARED,)
        return Catalog(*domains).text(locale.value, key, **params)
