"""Games, their seats and their action log, and a game's life: a lobby opened, started, moved into its thread,
paused and resumed, finished, cancelled or closed for idleness."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from bot.storage.database import Conflict, Database
from bot.storage.deadlines import ARCHIVE, DAY, add_chore
from bot.storage.owned import OwnedGames
from bot.storage.records import Result, record_results

Status = Literal["lobby", "running", "finished", "cancelled"]
ActionSource = Literal["player", "ai", "timeout", "absent"]
"""Who chose an action: the player, a computer seat, the computer for a player whose time ran out, or the computer
for a player marked away."""
ACTIVE: tuple[Status, ...] = ("lobby", "running")


class ActiveGameError(Exception):
    """The channel or thread already has a lobby or a running game."""

    def __init__(self, game: "GameRow") -> None:
        super().__init__(f"game {game.id} is active here")
        self.game = game


@dataclass(frozen=True)
class GameRow:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    """Where the lobby was opened."""
    place_id: int
    """Where the game is played: the lobby's channel, then its thread."""
    host_id: int
    status: Status
    settings: str
    config: str | None
    lobby_message_id: int | None
    language: str
    """Of the game's public messages (the asker's own language is used for private answers)."""
    paused_at: float | None = None
    """When the host paused the game (its clock stopped), or None while it runs."""

    @property
    def active(self) -> bool:
        return self.status in ACTIVE


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    computer_level: str | None
    back_at: int = 0
    """Actions logged when the player last said they were back: the timer's earlier turns for them are forgiven."""
    reserve_spent: float = 0.0
    """Seconds of the game's reserve they used: their turns' time beyond the timer (`bot.table.overtime`)."""
    holiday_spent: float = 0.0
    """Seconds of the holiday budget the game waited for them."""
    away_from: float | None = None
    """When their latest holiday (`/away`) began, in this game."""
    away_until: float | None = None
    """When it ends: as planned, or when they said they were back."""
    away_back: float | None = None
    """When they said they were back before it ended."""

    @property
    def holiday(self) -> tuple[float, float] | None:
        """Their latest holiday, from and until."""
        if self.away_from is None or self.away_until is None:
            return None
        return self.away_from, self.away_until

    @property
    def is_computer(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class OpenCounts:
    """What the limits on open games count (`bot.table.limits`)."""

    person: int
    finished: int
    """Games the person finished in the server: each allows them one more open game."""
    channel: int
    server: int


@dataclass(frozen=True)
class SeatedRow:
    """A game a person sits at, as their list of games shows it."""

    game: GameRow
    seat: int
    seated: int
    """How many seats the game has."""
    last_move: float
    """When its last action was taken (when it was opened, before any)."""
    place: int | None
    """Their place once it is over, and their score."""
    score: int | None


@dataclass(frozen=True)
class LoggedAction:
    """An accepted action as the log gives it back, for a replay."""

    payload: str
    """The action as JSON."""
    source: ActionSource


@dataclass(frozen=True)
class NewAction:
    """An accepted action to append to the log."""

    payload: str
    """The action as JSON."""
    source: ActionSource
    user_id: int | None
    """The Discord user who chose it; None for the computer's choices."""


GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, place_id, host_id, status, settings, config, lobby_message_id, language, paused_at"
)

RUNNING_IN_GUILD = "SELECT id FROM games WHERE guild_id = ? AND status = 'running'"
"""The running games of a server (a subquery): a holiday starts and ends in all of them at once."""


def _game(row: Sequence[object] | None) -> GameRow | None:
    return None if row is None else GameRow(*row)  # type: ignore[arg-type]


class GameRepository:
    """Games, seats, the action log and each game's life. Ending a game also clears its deadlines, schedules the
    archiving of its thread and records its results, in the same transaction."""

    def __init__(self, db: Database, clock: Callable[[], float], owned: OwnedGames) -> None:
        self.db = db
        self.clock = clock
        self.owned = owned

    async def _one(self, sql: str, params: Sequence[object] = ()) -> GameRow | None:
        return _game(await self.db.fetchrow(sql, params))

    async def _update(self, game_id: int, **values: object) -> None:
        columns = ", ".join(f"{name} = ?" for name in values)
        await self.db.execute(f"UPDATE games SET {columns} WHERE id = ?", (*values.values(), game_id))

    # -- games -----------------------------------------------------------------------------------------
    async def create_game(
        self,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        settings: str,
        language: str = "en",
        place_id: int | None = None,
    ) -> int:
        """A new lobby with its host in seat 0, played in `place_id` (the channel by default); ActiveGameError if
        that place is busy."""
        place_id = channel_id if place_id is None else place_id
        busy = await self.active_game_at(place_id)
        if busy is not None:
            raise ActiveGameError(busy)
        try:
            async with self.db.transaction() as db:
                row = await db.fetchrow(
                    "INSERT INTO games (kind, guild_id, channel_id, place_id, host_id, status, settings, language) "
                    "VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?) RETURNING id",
                    (kind, guild_id, channel_id, place_id, host_id, settings, language),
                )
                assert row is not None
                game_id: int = row[0]
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except Conflict:
            busy = await self.active_game_at(place_id)
            assert busy is not None, "the only unique constraint on games is one active game per place"
            raise ActiveGameError(busy) from None
        return game_id

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def active_game_at(self, place_id: int) -> GameRow | None:
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE place_id = ? AND status IN ('lobby', 'running')", (place_id,)
        )

    async def latest_game_for(self, channel_id: int, kind: str) -> GameRow | None:
        """The game of `kind` played in this channel or thread, or started from this channel: active first."""
        return await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE kind = ? AND (place_id = ? OR channel_id = ?) "
            "ORDER BY status IN ('lobby', 'running') DESC, place_id = ? DESC, id DESC LIMIT 1",
            (kind, channel_id, channel_id, channel_id),
        )

    async def running_games(self) -> list[GameRow]:
        rows = await self.db.fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'running' ORDER BY id")
        return [GameRow(*row) for row in rows]

    async def open_counts(self, guild_id: int, user_id: int, channel_id: int) -> "OpenCounts":
        """How many open games (lobbies and games in play) the user sits at in the server and how many they finished
        there; how many open games the channel holds, and the server."""
        open_ = "g.status IN ('lobby', 'running')"
        row = await self.db.fetchrow(
            f"SELECT (SELECT COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id "
            f"WHERE s.user_id = ? AND g.guild_id = ? AND {open_}), "
            "(SELECT COUNT(*) FROM results r JOIN games g ON g.id = r.game_id WHERE r.user_id = ? AND g.guild_id = ?), "
            f"(SELECT COUNT(*) FROM games g WHERE g.channel_id = ? AND {open_}), "
            f"(SELECT COUNT(*) FROM games g WHERE g.guild_id = ? AND {open_})",
            (user_id, guild_id, user_id, guild_id, channel_id, guild_id),
        )
        assert row is not None
        return OpenCounts(*(int(count) for count in row))

    async def seated_games(self, guild_id: int, user_id: int, limit: int) -> list[SeatedRow]:
        """The games the user sits at in the server: every lobby and running game, then the latest others, up to
        `limit` in all, the newest first within each."""
        columns = ", ".join(f"g.{column.strip()}" for column in GAME_COLUMNS.split(","))
        rows = await self.db.fetch(
            f"SELECT {columns}, s.seat, (SELECT COUNT(*) FROM seats o WHERE o.game_id = g.id), "
            "COALESCE((SELECT MAX(a.created_at) FROM actions a WHERE a.game_id = g.id), g.created_at), "
            "r.place, r.score FROM seats s JOIN games g ON g.id = s.game_id "
            "LEFT JOIN results r ON r.game_id = g.id AND r.seat = s.seat "
            "WHERE g.guild_id = ? AND s.user_id = ? "
            "ORDER BY CASE WHEN g.status IN ('lobby', 'running') THEN 0 ELSE 1 END, g.id DESC LIMIT ?",
            (guild_id, user_id, limit),
        )
        width = len(GAME_COLUMNS.split(","))
        return [
            SeatedRow(GameRow(*row[:width]), row[width], row[width + 1], float(row[width + 2]), *row[width + 3 :])
            for row in rows
        ]

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._update(game_id, lobby_message_id=message_id)

    async def set_settings(self, game_id: int, settings: str) -> None:
        await self._update(game_id, settings=settings)

    # -- a game's life ---------------------------------------------------------------------------------
    async def start(self, game_id: int, config: str) -> bool:
        """Lobby to running game; False (nothing changed) if it was no longer a lobby."""
        changed = await self.db.execute(
            "UPDATE games SET status = 'running', config = ? WHERE id = ? AND status = 'lobby'", (config, game_id)
        )
        return changed == 1

    async def move_to(self, game_id: int, place_id: int) -> None:
        """The game moves into the thread opened for it."""
        await self._update(game_id, place_id=place_id)

    async def finish(self, game_id: int, results: Sequence[Result]) -> None:
        """The game is over: its status, when it ended and every seat's result, together."""
        async with self.db.transaction() as db:
            await db.execute(
                "UPDATE games SET status = 'finished', finished_at = ? WHERE id = ?", (self.clock(), game_id)
            )
            await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
            await add_chore(db, game_id, ARCHIVE, self.clock() + DAY)
            await record_results(db, game_id, results)

    async def set_status(self, game_id: int, status: Status) -> None:
        async with self.db.transaction() as db:
            await db.execute("UPDATE games SET status = ? WHERE id = ?", (status, game_id))
            if status not in ACTIVE:
                await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
                await add_chore(db, game_id, ARCHIVE, self.clock() + DAY)

    async def close_idle(self, game_id: int, notice: str) -> bool:
        """Close a game nobody moved in for long, with `notice` to post and its thread to archive; False if it
        ended meanwhile."""
        async with self.db.transaction() as db:
            closed = await db.execute(
                "UPDATE games SET status = 'cancelled' WHERE id = ? AND status IN ('lobby', 'running')", (game_id,)
            )
            if not closed:
                return False
            await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
            await add_chore(db, game_id, notice, self.clock())
            await add_chore(db, game_id, ARCHIVE, self.clock())
        return True

    async def idle_games(self, before: float) -> list[int]:
        """Lobbies and running games of this process's shards, not paused, with no action since `before`. A game
        whose clock runs (a deadline) is not idle: its timer, reserves and holidays decide when it moves on."""
        return await self.owned.ids(
            self.db,
            "status IN ('lobby', 'running') AND paused_at IS NULL "
            "AND NOT EXISTS (SELECT 1 FROM deadlines WHERE deadlines.game_id = games.id) AND COALESCE("
            "(SELECT MAX(created_at) FROM actions WHERE actions.game_id = games.id), created_at) < ?",
            (before,),
        )

    async def pause(self, game_id: int, notice: str) -> bool:
        """Stop the game's clock, with `notice` to post; False if it is not running or already paused."""
        async with self.db.transaction() as db:
            paused = await db.execute(
                "UPDATE games SET paused_at = ? WHERE id = ? AND status = 'running' AND paused_at IS NULL",
                (self.clock(), game_id),
            )
            if paused:
                await add_chore(db, game_id, notice, self.clock())
        return bool(paused)

    async def resume(self, game_id: int, notice: str) -> bool:
        """Start the clock again where it stopped: deadlines (and when they are looked at), reminders and last calls
        move on by the time paused."""
        async with self.db.transaction() as db:
            row = await db.fetchrow("SELECT paused_at FROM games WHERE id = ? AND status = 'running'", (game_id,))
            if row is None or row[0] is None:
                return False
            paused = self.clock() - float(row[0])
            await db.execute(
                "UPDATE deadlines SET due_at = due_at + ?, check_at = check_at + ?, remind_at = remind_at + ?, "
                "last_call_at = last_call_at + ? WHERE game_id = ?",
                (paused, paused, paused, paused, game_id),
            )
            await db.execute("UPDATE games SET paused_at = NULL WHERE id = ?", (game_id,))
            await add_chore(db, game_id, notice, self.clock())
        return True

    # -- seats -----------------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> tuple[SeatRow, ...]:
        rows = await self.db.fetch(
            "SELECT seat, user_id, name, ai_level, back_at, reserve_spent, holiday_spent, away_from, away_until, "
            "away_back FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return tuple(SeatRow(*row) for row in rows)

    async def add_seat(self, game_id: int, user_id: int | None, name: str, computer_level: str | None = None) -> None:
        await self.db.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, ai_level) "
            "SELECT CAST(? AS BIGINT), COALESCE(MAX(seat) + 1, 0), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT) "
            "FROM seats WHERE game_id = ?",
            (game_id, user_id, name, computer_level, game_id),
        )

    async def back(self, game_id: int, seat: int, actions: int) -> None:
        """The player says they are back, with `actions` logged so far."""
        await self.db.execute("UPDATE seats SET back_at = ? WHERE game_id = ? AND seat = ?", (actions, game_id, seat))

    async def spend(self, game_id: int, seat: int, reserve: float, holiday: float) -> None:
        """The seat used `reserve` seconds of its reserve and the game waited `holiday` seconds for its holiday."""
        await self.db.execute(
            "UPDATE seats SET reserve_spent = reserve_spent + ?, holiday_spent = holiday_spent + ? "
            "WHERE game_id = ? AND seat = ?",
            (reserve, holiday, game_id, seat),
        )

    async def go_away(self, guild_id: int, user_id: int, start: float, until: float) -> list[int]:
        """The user is on holiday from `start` until `until` in every game of the server they play in: those
        games."""
        async with self.db.transaction() as db:
            rows = await db.fetch(
                f"SELECT game_id FROM seats WHERE user_id = ? AND game_id IN ({RUNNING_IN_GUILD}) ORDER BY game_id",
                (user_id, guild_id),
            )
            await db.execute(
                "UPDATE seats SET away_from = ?, away_until = ?, away_back = NULL "
                f"WHERE user_id = ? AND game_id IN ({RUNNING_IN_GUILD})",
                (start, until, user_id, guild_id),
            )
        return [int(game) for (game,) in rows]

    async def end_holiday(self, guild_id: int, user_id: int, now: float) -> list[int]:
        """The user says they are back: their holidays still running in the server's games end now; those games."""
        away = f"user_id = ? AND away_until > ? AND game_id IN ({RUNNING_IN_GUILD})"
        async with self.db.transaction() as db:
            rows = await db.fetch(f"SELECT game_id FROM seats WHERE {away} ORDER BY game_id", (user_id, now, guild_id))
            await db.execute(
                f"UPDATE seats SET away_until = ?, away_back = ? WHERE {away}", (now, now, user_id, now, guild_id)
            )
        return [int(game) for (game,) in rows]

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; the seats after it move up so seat numbers stay 0..n-1."""
        async with self.db.transaction() as db:
            await db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await db.execute("UPDATE seats SET seat = seat - 1 WHERE game_id = ? AND seat > ?", (game_id, seat))

    # -- the action log --------------------------------------------------------------------------------
    async def actions(self, game_id: int) -> list[LoggedAction]:
        """The action log in order: every accepted action."""
        rows = await self.db.fetch("SELECT payload, source FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
        return [LoggedAction(payload, source) for payload, source in rows]

    async def append_actions(self, game_id: int, after: int, entries: Sequence[NewAction]) -> None:
        """Append accepted actions after the first `after` of the game's log, in one transaction: all or none are
        kept. `Conflict` if the log is already longer: the caller's game was stale (a commit whose answer was lost
        did land, or another writer got there first), and nothing is written on top of what it did not see."""
        async with self.db.transaction() as db:
            await db.executemany(
                "INSERT INTO actions (game_id, seq, payload, source, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, after + i, e.payload, e.source, e.user_id, self.clock()) for i, e in enumerate(entries, 1)],
            )
