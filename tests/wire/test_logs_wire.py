"""LOG_FORMAT=json over the wire: every line the real bot process writes is one JSON object, and a game's lines
carry its id."""

import json

import pytest

from harness.powerline import play_round, start_game
from harness.process import BotProcess
from harness.wire import Wire
from localdiscord.players import Player
from localdiscord.server import FakeDiscord

pytestmark = pytest.mark.wire


async def test_every_line_is_json_and_a_game_line_names_its_game(tmp_path):
    discord = FakeDiscord()
    await discord.start()
    guild = discord.create_guild()
    channel = discord.create_channel(guild, "games")
    bot = BotProcess(discord, tmp_path / "games.sqlite3", tmp_path / "bot.log", env={"LOG_FORMAT": "json"})
    try:
        await bot.start()
        wire = Wire(discord, bot, guild, channel)
        thread, people = await start_game(wire, players=2)
        await play_round(wire, people[0], thread)
        stranger = Player(discord, discord.create_user(guild, "stranger"))
        forged = discord.post_as_bot(
            channel,
            "",
            [
                {
                    "type": 1,
                    "components": [
                        {"type": 2, "style": 2, "label": "forged", "custom_id": "powerline:nonsense:1:0:0:x"}
                    ],
                }
            ],
        )
        await stranger.click(forged, label="forged")
        await discord.wait(lambda: "unknown component" in bot.output)
    finally:
        await bot.stop()
        await discord.stop()
    lines = [json.loads(text) for text in bot.output.splitlines() if text.strip()]
    assert all({"time", "level", "logger", "message"} <= set(line) for line in lines)
    started = [line for line in lines if line["message"] == "game 1 (powerline) started with 2 seats"]
    assert [line.get("game_id") for line in started] == [1]
    assert started[0]["interaction_id"] > 0 and started[0]["shard_id"] == 0
    unknown = next(line for line in lines if line["message"].startswith("unknown component"))
    assert unknown["level"] == "INFO" and unknown["interaction_id"] > 0
