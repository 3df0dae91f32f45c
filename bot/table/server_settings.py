"""`/server-settings`: a private card on which someone with Manage Server sets the server's limits on open games
(per person, per channel, in the server), the channels games may start in, and the turn timer and language new
lobbies start with. Each change is saved at once and the card redrawn; anyone else hears privately that it takes
Manage Server, and nothing changes."""

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.storage.servers import ServerSettings
from bot.table.cards import card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.lobby_card import TIMER_CHOICES
from bot.table.module import GameModule
from bot.table.replies import say_to, tell
from bot.table.routes import Control, Route, select
from bot.translator import described, named
from i18n.catalog import LANGUAGES, text

SERVER = "server"
"""The card's component kind; its argument names the setting."""
NONE = "none"
"""The choice of no limit, or of the server's own language."""
PER_PERSON = (5, 10, 20, 30, 50)
PER_CHANNEL = (1, 2, 3, 5, 10, 25)
PER_SERVER = (5, 10, 25, 50, 100, 250)
CHANNELS_SHOWN = 25
"""Channels one select may hold (Discord's most for a select)."""


def changed(settings: ServerSettings, arg: str, values: Sequence[str]) -> ServerSettings | None:
    """The settings with one choice made, or None if it is not one the card offers."""
    if arg == "channels":
        if len(values) > CHANNELS_SHOWN or not all(v.isdigit() and v == str(int(v)) for v in values):
            return None
        return replace(settings, channels=tuple(sorted({int(v) for v in values})))
    choice = values[0] if len(values) == 1 else ""
    offered: dict[str, dict[str, Any]] = {
        "person": {str(n): n for n in PER_PERSON},
        "channel": {NONE: None, **{str(n): n for n in PER_CHANNEL}},
        "server": {NONE: None, **{str(n): n for n in PER_SERVER}},
        "timer": {str(n): n for n in TIMER_CHOICES},
        "language": {NONE: None, **{lang: lang for lang in LANGUAGES}},
    }
    field = {"person": "per_person", "channel": "per_channel", "server": "per_server", "timer": "timer_minutes"}
    if arg not in offered or choice not in offered[arg]:
        return None
    return replace(settings, **{field.get(arg, arg): offered[arg][choice]})


class ServerSettingsCard:
    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        args = frozenset({"person", "channel", "server", "channels", "timer", "language"})
        self.components = {SERVER: ComponentKind(self.on_change, args)}

    def command(self) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=named("server-settings"), description=described("command-server-settings"))
        @app_commands.guild_only()
        @app_commands.default_permissions(manage_guild=True)
        async def server_settings(interaction: discord.Interaction) -> None:
            if refusal := self._refusal(interaction):
                await tell(interaction, refusal)
                return
            settings = await self.host.store.servers.settings(interaction.guild_id or 0)
            await interaction.response.send_message(view=self.card(interaction, settings), ephemeral=True)

        return server_settings

    async def on_change(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        store = self.host.store
        if refusal := self._refusal(interaction):
            await tell(interaction, refusal)
            return
        guild_id = interaction.guild_id or 0
        settings = changed(await store.servers.settings(guild_id), route.arg, values)
        if settings is None:
            await tell(interaction, say_to(interaction, "unknown-component"))
            return
        await store.servers.save(guild_id, settings, interaction.user.id)
        await interaction.response.edit_message(view=self.card(interaction, settings))

    @staticmethod
    def _refusal(interaction: discord.Interaction) -> str | None:
        if interaction.guild_id is None:
            return say_to(interaction, "not-in-guild")
        return None if interaction.permissions.manage_guild else say_to(interaction, "server-settings-not-allowed")

    def card(self, interaction: discord.Interaction, settings: ServerSettings) -> discord.ui.LayoutView:
        """The settings as they stand, in the asker's words, with a select for each."""
        lang = interaction.locale.value

        def limit(count: int | None) -> str:
            return text(lang, "server-no-limit") if count is None else str(count)

        channels = " ".join(f"<#{c}>" for c in settings.channels) or text(lang, "server-any-channel")
        language = text(settings.language, "language-name") if settings.language else text(lang, "server-own-language")
        lines = [
            f"### {text(lang, 'server-title')}",
            text(lang, "server-per-person", limit=settings.per_person),
            text(lang, "server-per-channel", limit=limit(settings.per_channel)),
            text(lang, "server-per-server", limit=limit(settings.per_server)),
            text(lang, "server-channels", channels=channels),
            text(lang, "server-timer", timer=text(lang, "timer-choice", minutes=settings.timer_minutes)),
            text(lang, "server-language", language=language),
        ]
        return card("\n".join(lines), rows=[[control] for control in self.controls(lang, settings)])

    def controls(self, lang: str, settings: ServerSettings) -> list[Control]:
        def route(arg: str) -> Route:
            return self.host.own_route(SERVER, arg=arg)

        def options(values: Sequence[tuple[str, str]], current: str) -> list[discord.SelectOption]:
            return [discord.SelectOption(label=label, value=value, default=value == current) for value, label in values]

        def limit(arg: str, numbers: Sequence[int], current: int | None) -> Control:
            """A select of no limit or one of `numbers`, each worded by the card's keys for `arg`."""
            values = [(str(n), text(lang, f"server-{arg}-choice", count=n)) for n in numbers]
            if arg != "person":
                values.insert(0, (NONE, text(lang, f"server-{arg}-unlimited")))
            return select(route(arg), options(values, str(current or NONE)), text(lang, f"server-pick-{arg}"))

        languages = [
            (NONE, text(lang, "server-own-language")),
            *((code, text(code, "language-name")) for code in LANGUAGES),
        ]
        channels: Control = discord.ui.ChannelSelect(
            custom_id=route("channels").custom_id,
            channel_types=[discord.ChannelType.text],
            placeholder=text(lang, "server-pick-channels"),
            min_values=0,
            max_values=CHANNELS_SHOWN,
            default_values=[
                discord.SelectDefaultValue(id=c, type=discord.SelectDefaultValueType.channel) for c in settings.channels
            ],
        )
        return [
            limit("person", PER_PERSON, settings.per_person),
            limit("channel", PER_CHANNEL, settings.per_channel),
            limit("server", PER_SERVER, settings.per_server),
            channels,
            select(
                route("timer"),
                options(
                    [(str(m), text(lang, "timer-choice", minutes=m)) for m in TIMER_CHOICES],
                    str(settings.timer_minutes),
                ),
                text(lang, "server-pick-timer"),
            ),
            select(
                route("language"), options(languages, settings.language or NONE), text(lang, "server-pick-language")
            ),
        ]
