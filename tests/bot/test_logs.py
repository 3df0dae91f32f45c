"""Logs: LOG_FORMAT=json writes one JSON object per line, with the game, interaction and shard it was about."""

import asyncio
import json
import logging
import sys

import pytest

from bot import logs
from bot.config import BotConfig, ConfigMissing


def line(record: logging.LogRecord) -> dict:
    logs.Context().filter(record)
    return json.loads(logs.JsonLines().format(record))


def record(message: str = "game %s started", *args: object, exc_info=None) -> logging.LogRecord:
    return logging.LogRecord("bot.table.host", logging.INFO, __file__, 1, message, args or (7,), exc_info)


def test_a_json_line_has_the_time_level_logger_and_message():
    data = line(record())
    assert data["level"] == "INFO" and data["logger"] == "bot.table.host"
    assert data["message"] == "game 7 started"
    assert data["time"].endswith("+00:00") and "T" in data["time"]
    assert not set(logs.CONTEXT) & set(data), "nothing bound, nothing said"


async def test_the_ids_bound_by_a_task_are_on_its_lines_only():
    async def handling() -> dict:
        logs.bind(interaction_id=11, game_id=3, shard_id=None)
        with logs.about(game_id=4):
            inside = line(record())
        assert inside["game_id"] == 4
        return line(record())

    data = await asyncio.create_task(handling())
    assert (data["interaction_id"], data["game_id"]) == (11, 3)
    assert "shard_id" not in data, "an id not known is left out"
    assert "game_id" not in line(record()), "another task's ids never leak"


def test_an_exception_is_in_its_line():
    try:
        raise ValueError("boom")
    except ValueError:
        data = line(record("game %s failed", exc_info=sys.exc_info()))
    assert "ValueError: boom" in data["exception"]


def test_the_log_format_is_text_or_json():
    assert BotConfig.from_env({"DISCORD_TOKEN": "t"}).log_format == "text"
    assert BotConfig.from_env({"DISCORD_TOKEN": "t", "LOG_FORMAT": "JSON"}).log_format == "json"
    with pytest.raises(ConfigMissing, match="LOG_FORMAT"):
        BotConfig.from_env({"DISCORD_TOKEN": "t", "LOG_FORMAT": "xml"})
    handler, formatter = logs.handler("json")
    assert isinstance(formatter, logs.JsonLines)
    assert logs.handler("text")[1] is None
    assert any(isinstance(f, logs.Context) for f in handler.filters)
