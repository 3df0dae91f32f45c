"""The slash command group every game gets: start, status, rules, back, pause, resume and cancel, and daily for a
game with a daily challenge; the module adds its own."""

from collections.abc import Sequence
from dataclasses import dataclass

import discord
from discord import app_commands

from bot.storage.games import ACTIVE, GameRepository, GameRow, Status
from bot.table.absence import Absences
from bot.table.clicks import ClickParts
from bot.table.daily import Daily
from bot.table.host import TableHost
from bot.table.housekeeping import Housekeeping
from bot.table.lobby import Lobby
from bot.table.module import GameModule
from bot.table.replies import say_to, tell
from bot.table.routes import Route
from bot.table.seat_board import add_board_command
from bot.translator import described, named
from i18n.catalog import LANGUAGES, text


@dataclass(frozen=True)
class TableParts:
    """What the table's commands call into, beside the host."""

    lobby: Lobby
    absences: Absences
    housekeeping: Housekeeping
    daily: Daily
    clicks: ClickParts


async def show_status(host: TableHost[GameModule], module: GameModule, interaction: discord.Interaction) -> None:
    """`/<game> status`: where the channel's latest game of `module` stands (who sits in its lobby), privately; its
    stuck posts, if any, are tried again."""
    row = await host.store.games.latest_game_for(interaction.channel_id or 0, module.key)
    table = None if row is None else await host.games.table(row.id)
    if row is not None and row.status == "lobby":
        names = ", ".join(s.name for s in await host.store.games.seats(row.id))
        await tell(interaction, say_to(interaction, "status-lobby", game=row.id, players=names))
    elif table is None:
        await tell(interaction, say_to(interaction, "no-game-here", title=module.title, command=module.key))
    else:
        await tell(interaction, module.status_text(table, interaction.locale.value))
        host.outbox.nudge(table.row.id)


async def latest_here(
    games: GameRepository, module: GameModule, interaction: discord.Interaction, statuses: Sequence[Status]
) -> GameRow | None:
    """The channel's latest game of `module` if its status is one of `statuses`; else the asker hears there is
    none."""
    row = await games.latest_game_for(interaction.channel_id or 0, module.key)
    if row is None or row.status not in statuses:
        await tell(interaction, say_to(interaction, "no-game-here", title=module.title, command=module.key))
        return None
    return row


def command_group(host: TableHost[GameModule], parts: TableParts, module: GameModule) -> app_commands.Group:
    description = described("game-description", module.catalog)
    group = app_commands.Group(name=module.key, description=description, guild_only=True)

    @group.command(name=named("start"), description=described("command-start", title=module.title))
    @app_commands.rename(language=named("language"))
    @app_commands.describe(language=described("option-language"))
    @app_commands.choices(
        language=[app_commands.Choice(name=text(lang, "language-name"), value=lang) for lang in LANGUAGES]
    )
    async def start(interaction: discord.Interaction, language: app_commands.Choice[str] | None = None) -> None:
        await parts.lobby.open(interaction, module, lang=None if language is None else language.value)

    @group.command(name=named("status"), description=described("command-status"))
    async def status(interaction: discord.Interaction) -> None:
        await show_status(host, module, interaction)

    @group.command(name=named("rules"), description=described("command-rules", title=module.title))
    async def rules(interaction: discord.Interaction) -> None:
        await tell(interaction, module.catalog.text(interaction.locale.value, "rules-summary"))

    async def game_here(interaction: discord.Interaction, statuses: Sequence[Status]) -> GameRow | None:
        return await latest_here(host.store.games, module, interaction, statuses)

    @group.command(name=named("back"), description=described("command-back"))
    async def back(interaction: discord.Interaction) -> None:
        if row := await game_here(interaction, ("running",)):
            await parts.absences.come_back(interaction, row.id)

    @group.command(name=named("pause"), description=described("command-pause"))
    async def pause(interaction: discord.Interaction) -> None:
        if row := await game_here(interaction, ("running",)):
            await parts.housekeeping.pause(interaction, row, resume=False)

    @group.command(name=named("resume"), description=described("command-resume"))
    async def resume(interaction: discord.Interaction) -> None:
        if row := await game_here(interaction, ("running",)):
            await parts.housekeeping.pause(interaction, row, resume=True)

    @group.command(name=named("cancel"), description=described("command-cancel"))
    async def cancel(interaction: discord.Interaction) -> None:
        row = await game_here(interaction, ACTIVE)
        if row is None:
            return
        await parts.lobby.cancel(interaction, Route(module.key, "cancel", row.id))

    if module.daily_settings(0) is not None:

        @group.command(name=named("daily"), description=described("command-daily", title=module.title))
        async def daily(interaction: discord.Interaction) -> None:
            await parts.daily.play(interaction, module)

    if module.board_command is not None:
        add_board_command(group, module, parts.clicks)
    module.add_commands(group, parts.clicks)
    return group
