"""`/history [player] [game]`: a player's finished games in this server, for every hosted game alike; any of them
is replayed privately on request, with its final standings and a timelapse (`GameModule.replay`)."""

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from bot.storage.records import PlayedRow
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.module import GameModule
from bot.table.record_commands import game_choices, player_and_game
from bot.table.replies import files, say_to, tell
from bot.table.routes import Route, select
from bot.table.views import SentView
from bot.translator import described, named

SHOWN = 10
"""Games a history lists, the latest first."""
REPLAY = "replay"


class History:
    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self.components = {REPLAY: ComponentKind(self.on_replay, frozenset({""}))}

    def command(self, modules: Mapping[str, GameModule]) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=named("history"), description=described("command-history"))
        @player_and_game(game_choices(modules))
        async def history(
            interaction: discord.Interaction,
            player: discord.User | None = None,
            game: app_commands.Choice[str] | None = None,
        ) -> None:
            who = player or interaction.user
            assert interaction.guild_id is not None
            kinds = list(modules) if game is None else [game.value]
            played = await self.host.store.records.played_by(interaction.guild_id, who.id, kinds, SHOWN)
            if not played:
                await tell(interaction, say_to(interaction, "stats-none", name=who.display_name))
                return
            lines = [say_to(interaction, "history-title", name=who.display_name)]
            lines += [line(interaction, modules[p.kind].title, p) for p in played]
            await interaction.response.send_message(
                "\n".join(lines), view=picker(interaction, modules, played), ephemeral=True
            )

        return history

    async def on_replay(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """Any finished game of this server, replayed for whoever picked it."""
        host = self.host
        chosen = values[0] if len(values) == 1 else ""
        row = await host.store.games.game(int(chosen)) if chosen.isdigit() and len(chosen) <= 18 else None
        if row is None or row.status != "finished" or row.guild_id != interaction.guild_id:
            await tell(interaction, say_to(interaction, "no-such-game"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await host.games.table(row.id)
        assert table is not None, "a finished game has its table"
        seat = table.seat_of(interaction.user.id)
        words, image = await host.module(row.kind).replay(table, seat, interaction.locale.value)
        await interaction.followup.send(words, files=files(image), ephemeral=True)


def line(interaction: discord.Interaction, title: str, played: PlayedRow) -> str:
    return say_to(
        interaction,
        "history-line",
        game=played.game_id,
        title=title,
        when=f"<t:{int(played.finished_at)}:d>",
        place=played.place,
        players=played.players,
        score=played.score,
    )


def picker(
    interaction: discord.Interaction, modules: Mapping[str, GameModule], played: Sequence[PlayedRow]
) -> discord.ui.View:
    options = [
        discord.SelectOption(
            label=say_to(
                interaction,
                "history-option",
                game=p.game_id,
                title=modules[p.kind].title,
                place=p.place,
                players=p.players,
            ),
            value=str(p.game_id),
        )
        for p in played
    ]
    view = SentView()
    view.add_item(select(Route(played[0].kind, REPLAY, 0), options, say_to(interaction, "history-pick")))
    return view
