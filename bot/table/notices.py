"""Direct messages a person asked for with `/notify`: when a game waits for them, when theirs is the last plan a
round waits for, in the last hour of a long turn they still owe (play by post), when a game of theirs ends. Off
until they turn them on; in the language they set it in.

What is due is worked out from the game itself, like its channel's posts, but only for the phase it is in now: a
message for a turn that has passed is never sent late, and turning notices on mid-game does not replay the old
ones. Each message is recorded as a post of its game (`dm:<kind>:...`), so none is sent twice, after a restart
either. They go out once the game's channel has seen its own posts, one at a time for the whole bot, `PACE`
apart, as direct messages count against Discord's global limit, and nothing in the game waits for them. A person
whose messages Discord refuses (50007: they closed their DMs) is noted once and not written to again until they
set `/notify` anew; their choice stays.
"""

import asyncio
import logging
import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.budget import Priority, priority
from bot.storage.people import NotifyRow
from bot.table.cards import card
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.live_game import LiveGame
from bot.table.module import GameModule
from bot.table.outbox import nonce
from bot.table.replies import say_to
from bot.table.routes import Route, button
from bot.translator import described, named
from i18n.catalog import text

log = logging.getLogger(__name__)

KINDS = ("turn", "last", "reminder", "ended")
PREFIX = "dm"
PACE = 0.25
"""Seconds between two direct messages, for the whole bot: a round that starts for six people who asked is told
in a second and a half, well inside Discord's global limit of 50 calls a second, whatever else is busy."""
REFRESH = 60.0
"""Seconds a process trusts its copy of everyone's choices: another process may have taken a `/notify`."""
CANNOT_DM = 50007
NOTIFY = "notify"
"""The component of the `/notify` card's buttons."""


def due(
    table: LiveGame,
    settings: Mapping[int, NotifyRow],
    simultaneous: bool,
    last_hour: Collection[int] = (),
    holiday: Collection[int] = (),
) -> list[tuple[str, int, str]]:
    """(key, user, kind) of every direct message the game owes in the phase it is in (`last_hour`: the seats whose
    last hour in it has begun; nothing to the seats on `holiday`, whom the game does not wait for now)."""
    people = {seat.seat: seat.user_id for seat in table.seats if seat.user_id is not None}

    def wants(seat: int, kind: str) -> int | None:
        user = people.get(seat)
        row = None if user is None else settings.get(user)
        return user if row is not None and row.closed_at is None and getattr(row, kind) else None

    found = []
    if table.over:
        for seat in people:
            if (user := wants(seat, "ended")) is not None:
                found.append((f"{PREFIX}:ended:{user}", user, "ended"))
        return found
    active = table.rules.active_seats(table.state)
    for seat in active:
        if seat in table.away or seat in holiday:
            continue
        if (user := wants(seat, "turn")) is not None:
            found.append((f"{PREFIX}:turn:{table.phase}:{user}", user, "turn"))
        if simultaneous and len(active) == 1 and len(table.seats) > 1 and (user := wants(seat, "last")) is not None:
            found.append((f"{PREFIX}:last:{table.phase}:{user}", user, "last"))
        if seat in last_hour and (user := wants(seat, "reminder")) is not None:
            found.append((f"{PREFIX}:reminder:{table.phase}:{user}", user, "reminder"))
    return found


class Notices:
    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self.settings: dict[int, NotifyRow] = {}
        self.loaded_at: float | None = None
        self.waiting: dict[int, None] = {}
        """Games to look at, in the order they were told of."""
        self.sender: asyncio.Task[None] | None = None
        self.calling: dict[tuple[int, int], float] = {}
        """(game, phase) whose last call came, and when (the ticker's time), until its direct messages have gone."""
        self.components = {NOTIFY: ComponentKind(self.on_button, frozenset({*KINDS, "on", "off"}))}

    # -- sending ---------------------------------------------------------------------------------------
    def note(self, table: LiveGame) -> None:
        """The game's channel is up to date: its direct messages may go."""
        if self.host.tasks.stopping or (self.fresh() and not any(s.user_id in self.settings for s in table.seats)):
            return  # nobody at this table asked (the usual case): no work after every post
        self.queue(table.row.id)

    def last_call(self, game_id: int, phase: int, now: float) -> None:
        """A phase's last call came at `now` (the ticker): someone's last hour has begun, their direct messages may
        go."""
        if self.host.tasks.stopping:
            return
        self.calling[(game_id, phase)] = now
        self.queue(game_id)

    def queue(self, game_id: int) -> None:
        """The game is looked at in its turn, by the one sender (started if none is running)."""
        self.waiting[game_id] = None
        if self.sender is None or self.sender.done():
            self.sender = self.host.tasks.spawn(self.send_waiting())

    async def send_waiting(self) -> None:
        """The tables that owe direct messages, in turn; they go after everything else in Discord's budget."""
        with priority(Priority.BACKGROUND):
            while self.waiting and not self.host.tasks.stopping:
                game_id = next(iter(self.waiting))
                del self.waiting[game_id]
                try:
                    await self.send_due(game_id)
                except Exception:
                    log.exception("game %s: direct messages failed", game_id)

    def fresh(self) -> bool:
        """The copy of everyone's choices is recent enough to trust."""
        return self.loaded_at is not None and time.monotonic() - self.loaded_at <= REFRESH

    async def choices(self) -> dict[int, NotifyRow]:
        if not self.fresh():
            self.settings = await self.host.store.people.notify_rows()
            self.loaded_at = time.monotonic()
        return self.settings

    async def send_due(self, game_id: int) -> None:
        """The game's direct messages; for a phase whose last call came, to whoever's last hour has begun (their
        reserve and holiday count), and the next call is set for the next person's, else none is left."""
        table = await self.host.games.table(game_id)
        calls = {phase: self.calling.pop((game, phase)) for game, phase in list(self.calling) if game == game_id}
        last_hour: list[int] = []
        later = None
        if table is not None and table.phase in calls:
            last_hour, later = await self.host.commits.phases.last_hour(table, calls[table.phase])
        sent = table is None or await self.send_owed(table, last_hour)
        for phase in calls if sent else ():  # else the next tick calls again
            if table is not None and phase == table.phase and later is not None:
                await self.host.store.deadlines.call_again(game_id, phase, later)
            else:
                await self.host.store.deadlines.last_called(game_id, phase)

    async def send_owed(self, table: LiveGame, last_hour: Collection[int] = ()) -> bool:
        """The game's direct messages not sent yet, each checked again just before it goes: none reaches someone
        who has moved meanwhile. Whether none failed."""
        simultaneous = self.host.module(table.row.kind).simultaneous
        now = self.host.clock()
        phases = self.host.commits.phases
        holiday = [seat for seat in table.people_to_act if phases.overtime(table, seat).on_holiday(now)]
        owed = due(table, await self.choices(), simultaneous, last_hour, holiday)
        if not owed:
            return True
        posted = await self.host.store.outbox.posted(table.row.id)
        sent = True
        for key, user, kind in owed:
            if key in posted or (key, user, kind) not in due(table, self.settings, simultaneous, last_hour, holiday):
                continue
            row = self.settings.get(user)
            if row is None or row.closed_at is not None:
                continue  # refused a moment ago, for an earlier message of this pass
            sent = await self.send(table, key, row, self.message(table, row, user, kind)) and sent
            await asyncio.sleep(PACE)
        return sent

    def message(self, table: LiveGame, row: NotifyRow, user: int, kind: str) -> str:
        game = table.row
        title = self.host.module(game.kind).title
        link = f"https://discord.com/channels/{game.guild_id or '@me'}/{game.place_id}"
        params: dict[str, str | int] = {"title": title, "game": game.id, "link": link}
        if kind == "ended":
            outcome, seat = table.rules.outcome(table.state), table.seat_of(user)
            assert outcome is not None and seat is not None, "an ended game's message goes to one of its people"
            params.update(place=outcome.ranks[seat], players=len(table.seats))
        return text(row.locale, f"notify-{kind}", **params)

    async def send(self, table: LiveGame, key: str, row: NotifyRow, words: str) -> bool:
        """One message, recorded as sent; refused for good if their messages are closed (noted once). False if it
        failed otherwise."""
        store = self.host.store
        try:
            channel = await self.host.bot.create_dm(discord.Object(row.user_id))
            message = await channel.send(
                words, nonce=nonce(table.row.id, key), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as error:
            if error.code != CANNOT_DM:
                await store.outbox.post_failed(table.row.id, key, f"{error.status} {error.text}"[:500])
                return False
            log.warning(
                "user %s does not take direct messages (50007): none is sent until they set /notify again",
                row.user_id,
            )
            await store.people.dms_closed(row.user_id)
            self.settings[row.user_id] = replace(row, closed_at=store.clock())
            await store.outbox.post_done(table.row.id, key, None)
            return True
        await store.outbox.post_done(table.row.id, key, message.id)
        return True

    # -- the command -----------------------------------------------------------------------------------
    def command(self) -> app_commands.Command[Any, ..., None]:
        @app_commands.command(name=named("notify"), description=described("command-notify"))
        @app_commands.rename(mode=named("notify-mode"))
        @app_commands.describe(mode=described("option-notify-mode"))
        @app_commands.choices(
            mode=[
                app_commands.Choice(name=described("notify-mode-on"), value="on"),
                app_commands.Choice(name=described("notify-mode-off"), value="off"),
            ]
        )
        async def notify(interaction: discord.Interaction, mode: app_commands.Choice[str] | None = None) -> None:
            row = await self.host.store.people.notify_row(interaction.user.id)
            if mode is not None:
                row = await self.choose(interaction, row, mode.value)
            await interaction.response.send_message(view=self.card(interaction, row), ephemeral=True)

        return notify

    async def on_button(
        self, parts: ClickParts, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        host = self.host
        row = await self.choose(interaction, await host.store.people.notify_row(interaction.user.id), route.arg)
        await interaction.response.edit_message(view=self.card(interaction, row))

    async def choose(self, interaction: discord.Interaction, row: NotifyRow, choice: str) -> NotifyRow:
        """Every kind on or off, or one kind switched; kept with the asker's language, and their messages tried
        again if Discord refused one before."""
        on = choice == "on"
        if choice in ("on", "off"):
            row = replace(row, turn=on, last=on, reminder=on, ended=on)
        elif choice == "turn":
            row = replace(row, turn=not row.turn)
        elif choice == "last":
            row = replace(row, last=not row.last)
        elif choice == "reminder":
            row = replace(row, reminder=not row.reminder)
        else:
            row = replace(row, ended=not row.ended)
        row = replace(row, locale=interaction.locale.value, closed_at=None)
        await self.host.store.people.set_notify(row)
        if row.any:
            self.settings[row.user_id] = row
        else:
            self.settings.pop(row.user_id, None)
        return row

    def card(self, interaction: discord.Interaction, row: NotifyRow) -> discord.ui.LayoutView:
        def state(on: bool) -> str:
            return say_to(interaction, "notify-state-on" if on else "notify-state-off")

        lines = [say_to(interaction, "notify-title")]
        lines += [f"{state(getattr(row, kind))} {say_to(interaction, f'notify-kind-{kind}')}" for kind in KINDS]
        if row.closed_at is not None:
            lines.append(say_to(interaction, "notify-closed"))
        toggles = [
            button(
                self.host.own_route(NOTIFY, arg=kind),
                say_to(interaction, f"notify-button-{kind}"),
                discord.ButtonStyle.success if getattr(row, kind) else discord.ButtonStyle.secondary,
            )
            for kind in KINDS
        ]
        both = [
            button(
                self.host.own_route(NOTIFY, arg="on"), say_to(interaction, "notify-all-on"), discord.ButtonStyle.primary
            ),
            button(self.host.own_route(NOTIFY, arg="off"), say_to(interaction, "notify-all-off")),
        ]
        return card("\n".join(lines), rows=[toggles, both])
