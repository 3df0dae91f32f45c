"""Slash commands in each person's Discord language: every `locale_str` names its catalog message in `key`, and
a game's own messages their `domain`."""

import discord
from discord import app_commands

from i18n.catalog import FALLBACK, SHARED, Catalog, language


def _catalog(domain: str | None) -> Catalog:
    return Catalog(SHARED) if domain is None else Catalog(SHARED, domain)


def described(key: str, domain: str | None = None, **params: str) -> app_commands.locale_str:
    """A command or option description: English as Discord's default, the catalog's `key` for other languages."""
    extras: dict[str, str] = {"key": key, **params} if domain is None else {"key": key, "domain": domain, **params}
    return app_commands.locale_str(_catalog(domain).text(FALLBACK, key, **params), **extras)


def named(name: str, domain: str | None = None) -> app_commands.locale_str:
    """A command or option name: `name` in English, message `name-<name>` in other languages."""
    return described(f"name-{name}", domain)


class CatalogTranslator(app_commands.Translator):
    """Discord asks once per command string and locale when the tree is synced; English is the default text."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if key is None or language(locale.value) == FALLBACK:
            return None
        params = {name: value for name, value in string.extras.items() if name not in ("key", "domain")}
        return _catalog(string.extras.get("domain")).text(locale.value, key, **params)
