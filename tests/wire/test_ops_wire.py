"""Metrics and health over the wire: the real bot process with METRICS_PORT, scraped during a game; /readyz
follows the gateway down and back up."""

import asyncio
import re
import socket
import time
from collections.abc import Awaitable, Callable

import aiohttp
import pytest

from harness.powerline import play_round, start_game
from harness.process import BotProcess
from harness.wire import Wire
from localdiscord.server import FakeDiscord

pytestmark = pytest.mark.wire
SAMPLE = re.compile(r"^(?P<name>[a-z_]+)(?:\{(?P<labels>[^}]*)\})? (?P<value>\S+)$")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Every sample of a Prometheus text page, by name and labels."""
    found = {}
    for line in text.splitlines():
        match = SAMPLE.match(line)
        if match:
            labels = frozenset(re.findall(r'(\w+)="([^"]*)"', match["labels"] or ""))
            found[match["name"], labels] = float(match["value"])
    return found


def value(page: dict, name: str, **labels: str) -> float:
    return page.get((name, frozenset(labels.items())), 0.0)


async def test_metrics_move_during_a_game_and_readyz_follows_the_gateway(tmp_path):
    port = free_port()
    discord = FakeDiscord()
    await discord.start()
    guild = discord.create_guild()
    channel = discord.create_channel(guild, "games")
    bot = BotProcess(discord, tmp_path / "games.sqlite3", tmp_path / "bot.log", env={"METRICS_PORT": str(port)})
    base = f"http://127.0.0.1:{port}"
    try:
        await bot.start()
        async with aiohttp.ClientSession() as http:

            async def get(path: str) -> tuple[int, str]:
                async with http.get(base + path) as answer:
                    return answer.status, await answer.text()

            async def ready() -> int:
                try:
                    return (await get("/readyz"))[0]
                except aiohttp.ClientError:
                    return 0

            async def up() -> bool:
                return await ready() == 200

            async def down() -> bool:
                return await ready() == 503

            await poll(up)
            assert (await get("/healthz")) == (200, "ok\n")
            before = samples((await get("/metrics"))[1])
            wire = Wire(discord, bot, guild, channel)
            thread, people = await start_game(wire, players=2)
            for person in people:
                await play_round(wire, person, thread)
            status, text = await get("/metrics")
            assert status == 200
            after = samples(text)
            handled = {"game": "powerline", "kind": "lobby", "outcome": "handled"}
            assert (
                value(after, "tabletop_interactions_total", **handled)
                >= 2
                > value(before, "tabletop_interactions_total", **handled)
            )
            planner = value(after, "tabletop_interactions_total", game="powerline", kind="plan", outcome="handled")
            assert planner >= 2
            started = {"game": "powerline", "kind": "command-start", "outcome": "handled"}
            assert value(after, "tabletop_interactions_total", **started) == 1, "slash commands count too"
            assert value(after, "tabletop_interaction_seconds_count", game="powerline") > value(
                before, "tabletop_interaction_seconds_count", game="powerline"
            )
            assert value(after, "tabletop_interaction_ack_seconds_count") > value(
                before, "tabletop_interaction_ack_seconds_count"
            )
            assert value(after, "tabletop_games", game="powerline", status="running") == 1
            callbacks = [
                v
                for (name, labels), v in after.items()
                if name == "tabletop_discord_requests_total" and ("route", "/interactions/:id/:id/callback") in labels
            ]
            assert sum(callbacks) > 0
            assert value(after, "tabletop_database_seconds_count", operation="fetch") > 0
            assert value(after, "tabletop_gateway_connected", shard="0") == 1
            label_values = {v for _, labels in after for _, v in labels}
            assert not any(re.search(r"\d{15,}", v) for v in label_values), "no ids as labels"

            discord.gateway.hold_resumes()
            await discord.gateway.drop()
            await poll(down)
            assert value(samples((await get("/metrics"))[1]), "tabletop_gateway_connected", shard="0") == 0
            discord.gateway.release_resumes()
            await poll(up)
            assert discord.gateway.resumed == 1
    finally:
        await bot.stop()
        await discord.stop()


async def poll(check: Callable[[], Awaitable[bool]], timeout: float = 15.0) -> None:
    """Until `check` says yes, asking every 50 ms."""
    deadline = time.monotonic() + timeout
    while not await check():
        if time.monotonic() > deadline:
            raise TimeoutError(f"still waiting after {timeout} s")
        await asyncio.sleep(0.05)
