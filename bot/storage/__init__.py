"""Persistence on SQLite or PostgreSQL: the database is the truth, memory is only a cache. `GameStore` holds one
repository per concern (`bot.storage.games`, `outbox`, `deadlines`, `people`, `records`) over the database."""

from bot.storage.db import open_database
from bot.storage.games import ActiveGameError, GameRow, SeatRow
from bot.storage.store import GameStore

__all__ = ["ActiveGameError", "GameRow", "GameStore", "SeatRow", "open_database"]
