"""The outbox of posts: each post a game owes its channel is sent once, under its key, and what Discord accepted is
recorded, so a restart sends only what was not sent yet."""

from collections.abc import Callable

from bot.storage.database import Database
from bot.storage.owned import OwnedGames


class OutboxRepository:
    """Posts sent and failed, and how far each game's posts were all sent."""

    def __init__(self, db: Database, clock: Callable[[], float], owned: OwnedGames) -> None:
        self.db = db
        self.clock = clock
        self.owned = owned

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

    async def games_owing_posts(self) -> list[int]:
        """Running games of this process's shards that may have posts not yet sent: their actions outnumber what
        was last recorded as all posted (`posted_through`)."""
        return await self.owned.ids(
            self.db,
            "status = 'running' AND (settled_actions IS NULL OR settled_actions < "
            "(SELECT COUNT(*) FROM actions WHERE actions.game_id = games.id))",
        )

    async def posted_through(self, game_id: int, actions: int) -> None:
        """Every post due after `actions` actions was sent."""
        await self.db.execute("UPDATE games SET settled_actions = ? WHERE id = ?", (actions, game_id))
