"""The `/powerline` commands and the buttons under round, cancel and final messages."""

from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from bot.powerline import images, strings
from bot.powerline.host import PowerlineHost, refusal_for
from bot.powerline.lobby import Lobby, lobby_embed
from bot.powerline.planner import Planner
from bot.powerline.replies import files, tell
from bot.powerline.routes import Route, RouteButton
from bot.powerline.settings import LobbySettings
from bot.powerline.table import Table
from bot.storage.games import GameRow
from engine.powerline.game import ranks
from engine.powerline.rules import load_rules


class PowerlineCog(commands.Cog):
    powerline = app_commands.Group(
        name="powerline", description="Powerline: plan in secret, build powerlines, power cities.", guild_only=True
    )

    def __init__(self, host: PowerlineHost) -> None:
        self.host = host
        self.lobby = Lobby(host)
        self.planner = Planner(host)
        host.handlers["round"] = self.on_round_button
        host.handlers["cancel"] = self.on_cancel
        host.handlers["rematch"] = self.on_rematch
        host.handlers["timelapse"] = self.on_timelapse

    # -- slash commands --------------------------------------------------------------------------------
    @powerline.command(name="start", description="Open a Powerline lobby in this channel.")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.lobby.open(interaction)

    @powerline.command(name="board", description="See a player's board (yours by default).")
    @app_commands.describe(player="Whose board to show", seat="Or a seat number, as listed by /powerline status")
    async def board(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        seat: app_commands.Range[int, 1, 6] | None = None,
    ) -> None:
        table = await self._table_here(interaction)
        if table is None:
            return
        if seat is None:
            await self.show_board(interaction, table, player or interaction.user)
        elif seat > len(table.seats):
            await tell(interaction, strings.NO_SUCH_SEAT.format(seat=seat, game=table.row.id, seats=len(table.seats)))
        else:
            await self.send_board(interaction, table, seat - 1)

    @powerline.command(name="status", description="Round, standings and who still owes a plan.")
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self.host.store.latest_game_for(interaction.channel_id or 0)
        if row is None:
            await tell(interaction, strings.NO_GAME_HERE)
        elif row.status == "lobby":
            seats = await self.host.store.seats(row.id)
            names = ", ".join(s.name for s in seats)
            await tell(interaction, strings.STATUS_LOBBY.format(game=row.id, players=names))
        else:
            table = await self.host.table(row.id)
            assert table is not None
            await tell(interaction, self.status_text(table))

    @powerline.command(name="rules", description="The rules of Powerline in a few lines.")
    async def rules(self, interaction: discord.Interaction) -> None:
        await tell(interaction, strings.RULES_SUMMARY)

    @powerline.command(name="cancel", description="Cancel the game in this channel (host or Manage Server).")
    async def cancel(self, interaction: discord.Interaction) -> None:
        row = await self.host.store.latest_game_for(interaction.channel_id or 0)
        if row is None or not row.active:
            await tell(interaction, strings.NO_GAME_HERE)
            return
        await self.on_cancel(interaction, Route("cancel", row.id), ())

    # -- shared answers --------------------------------------------------------------------------------
    async def _table_here(self, interaction: discord.Interaction) -> Table | None:
        row = await self.host.store.latest_game_for(interaction.channel_id or 0)
        table = None if row is None else await self.host.table(row.id)
        if table is None:
            await tell(interaction, strings.NO_GAME_HERE)
        return table

    def status_text(self, table: Table) -> str:
        state = table.state
        if state.finished:
            head = strings.GAME_OVER.format(game=table.row.id)
        else:
            waiting = [table.names[s] for s in state.waiting_for]
            owed = strings.ROUND_WAITING.format(people=", ".join(waiting)) if waiting else strings.ROUND_ALL_IN
            head = strings.STATUS.format(game=table.row.id, round=state.round, rounds=load_rules().rounds, waiting=owed)
        places = ranks(state)
        order = sorted(range(len(places)), key=lambda s: (places[s], s))
        lines = [
            strings.STATUS_LINE.format(place=places[s], seat=s + 1, name=table.names[s], vp=state.players[s].vp)
            for s in order
        ]
        return "\n".join([head, *lines])

    async def show_board(self, interaction: discord.Interaction, table: Table, user: discord.abc.User) -> None:
        seat = table.seat_of(user.id)
        if seat is None:
            await tell(interaction, strings.BOARD_NOT_PLAYING.format(name=user.display_name, game=table.row.id))
            return
        await self.send_board(interaction, table, seat)

    async def send_board(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """A seat's public board, privately to whoever asked."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await images.board(table.state, seat, table.names)
        round_ = table.state.round - (0 if table.state.finished else 1)
        text = strings.BOARD_OF.format(name=table.names[seat], round=round_)
        await interaction.followup.send(text, files=files(image), ephemeral=True)

    # -- buttons ---------------------------------------------------------------------------------------
    async def on_round_button(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        table = await self.host.table(route.game)
        if route.arg == "status" and table is not None:
            await tell(interaction, self.status_text(table))
            return
        if route.arg == "board" and table is not None:
            await self.show_board(interaction, table, interaction.user)
            return
        refusal = refusal_for(table, route.round, route.game)
        if refusal or table is None:
            await tell(interaction, refusal or strings.NO_SUCH_GAME)
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, strings.NOT_A_PLAYER.format(game=route.game))
            return
        await self.planner.open(interaction, table, seat)

    def _may_cancel(self, interaction: discord.Interaction, row: GameRow) -> bool:
        permissions = interaction.permissions
        return interaction.user.id == row.host_id or permissions.manage_guild

    async def on_cancel(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        """Without an argument: ask for confirmation. With "yes": cancel."""
        row = await self.host.store.game(route.game)
        if row is None or not row.active:
            await tell(interaction, strings.NO_SUCH_GAME if row is None else strings.LOBBY_GONE)
            return
        if not self._may_cancel(interaction, row):
            await tell(interaction, strings.CANCEL_NOT_ALLOWED.format(host=f"<@{row.host_id}>", game=row.id))
            return
        if route.arg != "yes":
            view = discord.ui.View(timeout=None)
            view.add_item(
                RouteButton(Route("cancel", row.id, 0, 0, "yes"), strings.CANCEL_YES, discord.ButtonStyle.danger)
            )
            await interaction.response.send_message(
                strings.CANCEL_CONFIRM.format(game=row.id), view=view, ephemeral=True
            )
            return
        async with self.host.lock(row.id):
            await self.host.store.set_status(row.id, "cancelled")
        await interaction.response.edit_message(content=strings.CANCEL_DONE.format(game=row.id), view=None)
        table = self.host.tables.get(row.id)
        if table is not None:
            await self.host.reload_row(table)
        channel = self.host.channel(row)
        try:
            if row.status == "lobby" and row.lobby_message_id is not None:
                embed = lobby_embed(row, await self.host.store.seats(row.id))
                embed.description = strings.LOBBY_CANCELLED
                await channel.get_partial_message(row.lobby_message_id).edit(embed=embed, view=None)
            else:
                await channel.send(
                    strings.CANCELLED.format(game=row.id, who=interaction.user.mention),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
        except discord.HTTPException:
            pass

    async def on_rematch(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        table = await self.host.table(route.game)
        if table is None:
            await tell(interaction, strings.NO_SUCH_GAME)
            return
        seats = sorted(table.seats, key=lambda s: s.user_id != interaction.user.id)
        await self.lobby.open(interaction, LobbySettings.from_json(table.row.settings), seats)

    async def on_timelapse(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        """The clicker's board growing round by round, as an animation only they see."""
        table = await self.host.table(route.game)
        seat = None if table is None else table.seat_of(interaction.user.id)
        if table is None or seat is None:
            await tell(interaction, strings.NOT_A_PLAYER.format(game=route.game))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = await images.timelapse(table.game, seat, table.names)
        text = strings.TIMELAPSE_OF.format(name=table.names[seat])
        await interaction.followup.send(text, files=files(image), ephemeral=True)
