"""Slash commands in each person's Discord language: every `locale_str` names its catalog message in `key`, and
a game's own messages their game's `catalog`."""

import discord
from discord import app_commands

from i18n.catalog import FALLBACK, SHARED, Catalog, language

SHARED_CATALOG = Catalog(SHARED)


def described(key: str, catalog: Catalog = SHARED_CATALOG, **params: str) -> app_commands.locale_str:
    """A command or option description: English as Discord's default, the catalog's `key` for other languages."""
    return app_commands.locale_str(catalog.text(FALLBACK, key, **params), key=key, catalog=catalog, **params)


def named(name: str, catalog: Catalog = SHARED_CATALOG) -> app_commands.locale_str:
    """A command or option name: `name` in English, message `name-<name>` in other languages."""
    return described(f"name-{name}", catalog)


class CatalogTranslator(app_commands.Translator):
    """Discord asks once per command string and locale when the tree is synced; English is the default text."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if key is None or language(locale.value) == FALLBACK:
            return None
        params = {name: value for name, value in string.extras.items() if name not in ("key", "catalog")}
        catalog: Catalog = string.extras.get("catalog", SHARED_CATALOG)
        return catalog.text(locale.value, key, **params)
