"""The lobby every game shares: who plays, with which settings, and starting the game in a thread of its own;
cancelling a lobby or a game, and a rematch with the same players.

Every click is acknowledged before the game's lock is taken, and the lock never covers a network call, so a Join
pressed while the host's Start opens the thread is answered at once.
"""

import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any, cast

import discord

from bot.storage.games import ActiveGameError, GameRow, SeatRow
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.final import REMATCH
from bot.table.host import TableHost
from bot.table.limits import over_the_limit
from bot.table.lobby_card import RESERVE_CHOICES, TIMER_CHOICES, lobby_card
from bot.table.module import GameModule, Settings
from bot.table.permissions import NEEDED_IN_THREADS, no_thread, permission_problem
from bot.table.replies import may_manage, missing_permissions, say_to, tell
from bot.table.routes import Route, button
from bot.table.views import SentView
from engine.core.codec import dumps
from i18n.catalog import language, text

SEED_BITS = 31


CLOCKS = {"timer": TIMER_CHOICES, "reserve": RESERVE_CHOICES}
"""The lobby's clock selects: the turn timer and each person's reserve beyond it, in minutes."""


def with_clock(settings: Settings, clock: str, values: Sequence[str]) -> Settings | None:
    """The settings with the chosen turn timer or reserve (`clock`), or None if the choice is not one offered."""
    offered = {str(minutes): minutes for minutes in CLOCKS[clock]}
    if len(values) != 1 or values[0] not in offered:
        return None
    changed: Settings = replace(cast(Any, settings), **{f"{clock}_minutes": offered[values[0]]})
    return changed


class Lobby:
    """The table's own components: the lobby's buttons and selects, cancelling and rematches."""

    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self.components = {
            "lobby": ComponentKind(self.on_button, frozenset({"join", "leave", "start", "cancel"})),
            "lobbyset": ComponentKind(self.on_select),
            "cancel": ComponentKind(self.on_cancel, frozenset({"", "yes"})),
            REMATCH: ComponentKind(self.on_rematch, frozenset({""})),
        }

    async def open(
        self,
        interaction: discord.Interaction,
        module: GameModule,
        settings: Settings | None = None,
        others: Sequence[SeatRow] = (),
        channel: discord.PartialMessageable | None = None,
        lang: str | None = None,
    ) -> None:
        """A new lobby hosted by the user, in `channel` (the interaction's by default); answers the interaction.
        Its public messages are in `lang`, by default the server's language; a fresh one (no `settings`) has the
        server's default timer."""
        store = self.host.store
        here = interaction.channel
        if interaction.guild_id is None or here is None:
            await tell(interaction, say_to(interaction, "not-in-guild"))
            return
        target = channel or here
        if channel is not None:
            await interaction.response.defer(ephemeral=True, thinking=True)
        if settings is None:
            server = await store.servers.settings(interaction.guild_id)
            fresh: Settings = replace(cast(Any, module.default_settings()), timer_minutes=server.timer_minutes)
            settings = fresh
        game_id = await self.create(interaction, module, settings, target, lang)
        if game_id is None:
            return
        for seat in others:
            if seat.user_id != interaction.user.id:
                await store.games.add_seat(game_id, seat.user_id, seat.name, seat.computer_level)
        row = await store.games.game(game_id)
        assert row is not None
        view = lobby_card(module, row, await store.games.seats(game_id))
        if channel is not None:
            message = await channel.send(view=view)
            await tell(interaction, say_to(interaction, "rematch-opened", link=message.jump_url))
        else:
            await interaction.response.send_message(view=view)
            message = await interaction.original_response()
        await store.games.set_lobby_message(game_id, message.id)

    async def create(
        self,
        interaction: discord.Interaction,
        module: GameModule,
        settings: Settings,
        target: discord.abc.Snowflake,
        lang: str | None = None,
        place_id: int | None = None,
    ) -> int | None:
        """A new game hosted by the user in `target`, its public messages in `lang` (by default the language chosen
        in `/server-settings`, else the server's own), played in `place_id` (`target` by default); None once the
        user has been told why not: the bot may not play there, a limit, or that place has a game already. Every way
        to open a game goes through here."""
        problem = permission_problem(interaction, isinstance(target, discord.Thread)) or await over_the_limit(
            self.host.store, interaction, opening=True
        )
        if problem:
            await tell(interaction, problem)
            return None
        assert interaction.guild_id is not None
        user = interaction.user
        lang = lang or (await self.host.store.servers.settings(interaction.guild_id)).language
        try:
            return await self.host.store.games.create_game(
                module.key,
                interaction.guild_id,
                target.id,
                user.id,
                user.display_name,
                settings.to_json(),
                lang or language(interaction.guild_locale.value if interaction.guild_locale else None),
                place_id,
            )
        except ActiveGameError as busy:
            await tell(interaction, say_to(interaction, f"busy-{busy.game.status}", game=busy.game.id))
            return None

    async def _refresh(self, interaction: discord.Interaction, module: GameModule, game_id: int) -> None:
        row = await self.host.store.games.game(game_id)
        assert row is not None
        view = lobby_card(module, row, await self.host.store.games.seats(game_id))
        await interaction.edit_original_response(view=view, embeds=[])

    async def _lobby_row(self, interaction: discord.Interaction, game_id: int) -> GameRow | None:
        row = await self.host.store.games.game(game_id)
        if row is None or row.status != "lobby":
            started = row is not None and row.status == "running"
            await tell(interaction, say_to(interaction, "lobby-started" if started else "lobby-gone"))
            return None
        return row

    @asynccontextmanager
    async def _guarded(
        self, interaction: discord.Interaction, route: Route, check: Callable[[GameRow], Awaitable[str | None]]
    ) -> AsyncIterator[GameRow | None]:
        """The lobby's row under the game's lock, or None once the click was refused.

        A refusal is answered at once, before any lock; otherwise the click is acknowledged first, then the lobby
        is checked again under the lock, since it may have changed while the click waited.
        """
        row = await self._lobby_row(interaction, route.table)
        refusal = None if row is None else await check(row)
        if row is None or refusal:
            if refusal:
                await tell(interaction, refusal)
            yield None
            return
        await interaction.response.defer()
        async with self.host.games.lock(route.table):
            row = await self._lobby_row(interaction, route.table)
            refusal = None if row is None else await check(row)
            if refusal:
                await tell(interaction, refusal)
            yield None if refusal else row

    async def on_button(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        host = self.host
        if route.arg == "cancel":
            await self.cancel(interaction, replace(route, kind="cancel", arg=""))
            return
        if route.arg == "start":
            await self._start(interaction, route)
            return
        module, user = host.module(route.game), interaction.user

        async def check(row: GameRow) -> str | None:
            return await self._seat_refusal(module, row, interaction, route.arg)

        async with self._guarded(interaction, route, check) as row:
            if row is None:
                return
            if route.arg == "join":
                await host.store.games.add_seat(row.id, user.id, user.display_name)
            else:
                mine = next(s for s in await host.store.games.seats(row.id) if s.user_id == user.id)
                await host.store.games.remove_seat(row.id, mine.seat)
        await self._refresh(interaction, module, route.table)

    async def _seat_refusal(
        self, module: GameModule, row: GameRow, interaction: discord.Interaction, arg: str
    ) -> str | None:
        """Why the clicker may not join or leave (`arg`) the lobby now, or None."""
        seats = await self.host.store.games.seats(row.id)
        user_id = interaction.user.id
        mine = any(s.user_id == user_id for s in seats)
        if arg == "join":
            if mine:
                return say_to(interaction, "already-joined")
            if len(seats) >= module.max_seats:
                return say_to(interaction, "table-full", max=module.max_seats)
            return await over_the_limit(self.host.store, interaction, opening=False)
        if not mine:
            return say_to(interaction, "not-in-lobby")
        return say_to(interaction, "host-cannot-leave") if user_id == row.host_id else None

    async def on_select(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        host = self.host
        module, user_id = host.module(route.game), interaction.user.id

        async def check(row: GameRow) -> str | None:
            return None if user_id == row.host_id else say_to(interaction, "host-only", host=f"<@{row.host_id}>")

        async with self._guarded(interaction, route, check) as row:
            if row is None:
                return
            current = module.decode_settings(row.settings)
            changed: Settings | None = current
            refusal = None
            if route.arg in CLOCKS:
                changed = with_clock(current, route.arg, values)
            elif route.arg == "bots":
                refusal = await self._change_bots(module, row, values, interaction)
            else:
                changed = module.change_setting(current, route.arg, values)
            if refusal or changed is None:
                await tell(interaction, refusal or say_to(interaction, "unknown-component"))
                return
            await host.store.games.set_settings(row.id, changed.to_json())
        await self._refresh(interaction, module, route.table)

    async def _change_bots(
        self, module: GameModule, row: GameRow, values: Sequence[str], interaction: discord.Interaction
    ) -> str | None:
        """Add a computer player of the chosen level, or remove the last one; a refusal, or None if done."""
        store = self.host.store
        seats = await store.games.seats(row.id)
        choice = values[0] if len(values) == 1 else ""
        if choice == "remove":
            bots = [s for s in seats if s.is_computer]
            if not bots:
                return say_to(interaction, "no-bot-to-remove")
            await store.games.remove_seat(row.id, bots[-1].seat)
            return None
        if choice not in module.rules.levels:
            return say_to(interaction, "unknown-component")
        if len(seats) >= module.max_seats:
            return say_to(interaction, "table-full", max=module.max_seats)
        name = text(row.language, "bot-seat", level=module.catalog.text(row.language, f"level-{choice}"))
        await store.games.add_seat(row.id, None, name, choice)
        return None

    async def _start(self, interaction: discord.Interaction, route: Route) -> None:
        host, module = self.host, self.host.module(route.game)
        in_thread = isinstance(interaction.channel, discord.Thread)

        async def check(row: GameRow) -> str | None:
            problem = permission_problem(interaction, in_thread)
            return problem or await self._start_refusal(module, row, interaction)

        async with self._guarded(interaction, route, check) as row:
            if row is None:
                return
            seats = await host.store.games.seats(row.id)
            settings = module.decode_settings(row.settings)
            config = module.new_config(settings, len(seats), random.getrandbits(SEED_BITS))
            await host.store.games.start(row.id, dumps(config))
        place_id, note = await self.open_thread(interaction, row, interaction.message)
        if place_id != row.channel_id:
            await host.store.games.move_to(row.id, place_id)
        started = await host.store.games.game(row.id)
        assert started is not None
        moved = place_id != row.channel_id
        lang = row.language
        where = text(lang, "lobby-started-in", place=f"<#{place_id}>") if moved else text(lang, "lobby-started-here")
        await interaction.edit_original_response(view=lobby_card(module, started, seats, note=where), embeds=[])
        if note:
            await interaction.followup.send(note, ephemeral=True)
        await host.begin(row.id)

    async def _start_refusal(self, module: GameModule, row: GameRow, interaction: discord.Interaction) -> str | None:
        seats = await self.host.store.games.seats(row.id)
        if interaction.user.id != row.host_id:
            return say_to(interaction, "host-only", host=f"<@{row.host_id}>")
        if all(s.is_computer for s in seats):
            return say_to(interaction, "need-human")
        if len(seats) < module.min_seats:
            return say_to(interaction, "too-few", title=module.title, min=module.min_seats)
        return None

    async def open_thread(
        self, interaction: discord.Interaction, row: GameRow, message: discord.Message | None, name: str = "thread-name"
    ) -> tuple[int, str | None]:
        """Where the game will be played: a thread from `message` (its lobby) if the bot may open one, and why not
        if it may not. `name` is the thread name's message key."""
        module = self.host.module(row.kind)
        if isinstance(interaction.channel, discord.Thread) or message is None:
            return row.channel_id, None
        lacking = missing_permissions(interaction.app_permissions, NEEDED_IN_THREADS)
        if lacking:
            return row.channel_id, no_thread(interaction, lacking)
        try:
            thread = await message.create_thread(name=text(row.language, name, title=module.title, game=row.id))
        except discord.HTTPException:
            return row.channel_id, no_thread(interaction, ("create_public_threads",))
        return thread.id, None

    # -- cancel and rematch ----------------------------------------------------------------------------
    async def on_cancel(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await self.cancel(interaction, route)

    async def cancel(self, interaction: discord.Interaction, route: Route) -> None:
        """Without an argument: ask for confirmation. With "yes": cancel."""
        host = self.host
        row = await host.store.games.game(route.table)
        if row is None or not row.active:
            await tell(interaction, say_to(interaction, "no-such-game" if row is None else "lobby-gone"))
            return
        if not may_manage(interaction, row):
            await tell(interaction, say_to(interaction, "cancel-not-allowed", host=f"<@{row.host_id}>", game=row.id))
            return
        if route.arg != "yes":
            view = SentView()
            yes = Route(row.kind, "cancel", row.id, 0, 0, "yes")
            view.add_item(button(yes, say_to(interaction, "cancel-yes"), discord.ButtonStyle.danger))
            await interaction.response.send_message(
                say_to(interaction, "cancel-confirm", game=row.id), view=view, ephemeral=True
            )
            return
        async with host.games.lock(row.id):  # cancelled before the person is told so: a new game may start at once
            await host.store.games.set_status(row.id, "cancelled")
        table = host.games.tables.get(row.id)
        if table is not None:
            await host.games.reload_row(table)
        await interaction.response.edit_message(content=say_to(interaction, "cancel-done", game=row.id), view=None)
        channel = host.outbox.channel(row)
        try:
            if row.status == "lobby" and row.lobby_message_id is not None:
                seats = await host.store.games.seats(row.id)
                closed = lobby_card(host.module(row.kind), row, seats, note=text(row.language, "lobby-cancelled"))
                await channel.get_partial_message(row.lobby_message_id).edit(view=closed, embeds=[])
            else:
                await channel.send(
                    text(row.language, "cancelled-by", game=row.id, who=interaction.user.mention),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
        except discord.HTTPException:
            pass

    async def on_rematch(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        """A new lobby with the same players and settings, in the channel the old game's lobby was opened in."""
        host = self.host
        table = await host.games.table(route.table)
        if table is None:
            await tell(interaction, say_to(interaction, "no-such-game"))
            return
        if table.seat_of(interaction.user.id) is None:
            await tell(interaction, say_to(interaction, "not-a-player", game=table.row.id))
            return
        if not table.over:
            await tell(interaction, say_to(interaction, "rematch-not-over", game=table.row.id))
            return
        busy = await host.store.games.active_game_at(table.row.channel_id)
        waiting = () if busy is None or busy.status != "lobby" else await host.store.games.seats(busy.id)
        if busy is not None and any(seat.user_id == interaction.user.id for seat in waiting):
            await tell(interaction, say_to(interaction, "rematch-seated", game=busy.id))
            return
        module = host.module(table.row.kind)
        seats = sorted(table.seats, key=lambda s: s.user_id != interaction.user.id)
        channel = host.bot.get_partial_messageable(table.row.channel_id, guild_id=table.row.guild_id)
        settings = module.decode_settings(table.row.settings)
        await self.open(interaction, module, settings, seats, channel, table.row.language)
