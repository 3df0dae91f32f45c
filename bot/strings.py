"""Text for whoever runs the bot (set-up errors in the terminal); what players see is in the catalogs, `i18n/`."""

MISSING_TOKEN = """DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications and create an application (or pick yours).
2. In "Bot", click "Reset Token" and copy the token.
3. Copy .env.example to .env and put the token after DISCORD_TOKEN=
   (or export DISCORD_TOKEN=... in the shell that runs the bot).
4. Run ./dev bot again. README.md has the invite link and the permissions the bot needs.

To try the games first without any of this, ./dev play runs the same bot against a local Discord in your
browser."""

BAD_GUILD_ID = "DEV_GUILD_ID must be a server id (digits only), not {value!r}."

BAD_SHARDS = """SHARD_COUNT must be a whole number of shards (1 or more) and SHARD_IDS the comma-separated shards this
process runs, each from 0 to SHARD_COUNT - 1 (for example SHARD_COUNT=4 SHARD_IDS=0,1 in one process and
SHARD_IDS=2,3 in another). Got SHARD_COUNT={count!r}, SHARD_IDS={ids!r}."""

BAD_LOG_FORMAT = """LOG_FORMAT must be one of {formats} (text, lines for people, is the default). Got {value!r}."""

BAD_METRICS_PORT = """METRICS_PORT must be a TCP port number (1-65535) to serve /metrics, /healthz and /readyz
on, or empty for none. Got {value!r}."""

BAD_DISCORD_URL = """DISCORD_URL must be an http:// or https:// address of another Discord (such as the local one
`./dev play` starts), or empty for discord.com. Got {value!r}."""
BAD_GLOBAL_RATE = """GLOBAL_RATE_LIMIT must be Discord's global limit of requests a second for this bot's token
(50 unless Discord raised it), or empty for 50. Got {value!r}."""
