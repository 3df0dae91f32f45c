"""Which servers a bot process serves when the bot runs as several processes, each with some of Discord's shards.

Discord sends a server's events to shard `(guild_id >> 22) % shard_count`, so a game belongs to the shard of its
server (direct messages to shard 0). A process only ever acts on its own shards' games: interactions come to it by
Discord's routing, and its timers and its catching up after a restart ask the store for its own games only, so no
two processes write the same game.
"""

from dataclasses import dataclass

GUILD_SHIFT = 22
"""Discord's sharding formula: the id's timestamp bits decide the shard."""


@dataclass(frozen=True)
class Shards:
    count: int
    ids: tuple[int, ...]
    """This process's shards, each in 0..count-1."""

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {list(self.ids)} of {self.count}")

    def of(self, guild_id: int | None) -> int:
        return 0 if guild_id is None else (guild_id >> GUILD_SHIFT) % self.count

    @property
    def share(self) -> float:
        """This process's part of what Discord allows the bot's token as a whole (its global rate limit)."""
        return len(self.ids) / self.count

    @property
    def syncs_commands(self) -> bool:
        """One process sends the command tree (they all have the same): the one with shard 0."""
        return 0 in self.ids
