"""Planned holidays, for play by post: `/away <days>` marks a person away in all their games in play in the server
from now. Each game waits for them (their deadline is stretched, `Overtime`) within a holiday budget per game, then
the computer plays for them as for anyone out of time. Each game's channel is told once, in the game's language,
with an "I'm back" button that ends the holiday in all of them; the notice says so when they come back early.

The notices are table posts derived from the seats, so they go through the outbox like the game's own posts."""

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.storage.games import SeatRow
from bot.storage.store import GameStore
from bot.table.cards import card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.live_game import LiveGame
from bot.table.module import GameModule
from bot.table.overtime import AWAY_DAYS, DAY, HOLIDAY_BUDGET
from bot.table.posts import Post
from bot.table.replies import say_to, tell
from bot.table.routes import Route, button
from bot.translator import described, named
from i18n.catalog import text

HOLIDAY = "holiday"
"""A holiday's notice: `holiday:<seat>:<from>`."""
HOME = "home"
"""Its edit once they came back early, and the component of its button."""


def _days() -> int:
    return int(HOLIDAY_BUDGET // DAY)


class Holidays:
    prefixes: tuple[str, ...] = (HOLIDAY, HOME)
    leads = False

    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self.components = {HOME: ComponentKind(self.on_home, frozenset({""}))}

    def command(self) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=named("away"), description=described("command-away"))
        @app_commands.guild_only()
        @app_commands.rename(days=named("away-days"))
        @app_commands.describe(days=described("option-away-days"))
        async def away(interaction: discord.Interaction, days: app_commands.Range[int, 1, AWAY_DAYS]) -> None:
            await self.go_away(interaction, days)

        return away

    async def go_away(self, interaction: discord.Interaction, days: int) -> None:
        """The person is away for `days` (at most `AWAY_DAYS`) in all their games in play in this server."""
        host = self.host
        now = host.now()
        until = now + min(max(days, 1), AWAY_DAYS) * DAY
        games = await host.store.games.go_away(interaction.guild_id or 0, interaction.user.id, now, until)
        if not games:
            await tell(interaction, say_to(interaction, "away-no-games"))
            return
        await self._changed(games)
        words = say_to(interaction, "away-done", until=f"<t:{int(until)}:f>", count=len(games), days=_days())
        await tell(interaction, words)

    async def on_home(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """The clicker's holidays in this server end now, if any runs; otherwise they hear there is none."""
        host = self.host
        table = await host.games.table(route.table)
        if table is None or table.seat_of(interaction.user.id) is None:
            await tell(interaction, say_to(interaction, "not-a-player", game=route.table))
            return
        games = await host.store.games.end_holiday(interaction.guild_id or 0, interaction.user.id, host.now())
        if not games:
            await tell(interaction, say_to(interaction, "back-not-away", game=route.table))
            return
        await self._changed(games)
        await tell(interaction, say_to(interaction, "holiday-back-done", count=len(games)))

    async def _changed(self, games: Sequence[int]) -> None:
        """Holidays began or ended in `games`: their tables read the seats again, their deadlines are looked at
        again at the next tick (who runs out of time when changed), and their notices are owed."""
        host = self.host
        for game_id in games:
            async with host.games.lock(game_id):
                cached = host.games.tables.get(game_id)
                if cached is not None:
                    cached.seats = await host.store.games.seats(game_id)
            host.backlog.posts.add(game_id)
            host.outbox.nudge(game_id)
        await host.store.deadlines.look_now(list(games), host.now())

    # -- the notices -----------------------------------------------------------------------------------
    def due_posts(self, table: LiveGame) -> list[str]:
        keys: list[str] = []
        if table.over:
            return keys
        for seat in table.seats:
            if seat.away_from is not None:
                keys.append(f"{HOLIDAY}:{seat.seat}:{int(seat.away_from)}")
                if seat.away_back is not None:
                    keys.append(f"{HOME}:{seat.seat}:{int(seat.away_from)}")
        return keys

    async def build_post(self, store: GameStore, table: LiveGame, key: str) -> Post | None:
        seat = self._seat(table, key)
        if seat is None or seat.away_until is None:
            return None
        lang, who = table.row.language, table.mention(seat.seat)
        if key.startswith(HOME):
            notice = card(text(lang, "holiday-back-notice", who=who))
            return Post(view=notice, edit_of=key.replace(HOME, HOLIDAY, 1))
        until = f"<t:{int(seat.away_until)}:f>"
        words = text(lang, "holiday-notice", who=who, until=until, game=table.row.id, days=_days())
        back = button(Route(table.row.kind, HOME, table.row.id), text(lang, "button-back"), discord.ButtonStyle.success)
        return Post(view=card(words, rows=[[back]]))

    @staticmethod
    def _seat(table: LiveGame, key: str) -> SeatRow | None:
        """The seat a notice is about, if its holiday is still the one the key names."""
        _, seat, since = key.split(":")
        row = table.seats[int(seat)] if int(seat) < len(table.seats) else None
        return row if row is not None and row.away_from is not None and int(row.away_from) == int(since) else None
