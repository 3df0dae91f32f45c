"""The shards filter: which stored games are this process's own, when the bot runs as several processes
(`bot.shards`). Timers, chores, restarts and scoring look for their own games only; reads of one game by id and
the records of a server need no filter."""

from bot.shards import GUILD_SHIFT, Shards
from bot.storage.database import Params, Statements


class OwnedGames:
    """The games of this process's shards (every game where `shards` is None)."""

    def __init__(self, shards: Shards | None = None) -> None:
        self.shards = shards

    def sql(self) -> tuple[str, tuple[int, ...]]:
        """SQL that keeps the games of this process's shards (`games` in the query), and its parameters."""
        if self.shards is None:
            return "", ()
        marks = ", ".join("?" * len(self.shards.ids))
        sql = f" AND ((COALESCE(games.guild_id, 0) >> {GUILD_SHIFT}) % ?) IN ({marks})"
        return sql, (self.shards.count, *self.shards.ids)

    async def ids(self, db: Statements, condition: str, params: Params = ()) -> list[int]:
        """Ids, in order, of this process's shards' games that meet `condition` (SQL on `games`, with `params`)."""
        owned, shard_params = self.sql()
        rows = await db.fetch(f"SELECT id FROM games WHERE {condition}{owned} ORDER BY id", (*params, *shard_params))
        return [row[0] for row in rows]
