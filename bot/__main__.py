"""`python -m bot`: read the settings (environment or .env) and run until stopped."""

import logging
import sys

import discord
from dotenv import load_dotenv

from bot import endpoint, logs
from bot.app import ShardedTabletopBot, TabletopBot
from bot.config import BotConfig, ConfigMissing

EXIT_NO_CONFIG = 2


def main() -> int:
    load_dotenv()
    try:
        config = BotConfig.from_env()
    except ConfigMissing as missing:
        print(missing, file=sys.stderr)
        return EXIT_NO_CONFIG
    if config.discord_url is not None:
        endpoint.use(config.discord_url)
    kind = TabletopBot if config.shards is None else ShardedTabletopBot
    bot = kind(
        config.database_url,
        config.dev_guild_id,
        config.sync_commands,
        config.shards,
        metrics=config.metrics,
        global_rate=config.global_rate,
    )
    log_handler, log_formatter = logs.handler(config.log_format)
    formatter = discord.utils.MISSING if log_formatter is None else log_formatter
    bot.run(config.token, log_handler=log_handler, log_formatter=formatter, log_level=logging.INFO, root_logger=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
