"""The clock of every game: the ticker reminds whoever a phase still waits for at half its time, has the computer
act for whoever let its deadline pass (and their reserve, and the holiday it waits for), asks again for computer
moves and posts still owed, and runs the table's chores (`sweeps`)."""

import logging
from collections.abc import Awaitable, Callable, Sequence

from discord.ext import tasks

from bot.storage.database import StorageUnavailable
from bot.storage.store import GameStore
from bot.table import computer_seats
from bot.table.cache import GameCache
from bot.table.committer import Choice, Committer
from bot.table.computer_seats import ComputerSeats
from bot.table.live_game import LiveGame
from bot.table.outbox import Outbox
from bot.table.posts import Post
from bot.table.replies import mentions
from bot.table.thinking import ThinkingFailed
from i18n.catalog import text

log = logging.getLogger(__name__)

TICK_SECONDS = 20.0
"""How often deadlines are checked and unsent posts retried: well within a minute."""


class Deadlines:
    def __init__(
        self,
        store: GameStore,
        cache: GameCache,
        committer: Committer,
        computer: ComputerSeats,
        outbox: Outbox,
        clock: Callable[[], float],
        settle: Callable[[int], Awaitable[None]],
    ) -> None:
        """`settle`: what follows a commit, a click's or a deadline's (`TableHost.settle`)."""
        self.store = store
        self.cache = cache
        self.committer = committer
        self.computer = computer
        self.outbox = outbox
        self.clock = clock
        self.settle = settle
        self.sweeps: Sequence[Callable[[float], Awaitable[None]]] = ()
        """What else the ticker runs, with the time (housekeeping; `bot.table.wiring`)."""
        self.last_calls: Sequence[Callable[[int, int, float], None]] = ()
        """Who is told that a phase's last call came, with its game, phase and the time (the direct messages of
        `bot.table.notices`, which set the next or clear it once sent; until then each tick tells them again)."""
        self.ticker = tasks.loop(seconds=TICK_SECONDS)(self.tick)

    async def tick(self) -> None:
        """Computer players act for whoever let a deadline pass; unsent posts are retried."""
        try:
            await self.remind(self.clock())
            await self.call_last(self.clock())
            await self.expire(self.clock())
            await self.computer.catch_up()
            await self.outbox.send_owed()
            for sweep in self.sweeps:
                await sweep(self.clock())
        except StorageUnavailable as error:
            log.warning("timer tick: the database is out of reach (%s); tried again next tick", error)
        except Exception:
            log.exception("timer tick failed")

    async def remind(self, now: float) -> None:
        for due in await self.store.deadlines.due_reminders(now):
            await self.send_reminder(due.game_id, due.phase, due.due_at)

    async def send_reminder(self, game_id: int, phase: int, due_at: float) -> None:
        """Ping whoever the phase still waits for, once, through the outbox's record of posts: a failed send is
        tried again on the next tick and a sent one is never sent twice."""
        table = await self.cache.table(game_id)
        key = f"remind:{phase}"
        async with self.cache.slot(game_id).posting:
            posted = {} if table is None else await self.store.outbox.posted(game_id)
            late = [] if table is None or table.phase != phase else self._pinged(table)
            if table is not None and late and table.row.status == "running" and key not in posted:
                people = mentions([table.seats[s].user_id or 0 for s in late])
                reserve = self.committer.phases.settings(table).reserve_minutes
                words = text(
                    table.row.language,
                    "reminder-reserve" if reserve else "reminder",
                    people=people,
                    game=game_id,
                    when=f"<t:{int(due_at)}:R>",
                )

                async def reminder() -> Post:
                    return Post(words, mention=True)

                if await self.outbox.deliver(table.row, key, reminder, posted) == "later":
                    return
            await self.store.deadlines.reminded(game_id, phase)

    def _pinged(self, table: LiveGame) -> list[int]:
        """Who the reminder pings: those the phase waits for, except anyone on holiday (the game waits for them)."""
        now = self.clock()
        return [seat for seat in table.people_to_act if not self.committer.phases.overtime(table, seat).on_holiday(now)]

    async def call_last(self, now: float) -> None:
        for due in await self.store.deadlines.due_last_calls(now):
            for told in self.last_calls:
                told(due.game_id, due.phase, now)

    async def expire(self, now: float) -> None:
        for due in await self.store.deadlines.due_deadlines(now):
            await self.time_out(due.game_id, due.phase, now)

    async def time_out(self, game_id: int, phase: int, now: float) -> None:
        """The strongest computer player acts for each person whose time in `phase` is out (the timer, then the
        holiday it waits for and their reserve: `Overtime`), until nobody's is; a game whose turn is built from
        several actions is finished from where the person left it. The phase is looked at again when the next
        person's time runs out, and forgotten once it is over. `now`: the time it is looked at (a test's
        `float("inf")`: everyone's time is out)."""
        table = await self.cache.table(game_id)
        async with self.cache.lock(game_id):
            due = await self.store.deadlines.deadline(game_id, phase)
            later = None
            while table is not None and table.row.status == "running" and table.phase == phase and table.people_to_act:
                ends = {seat: self.committer.phases.ends(table, seat, due or 0.0) for seat in table.people_to_act}
                if all(end > now for end in ends.values()):
                    later = min(ends.values())
                    break
                choices: list[Choice] = []
                for seat in (s for s, end in ends.items() if end <= now):
                    try:
                        action = await computer_seats.computer_action(
                            table.state, table.rules, seat, table.rules.levels[-1], game_id
                        )
                    except ThinkingFailed:
                        log.exception(
                            "game %s: no move for late seat %s; the deadline stays for the next tick", game_id, seat
                        )
                        return
                    choices.append((action, "timeout", None))
                await self.committer.submit(table, choices)
            if later is None:
                await self.store.deadlines.clear_deadline(game_id, phase)
            else:
                await self.store.deadlines.check_again(game_id, phase, later)
        await self.settle(game_id)
