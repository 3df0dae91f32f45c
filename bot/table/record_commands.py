"""`/stats [player] [game]` and `/leaderboard [game]`: what players did in this server's finished games, for every
hosted game alike, answered privately."""

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.table.host import TableHost
from bot.table.module import GameModule
from bot.table.records import Player, Record, records
from bot.table.replies import say, tell
from bot.translator import described, named

T = TypeVar("T")
LEADERS = 10
"""Players a leaderboard of one game lists."""
LEADERS_EACH = 5
"""Players listed per game when a leaderboard shows every game."""


def game_choices(modules: Mapping[str, GameModule]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=module.title, value=key) for key, module in modules.items()]


def player_and_game(games: list[app_commands.Choice[str]]) -> Callable[[T], T]:
    """The options `/stats` and `/history` share, in a server only: whose games (`player`) and which (`game`)."""

    def options(function: T) -> T:
        function = app_commands.choices(game=games)(function)
        function = app_commands.describe(player=described("option-stats-player"), game=described("option-stats-game"))(
            function
        )
        function = app_commands.rename(player=named("stats-player"), game=named("stats-game"))(function)
        return app_commands.guild_only()(function)

    return options


def record_commands(host: TableHost, modules: Mapping[str, GameModule]) -> list[app_commands.Command[Any, ..., None]]:
    games = game_choices(modules)

    def chosen(game: app_commands.Choice[str] | None) -> list[GameModule]:
        return list(modules.values()) if game is None else [modules[game.value]]

    @app_commands.command(name=named("stats"), description=described("command-stats"))
    @player_and_game(games)
    async def stats(
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        who = player or interaction.user
        assert interaction.guild_id is not None
        lines = [say(interaction, "stats-title", name=who.display_name)]
        for module in chosen(game):
            record = records(await host.store.results_in(interaction.guild_id, module.key)).get(who.id)
            if record is not None:
                note = module.record_note(record, interaction.locale.value)
                line = stats_line(interaction, module.title, record)
                lines.append(line if note is None else f"{line} · {note}")
        if len(lines) == 1:
            lines = [say(interaction, "stats-none", name=who.display_name)]
        await tell(interaction, "\n".join(lines))

    @app_commands.command(name=named("leaderboard"), description=described("command-leaderboard"))
    @app_commands.guild_only()
    @app_commands.rename(game=named("stats-game"))
    @app_commands.describe(game=described("option-stats-game"))
    @app_commands.choices(game=games)
    async def leaderboard(interaction: discord.Interaction, game: app_commands.Choice[str] | None = None) -> None:
        assert interaction.guild_id is not None
        listed = LEADERS if game is not None else LEADERS_EACH
        parts = []
        for module in chosen(game):
            found = records(await host.store.results_in(interaction.guild_id, module.key))
            leaders = ranked(found)[:listed]
            if leaders:
                lines = [say(interaction, "leaderboard-title", title=module.title)]
                lines += [
                    leader_line(interaction, place, user, record) for place, (user, record) in enumerate(leaders, 1)
                ]
                parts.append("\n".join(lines))
        await tell(interaction, "\n\n".join(parts) or say(interaction, "leaderboard-none"))

    return [stats, leaderboard]


def ranked(found: dict[Player, Record]) -> list[tuple[int, Record]]:
    """People with a rating, best first (computer players are rated, but not listed)."""
    people = [(p, r) for p, r in found.items() if isinstance(p, int) and r.rating is not None]
    return sorted(people, key=lambda item: (-(item[1].rating or 0.0), -item[1].wins, item[0]))


def shown(rating: float) -> float:
    """A rating to one decimal, never "-0"."""
    return round(rating, 1) + 0.0


def stats_line(interaction: discord.Interaction, title: str, record: Record) -> str:
    rating: float | str = "none" if record.rating is None else shown(record.rating)
    return say(
        interaction,
        "stats-line",
        title=title,
        played=record.played,
        wins=record.wins,
        mean=round(record.mean, 1),
        best=record.best,
        rating=rating,
    )


def leader_line(interaction: discord.Interaction, place: int, user: int, record: Record) -> str:
    rating = shown(record.rating or 0.0)
    return say(
        interaction,
        "leaderboard-line",
        place=place,
        name=f"<@{user}>",
        rating=rating,
        played=record.played,
        wins=record.wins,
    )
