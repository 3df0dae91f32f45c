"""How a Powerline game is set up: players, boards, seed and the variant switches."""

from dataclasses import dataclass, field
from typing import Literal, get_args

from engine.core.codec import absent_means
from engine.core.errors import ConfigError
from engine.powerline.board import BOARD_EDITION, EDITIONS, board_ids

ContractDraw = Literal["off", "by_colour", "any"]
SpecialContracts = Literal["off", "mixed", "alone"]

MIN_PLAYERS = 1
MAX_PLAYERS = 6


@dataclass(frozen=True)
class Variants:
    """Every optional rule. Any combination is allowed."""

    construction_limits: bool = False
    """Variant 1: the blue worker chart, which limits powerlines per round by workers deployed."""
    adventure_island: bool = False
    """Variant 2: island workers leave tokens stacked by die face, each costing its height in VP."""
    contracts: ContractDraw = "off"
    """Variant 3: scoring tiles are drawn instead of A, D, G; one per colour group, or any three."""
    special_contracts: SpecialContracts = "off"
    """Variant 4: tiles J, K, L join the draw (always drawn from all twelve) or are the three tiles."""
    vacation: bool = True
    """The vacation tile (on by default): once per game, no island penalty for one round."""
    tiles_over_side_a: bool = False
    """The drawn scoring tiles cover the printed ones on side A of the center board instead of using side B, which
    keeps side A's two scoring jokers; only with drawn tiles (contracts or special contracts)."""

    def __post_init__(self) -> None:
        for name, mode, allowed in (
            ("contracts", self.contracts, get_args(ContractDraw)),
            ("special contracts", self.special_contracts, get_args(SpecialContracts)),
        ):
            if mode not in allowed:
                raise ConfigError(f"{mode!r} is not a way to play {name}; choose one of: {', '.join(allowed)}.")
        if self.tiles_over_side_a and not self.draws_tiles:
            raise ConfigError(
                "Scoring tiles can only cover side A when they are drawn (contracts or special contracts)."
            )

    @property
    def draws_tiles(self) -> bool:
        """The scoring tiles are drawn rather than the printed A, D, G."""
        return self.contracts != "off" or self.special_contracts != "off"

    @property
    def uses_contract_board(self) -> bool:
        """Side B of the center board: drawn scoring tiles not laid over side A, which also means fewer scoring
        jokers."""
        return self.draws_tiles and not self.tiles_over_side_a


@absent_means(board_edition=1)
@dataclass(frozen=True)
class PowerlineConfig:
    players: int = 1
    seed: int = 0
    boards: tuple[int, ...] = ()
    """Board number per seat; empty: distinct boards dealt at random from the seed."""
    variants: Variants = field(default_factory=Variants)
    board_edition: int = BOARD_EDITION
    """The boards' pips this game plays on; a config stored before editions existed meant the first."""

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(f"Powerline is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}.")
        if self.board_edition not in EDITIONS:
            raise ConfigError(f"There is no edition {self.board_edition} of the boards.")
        if self.boards:
            if len(self.boards) != self.players:
                raise ConfigError(f"{self.players} players need {self.players} boards, got {len(self.boards)}.")
            if len(set(self.boards)) != len(self.boards):
                raise ConfigError("Each player needs a different board.")
            unknown = sorted(set(self.boards) - set(board_ids()))
            if unknown:
                known = ", ".join(map(str, board_ids()))
                raise ConfigError(f"There is no board {unknown[0]}: the boards are numbered {known}.")
