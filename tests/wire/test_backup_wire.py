"""`./dev backup` while the real bot plays, `./dev restore` into a fresh database, and the game plays on to its
end there, on SQLite and on PostgreSQL; neither overwrites without --force."""

import asyncio
import os
import sys
from pathlib import Path

import pytest

from harness.powerline import play_round, round_card, start_game
from harness.process import ROOT, BotProcess
from harness.wire import Wire
from harness.words import label
from localdiscord.server import FakeDiscord

pytestmark = pytest.mark.wire


async def dev(action: str, path: Path, url: str, bin_dir: Path | None, *flags: str) -> int:
    """`./dev backup|restore PATH` for the database at `url`: its exit status."""
    env = {**os.environ, "DATABASE_URL": url, **({"PG_BIN": str(bin_dir)} if bin_dir else {})}
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.backup",
        action,
        str(path),
        *flags,
        cwd=ROOT,
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=None,
    )
    return await process.wait()


async def test_a_backup_during_play_restored_elsewhere_plays_on_to_the_end(tmp_path, request, database_url):
    postgres = database_url.startswith("postgresql")
    server = request.getfixturevalue("postgres_server") if postgres else None
    fresh = (
        server.create_database(f"restored_{os.getpid()}")
        if server
        else f"sqlite:///{tmp_path / 'fresh' / 'games.sqlite3'}"
    )
    bin_dir = server.bin_dir if server else None
    copy = tmp_path / "backups" / "games.backup"
    discord = FakeDiscord()
    await discord.start()
    guild = discord.create_guild()
    channel = discord.create_channel(guild, "games")
    bot = BotProcess(discord, database_url, tmp_path / "bot.log")
    try:
        await bot.start()
        wire = Wire(discord, bot, guild, channel)
        thread, (alice, bob) = await start_game(wire, players=2)
        for round_ in (1, 2):
            await round_card(wire, thread, round_)
            for person in (alice, bob):
                await play_round(wire, person, thread)
        await round_card(wire, thread, 3)
        await play_round(wire, alice, thread)  # round 3 waits for bob as the copy is taken
        assert await dev("backup", copy, database_url, bin_dir) == 0
        assert await dev("backup", copy, database_url, bin_dir) == 3, "an existing copy is kept"
        await bot.stop()
        assert await dev("restore", copy, fresh, bin_dir) == 0
        assert await dev("restore", copy, fresh, bin_dir) == 3, "a database with games is kept"
        bot = BotProcess(discord, fresh, tmp_path / "restored.log")
        await bot.start()
        wire = Wire(discord, bot, guild, channel)
        await play_round(wire, bob, thread)
        for round_ in range(4, 16):
            await round_card(wire, thread, round_)
            for person in (alice, bob):
                await play_round(wire, person, thread)
        final = label("final-header", game=1)
        await discord.wait(lambda: any(final in m.text for m in discord.history(thread)), timeout=30)
    finally:
        await bot.stop()
        await discord.stop()
    assert "Traceback" not in bot.output, bot.output
