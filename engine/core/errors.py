"""Typed errors. Every message is written for the player who caused it."""


class RuleError(Exception):
    """An action that breaks a rule of the game. `rule` is a stable code, the message is for players."""

    rule = "rule"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ConfigError(ValueError):
    """A game configuration that cannot be played."""


class DataError(ValueError):
    """A data file (board, chart, tiles) that does not describe a valid game."""
