"""`/games`: privately, the asker's games in this server, every game alike. Where they are awaited comes first
(their turn, or their plan still missing), soonest deadline first; then their other running games, their lobbies,
and their latest finished ones. Each shows its thread, where it stands, its deadline and its last move, and a game
that offers one has a button that takes the turn or opens the planner there and then: the game's own control,
answered by the game exactly as the one on its card."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.storage.games import SeatedRow
from bot.table.cards import CARD_COLOUR
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.live_game import LiveGame
from bot.table.module import GameModule
from bot.table.overtime import Overtime
from bot.table.replies import say_to, tell
from bot.table.routes import Route, button
from bot.table.time_left import span
from bot.table.views import SentLayout
from bot.translator import described, named

PAGE = 10
"""Games a page lists: with a button each, the card stays within Discord's 40 components."""
KEPT = 100
"""Games looked at: every open one, then the latest others."""
PAGES = "mygames"
"""The component that turns the pages (the page in the route's phase)."""


@dataclass(frozen=True)
class Entry:
    """One game of the list, with what orders it."""

    seated: SeatedRow
    table: LiveGame | None
    awaited: bool
    deadline: float | None

    @property
    def order(self) -> tuple[int, float, float]:
        status = self.seated.game.status
        rank = 0 if self.awaited else 1 if status == "running" else 2 if status == "lobby" else 3
        soon = self.deadline if self.awaited and self.deadline is not None else float("inf")
        return rank, soon, -self.seated.last_move


class MyGames:
    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self.components = {PAGES: ComponentKind(self.on_page, frozenset({""}))}

    def command(self) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=named("games"), description=described("command-games"))
        @app_commands.guild_only()
        async def games(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            view = await self.page(interaction, 0)
            await interaction.followup.send(view=view, ephemeral=True)

        return games

    async def on_page(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """Another page of the list, read afresh."""
        if interaction.guild_id is None:
            await tell(interaction, say_to(interaction, "unknown-component"))
            return
        await interaction.response.edit_message(view=await self.page(interaction, route.phase))

    async def entries(self, guild_id: int, user_id: int) -> list[Entry]:
        found = []
        for seated in await self.host.store.games.seated_games(guild_id, user_id, KEPT):
            row = seated.game
            table = await self.host.games.table(row.id) if row.status == "running" else None
            awaited = table is not None and not table.over and seated.seat in table.rules.active_seats(table.state)
            deadline = None if table is None else await self.host.store.deadlines.deadline(row.id, table.phase)
            found.append(Entry(seated, table, awaited, deadline))
        return sorted(found, key=lambda entry: entry.order)

    async def page(self, interaction: discord.Interaction, page: int) -> discord.ui.LayoutView:
        assert interaction.guild_id is not None
        entries = await self.entries(interaction.guild_id, interaction.user.id)
        pages = max(1, -(-len(entries) // PAGE))
        page = min(page, pages - 1)
        shown = entries[page * PAGE : (page + 1) * PAGE]
        container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=CARD_COLOUR)
        waiting = sum(entry.awaited for entry in entries)
        head = say_to(interaction, "games-title", count=len(entries), awaited=waiting)
        container.add_item(discord.ui.TextDisplay(head if entries else f"{head}\n{say_to(interaction, 'games-none')}"))
        for entry in shown:
            words: discord.ui.TextDisplay[discord.ui.LayoutView] = discord.ui.TextDisplay(
                self.describe(interaction, entry)
            )
            route = self.play_route(entry)
            if route is None:
                container.add_item(words)
            else:
                label = say_to(interaction, "games-play")
                style = discord.ButtonStyle.primary if entry.awaited else discord.ButtonStyle.secondary
                container.add_item(discord.ui.Section(words, accessory=button(route, label, style)))
        if pages > 1:
            turn = [
                button(self.host.own_route(PAGES, page + step), say_to(interaction, key))
                for key, step in (("games-previous", -1), ("games-next", 1))
                if 0 <= page + step < pages
            ]
            container.add_item(discord.ui.TextDisplay(say_to(interaction, "games-page", page=page + 1, pages=pages)))
            container.add_item(discord.ui.ActionRow(*turn))
        view = SentLayout()
        view.add_item(container)
        return view

    def play_route(self, entry: Entry) -> Route | None:
        """The game's own control, for a game waiting for the person (where the game offers one)."""
        if not entry.awaited or entry.table is None:
            return None
        return self.host.module(entry.seated.game.kind).play_route(entry.table)

    def _reserve(self, interaction: discord.Interaction, entry: Entry) -> str:
        """The reserve they have left in a game with a timer and a reserve; empty otherwise."""
        settings = self.host.module(entry.seated.game.kind).decode_settings(entry.seated.game.settings)
        if entry.table is None or not (settings.timer_minutes and settings.reserve_minutes):
            return ""
        left = Overtime.of(entry.table.seats[entry.seated.seat], settings.reserve_minutes).reserve
        return say_to(interaction, "games-reserve", left=span(interaction.locale.value, left))

    def describe(self, interaction: discord.Interaction, entry: Entry) -> str:
        row = entry.seated.game
        module = self.host.module(row.kind)
        lines = [say_to(interaction, "games-game", title=module.title, game=row.id, place=f"<#{row.place_id}>")]
        if entry.table is not None:
            lines.append(module.headline(entry.table, interaction.locale.value))
        when = _at(entry.seated.last_move)
        if row.status == "lobby":
            lines.append(say_to(interaction, "games-lobby", seated=entry.seated.seated, when=when))
        elif row.status == "running":
            state = say_to(interaction, "games-your-move" if entry.awaited else "games-others")
            deadline = "" if entry.deadline is None else say_to(interaction, "games-deadline", when=_at(entry.deadline))
            last = say_to(interaction, "games-last", when=when)
            lines.append(
                " · ".join(part for part in (state, deadline, self._reserve(interaction, entry), last) if part)
            )
        elif row.status == "finished" and entry.seated.place is not None:
            lines.append(
                say_to(
                    interaction,
                    "games-finished",
                    place=entry.seated.place,
                    players=entry.seated.seated,
                    score=entry.seated.score or 0,
                    when=when,
                )
            )
        else:
            lines.append(say_to(interaction, "games-closed", when=when))
        return "\n".join(lines)


def _at(when: float) -> str:
    return f"<t:{int(when)}:R>"
