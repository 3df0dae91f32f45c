"""How the bot logs. By default, lines for people (discord.py's own format, every logger at INFO); with
`LOG_FORMAT=json`, one JSON object per line for a log collector: `time` (UTC, ISO 8601), `level`, `logger`,
`message`, and `game_id`, `interaction_id` and `shard_id` where the line was written while the bot handled that
game, interaction or shard (`bind`), and `exception` with its traceback where there is one."""

import contextvars
import datetime
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager

FORMATS = ("text", "json")
CONTEXT = ("game_id", "interaction_id", "shard_id")
_context: contextvars.ContextVar[tuple[tuple[str, int], ...]] = contextvars.ContextVar("log_context", default=())


def bind(**ids: int | None) -> None:
    """What the current task is about, for every line it logs from now on (a task's context is its own): for a
    task that handles one interaction."""
    _context.set(_with(ids))


@contextmanager
def about(**ids: int | None) -> Iterator[None]:
    """What the lines logged inside are about, for work done for several games in turn."""
    token = _context.set(_with(ids))
    try:
        yield
    finally:
        _context.reset(token)


def _with(ids: dict[str, int | None]) -> tuple[tuple[str, int], ...]:
    bound = {**dict(_context.get()), **{name: value for name, value in ids.items() if value is not None}}
    return tuple(bound.items())


class Context(logging.Filter):
    """Puts the bound ids on each record; an id given in `extra` stays."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name, value in _context.get():
            if not hasattr(record, name):
                setattr(record, name, value)
        return True


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, object] = {
            "time": datetime.datetime.fromtimestamp(record.created, datetime.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        data.update({name: getattr(record, name) for name in CONTEXT if getattr(record, name, None) is not None})
        if record.exc_info:
            data["exception"] = self.formatException(record.exc_info)
        return json.dumps(data, ensure_ascii=False)


def handler(log_format: str) -> tuple[logging.Handler, logging.Formatter | None]:
    """The handler for `bot.run`, and its formatter (None: discord.py's own, coloured on a terminal)."""
    out = logging.StreamHandler()
    out.addFilter(Context())
    return out, JsonLines() if log_format == "json" else None
