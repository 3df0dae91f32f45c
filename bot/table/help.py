"""`/help`: the way in for a server that has just invited the bot. A private card, in the asker's language, with
every game the bot hosts (what it is, how many play, how long it lasts, whether everyone plays at once or in turn)
and a button that opens its lobby here; how a turn works, and the commands that help after that. Built from the
games' registrations, so a new game appears by itself."""

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.table.cards import card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.lobby import Lobby
from bot.table.module import GameModule
from bot.table.routes import Control, Route, button
from bot.translator import described, named
from i18n.catalog import text

HELP = "help"
"""The card's component kind; its argument is the game whose lobby to open."""
BUTTONS_PER_ROW = 5
"""Discord's most buttons in one row."""


class Help:
    def __init__(self, host: TableHost[GameModule], lobby: Lobby) -> None:
        self.host = host
        self.lobby = lobby
        self.components = {HELP: ComponentKind(self.on_start, frozenset(host.modules))}

    def command(self) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=named("help"), description=described("command-help"))
        async def help_(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(view=self.card(interaction.locale.value), ephemeral=True)

        return help_

    async def on_start(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """A lobby of the game, opened in this channel by the clicker (or the reason it cannot be, privately)."""
        await self.lobby.open(interaction, self.host.module(route.arg))

    def card(self, lang: str) -> discord.ui.LayoutView:
        lines = [f"### {text(lang, 'help-title')}", text(lang, "help-intro")]
        for module in self.host.modules.values():
            lines += ["", self.about(module, lang)]
        lines += ["", text(lang, "help-turns"), text(lang, "help-more")]
        return card("\n".join(lines), rows=self.buttons(lang))

    def about(self, module: GameModule, lang: str) -> str:
        """A game in two lines: its title, players, length and turn style, then what it is and its rules command."""
        fewest, most = module.registration.players
        players = (
            text(lang, "help-players", count=most)
            if fewest == most
            else text(lang, "help-players-range", fewest=fewest, most=most)
        )
        style = text(lang, "help-simultaneous" if module.simultaneous else "help-alternating")
        facts = " · ".join((players, module.catalog.text(lang, "game-length"), style))
        rules = text(lang, "help-rules", command=f"/{module.key} {text(lang, 'name-rules')}")
        return f"**{module.title}** · {facts}\n{module.catalog.text(lang, 'game-description')} {rules}"

    def buttons(self, lang: str) -> list[list[Control]]:
        starts = [
            button(
                self.host.own_route(HELP, arg=module.key),
                text(lang, "help-start", title=module.title),
                discord.ButtonStyle.primary,
            )
            for module in self.host.modules.values()
        ]
        return [starts[i : i + BUTTONS_PER_ROW] for i in range(0, len(starts), BUTTONS_PER_ROW)]
