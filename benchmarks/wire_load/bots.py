"""The bot processes under load: one, or two with two shards each on a PostgreSQL server started here; with
--metrics, their /metrics scraped as Prometheus would."""

import asyncio
import contextlib
from pathlib import Path

import aiohttp

from harness.postgres import PostgresServer, binaries
from harness.process import BotProcess
from localdiscord.server import FakeDiscord

SHARDS_PER_PROCESS = 2
METRICS_PORT = 19400
"""The first bot process's metrics port with --metrics (the next ones count up)."""
SCRAPE_SECONDS = 15.0
SCRAPED: list[int] = []
"""The size of each /metrics page read, for the report."""


def postgres_server() -> PostgresServer:
    """A PostgreSQL server to start (--postgres); the run ends here if PostgreSQL is not installed."""
    bin_dir = binaries()
    if bin_dir is None:
        raise SystemExit("--postgres: PostgreSQL is not installed here (`./dev test` installs it)")
    return PostgresServer(bin_dir)


def bot_processes(
    discord: FakeDiscord, database: Path | str, processes: int, tmp: Path, metrics: bool = False
) -> list[BotProcess]:
    """One bot process, or `processes` of them with two shards each (and so `2 * processes` shards in all); with
    `metrics`, each serves /metrics on a port of its own (as an operator would run it) and is scraped every 15 s.
    They are told the local Discord's global limit, as an operator tells the bot Discord's."""
    budget = {"GLOBAL_RATE_LIMIT": str(discord.limits.global_per_second)}
    if processes == 1:
        return [BotProcess(discord, database, tmp / "bot.log", env={**budget, **metrics_env(metrics, 0)})]
    count = str(SHARDS_PER_PROCESS * processes)

    def own(n: int) -> str:
        return ",".join(str(n * SHARDS_PER_PROCESS + i) for i in range(SHARDS_PER_PROCESS))

    return [
        BotProcess(
            discord,
            database,
            tmp / f"bot-{n}.log",
            f"p{n}",
            {"SHARD_COUNT": count, "SHARD_IDS": own(n), **budget, **metrics_env(metrics, n)},
        )
        for n in range(processes)
    ]


def metrics_env(metrics: bool, n: int) -> dict[str, str]:
    return {"METRICS_PORT": str(METRICS_PORT + n)} if metrics else {}


async def scrape(processes: int) -> None:
    """What Prometheus does: every bot process's /metrics, every 15 s, until cancelled."""
    async with aiohttp.ClientSession() as http:
        while True:
            await asyncio.sleep(SCRAPE_SECONDS)
            for n in range(processes):
                with contextlib.suppress(aiohttp.ClientError):
                    async with http.get(f"http://127.0.0.1:{METRICS_PORT + n}/metrics") as answer:
                        SCRAPED.append(len(await answer.read()) if answer.status == 200 else 0)
