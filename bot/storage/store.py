"""Games, seats, the action log, the outbox of posts, deadlines and drafts, for every hosted game.

Every write commits before it returns: a write of one statement commits by itself, writes of several statements
run in one transaction. The SQL is written once for SQLite and PostgreSQL (`bot.storage.database`).
"""

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.shards import GUILD_SHIFT, Shards
from bot.storage.database import Conflict, Database, Params, Statements

Status = Literal["lobby", "running", "finished", "cancelled"]
ARCHIVE = "archive"
"""The chore of archiving a game's thread once it is over."""
DAY = 24 * 3600.0
"""How long a game's thread stays open after it ended, so people can talk it over."""
ActionSource = Literal["player", "ai", "timeout", "absent"]
"""Who chose an action: the player, a computer seat, the computer for a player whose time ran out, or the computer
for a player marked away."""
ACTIVE: tuple[Status, ...] = ("lobby", "running")
Entry = tuple[str, ActionSource, int | None]
"""An accepted action as stored: JSON payload, who chose it, the Discord user (None for computer choices)."""
Result = tuple[int, int | None, int, int]
"""A seat's result in a finished game: seat, Discord user (None for a computer player), score, place."""


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
    ai_level: str | None
    back_at: int = 0
    """Actions logged when the player last said they were back: the timer's earlier turns for them are forgiven."""

    @property
    def is_ai(self) -> bool:
        return self.user_id is None


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    user_id: int | None
    """None for a computer player."""
    ai_level: str | None
    score: int
    place: int
    name: str
    """The name the seat had in that game."""


@dataclass(frozen=True)
class PlayedRow:
    """One finished game as a player saw it: for their history."""

    game_id: int
    kind: str
    finished_at: float
    place: int
    score: int
    players: int


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
class NotifyRow:
    """What direct messages a person asked for (`/notify`), and in which language."""

    user_id: int
    turn: bool = False
    """When a game waits for them: their turn, or a round's plan due."""
    last: bool = False
    """When theirs is the last plan a round waits for."""
    ended: bool = False
    """When a game of theirs ends."""
    locale: str = "en-US"
    closed_at: float | None = None
    """When Discord refused a message to them (their direct messages closed): none is tried again until they set
    `/notify` again."""

    @property
    def any(self) -> bool:
        return self.turn or self.last or self.ended


@dataclass(frozen=True)
class DraftRow:
    version: int
    body: str


_GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, place_id, host_id, status, settings, config, lobby_message_id, language, paused_at"
)


def _notify(row: Sequence[Any]) -> NotifyRow:
    user_id, turn, last, ended, locale, closed = row
    return NotifyRow(user_id, bool(turn), bool(last), bool(ended), locale, closed)


def _game(row: Sequence[object] | None) -> GameRow | None:
    return None if row is None else GameRow(*row)  # type: ignore[arg-type]


class GameStore:
    """The repository of every hosted game."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time, shards: Shards | None = None) -> None:
        self.db = db
        self.clock = clock
        self.shards = shards
        """This process's shards: the games its timers and restarts look for (None: every game)."""

    def _owned(self) -> tuple[str, tuple[int, ...]]:
        """SQL that keeps the games of this process's shards (`games` in the query), and its parameters."""
        if self.shards is None:
            return "", ()
        marks = ", ".join("?" * len(self.shards.ids))
        sql = f" AND ((COALESCE(games.guild_id, 0) >> {GUILD_SHIFT}) % ?) IN ({marks})"
        return sql, (self.shards.count, *self.shards.ids)

    async def _owned_game_ids(self, condition: str, params: Params = ()) -> list[int]:
        """Ids, in order, of this process's shards' games that meet `condition` (SQL on `games`, with `params`)."""
        owned, shard_params = self._owned()
        rows = await self.db.fetch(
            f"SELECT id FROM games WHERE {condition}{owned} ORDER BY id", (*params, *shard_params)
        )
        return [row[0] for row in rows]

    async def close(self) -> None:
        await self.db.close()

    async def _one(self, sql: str, params: Sequence[object] = ()) -> GameRow | None:
        return _game(await self.db.fetchrow(sql, params))

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
        return await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def active_game_at(self, place_id: int) -> GameRow | None:
        return await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE place_id = ? AND status IN ('lobby', 'running')", (place_id,)
        )

    async def latest_game_for(self, channel_id: int, kind: str) -> GameRow | None:
        """The game of `kind` played in this channel or thread, or started from this channel: active first."""
        return await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE kind = ? AND (place_id = ? OR channel_id = ?) "
            "ORDER BY status IN ('lobby', 'running') DESC, place_id = ? DESC, id DESC LIMIT 1",
            (kind, channel_id, channel_id, channel_id),
        )

    async def games_owing_posts(self) -> list[int]:
        """Running games of this process's shards that may have posts not yet sent: their actions outnumber what
        was last recorded as all posted (`posted_through`)."""
        return await self._owned_game_ids(
            "status = 'running' AND (settled_actions IS NULL OR settled_actions < "
            "(SELECT COUNT(*) FROM actions WHERE actions.game_id = games.id))"
        )

    async def posted_through(self, game_id: int, actions: int) -> None:
        """Every post due after `actions` actions was sent."""
        await self._update(game_id, settled_actions=actions)

    async def meta(self, key: str) -> str | None:
        row = await self.db.fetchrow("SELECT value FROM bot_meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        await self.db.execute(
            "INSERT INTO bot_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def running_games(self) -> list[GameRow]:
        rows = await self.db.fetch(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'running' ORDER BY id")
        return [GameRow(*row) for row in rows]

    async def _update(self, game_id: int, **values: object) -> None:
        columns = ", ".join(f"{name} = ?" for name in values)
        await self.db.execute(f"UPDATE games SET {columns} WHERE id = ?", (*values.values(), game_id))

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._update(game_id, lobby_message_id=message_id)

    async def set_settings(self, game_id: int, settings: str) -> None:
        await self._update(game_id, settings=settings)

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
            await self._chore(db, game_id, ARCHIVE, self.clock() + DAY)
            await self._record(db, game_id, results)

    @staticmethod
    async def _record(db: Statements, game_id: int, results: Sequence[Result]) -> None:
        await db.executemany(
            "INSERT INTO results (game_id, seat, user_id, score, place) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            [(game_id, *result) for result in results],
        )

    async def unscored_games(self) -> list[int]:
        """Finished games of this process's shards without results: those that ended before results were kept."""
        return await self._owned_game_ids(
            "status = 'finished' AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = games.id)"
        )

    async def score(self, game_id: int, results: Sequence[Result]) -> None:
        """The results of a game that ended before they were kept, worked out again from its replay; it ended when
        its last action was taken. A second call changes nothing."""
        async with self.db.transaction() as db:
            await db.execute(
                "UPDATE games SET finished_at = COALESCE(finished_at, "
                "(SELECT MAX(created_at) FROM actions WHERE actions.game_id = games.id)) WHERE id = ?",
                (game_id,),
            )
            await self._record(db, game_id, results)

    async def results_in(
        self, guild_id: int, kind: str, since: float | None = None, until: float | None = None
    ) -> list[ResultRow]:
        """Every seat's result in the server's finished games of `kind`, in the order the games ended; only those
        that ended from `since` and before `until` where given (a season)."""
        bounds = [(">=", since), ("<", until)]
        within = "".join(f" AND g.finished_at {op} ?" for op, at in bounds if at is not None)
        rows = await self.db.fetch(
            "SELECT r.game_id, r.user_id, s.ai_level, r.score, r.place, s.name FROM results r "
            "JOIN games g ON g.id = r.game_id JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat "
            f"WHERE g.guild_id = ? AND g.kind = ?{within} ORDER BY g.finished_at, g.id, r.seat",
            (guild_id, kind, *(at for _, at in bounds if at is not None)),
        )
        return [ResultRow(*row) for row in rows]

    async def seated_games(self, guild_id: int, user_id: int, limit: int) -> list[SeatedRow]:
        """The games the user sits at in the server: every lobby and running game, then the latest others, up to
        `limit` in all, the newest first within each."""
        columns = ", ".join(f"g.{column.strip()}" for column in _GAME_COLUMNS.split(","))
        rows = await self.db.fetch(
            f"SELECT {columns}, s.seat, (SELECT COUNT(*) FROM seats o WHERE o.game_id = g.id), "
            "COALESCE((SELECT MAX(a.created_at) FROM actions a WHERE a.game_id = g.id), g.created_at), "
            "r.place, r.score FROM seats s JOIN games g ON g.id = s.game_id "
            "LEFT JOIN results r ON r.game_id = g.id AND r.seat = s.seat "
            "WHERE g.guild_id = ? AND s.user_id = ? "
            "ORDER BY CASE WHEN g.status IN ('lobby', 'running') THEN 0 ELSE 1 END, g.id DESC LIMIT ?",
            (guild_id, user_id, limit),
        )
        width = len(_GAME_COLUMNS.split(","))
        return [
            SeatedRow(GameRow(*row[:width]), row[width], row[width + 1], float(row[width + 2]), *row[width + 3 :])
            for row in rows
        ]

    async def games_by_status(self) -> list[tuple[str, str, int]]:
        """(kind, status, count) of every game stored: for `/metrics`."""
        rows = await self.db.fetch(
            "SELECT kind, status, COUNT(*) FROM games GROUP BY kind, status ORDER BY kind, status"
        )
        return [(kind, status, int(count)) for kind, status, count in rows]

    async def first_finished(self, guild_id: int) -> float | None:
        """When the server's first finished game ended, or None before any."""
        row = await self.db.fetchrow("SELECT MIN(finished_at) FROM games WHERE guild_id = ?", (guild_id,))
        return None if row is None or row[0] is None else float(row[0])

    async def played_by(self, guild_id: int, user_id: int, kinds: Sequence[str], limit: int) -> list[PlayedRow]:
        """The user's last `limit` finished games of `kinds` in the server, the latest first."""
        marks = ", ".join("?" * len(kinds))
        rows = await self.db.fetch(
            "SELECT g.id, g.kind, g.finished_at, r.place, r.score, "
            "(SELECT COUNT(*) FROM results o WHERE o.game_id = g.id) FROM results r JOIN games g ON g.id = r.game_id "
            f"WHERE g.guild_id = ? AND r.user_id = ? AND g.kind IN ({marks}) ORDER BY g.finished_at DESC, g.id DESC "
            "LIMIT ?",
            (guild_id, user_id, *kinds, limit),
        )
        return [PlayedRow(*row) for row in rows]

    async def set_status(self, game_id: int, status: Status) -> None:
        async with self.db.transaction() as db:
            await db.execute("UPDATE games SET status = ? WHERE id = ?", (status, game_id))
            if status not in ACTIVE:
                await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
                await self._chore(db, game_id, ARCHIVE, self.clock() + DAY)

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
            await self._chore(db, game_id, notice, self.clock())
            await self._chore(db, game_id, ARCHIVE, self.clock())
        return True

    async def idle_games(self, before: float) -> list[int]:
        """Lobbies and running games of this process's shards, not paused, with no action since `before`."""
        return await self._owned_game_ids(
            "status IN ('lobby', 'running') AND paused_at IS NULL AND COALESCE("
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
                await self._chore(db, game_id, notice, self.clock())
        return bool(paused)

    async def resume(self, game_id: int, notice: str) -> bool:
        """Start the clock again where it stopped: deadlines and reminders move on by the time paused."""
        async with self.db.transaction() as db:
            row = await db.fetchrow("SELECT paused_at FROM games WHERE id = ? AND status = 'running'", (game_id,))
            if row is None or row[0] is None:
                return False
            paused = self.clock() - float(row[0])
            await db.execute(
                "UPDATE deadlines SET due_at = due_at + ?, remind_at = remind_at + ? WHERE game_id = ?",
                (paused, paused, game_id),
            )
            await db.execute("UPDATE games SET paused_at = NULL WHERE id = ?", (game_id,))
            await self._chore(db, game_id, notice, self.clock())
        return True

    # -- the daily challenge ---------------------------------------------------------------------------
    async def claim_daily(self, user_id: int, kind: str, day: str, game_id: int) -> None:
        """The user's one attempt at `day`'s challenge is `game_id`; Conflict if they already made it."""
        await self.db.execute(
            "INSERT INTO daily (user_id, kind, day, game_id) VALUES (?, ?, ?, ?)", (user_id, kind, day, game_id)
        )

    async def daily_game(self, user_id: int, kind: str, day: str) -> int | None:
        row = await self.db.fetchrow(
            "SELECT game_id FROM daily WHERE user_id = ? AND kind = ? AND day = ?", (user_id, kind, day)
        )
        return None if row is None else int(row[0])

    async def daily_days(self, user_id: int, kind: str) -> list[str]:
        """Every day the user took the challenge, the latest first."""
        rows = await self.db.fetch(
            "SELECT day FROM daily WHERE user_id = ? AND kind = ? ORDER BY day DESC", (user_id, kind)
        )
        return [row[0] for row in rows]

    async def daily_scores(self, guild_id: int, kind: str, day: str) -> list[tuple[int, int | None]]:
        """(user, score) of everyone who took `day`'s challenge in the server, best first; None while playing."""
        rows = await self.db.fetch(
            "SELECT d.user_id, r.score FROM daily d JOIN games g ON g.id = d.game_id "
            "LEFT JOIN results r ON r.game_id = d.game_id AND r.user_id = d.user_id "
            "WHERE g.guild_id = ? AND d.kind = ? AND d.day = ? "
            "ORDER BY CASE WHEN r.score IS NULL THEN 1 ELSE 0 END, r.score DESC, d.game_id",
            (guild_id, kind, day),
        )
        return [(user, score) for user, score in rows]

    # -- chores ----------------------------------------------------------------------------------------
    @staticmethod
    async def _chore(db: Statements, game_id: int, key: str, due_at: float) -> None:
        await db.execute(
            "INSERT INTO chores (game_id, key, due_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING", (game_id, key, due_at)
        )

    async def due_chores(self, now: float) -> list[tuple[int, str]]:
        """(game, chore) of every chore of this process's shards that is due and not done, oldest first."""
        owned, params = self._owned()
        rows = await self.db.fetch(
            "SELECT game_id, key FROM chores JOIN games ON games.id = chores.game_id "
            f"WHERE done_at IS NULL AND due_at <= ?{owned} ORDER BY due_at, game_id, key",
            (now, *params),
        )
        return [(game, key) for game, key in rows]

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

    # -- seats -----------------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> tuple[SeatRow, ...]:
        rows = await self.db.fetch(
            "SELECT seat, user_id, name, ai_level, back_at FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return tuple(SeatRow(*row) for row in rows)

    async def add_seat(self, game_id: int, user_id: int | None, name: str, ai_level: str | None = None) -> None:
        await self.db.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, ai_level) "
            "SELECT CAST(? AS BIGINT), COALESCE(MAX(seat) + 1, 0), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT) "
            "FROM seats WHERE game_id = ?",
            (game_id, user_id, name, ai_level, game_id),
        )

    async def back(self, game_id: int, seat: int, actions: int) -> None:
        """The player says they are back, with `actions` logged so far."""
        await self.db.execute("UPDATE seats SET back_at = ? WHERE game_id = ? AND seat = ?", (actions, game_id, seat))

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; the seats after it move up so seat numbers stay 0..n-1."""
        async with self.db.transaction() as db:
            await db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await db.execute("UPDATE seats SET seat = seat - 1 WHERE game_id = ? AND seat > ?", (game_id, seat))

    # -- actions ---------------------------------------------------------------------------------------
    async def actions(self, game_id: int) -> list[tuple[str, str]]:
        """The action log in order: (JSON payload, source) of every accepted action."""
        rows = await self.db.fetch("SELECT payload, source FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
        return [(payload, source) for payload, source in rows]

    async def append_actions(self, game_id: int, after: int, entries: Sequence[Entry]) -> None:
        """Append accepted actions after the first `after` of the game's log, in one transaction: all or none are
        kept. `Conflict` if the log is already longer: the caller's game was stale (a commit whose answer was lost
        did land, or another writer got there first), and nothing is written on top of what it did not see."""
        async with self.db.transaction() as db:
            await db.executemany(
                "INSERT INTO actions (game_id, seq, payload, source, user_id) VALUES (?, ?, ?, ?, ?)",
                [(game_id, after + i, payload, source, user) for i, (payload, source, user) in enumerate(entries, 1)],
            )

    # -- the outbox ------------------------------------------------------------------------------------
    async def posted(self, game_id: int) -> dict[str, int | None]:
        """Every post Discord accepted for the game, with its message id where it made a message."""
        rows = await self.db.fetch(
            "SELECT key, message_id FROM posts WHERE game_id = ? AND posted_at IS NOT NULL", (game_id,)
        )
        return {key: message_id for key, message_id in rows}

    async def post_failed(self, game_id: int, key: str, error: str) -> None:
        await self.db.execute(
            "INSERT INTO posts (game_id, key, attempts, last_error) VALUES (?, ?, 1, ?) "
            "ON CONFLICT (game_id, key) DO UPDATE SET attempts = posts.attempts + 1, last_error = excluded.last_error",
            (game_id, key, error),
        )

    async def post_done(self, game_id: int, key: str, message_id: int | None) -> None:
        await self.db.execute(
            "INSERT INTO posts (game_id, key, message_id, attempts, posted_at) VALUES (?, ?, ?, 1, ?) "
            "ON CONFLICT (game_id, key) DO UPDATE SET message_id = excluded.message_id, "
            "attempts = posts.attempts + 1, posted_at = excluded.posted_at",
            (game_id, key, message_id, self.clock()),
        )

    async def forget_post(self, game_id: int, key: str) -> None:
        """The post's message is gone (deleted in Discord): it counts as never sent."""
        await self.db.execute("DELETE FROM posts WHERE game_id = ? AND key = ?", (game_id, key))

    # -- deadlines -------------------------------------------------------------------------------------
    async def set_deadline(self, game_id: int, phase: int, due_at: float, remind_at: float | None = None) -> None:
        await self.db.execute(
            "INSERT INTO deadlines (game_id, phase, due_at, remind_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (game_id, phase, due_at, remind_at),
        )

    async def deadline(self, game_id: int, phase: int) -> float | None:
        row = await self.db.fetchrow("SELECT due_at FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase))
        return None if row is None else float(row[0])

    async def due_deadlines(self, now: float) -> list[tuple[int, int]]:
        """(game, phase) of every deadline of this process's shards that has passed, soonest first."""
        owned, params = self._owned()
        rows = await self.db.fetch(
            "SELECT game_id, phase FROM deadlines JOIN games ON games.id = deadlines.game_id "
            f"WHERE due_at <= ? AND games.paused_at IS NULL{owned} ORDER BY due_at",
            (now, *params),
        )
        return [(game, phase) for game, phase in rows]

    async def due_reminders(self, now: float) -> list[tuple[int, int, float]]:
        """(game, phase, deadline) of every unsent reminder of this process's shards that is due, soonest first."""
        owned, params = self._owned()
        rows = await self.db.fetch(
            "SELECT game_id, phase, due_at FROM deadlines JOIN games ON games.id = deadlines.game_id "
            f"WHERE remind_at <= ? AND games.paused_at IS NULL{owned} ORDER BY remind_at",
            (now, *params),
        )
        return [(game, phase, float(due)) for game, phase, due in rows]

    async def reminded(self, game_id: int, phase: int) -> None:
        await self.db.execute("UPDATE deadlines SET remind_at = NULL WHERE game_id = ? AND phase = ?", (game_id, phase))

    async def clear_deadline(self, game_id: int, phase: int) -> None:
        await self.db.execute("DELETE FROM deadlines WHERE game_id = ? AND phase = ?", (game_id, phase))

    # -- direct messages -------------------------------------------------------------------------------
    async def notify_rows(self) -> dict[int, NotifyRow]:
        """Everyone who asked for a direct message of some kind."""
        rows = await self.db.fetch(
            "SELECT user_id, turn, last, ended, locale, closed_at FROM notify WHERE turn = 1 OR last = 1 OR ended = 1"
        )
        return {row[0]: _notify(row) for row in rows}

    async def notify_row(self, user_id: int) -> NotifyRow:
        row = await self.db.fetchrow(
            "SELECT user_id, turn, last, ended, locale, closed_at FROM notify WHERE user_id = ?",
            (user_id,),
        )
        return NotifyRow(user_id) if row is None else _notify(row)

    async def set_notify(self, row: NotifyRow) -> None:
        """The person's choice, which also clears a note that their messages were refused (they may have opened
        them since)."""
        await self.db.execute(
            "INSERT INTO notify (user_id, turn, last, ended, locale) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) "
            "DO UPDATE SET turn = excluded.turn, last = excluded.last, ended = excluded.ended, "
            "locale = excluded.locale, closed_at = NULL",
            (row.user_id, int(row.turn), int(row.last), int(row.ended), row.locale),
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
