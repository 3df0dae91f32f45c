"""Runs every Powerline game of the bot: the cache of tables, one lock per game, committing plans, computer
players, round timers, and telling the channel what happened."""

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Sequence

import discord

from bot.powerline import images, strings
from bot.powerline.narrate import dice_text, narrate_round, split_message
from bot.powerline.replies import files, mentions, tell
from bot.powerline.routes import Handler, Route, RouteButton
from bot.powerline.settings import LobbySettings
from bot.powerline.table import Table, encode_action
from bot.storage.games import ActionSource, GameRow, GameStore
from bot.strings import UNEXPECTED_ERROR
from engine.powerline.ai import choose_plan
from engine.powerline.events import Event
from engine.powerline.game import POWERLINE, ranks, solo_rating
from engine.powerline.plan import Plan, SubmitPlan
from engine.powerline.rules import load_rules

log = logging.getLogger(__name__)

TIMEOUT_LEVEL = "greedy"
"""How the computer plans for a player who ran out of time: the best points this round, nothing fancy."""
TIMER_POLL_SECONDS = 30.0
MEDALS = ("🥇", "🥈", "🥉")
Entry = tuple[SubmitPlan, ActionSource, int | None]


class PowerlineHost:
    def __init__(self, bot: discord.Client, store: GameStore, clock: Callable[[], float] = time.time) -> None:
        self.bot = bot
        self.store = store
        self.clock = clock
        self.tables: dict[int, Table] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._posting: dict[int, asyncio.Lock] = {}
        self.handlers: dict[str, Handler] = {}
        self._timer_task: asyncio.Task[None] | None = None

    # -- routing ---------------------------------------------------------------------------------------
    async def dispatch(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None:
        handler = self.handlers.get(route.kind)
        if handler is None:
            await tell(interaction, strings.NO_SUCH_GAME)
            return
        try:
            await handler(interaction, route, values)
        except Exception:
            log.exception("%s failed", route)
            with contextlib.suppress(discord.HTTPException):
                await tell(interaction, UNEXPECTED_ERROR)

    def lock(self, game_id: int) -> asyncio.Lock:
        """Held while a game's lobby or plans change: one writer per game."""
        return self._locks.setdefault(game_id, asyncio.Lock())

    # -- tables ----------------------------------------------------------------------------------------
    async def table(self, game_id: int) -> Table | None:
        """The started game, from the cache or rebuilt from the database."""
        cached = self.tables.get(game_id)
        if cached is not None:
            return cached
        row = await self.store.game(game_id)
        if row is None or row.config is None:
            return None
        table = Table.replay(row, await self.store.seats(game_id), await self.store.actions(game_id))
        return self.tables.setdefault(game_id, table)

    async def reload_row(self, table: Table) -> GameRow:
        row = await self.store.game(table.row.id)
        assert row is not None
        table.row = row
        return row

    async def submit(self, table: Table, entries: Sequence[Entry]) -> list[Event]:
        """Check every action, commit them to the log, then apply them in memory. Hold the game's lock.

        Raises RuleError (nothing stored, nothing changed) if any action breaks a rule.
        """
        state = table.state
        for action, _, _ in entries:
            state, _ = POWERLINE.apply(state, action)
        await self.store.append_actions(table.row.id, [(encode_action(a), src, user) for a, src, user in entries])
        events: list[Event] = []
        for action, _, _ in entries:
            events.extend(table.record(action))
        return events

    async def computer_plan(self, table: Table, seat: int, level: str) -> Plan:
        """A plan chosen from what the seat may see, off the event loop."""
        view = POWERLINE.player_view(table.state, seat)
        return await asyncio.to_thread(choose_plan, view, seat, level, seat)

    async def play_computer_seats(self, table: Table) -> None:
        """Computer seats plan as soon as a round starts, so people are always the last to submit."""
        while not table.state.finished:
            state = table.state
            seats = [s for s in table.seats if s.is_ai and s.seat in state.waiting_for]
            if not seats:
                return
            entries: list[Entry] = []
            for seat in seats:
                plan = await self.computer_plan(table, seat.seat, seat.ai_level or TIMEOUT_LEVEL)
                entries.append((SubmitPlan(seat.seat, state.round, plan), "ai", None))
            await self.submit(table, entries)

    # -- round timers ----------------------------------------------------------------------------------
    def start_timers(self) -> None:
        self._timer_task = asyncio.create_task(self._timer_loop(), name="powerline-round-timers")

    async def stop_timers(self) -> None:
        if self._timer_task is not None:
            self._timer_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._timer_task
            self._timer_task = None

    async def _timer_loop(self) -> None:
        while True:
            await asyncio.sleep(TIMER_POLL_SECONDS)
            try:
                await self.expire_rounds()
            except Exception:
                log.exception("round timers failed")

    async def expire_rounds(self, now: float | None = None) -> None:
        """Plan for everyone still missing in rounds whose deadline has passed, then resolve them."""
        now = self.clock() if now is None else now
        for row in await self.store.running_games():
            if row.deadline is not None and row.deadline <= now:
                await self.time_out(row.id, row.posted_start)

    async def time_out(self, game_id: int, round_: int) -> None:
        table = await self.table(game_id)
        if table is None:
            return
        async with self.lock(game_id):
            state = table.state
            if state.finished or state.round != round_ or table.row.status != "running":
                return
            missing = [seat for seat in state.waiting_for if not table.seats[seat].is_ai]
            entries: list[Entry] = []
            for seat in missing:
                plan = await self.computer_plan(table, seat, TIMEOUT_LEVEL)
                entries.append((SubmitPlan(seat, round_, plan), "timeout", None))
            await self.submit(table, entries)
            await self.play_computer_seats(table)
        people = ", ".join(table.seats[s].name for s in missing)
        await self.announce(table, strings.TIMEOUT.format(people=people) if missing else None)

    # -- start and resume ------------------------------------------------------------------------------
    async def resume(self) -> None:
        """After a restart: let computer seats catch up and post whatever the channel has not seen yet."""
        for row in await self.store.running_games():
            table = await self.table(row.id)
            if table is None:
                continue
            async with self.lock(row.id):
                await self.play_computer_seats(table)
            await self.announce(table)

    # -- telling the channel ---------------------------------------------------------------------------
    def channel(self, row: GameRow) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(row.place_id, guild_id=row.guild_id)

    async def announce(self, table: Table, note: str | None = None) -> None:
        """Post every resolution, the next round or the final standings the channel has not seen yet.

        The database records what was posted, so after a crash nothing is skipped.
        """
        async with self._posting.setdefault(table.row.id, asyncio.Lock()):
            try:
                await self._announce(table, note)
            except discord.HTTPException:
                log.exception("could not post to game %s's channel", table.row.id)

    async def _announce(self, table: Table, note: str | None) -> None:
        row = await self.reload_row(table)
        if row.status == "cancelled":
            return
        channel = self.channel(row)
        for round_ in range(row.posted_summary + 1, table.resolved_rounds + 1):
            if row.posted_start == round_:
                await self._close_round_message(row, round_)
            await self._post_summary(channel, table, round_, note)
            note = None
            await self.store.summary_posted(row.id, round_)
        state = table.state
        row = await self.reload_row(table)
        if state.finished:
            if not row.posted_final:
                await self._post_final(channel, table)
                await self.store.final_posted(row.id)
        elif row.posted_start < state.round:
            settings = LobbySettings.from_json(row.settings)
            deadline = self.clock() + settings.timer_minutes * 60 if settings.timer_minutes else None
            message = await channel.send(
                self.round_text(table, deadline),
                files=files(await images.center(state, table.names)),
                view=self.round_view(row.id, state.round),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
            await self.store.round_posted(row.id, state.round, message.id, deadline)
        elif row.round_message_id is not None:
            await channel.get_partial_message(row.round_message_id).edit(content=self.round_text(table, row.deadline))
        await self.reload_row(table)

    def round_text(self, table: Table, deadline: float | None) -> str:
        state = table.state
        lines = [strings.ROUND_HEADER.format(round=state.round, rounds=load_rules().rounds, dice=dice_text(state.dice))]
        waiting = [table.seats[s].user_id for s in state.waiting_for if table.seats[s].user_id is not None]
        if waiting:
            lines.append(strings.ROUND_WAITING.format(people=mentions([u for u in waiting if u is not None])))
            if deadline is not None:
                lines.append(strings.ROUND_DEADLINE.format(when=f"<t:{int(deadline)}:R>"))
        else:
            lines.append(strings.ROUND_ALL_IN)
        return "\n".join(lines)

    @staticmethod
    def round_view(game_id: int, round_: int) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(
            RouteButton(Route("round", game_id, round_, 0, "plan"), strings.PLAN_BUTTON, discord.ButtonStyle.primary)
        )
        view.add_item(RouteButton(Route("round", game_id, round_, 0, "board"), strings.BOARD_BUTTON))
        view.add_item(RouteButton(Route("round", game_id, round_, 0, "status"), strings.STATUS_BUTTON))
        return view

    async def _close_round_message(self, row: GameRow, round_: int) -> None:
        """The resolved round's buttons go away; clicks on copies still get a clear answer."""
        if row.round_message_id is None:
            return
        message = self.channel(row).get_partial_message(row.round_message_id)
        with contextlib.suppress(discord.HTTPException):
            await message.edit(content=strings.ROUND_RESOLVED.format(round=round_), view=None)

    async def _post_summary(
        self, channel: discord.PartialMessageable, table: Table, round_: int, note: str | None
    ) -> None:
        state = table.round_states[round_]
        events = table.round_events[round_]
        dice = table.round_dice(round_)
        text = narrate_round(round_, dice, events, state, table.names)
        if note:
            text = f"{note}\n{text}"
        chunks = split_message(text)
        image = await images.round_summary(state, events, table.names)
        await channel.send(chunks[0], files=files(image), allowed_mentions=discord.AllowedMentions.none())
        for chunk in chunks[1:]:
            await channel.send(chunk, allowed_mentions=discord.AllowedMentions.none())

    async def _post_final(self, channel: discord.PartialMessageable, table: Table) -> None:
        state = table.state
        places = ranks(state)
        lines = [strings.FINAL_HEADER.format(game=table.row.id)]
        for seat in sorted(range(len(places)), key=lambda s: (places[s], s)):
            medal = MEDALS[places[seat] - 1] if places[seat] <= len(MEDALS) else f"{places[seat]}."
            lines.append(strings.FINAL_LINE.format(medal=medal, name=table.names[seat], vp=state.players[seat].vp))
        rating = solo_rating(state)
        if rating is not None:
            lines.append(strings.SOLO_RATING.format(title=rating.title, vp=state.players[0].vp))
        lines.append(strings.REMATCH_HINT)
        view = discord.ui.View(timeout=None)
        view.add_item(RouteButton(Route("rematch", table.row.id), strings.REMATCH, discord.ButtonStyle.success))
        view.add_item(RouteButton(Route("timelapse", table.row.id), strings.TIMELAPSE))
        await channel.send(
            "\n".join(lines),
            files=files(await images.standings(state, table.names)),
            view=view,
            allowed_mentions=discord.AllowedMentions.none(),
        )


def refusal_for(table: Table | None, round_: int, game_id: int) -> str | None:
    """Why a button of `round_` no longer applies, or None if it does."""
    if table is None:
        return strings.NO_SUCH_GAME
    if table.row.status == "cancelled":
        return strings.GAME_CANCELLED.format(game=game_id)
    if table.state.finished:
        return strings.GAME_OVER.format(game=game_id)
    if round_ != table.state.round:
        return strings.STALE_ROUND.format(old=round_, game=game_id, now=table.state.round)
    return None
