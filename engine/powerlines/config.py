"""How a Power Lines match is set up: who plays suits, who starts, one game or a match of two."""

from dataclasses import dataclass

from engine.core.errors import ConfigError

PLAYERS = 2


@dataclass(frozen=True)
class PowerLinesConfig:
    seed: int = 0
    players: int = PLAYERS
    suits_seat: int | None = None
    """The seat that scores suits (the other scores values); None: decided by the seed."""
    first_seat: int | None = None
    """Who places the first tile of game one; None: rolled from the seed (the rules say roll)."""
    games: int = 2
    """2: a match, the other seat starts game two and the total decides; 1: a single game."""

    def __post_init__(self) -> None:
        if self.players != PLAYERS:
            raise ConfigError(f"Power Lines is for {PLAYERS} players, not {self.players}.")
        for name, seat in (("suits_seat", self.suits_seat), ("first_seat", self.first_seat)):
            if seat is not None and seat not in range(PLAYERS):
                raise ConfigError(f"{name} must be 0 or 1, not {seat}.")
        if self.games not in (1, 2):
            raise ConfigError(f"A match is 1 or 2 games, not {self.games}.")
