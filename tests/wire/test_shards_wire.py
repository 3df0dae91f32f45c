"""Two bot processes with two of four shards each, on one PostgreSQL database: games in servers of different
shards are played at the same time, one process is killed mid-round and started again. Nothing is lost, and no
process ever touches a game of the other's servers."""

import asyncio
import os
import signal
from collections.abc import Awaitable, Callable

import asyncpg
import pytest

from harness.postgres import PostgresServer
from harness.powerline import play_round, round_card, start_game
from harness.process import BotProcess
from harness.wire import Wire
from localdiscord.server import FakeDiscord

pytestmark = pytest.mark.wire

SHARDS = {"a": "0,1", "b": "2,3"}
HOME = {"a": 1, "b": 2}
"""The shard of each process's server."""
CATCH_UP_SECONDS = 30.0


async def unsettle_every_game(url: str) -> None:
    """Every game as a crash between a post and its record leaves it: the opening message not recorded as sent,
    so whichever process catches a game up sends it (again)."""
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("UPDATE games SET settled_actions = NULL")
        await connection.execute("DELETE FROM posts WHERE key = 'start'")
    finally:
        await connection.close()


async def settled(url: str, guild_id: int) -> bool:
    connection = await asyncpg.connect(url)
    try:
        left = await connection.fetchval(
            "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND settled_actions IS NULL", guild_id
        )
        return bool(left == 0)
    finally:
        await connection.close()


async def until(check: Callable[[], Awaitable[bool]], timeout: float) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError(f"still waiting after {timeout} s")
        await asyncio.sleep(0.1)


async def test_two_sharded_processes_share_one_database_and_never_touch_each_others_games(
    tmp_path, postgres_server: PostgresServer
):
    discord = FakeDiscord()
    await discord.start()
    url = postgres_server.create_database(f"wire_shards_{os.getpid()}")
    bots = {
        name: BotProcess(
            discord, url, tmp_path / f"{name}.log", caller=name, env={"SHARD_COUNT": "4", "SHARD_IDS": ids}
        )
        for name, ids in SHARDS.items()
    }
    wires = {}
    for name, bot in bots.items():
        guild = discord.create_guild(f"server {name}", shard=(HOME[name], 4))
        wires[name] = Wire(discord, bot, guild, discord.create_channel(guild, "games"))
    try:
        for bot in bots.values():
            await bot.start(timeout=60)
        await discord.wait(lambda: discord.gateway.identified == 4, timeout=60)
        games = dict(zip(wires, await asyncio.gather(*(start_game(w, players=2) for w in wires.values())), strict=True))
        await asyncio.gather(
            *(play_round(wires[name], person, thread) for name, (thread, people) in games.items() for person in people)
        )
        for name, (thread, people) in games.items():
            await round_card(wires[name], thread, 2)
            await play_round(wires[name], people[0], thread)  # round 2: the first plan in, then...

        await bots["a"].stop(signal.SIGKILL)  # ...process a dies without a goodbye,
        await unsettle_every_game(url)
        await bots["a"].start(timeout=60)
        await discord.wait(lambda: discord.gateway.identified == 6, timeout=60)
        await until(lambda: settled(url, wires["a"].guild.id), CATCH_UP_SECONDS)  # a caught its game up
        await asyncio.sleep(1)  # and had the time to catch up any other (20 a second): it must not

        await asyncio.gather(*(play_round(wires[name], people[1], thread) for name, (thread, people) in games.items()))
        for name, (thread, _) in games.items():
            await round_card(wires[name], thread, 3)  # both rounds built: the plan sent before the kill was kept

        touched: dict[str, set[str]] = {name: set() for name in bots}
        for call in discord.calls:
            channel = discord._touched_channel(call.path)
            if channel is None or call.caller not in bots:
                continue
            owner = next(n for n, w in wires.items() if discord.channels[channel].guild_id == w.guild.id)
            touched[call.caller].add(owner)
        assert touched == {"a": {"a"}, "b": {"b"}}, "each process answered and posted in its own server only"
    finally:
        for bot in bots.values():
            await bot.stop()
        await discord.stop()
    for bot in bots.values():
        assert "Traceback" not in bot.output, bot.output
