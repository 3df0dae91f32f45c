"""Deadlines (a phase's timer, when it is looked at again, and the reminder before it) and chores (what is still to
be done for a game in Discord, such as archiving its thread), each due at a time; the timers and the housekeeping ask
for those due."""

from collections.abc import Callable
from dataclasses import dataclass

from bot.storage.database import Database, Statements
from bot.storage.owned import OwnedGames

ARCHIVE = "archive"
"""The chore of archiving a game's thread once it is over."""
DAY = 24 * 3600.0
"""How long a game's thread stays open after it ended, so people can talk it over."""


@dataclass(frozen=True)
class DueDeadline:
    """A phase whose time ran out."""

    game_id: int
    phase: int


@dataclass(frozen=True)
class DueReminder:
    """A phase whose reminder is due, and when its time runs out."""

    game_id: int
    phase: int
    due_at: float


@dataclass(frozen=True)
class DueChore:
    """A chore that is due and not done."""

    game_id: int
    key: str


async def add_chore(db: Statements, game_id: int, key: str, due_at: float) -> None:
    """A chore due at `due_at`, in the transaction `db` (a chore once added stays as it was)."""
    await db.execute(
        "INSERT INTO chores (game_id, key, due_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING", (game_id, key, due_at)
    )


class DeadlineRepository:
    """Deadlines, reminders and chores; those due are this process's shards' own."""

    def __init__(self, db: Database, clock: Callable[[], float], owned: OwnedGames) -> None:
        self.db = db
        self.clock = clock
        self.owned = owned

    # -- deadlines -------------------------------------------------------------------------------------
    async def set_deadline(
        self, game_id: int, phase: int, due_at: float, remind_at: float | None = None, last_call_at: float | None = None
    ) -> None:
        await self.db.execute(
            "INSERT INTO deadlines (game_id, phase, due_at, check_at, remind_at, last_call_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (game_id, phase, due_at, due_at, remind_at, last_call_at),
        )

    async def check_again(self, game_id: int, phase: int, at: float) -> None:
        """Look at the phase again at `at`: when the next person it waits for runs out of reserve or holiday."""
        await self.db.execute("UPDATE deadlines SET check_at = ? WHERE game_id = ? AND phase = ?", (at, game_id, phase))

    async def look_now(self, game_ids: list[int], now: float) -> None:
        """Look at these games' deadlines and last calls at the next tick: someone's holiday began or ended, so
        who runs out of time when changed (looked at too early, each is only put back to its time)."""
        for game_id in game_ids:
            await self.db.execute(
                "UPDATE deadlines SET check_at = ? WHERE game_id = ? AND check_at > ?", (now, game_id, now)
            )
            await self.db.execute(
                "UPDATE deadlines SET last_call_at = ? WHERE game_id = ? AND last_call_at > ?", (now, game_id, now)
            )

    async def deadline(self, game_id: int, phase: int) -> float | None:
        row = await self.db.fetchrow("SELECT due_at FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase))
        return None if row is None else float(row[0])

    async def due_deadlines(self, now: float) -> list[DueDeadline]:
        """Every phase of this process's shards to look at again (its timer ran out, or the reserve or holiday of
        someone it waits for), soonest first."""
        return await self._passed("check_at", now)

    async def _passed(self, column: str, now: float) -> list[DueDeadline]:
        """The phases of unpaused games of this process's shards whose time in `column` has passed, soonest first."""
        owned, params = self.owned.sql()
        rows = await self.db.fetch(
            "SELECT game_id, phase FROM deadlines JOIN games ON games.id = deadlines.game_id "
            f"WHERE {column} <= ? AND games.paused_at IS NULL{owned} ORDER BY {column}",
            (now, *params),
        )
        return [DueDeadline(game, phase) for game, phase in rows]

    async def due_reminders(self, now: float) -> list[DueReminder]:
        """Every unsent reminder of this process's shards that is due, soonest first."""
        owned, params = self.owned.sql()
        rows = await self.db.fetch(
            "SELECT game_id, phase, due_at FROM deadlines JOIN games ON games.id = deadlines.game_id "
            f"WHERE remind_at <= ? AND games.paused_at IS NULL{owned} ORDER BY remind_at",
            (now, *params),
        )
        return [DueReminder(game, phase, float(due)) for game, phase, due in rows]

    async def due_last_calls(self, now: float) -> list[DueDeadline]:
        """Every phase of this process's shards whose last hour has begun and whose direct messages have not all
        gone, soonest first."""
        return await self._passed("last_call_at", now)

    async def last_call(self, game_id: int, phase: int) -> float | None:
        """When the phase's last hour begins, until its direct messages have gone (None then, or for a short
        timer)."""
        row = await self.db.fetchrow(
            "SELECT last_call_at FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase)
        )
        return None if row is None or row[0] is None else float(row[0])

    async def call_again(self, game_id: int, phase: int, at: float) -> None:
        """The phase's next last call: when the next person's last hour begins."""
        await self.db.execute(
            "UPDATE deadlines SET last_call_at = ? WHERE game_id = ? AND phase = ?", (at, game_id, phase)
        )

    async def last_called(self, game_id: int, phase: int) -> None:
        await self.db.execute(
            "UPDATE deadlines SET last_call_at = NULL WHERE game_id = ? AND phase = ?", (game_id, phase)
        )

    async def reminded(self, game_id: int, phase: int) -> None:
        await self.db.execute("UPDATE deadlines SET remind_at = NULL WHERE game_id = ? AND phase = ?", (game_id, phase))

    async def clear_deadline(self, game_id: int, phase: int) -> None:
        await self.db.execute("DELETE FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase))

    # -- chores ----------------------------------------------------------------------------------------
    async def due_chores(self, now: float) -> list[DueChore]:
        """Every chore of this process's shards that is due and not done, oldest first."""
        owned, params = self.owned.sql()
        rows = await self.db.fetch(
            "SELECT game_id, key FROM chores JOIN games ON games.id = chores.game_id "
            f"WHERE done_at IS NULL AND due_at <= ?{owned} ORDER BY due_at, game_id, key",
            (now, *params),
        )
        return [DueChore(game, key) for game, key in rows]

    async def chore_done(self, game_id: int, key: str, error: str | None = None) -> None:
        """Done, or given up with the `error` that makes it impossible."""
        await self.db.execute(
            "UPDATE chores SET done_at = ?, attempts = attempts + 1, last_error = ? WHERE game_id = ? AND key = ?",
            (self.clock(), error, game_id, key),
        )

    async def chore_failed(self, game_id: int, key: str, error: str) -> None:
        await self.db.execute(
            "UPDATE chores SET attempts = attempts + 1, last_error = ? WHERE game_id = ? AND key = ?",
            (error, game_id, key),
        )
