"""How a Barrage game is set up: the seed, the number of companies and which setup."""

from dataclasses import dataclass

from engine.core.errors import ConfigError

SETUPS = ("introductory", "standard")
"""Introductory: the four fixed company, officer and starting-contract pairings, no patent office, the joker
basic tile. Standard: random pairings picked in turn, the patent office and all seven base officers."""


@dataclass(frozen=True)
class BarrageConfig:
    seed: int = 0
    players: int = 2
    setup: str = "introductory"

    def __post_init__(self) -> None:
        from engine.barrage.data_load import load_rules

        counts = load_rules().players
        if self.players not in counts:
            raise ConfigError(f"Barrage is for {counts[0]} to {counts[-1]} players, not {self.players}.")
        if self.setup not in SETUPS:
            raise ConfigError(f"The setup is one of {', '.join(SETUPS)}, not {self.setup!r}.")
