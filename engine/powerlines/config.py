"""How a Power Lines match is set up: who plays suits, who starts, one game or a match of two."""

from dataclasses import dataclass, field

from engine.core.errors import ConfigError
from engine.powerlines.rules import load_rules

PLAYERS = load_rules().players


@dataclass(frozen=True)
class PowerLinesConfig:
    seed: int = 0
    players: int = PLAYERS
    suits_seat: int | None = None
    """The seat that scores suits (the other scores values); None: decided by the seed."""
    first_seat: int | None = None
    """Who places the first tile of game one; None: rolled from the seed (the rules say roll)."""
    games: int = field(default_factory=lambda: load_rules().games_per_match)
    """2 (rules.json's games_per_match): a match, the other seat starts game two and the total decides; 1: a single
    game."""

    def __post_init__(self) -> None:
        if self.players != PLAYERS:
            raise ConfigError(f"Power Lines is for {PLAYERS} players, not {self.players}.")
        for name, seat in (("suits_seat", self.suits_seat), ("first_seat", self.first_seat)):
            if seat is not None and seat not in range(PLAYERS):
                raise ConfigError(f"{name} must be a seat from 0 to {PLAYERS - 1}, not {seat}.")
        most = load_rules().games_per_match
        if self.games not in range(1, most + 1):
            raise ConfigError(f"A match is 1 to {most} games, not {self.games}.")
