"""Settings read from the environment (and `.env`), so the token never lives in code or shell history."""

import os
from collections.abc import Mapping
from dataclasses import dataclass

from bot import strings

DEFAULT_DATABASE_PATH = "./data/games.sqlite3"


class ConfigMissing(Exception):
    """A required setting is not set; the message says how to get it."""


@dataclass(frozen=True)
class BotConfig:
    token: str
    database_path: str = DEFAULT_DATABASE_PATH
    dev_guild_id: int | None = None
    """Commands are copied to this server on start so they appear at once (global sync can take an hour)."""
    sync_commands: bool = False
    """Send the command tree to Discord even if it is the one last sent."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> "BotConfig":
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigMissing(strings.MISSING_TOKEN)
        guild = env.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise ConfigMissing(strings.BAD_GUILD_ID.format(value=guild))
        return cls(
            token=token,
            database_path=env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE_PATH,
            dev_guild_id=int(guild) if guild else None,
            sync_commands=env.get("SYNC_COMMANDS", "").strip() in ("1", "true", "yes"),
        )
