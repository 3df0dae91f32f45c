"""Settings read from the environment (and `.env`), so the token never lives in code or shell history."""

import os
from collections.abc import Mapping
from dataclasses import dataclass

from bot import strings
from bot.budget import GLOBAL_PER_SECOND
from bot.logs import FORMATS
from bot.shards import Shards

DEFAULT_DATABASE_URL = "sqlite:///./data/games.sqlite3"


class ConfigMissing(Exception):
    """A required setting is not set; the message says how to get it."""


@dataclass(frozen=True)
class BotConfig:
    token: str
    database_url: str = DEFAULT_DATABASE_URL
    """`sqlite:///path` (embedded, the default) or `postgresql://user:password@host/database`."""
    dev_guild_id: int | None = None
    """Commands are copied to this server on start so they appear at once (global sync can take an hour)."""
    sync_commands: bool = False
    """Send the command tree to Discord even if it is the one last sent."""
    shards: Shards | None = None
    """This process's shards when the bot runs as several processes; None: one process, every shard."""
    log_format: str = "text"
    """`text` (lines for people) or `json` (one object per line, `bot.logs`)."""
    metrics: tuple[str, int] | None = None
    """Where `/metrics`, `/healthz` and `/readyz` are served (`bot.ops`): METRICS_HOST (127.0.0.1 by default) and
    METRICS_PORT; None, the default, serves nothing."""
    discord_url: str | None = None
    """Another Discord than discord.com (`bot.endpoint`): the local one of `./dev play`, `http://127.0.0.1:PORT`."""
    global_rate: float = GLOBAL_PER_SECOND
    """Discord's global limit of requests a second for the bot's token (GLOBAL_RATE_LIMIT): 50 unless Discord raised
    it; the bot's processes share it (`bot.budget`)."""

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
            database_url=env.get("DATABASE_URL", "").strip()
            or env.get("DATABASE_PATH", "").strip()
            or DEFAULT_DATABASE_URL,
            dev_guild_id=int(guild) if guild else None,
            sync_commands=env.get("SYNC_COMMANDS", "").strip() in ("1", "true", "yes"),
            shards=_shards(env.get("SHARD_COUNT", "").strip(), env.get("SHARD_IDS", "").strip()),
            log_format=_log_format(env.get("LOG_FORMAT", "").strip().lower() or "text"),
            metrics=_metrics(env.get("METRICS_HOST", "").strip() or "127.0.0.1", env.get("METRICS_PORT", "").strip()),
            discord_url=_discord_url(env.get("DISCORD_URL", "").strip()),
            global_rate=_global_rate(env.get("GLOBAL_RATE_LIMIT", "").strip()),
        )


def _metrics(host: str, port: str) -> tuple[str, int] | None:
    if not port:
        return None
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigMissing(strings.BAD_METRICS_PORT.format(value=port))
    return host, int(port)


def _global_rate(value: str) -> float:
    if not value:
        return GLOBAL_PER_SECOND
    try:
        rate = float(value)
    except ValueError:
        rate = 0.0
    if not 1 <= rate <= 100_000:
        raise ConfigMissing(strings.BAD_GLOBAL_RATE.format(value=value))
    return rate


def _discord_url(value: str) -> str | None:
    if not value:
        return None
    if not value.startswith(("http://", "https://")):
        raise ConfigMissing(strings.BAD_DISCORD_URL.format(value=value))
    return value


def _log_format(value: str) -> str:
    if value not in FORMATS:
        raise ConfigMissing(strings.BAD_LOG_FORMAT.format(value=value, formats=", ".join(FORMATS)))
    return value


def _shards(count: str, ids: str) -> Shards | None:
    """SHARD_COUNT with SHARD_IDS (this process's shards), SHARD_COUNT alone (all of them here), or neither."""
    if not count and not ids:
        return None
    try:
        total = int(count)
        return Shards(total, tuple(int(i) for i in ids.split(",")) if ids else tuple(range(total)))
    except ValueError:
        raise ConfigMissing(strings.BAD_SHARDS.format(count=count, ids=ids)) from None
