"""A phase's clock: its deadline when it begins (the timer, a reminder halfway, a last call in a long one's last
hour), when each person's time runs out with their reserve and holiday (`Overtime`), and what they used of those,
charged once they finished their part of the phase."""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace

from bot.storage.store import GameStore
from bot.table.hosted import HostedGame, Timed
from bot.table.live_game import LiveGame
from bot.table.overtime import Overtime

REMIND_AT = 0.5
"""How far into a phase's time the people it still waits for are reminded."""
LAST_CALL_SECONDS = 3600.0
"""The last stretch of a long phase, in which whoever asked (`/notify`) gets a direct message if they still owe it."""


class PhaseClock:
    def __init__(self, store: GameStore, modules: Mapping[str, HostedGame], clock: Callable[[], float]) -> None:
        self.store = store
        self.modules = modules
        self.clock = clock

    def settings(self, table: LiveGame) -> Timed:
        return self.modules[table.row.kind].decode_settings(table.row.settings)

    async def start(self, table: LiveGame) -> None:
        """The current phase's deadline, if the table has a timer and people to wait for; its reminder halfway, and
        for a timer over two hours its last call: when the first person's last hour begins (their reserve counts)."""
        settings = self.settings(table)
        if settings.timer_minutes and table.people_to_act:
            now, seconds = self.clock(), settings.timer_minutes * 60
            due = now + seconds
            last_call = None
            if seconds > 2 * LAST_CALL_SECONDS:
                last_call = min(self.ends(table, seat, due) for seat in table.people_to_act) - LAST_CALL_SECONDS
            await self.store.deadlines.set_deadline(
                table.row.id, table.phase, due, now + seconds * REMIND_AT, last_call
            )

    async def last_hour(self, table: LiveGame, now: float) -> tuple[list[int], float | None]:
        """Those the current phase waits for whose last hour has begun at `now` (with their reserve and holiday),
        and when the next one's begins (None: nobody else's)."""
        due = await self.store.deadlines.deadline(table.row.id, table.phase)
        if due is None:
            return [], None
        begins = {seat: self.ends(table, seat, due) - LAST_CALL_SECONDS for seat in table.people_to_act}
        return [s for s, at in begins.items() if at <= now], min(
            (at for at in begins.values() if at > now), default=None
        )

    def overtime(self, table: LiveGame, seat: int) -> Overtime:
        return Overtime.of(table.seats[seat], self.settings(table).reserve_minutes)

    def ends(self, table: LiveGame, seat: int, due: float) -> float:
        """When `seat`'s time runs out in the phase whose timer ends at `due`."""
        timer = self.settings(table).timer_minutes * 60.0
        return self.overtime(table, seat).ends(due - timer, timer)

    async def charge(self, table: LiveGame, phase: int, seats: Iterable[int]) -> None:
        """`seats` finished their part of `phase` now: the time the game waited for their holiday is taken from its
        budget, their time beyond the timer from their reserve; stored and kept in the table's seats."""
        timer = self.settings(table).timer_minutes * 60.0
        due = await self.store.deadlines.deadline(table.row.id, phase) if timer else None
        if due is None:
            return
        now = self.clock()
        for seat in seats:
            reserve, holiday = self.overtime(table, seat).spent(due - timer, timer, now)
            if reserve or holiday:
                await self.store.games.spend(table.row.id, seat, reserve, holiday)
                row = table.seats[seat]
                spent = replace(
                    row, reserve_spent=row.reserve_spent + reserve, holiday_spent=row.holiday_spent + holiday
                )
                table.seats = tuple(spent if s.seat == seat else s for s in table.seats)
