"""Persistence on SQLite or PostgreSQL: the database is the truth, memory is only a cache."""

from bot.storage.db import open_database
from bot.storage.store import ActiveGameError, GameRow, GameStore, SeatRow

__all__ = ["ActiveGameError", "GameRow", "GameStore", "SeatRow", "open_database"]
