"""The table put together, in one place: the host and its parts, the table's own components and posts, the router
built from the explicit list of routes, and the slash commands. Nothing joins the table by side effect."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.budget import Budget
from bot.storage.store import GameStore
from bot.table.absence import Absences
from bot.table.clicks import ClickParts
from bot.table.commands import TableParts, command_group
from bot.table.daily import Daily
from bot.table.help import Help
from bot.table.history import History
from bot.table.holidays import Holidays
from bot.table.host import TableHost
from bot.table.housekeeping import Housekeeping
from bot.table.lobby import Lobby
from bot.table.module import GameModule
from bot.table.my_games import MyGames
from bot.table.notices import Notices
from bot.table.reading import Reading
from bot.table.record_commands import record_commands
from bot.table.router import Router
from bot.table.server_settings import ServerSettingsCard
from bot.table.status_line import StatusLine
from bot.table.welcome import Welcome

Command = app_commands.Command[Any, ..., None] | app_commands.Group


@dataclass(frozen=True)
class Table:
    host: TableHost[GameModule]
    router: Router
    commands: list[Command]
    """What the command tree holds, in order: each game's group, `/stats` and `/leaderboard`, `/history`, `/games`,
    `/notify`, `/away`, `/server-settings`, `/help`."""
    welcome: Welcome
    """What the bot says when it joins a server."""


def build_table(bot: discord.Client, store: GameStore, modules: Mapping[str, GameModule], budget: Budget) -> Table:
    host = TableHost(bot, store, modules, budget=budget)
    lobby, absences, notices = Lobby(host), Absences(host), Notices(host)
    history, my_games, housekeeping, holidays = History(host), MyGames(host), Housekeeping(host), Holidays(host)
    server, help_ = ServerSettingsCard(host), Help(host, lobby)
    host.outbox.table_posts = (StatusLine(modules), absences, holidays)
    host.outbox.after_posting = (notices.note,)
    host.deadlines.sweeps = (housekeeping.run,)
    host.deadlines.last_calls = (notices.last_call,)
    components = {
        **lobby.components,
        **absences.components,
        **holidays.components,
        **server.components,
        **help_.components,
        **history.components,
        **Reading(modules).components,
        **my_games.components,
        **notices.components,
    }
    clicks = ClickParts(host.games, host.commits, store.people, store.games)
    parts = TableParts(lobby, absences, housekeeping, Daily(host, lobby), clicks)
    commands: list[Command] = [command_group(host, parts, module) for module in modules.values()]
    commands += record_commands(host, modules)
    commands += [history.command(modules), my_games.command(), notices.command(), holidays.command()]
    commands += [server.command(), help_.command()]
    return Table(host, Router(host, modules, components, clicks), commands, Welcome(store, modules))
