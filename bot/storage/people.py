"""What belongs to a person rather than a game: the direct messages they asked for (`/notify`) and whether Discord
still takes them, and their drafts (a plan being made, saved between clicks)."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage.database import Database


@dataclass(frozen=True)
class NotifyRow:
    """What direct messages a person asked for (`/notify`), and in which language."""

    user_id: int
    turn: bool = False
    """When a game waits for them: their turn, or a round's plan due."""
    last: bool = False
    """When theirs is the last plan a round waits for."""
    ended: bool = False
    """When a game of theirs ends."""
    reminder: bool = False
    """In the last hour of a long turn (or round) they still owe."""
    locale: str = "en-US"
    closed_at: float | None = None
    """When Discord refused a message to them (their direct messages closed): none is tried again until they set
    `/notify` again."""

    @property
    def any(self) -> bool:
        return self.turn or self.last or self.ended or self.reminder


@dataclass(frozen=True)
class DraftRow:
    """A person's draft for one phase of a game, and its version (it grows with each save)."""

    version: int
    body: str


def _notify(row: Sequence[Any]) -> NotifyRow:
    user_id, turn, last, ended, reminder, locale, closed = row
    return NotifyRow(user_id, bool(turn), bool(last), bool(ended), bool(reminder), locale, closed)


class PeopleRepository:
    """People's notification settings, closed direct messages and drafts."""

    def __init__(self, db: Database, clock: Callable[[], float]) -> None:
        self.db = db
        self.clock = clock

    # -- direct messages -------------------------------------------------------------------------------
    async def notify_rows(self) -> dict[int, NotifyRow]:
        """Everyone who asked for a direct message of some kind."""
        rows = await self.db.fetch(
            "SELECT user_id, turn, last, ended, reminder, locale, closed_at FROM notify "
            "WHERE turn = 1 OR last = 1 OR ended = 1 OR reminder = 1"
        )
        return {row[0]: _notify(row) for row in rows}

    async def notify_row(self, user_id: int) -> NotifyRow:
        row = await self.db.fetchrow(
            "SELECT user_id, turn, last, ended, reminder, locale, closed_at FROM notify WHERE user_id = ?",
            (user_id,),
        )
        return NotifyRow(user_id) if row is None else _notify(row)

    async def set_notify(self, row: NotifyRow) -> None:
        """The person's choice, which also clears a note that their messages were refused (they may have opened
        them since)."""
        await self.db.execute(
            "INSERT INTO notify (user_id, turn, last, ended, reminder, locale) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET turn = excluded.turn, last = excluded.last, ended = excluded.ended, "
            "reminder = excluded.reminder, locale = excluded.locale, closed_at = NULL",
            (row.user_id, int(row.turn), int(row.last), int(row.ended), int(row.reminder), row.locale),
        )

    async def dms_closed(self, user_id: int) -> None:
        await self.db.execute("UPDATE notify SET closed_at = ? WHERE user_id = ?", (self.clock(), user_id))

    # -- drafts ----------------------------------------------------------------------------------------
    async def draft(self, game_id: int, seat: int, phase: int) -> DraftRow | None:
        row = await self.db.fetchrow(
            "SELECT version, body FROM drafts WHERE game_id = ? AND seat = ? AND phase = ?", (game_id, seat, phase)
        )
        return None if row is None else DraftRow(*row)

    async def save_draft(self, game_id: int, seat: int, phase: int, version: int, body: str) -> None:
        await self.db.execute(
            "INSERT INTO drafts (game_id, seat, phase, version, body) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id, seat, phase) DO UPDATE SET version = excluded.version, body = excluded.body",
            (game_id, seat, phase, version, body),
        )
