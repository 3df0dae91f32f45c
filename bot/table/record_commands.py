"""`/stats [player] [game]` and `/leaderboard [game] [season]`: what players did in this server's finished games,
for every hosted game alike, answered privately. A leaderboard is of a season (`bot.table.seasons`): this month
unless another month or every game is asked for."""

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.storage.records import RecordRepository
from bot.table import drawing
from bot.table.host import TableHost
from bot.table.module import GameModule
from bot.table.records import Player, Record, records
from bot.table.replies import say_to, tell
from bot.table.seasons import ALL, Season, seasons_back
from bot.translator import described, named
from render.core.picture import Picture
from render.core.sheet import MEDALS, Column, Row, Section, Sheet, render_sheet

T = TypeVar("T")
LEADERS = 10
"""Players a leaderboard of one game lists."""
LEADERS_EACH = 5
"""Players listed per game when a leaderboard shows every game."""
CHOICES = 25
"""The most choices Discord shows for an option."""


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


async def show_stats(
    records_of: RecordRepository,
    interaction: discord.Interaction,
    who: discord.abc.User,
    modules: Sequence[GameModule],
) -> None:
    """`/stats`: `who`'s record in each of `modules` in this server, privately."""
    assert interaction.guild_id is not None
    await interaction.response.defer(ephemeral=True, thinking=True)
    found = []
    for module in modules:
        record = records(await records_of.results_in(interaction.guild_id, module.key)).get(who.id)
        if record is not None:
            found.append((module.title, record, module.record_note(record, interaction.locale.value)))
    if not found:
        await tell(interaction, say_to(interaction, "stats-none", name=who.display_name))
        return
    title = say_to(interaction, "stats-title", name=who.display_name)
    lines = [
        stats_line(interaction, name, record) + ("" if note is None else f" · {note}") for name, record, note in found
    ]
    sheet = Sheet(who.display_name, server(interaction), (stats_section(interaction, found),))
    await answer(interaction, title, "\n".join([title, *lines]), sheet, "stats.png")


async def show_leaderboard(
    records_of: RecordRepository,
    interaction: discord.Interaction,
    modules: Sequence[GameModule],
    season: str | None,
    now: float,
    listed: int,
) -> None:
    """`/leaderboard`: the `listed` best rated players of each of `modules` in this server in `season` (this month
    when None, every game for `ALL`), privately."""
    assert interaction.guild_id is not None
    picked = None if season == ALL else Season.at(now) if season is None else Season.parse(season)
    if picked is None and season != ALL:
        await tell(interaction, say_to(interaction, "season-unknown", season=season, all=ALL))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    named_season = say_to(interaction, "season-all") if picked is None else picked.name(interaction.locale.value)
    since, until = (None, None) if picked is None else (picked.start, picked.end)
    parts, sections = [], []
    for module in modules:
        leaders = ranked(records(await records_of.results_in(interaction.guild_id, module.key, since, until)))
        if leaders:
            lines = [say_to(interaction, "leaderboard-title", title=module.title)]
            lines += [
                leader_line(interaction, place, user, record)
                for place, (user, record) in enumerate(leaders[:listed], 1)
            ]
            parts.append("\n".join(lines))
            sections.append(leader_section(interaction, module.title, leaders, listed))
    if not parts:
        if picked is None:
            await tell(interaction, say_to(interaction, "leaderboard-none"))
        else:
            await tell(interaction, say_to(interaction, "leaderboard-none-in", season=named_season))
        return
    title = say_to(interaction, "sheet-leaderboard")
    sheet = Sheet(title, f"{server(interaction)} · {named_season}", tuple(sections))
    await answer(interaction, f"**{title}** · {named_season}", "\n\n".join(parts), sheet, "leaderboard.png")


async def season_choices(
    records_of: RecordRepository, interaction: discord.Interaction, typed: str, now: float
) -> list[app_commands.Choice[str]]:
    """This month and each earlier one back to the server's first finished game, then every game."""
    first = None if interaction.guild_id is None else await records_of.first_finished(interaction.guild_id)
    locale = interaction.locale.value
    offered = [(s.name(locale), s.key) for s in seasons_back(now, first)]
    offered.append((say_to(interaction, "season-all"), ALL))
    wanted = typed.strip().casefold()
    return [
        app_commands.Choice(name=name, value=value)
        for name, value in offered
        if wanted in name.casefold() or wanted in value
    ][:CHOICES]


def record_commands(
    host: TableHost[GameModule], modules: Mapping[str, GameModule]
) -> list[app_commands.Command[Any, ..., None]]:
    """The two slash commands over `show_stats` and `show_leaderboard`, which tests can call alone."""
    games = game_choices(modules)
    store = host.store

    def chosen(game: app_commands.Choice[str] | None) -> list[GameModule]:
        return list(modules.values()) if game is None else [modules[game.value]]

    @app_commands.command(name=named("stats"), description=described("command-stats"))
    @player_and_game(games)
    async def stats(
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        await show_stats(store.records, interaction, player or interaction.user, chosen(game))

    @app_commands.command(name=named("leaderboard"), description=described("command-leaderboard"))
    @app_commands.guild_only()
    @app_commands.rename(game=named("stats-game"), season=named("season"))
    @app_commands.describe(game=described("option-stats-game"), season=described("option-season"))
    @app_commands.choices(game=games)
    async def leaderboard(
        interaction: discord.Interaction, game: app_commands.Choice[str] | None = None, season: str | None = None
    ) -> None:
        listed = LEADERS if game is not None else LEADERS_EACH
        await show_leaderboard(store.records, interaction, chosen(game), season, store.clock(), listed)

    @leaderboard.autocomplete("season")
    async def seasons(interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        return await season_choices(store.records, interaction, typed, store.clock())

    return [stats, leaderboard]


async def answer(interaction: discord.Interaction, title: str, words: str, sheet: Sheet, filename: str) -> None:
    """The sheet as an image under its title, with `words` (the same figures as text) as the image's description,
    which a screen reader says; `words` alone if the drawing fails."""
    image = await drawing.draw(partial(SHEET, words=words), filename, sheet)
    if image is None:
        await tell(interaction, words)
        return
    await interaction.followup.send(title, file=image, ephemeral=True)


def _drawn(sheet: Sheet, *, words: str) -> bytes:
    return render_sheet(sheet)


def _said(sheet: Sheet, *, words: str) -> str:
    """The sheet's figures as text, already in the asker's language."""
    return words


SHEET = Picture(_drawn, _said)


def server(interaction: discord.Interaction) -> str:
    return interaction.guild.name if interaction.guild is not None else ""


def number(interaction: discord.Interaction, value: float | None) -> str:
    """A figure written the reader's way (88.3, 88,3); a dash for none."""
    return "—" if value is None else say_to(interaction, "sheet-number", value=value)


def stats_section(interaction: discord.Interaction, found: list[tuple[str, Record, str | None]]) -> Section:
    columns = (
        Column(say_to(interaction, "sheet-game"), "left", grows=True),
        *(Column(say_to(interaction, f"sheet-{name}")) for name in ("played", "wins", "mean", "best", "rating")),
    )
    rows = tuple(
        Row(
            (
                title,
                number(interaction, record.played),
                number(interaction, record.wins),
                number(interaction, round(record.mean, 1)),
                number(interaction, record.best),
                number(interaction, None if record.rating is None else shown(record.rating)),
            ),
            note=note,
        )
        for title, record, note in found
    )
    return Section(say_to(interaction, "sheet-records"), columns, rows)


def leader_section(
    interaction: discord.Interaction, title: str, leaders: list[tuple[int, Record]], listed: int
) -> Section:
    """The first `listed` players, and the reader's own row below them if they are further down."""
    columns = (
        Column("#", "centre"),
        Column(say_to(interaction, "sheet-player"), "left", grows=True),
        *(Column(say_to(interaction, f"sheet-{name}")) for name in ("rating", "played", "wins", "mean", "best")),
    )
    places = [(place, user, record) for place, (user, record) in enumerate(leaders, 1)]
    shown_places = places[:listed] + [p for p in places[listed:] if p[1] == interaction.user.id]
    rows = tuple(
        Row(
            (
                str(place),
                record.name,
                number(interaction, shown(record.rating or 0.0)),
                number(interaction, record.played),
                number(interaction, record.wins),
                number(interaction, round(record.mean, 1)),
                number(interaction, record.best),
            ),
            mine=user == interaction.user.id,
            medal=place if place <= len(MEDALS) else None,
        )
        for place, user, record in shown_places
    )
    return Section(title, columns, rows)


def ranked(found: dict[Player, Record]) -> list[tuple[int, Record]]:
    """People with a rating, best first (computer players are rated, but not listed)."""
    people = [(p, r) for p, r in found.items() if isinstance(p, int) and r.rating is not None]
    return sorted(people, key=lambda item: (-(item[1].rating or 0.0), -item[1].wins, item[0]))


def shown(rating: float) -> float:
    """A rating to one decimal, never "-0"."""
    return round(rating, 1) + 0.0


def stats_line(interaction: discord.Interaction, title: str, record: Record) -> str:
    rating: float | str = "none" if record.rating is None else shown(record.rating)
    return say_to(
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
    return say_to(
        interaction,
        "leaderboard-line",
        place=place,
        name=f"<@{user}>",
        rating=rating,
        played=record.played,
        wins=record.wins,
    )
