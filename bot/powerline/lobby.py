"""The lobby: who plays, with which rules, and starting the game in a thread of its own."""

import random
from collections.abc import Sequence
from dataclasses import replace

import discord

from bot.powerline import strings
from bot.powerline.host import PowerlineHost
from bot.powerline.replies import mentions, missing_permissions, tell
from bot.powerline.routes import Route, RouteButton, RouteSelect
from bot.powerline.settings import TILE_DRAWS, TIMERS, TOGGLES, LobbySettings
from bot.powerline.table import encode_config
from bot.storage.games import ActiveGameError, GameRow, SeatRow
from engine.powerline.ai import LEVELS
from engine.powerline.config import MAX_PLAYERS, PowerlineConfig

KIND = "powerline"
NEEDED_TO_POST = ("send_messages", "embed_links", "attach_files")
NEEDED_IN_THREADS = ("create_public_threads", "send_messages_in_threads")
SEED_BITS = 31
DEFAULT_SETTINGS = LobbySettings()


def permission_problem(permissions: discord.Permissions, in_thread: bool) -> str | None:
    """Why the bot can't run a game where it has `permissions`, naming each missing permission."""
    needed = ("send_messages_in_threads", "embed_links", "attach_files") if in_thread else NEEDED_TO_POST
    missing = [strings.PERMISSION_NAMES[name] for name in missing_permissions(permissions, needed)]
    if not missing:
        return None
    return strings.MISSING_PERMISSIONS.format(
        names=" and ".join(missing), s="s" if len(missing) > 1 else "", it="them" if len(missing) > 1 else "it"
    )


def seat_label(seat: SeatRow) -> str:
    if seat.is_ai:
        return strings.BOT_SEAT.format(level=strings.LEVEL_NAMES.get(seat.ai_level or "", seat.name))
    return f"<@{seat.user_id}>"


def lobby_embed(row: GameRow, seats: Sequence[SeatRow]) -> discord.Embed:
    settings = LobbySettings.from_json(row.settings)
    embed = discord.Embed(
        title=strings.LOBBY_TITLE.format(game=row.id),
        description=strings.LOBBY_INTRO.format(host=f"<@{row.host_id}>"),
        colour=discord.Colour.gold(),
    )
    embed.add_field(
        name=strings.LOBBY_SEATS.format(count=len(seats)),
        value="\n".join(f"{s.seat + 1}. {seat_label(s)}" for s in seats) or "—",
        inline=False,
    )
    rules = [name for key, name in strings.TOGGLE_NAMES.items() if getattr(settings, key)]
    rules.append(strings.TILE_DRAW_NAMES[settings.tiles])
    embed.add_field(name=strings.LOBBY_RULES, value="\n".join(rules), inline=True)
    timer = strings.TIMER_LABEL[settings.timer_minutes] if settings.timer_minutes else strings.NO_TIMER
    if settings.timer_minutes:
        timer = f"{timer} ({strings.TIMER_HINT})"
    embed.add_field(name=strings.LOBBY_TIMER, value=timer, inline=True)
    return embed


def lobby_view(game_id: int, settings: LobbySettings) -> discord.ui.View:
    view = discord.ui.View(timeout=None)

    def route(arg: str, kind: str = "lobby") -> Route:
        return Route(kind, game_id, 0, 0, arg)

    view.add_item(RouteButton(route("join"), strings.JOIN, discord.ButtonStyle.success, row=0))
    view.add_item(RouteButton(route("leave"), strings.LEAVE, row=0))
    view.add_item(RouteButton(route("start"), strings.START, discord.ButtonStyle.primary, row=0))
    view.add_item(RouteButton(route("cancel"), strings.CANCEL, discord.ButtonStyle.danger, row=0))
    toggles = [
        discord.SelectOption(label=strings.TOGGLE_NAMES[key], value=key, default=getattr(settings, key))
        for key in TOGGLES
    ]
    view.add_item(
        RouteSelect(route("toggles", "lobbyset"), toggles, strings.PICK_TOGGLES, min_values=0, max_values=3, row=1)
    )
    tiles = [
        discord.SelectOption(label=strings.TILE_DRAW_NAMES[key], value=key, default=settings.tiles == key)
        for key in TILE_DRAWS
    ]
    view.add_item(RouteSelect(route("tiles", "lobbyset"), tiles, strings.PICK_TILES, row=2))
    timers = [
        discord.SelectOption(label=strings.TIMER_LABEL[m], value=str(m), default=settings.timer_minutes == m)
        for m in TIMERS
    ]
    view.add_item(RouteSelect(route("timer", "lobbyset"), timers, strings.PICK_TIMER, row=3))
    bots = [
        discord.SelectOption(
            label=strings.ADD_BOT.format(level=strings.LEVEL_NAMES[level]),
            value=level,
            description=strings.ADD_BOT_HELP[level],
        )
        for level in LEVELS
    ]
    bots.append(discord.SelectOption(label=strings.REMOVE_BOT, value="remove"))
    view.add_item(RouteSelect(route("bots", "lobbyset"), bots, strings.PICK_BOT, row=4))
    return view


class Lobby:
    def __init__(self, host: PowerlineHost) -> None:
        self.host = host
        host.handlers["lobby"] = self.on_button
        host.handlers["lobbyset"] = self.on_select

    async def open(
        self,
        interaction: discord.Interaction,
        settings: LobbySettings = DEFAULT_SETTINGS,
        others: Sequence[SeatRow] = (),
    ) -> None:
        """A new lobby in the interaction's channel, hosted by the user; answers the interaction."""
        store = self.host.store
        channel = interaction.channel
        if interaction.guild_id is None or channel is None:
            await tell(interaction, strings.NOT_IN_GUILD)
            return
        if others:
            await interaction.response.defer(ephemeral=True, thinking=True)
        problem = permission_problem(interaction.app_permissions, isinstance(channel, discord.Thread))
        if problem:
            await tell(interaction, problem)
            return
        try:
            game_id = await store.create_game(
                KIND,
                interaction.guild_id,
                channel.id,
                interaction.user.id,
                interaction.user.display_name,
                settings.to_json(),
            )
        except ActiveGameError as busy:
            await tell(interaction, strings.BUSY.format(game=busy.game_id))
            return
        for seat in others:
            if seat.user_id != interaction.user.id:
                await store.add_seat(game_id, seat.user_id, seat.name, seat.ai_level)
        row = await store.game(game_id)
        assert row is not None
        embed = lobby_embed(row, await store.seats(game_id))
        view = lobby_view(game_id, settings)
        if others:
            message = await channel.send(embed=embed, view=view)  # type: ignore[union-attr]
            await tell(interaction, message.jump_url)
        else:
            await interaction.response.send_message(embed=embed, view=view)
            message = await interaction.original_response()
        await store.set_lobby_message(game_id, message.id)

    async def _refresh(self, interaction: discord.Interaction, game_id: int) -> None:
        row = await self.host.store.game(game_id)
        assert row is not None
        embed = lobby_embed(row, await self.host.store.seats(game_id))
        await interaction.response.edit_message(
            embed=embed, view=lobby_view(game_id, LobbySettings.from_json(row.settings))
        )

    async def _lobby_row(self, interaction: discord.Interaction, game_id: int) -> GameRow | None:
        row = await self.host.store.game(game_id)
        if row is None or row.status != "lobby":
            text = strings.LOBBY_GONE
            if row is not None and row.status == "running":
                text = strings.LOBBY_STARTED.format(where="")
            await tell(interaction, text)
            return None
        return row

    async def on_button(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        if route.arg == "cancel":
            await self.host.handlers["cancel"](interaction, Route("cancel", route.game), ())
            return
        async with self.host.lock(route.game):
            row = await self._lobby_row(interaction, route.game)
            if row is None:
                return
            store = self.host.store
            seats = await store.seats(row.id)
            mine = next((s for s in seats if s.user_id == interaction.user.id), None)
            if route.arg == "join":
                if mine is not None:
                    await tell(interaction, strings.ALREADY_JOINED)
                elif len(seats) >= MAX_PLAYERS:
                    await tell(interaction, strings.TABLE_FULL)
                else:
                    await store.add_seat(row.id, interaction.user.id, interaction.user.display_name)
                    await self._refresh(interaction, row.id)
            elif route.arg == "leave":
                if mine is None:
                    await tell(interaction, strings.NOT_IN_LOBBY)
                elif interaction.user.id == row.host_id:
                    await tell(interaction, strings.HOST_CANNOT_LEAVE)
                else:
                    await store.remove_seat(row.id, mine.seat)
                    await self._refresh(interaction, row.id)
            elif route.arg == "start":
                await self._start(interaction, row, seats)

    async def on_select(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        async with self.host.lock(route.game):
            row = await self._lobby_row(interaction, route.game)
            if row is None:
                return
            if interaction.user.id != row.host_id:
                await tell(interaction, strings.HOST_ONLY.format(host=f"<@{row.host_id}>"))
                return
            store = self.host.store
            settings = LobbySettings.from_json(row.settings)
            if route.arg == "toggles":
                settings = settings.with_toggles(set(values))
            elif route.arg == "tiles" and values and values[0] in TILE_DRAWS:
                settings = replace(settings, tiles=values[0])  # type: ignore[arg-type]
            elif route.arg == "timer" and values and values[0].isdigit() and int(values[0]) in TIMERS:
                settings = replace(settings, timer_minutes=int(values[0]))
            elif route.arg == "bots" and values:
                seats = await store.seats(row.id)
                if values[0] == "remove":
                    bots = [s for s in seats if s.is_ai]
                    if not bots:
                        await tell(interaction, strings.NO_BOT_TO_REMOVE)
                        return
                    await store.remove_seat(row.id, bots[-1].seat)
                elif values[0] in LEVELS:
                    if len(seats) >= MAX_PLAYERS:
                        await tell(interaction, strings.TABLE_FULL)
                        return
                    name = strings.BOT_SEAT.format(level=strings.LEVEL_NAMES[values[0]])
                    await store.add_seat(row.id, None, name, values[0])
            await store.set_settings(row.id, settings.to_json())
            await self._refresh(interaction, row.id)

    async def _start(self, interaction: discord.Interaction, row: GameRow, seats: Sequence[SeatRow]) -> None:
        if interaction.user.id != row.host_id:
            await tell(interaction, strings.HOST_ONLY.format(host=f"<@{row.host_id}>"))
            return
        if not any(not s.is_ai for s in seats):
            await tell(interaction, strings.NEED_HUMAN)
            return
        channel = interaction.channel
        in_thread = isinstance(channel, discord.Thread)
        problem = permission_problem(interaction.app_permissions, in_thread)
        if problem:
            await tell(interaction, problem)
            return
        await interaction.response.defer()
        settings = LobbySettings.from_json(row.settings)
        config = PowerlineConfig(players=len(seats), seed=random.getrandbits(SEED_BITS), variants=settings.variants())
        place_id, note = row.channel_id, None
        lacking = missing_permissions(interaction.app_permissions, NEEDED_IN_THREADS)
        if in_thread or interaction.message is None:
            pass
        elif lacking:
            note = strings.NO_THREAD.format(names=" and ".join(strings.PERMISSION_NAMES[p] for p in lacking))
        else:
            try:
                thread = await interaction.message.create_thread(name=strings.THREAD_NAME.format(game=row.id))
                place_id = thread.id
            except discord.HTTPException:
                note = strings.NO_THREAD.format(names=strings.PERMISSION_NAMES["create_public_threads"])
        await self.host.store.start(row.id, place_id, encode_config(config))
        started = await self.host.store.game(row.id)
        assert started is not None
        where = f" in <#{place_id}>" if place_id != row.channel_id else ""
        embed = lobby_embed(started, seats)
        embed.description = strings.LOBBY_STARTED.format(where=where)
        await interaction.edit_original_response(embed=embed, view=None)
        if note:
            await interaction.followup.send(note, ephemeral=True)
        table = await self.host.table(row.id)
        assert table is not None
        await self.host.play_computer_seats(table)
        people = mentions([s.user_id for s in seats if s.user_id is not None])
        await self.host.channel(started).send(
            strings.GAME_STARTED.format(game=row.id, players=people),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.host.announce(table)
