"""A seat's own board, privately: `/<game> <board command> [player] [seat]` and a card's "My board" button, for a game
that draws one (`GameModule.seat_board`)."""

import discord
from discord import app_commands

from bot.table.clicks import ClickParts
from bot.table.live_game import LiveGame, S
from bot.table.module import GameModule, SettingsT
from bot.table.replies import files, tell
from bot.translator import described, named


async def show_seat_board(
    module: GameModule[S, SettingsT],
    interaction: discord.Interaction,
    table: LiveGame[S],
    user: discord.abc.User | None,
    seat: int | None,
) -> None:
    """The board of `seat` (counted from 1), else of `user`'s seat, else of the asker's; a seat no one holds, or
    someone not playing, is said so."""
    lang = interaction.locale.value
    chosen = table.seat_of((user or interaction.user).id) if seat is None else seat - 1
    if chosen is None:
        name = (user or interaction.user).display_name
        await tell(interaction, module.catalog.text(lang, "board-not-playing", name=name, game=table.row.id))
        return
    if chosen >= len(table.seats):
        said = module.catalog.text(lang, "no-such-seat", seat=chosen + 1, game=table.row.id, seats=len(table.seats))
        await tell(interaction, said)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    text, image = await module.seat_board(table, chosen, lang)
    await interaction.followup.send(text, files=files(image), ephemeral=True)


def add_board_command(group: app_commands.Group, module: GameModule, parts: ClickParts) -> None:
    """`/<game> <module.board_command> [player] [seat]`, on the channel's latest game."""
    catalog, name = module.catalog, module.board_command or ""

    @group.command(name=named(name, catalog), description=described(f"command-{name}", catalog))
    @app_commands.rename(player=named("player", catalog), seat=named("seat", catalog))
    @app_commands.describe(player=described("option-player", catalog), seat=described("option-seat", catalog))
    async def board(
        interaction: discord.Interaction,
        player: discord.User | None = None,
        seat: app_commands.Range[int, 1, module.max_seats] | None = None,
    ) -> None:
        table = await parts.channel_game(interaction, module.key, module.title)
        if table is not None:
            await show_seat_board(module, interaction, table, player, seat)
