"""What finished games leave behind: every seat's result, for `/stats`, `/leaderboard` and `/history`; the daily
challenge's attempts; counts of games for `/metrics`; and the bot's own notes (`bot_meta`)."""

from collections.abc import Sequence
from dataclasses import dataclass

from bot.storage.database import Database, Statements
from bot.storage.owned import OwnedGames


@dataclass(frozen=True)
class Result:
    """A seat's result in a finished game, as it is recorded."""

    seat: int
    user_id: int | None
    """None for a computer player."""
    score: int
    place: int


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    user_id: int | None
    """None for a computer player."""
    computer_level: str | None
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
class DailyScore:
    """Someone's attempt at a day's challenge: their score, None while they play."""

    user_id: int
    score: int | None


@dataclass(frozen=True)
class StatusCount:
    """How many games of a kind are in a status."""

    kind: str
    status: str
    count: int


async def record_results(db: Statements, game_id: int, results: Sequence[Result]) -> None:
    """Every seat's result, in the transaction `db` (results once recorded stay as they were)."""
    await db.executemany(
        "INSERT INTO results (game_id, seat, user_id, score, place) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        [(game_id, r.seat, r.user_id, r.score, r.place) for r in results],
    )


class RecordRepository:
    """Results and what is read from them, the daily challenge, and the bot's notes."""

    def __init__(self, db: Database, owned: OwnedGames) -> None:
        self.db = db
        self.owned = owned

    # -- results ---------------------------------------------------------------------------------------
    async def unscored_games(self) -> list[int]:
        """Finished games of this process's shards without results: those that ended before results were kept."""
        return await self.owned.ids(
            self.db, "status = 'finished' AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = games.id)"
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
            await record_results(db, game_id, results)

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

    async def first_finished(self, guild_id: int) -> float | None:
        """When the server's first finished game ended, or None before any."""
        row = await self.db.fetchrow("SELECT MIN(finished_at) FROM games WHERE guild_id = ?", (guild_id,))
        return None if row is None or row[0] is None else float(row[0])

    async def games_by_status(self) -> list[StatusCount]:
        """How many games of each kind are stored in each status: for `/metrics`."""
        rows = await self.db.fetch(
            "SELECT kind, status, COUNT(*) FROM games GROUP BY kind, status ORDER BY kind, status"
        )
        return [StatusCount(kind, status, int(count)) for kind, status, count in rows]

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

    async def daily_scores(self, guild_id: int, kind: str, day: str) -> list[DailyScore]:
        """Everyone who took `day`'s challenge in the server, best first; those still playing last."""
        rows = await self.db.fetch(
            "SELECT d.user_id, r.score FROM daily d JOIN games g ON g.id = d.game_id "
            "LEFT JOIN results r ON r.game_id = d.game_id AND r.user_id = d.user_id "
            "WHERE g.guild_id = ? AND d.kind = ? AND d.day = ? "
            "ORDER BY CASE WHEN r.score IS NULL THEN 1 ELSE 0 END, r.score DESC, d.game_id",
            (guild_id, kind, day),
        )
        return [DailyScore(user, score) for user, score in rows]

    # -- the bot's notes -------------------------------------------------------------------------------
    async def meta(self, key: str) -> str | None:
        row = await self.db.fetchrow("SELECT value FROM bot_meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        await self.db.execute(
            "INSERT INTO bot_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
