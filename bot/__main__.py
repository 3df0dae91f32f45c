"""`python -m bot`: read the settings (environment or .env) and run until stopped."""

import logging
import sys

from dotenv import load_dotenv

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
    kind = TabletopBot if config.shards is None else ShardedTabletopBot
    bot = kind(config.database_url, config.dev_guild_id, config.sync_commands, config.shards)
    bot.run(config.token, log_level=logging.INFO)
    return 0


if __name__ == "__main__":
    sys.exit(main())
