"""What happened: every step of a turn and of a round's end leaves events the bot narrates and the images mark.

Events hold ids and numbers only; the catalogs word them.
"""

from dataclasses import dataclass

from engine.barrage.rules import Reward
from engine.barrage.water import DropPath
from engine.core.codec import tagged


@tagged
@dataclass(frozen=True, slots=True)
class Picked:
    """A seat's pick in the standard setup."""

    seat: int
    company: str
    officer: str
    contract: str


@tagged
@dataclass(frozen=True, slots=True)
class OfficerCopied:
    """Mahiri's company has this officer's ability for the rest of its turn."""

    seat: int
    officer: str


@tagged
@dataclass(frozen=True, slots=True)
class SpaceTaken:
    seat: int
    space: str
    engineers: int
    credits: int
    """Credits paid for the space itself (red spaces) and its action's price."""


@tagged
@dataclass(frozen=True, slots=True)
class Built:
    seat: int
    structure: str
    location: str
    tile: str
    """The technology tile used; "" for a free structure from a reward."""
    excavators: int
    mixers: int
    credits: int
    """Red map space credits."""


@tagged
@dataclass(frozen=True, slots=True)
class Gained:
    seat: int
    reward: Reward
    source: str
    """Why: "income-<structure>-<piece>", "contract-<id>", "tile-<id>", "space-<id>"."""


@tagged
@dataclass(frozen=True, slots=True)
class MachineryChosen:
    seat: int
    excavators: int
    mixers: int


@tagged
@dataclass(frozen=True, slots=True)
class WheelTurned:
    seat: int
    tiles: tuple[str, ...]
    """Returned to the supply by the segment that came to the top."""
    excavators: int
    mixers: int


@tagged
@dataclass(frozen=True, slots=True)
class DropsAdded:
    headstream: str
    drops: int
    source: str
    """"tile" (the headstream tile of the round) or the seat's action, "seat-<n>"."""


@tagged
@dataclass(frozen=True, slots=True)
class DamFilled:
    """Drops from the supply put straight into a dam by a technology tile; they rest there."""

    dam: str
    drops: int
    source: str
    """"tile-<id>"."""


@tagged
@dataclass(frozen=True, slots=True)
class WaterFlowed:
    paths: tuple[DropPath, ...]
    cause: str
    """"water-phase", "production", "now" (drops that flow at once)."""


@tagged
@dataclass(frozen=True, slots=True)
class Produced:
    seat: int
    powerhouse: str
    conduit: str
    dam: str
    drops: int
    energy: int
    """The production's energy (the amount a contract may use)."""
    paid_to: int | None
    """The owner of someone else's conduit, paid a credit and given a VP per drop."""


@tagged
@dataclass(frozen=True, slots=True)
class EnergyGained:
    seat: int
    energy: int
    source: str
    """"ability" (a national ability), "flow" (USA's drops passing), "reward"."""


@tagged
@dataclass(frozen=True, slots=True)
class ContractTaken:
    seat: int
    contract: str


@tagged
@dataclass(frozen=True, slots=True)
class ContractDiscarded:
    seat: int
    contract: str


@tagged
@dataclass(frozen=True, slots=True)
class ContractFulfilled:
    seat: int
    contract: str


@tagged
@dataclass(frozen=True, slots=True)
class TileBought:
    seat: int
    tile: str


@tagged
@dataclass(frozen=True, slots=True)
class TileCopied:
    """Anton's tile builds as this tile from its owner's wheel, with its effect."""

    seat: int
    tile: str


@tagged
@dataclass(frozen=True, slots=True)
class Passed:
    """A seat without engineers left the round's actions instead of using a tile as a whole turn."""

    seat: int


@tagged
@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One payment of a scoring: who, why, and how much (VP may be negative; VP never fall below 0)."""

    seat: int
    reason: str
    """Round: "energy-first", "energy-tied-first", "energy-second", "energy-tied-second", "energy-band", "bonus".
    Final: "objective", "leftovers", "water"."""
    vp: int
    credits: int = 0
    count: int = 0
    """What was counted (energy, structures, drops, place), for the narration."""
    penalty: int = 0
    """Bonus tile: VP taken off for energy short of the round's target."""


@tagged
@dataclass(frozen=True, slots=True)
class RoundScored:
    round: int
    lines: tuple[ScoreLine, ...]


@tagged
@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    order: tuple[int, ...]


@tagged
@dataclass(frozen=True, slots=True)
class GameOver:
    lines: tuple[ScoreLine, ...]
    """The final scoring."""
    scores: tuple[int, ...]
    ranks: tuple[int, ...]


Event = (
    Picked
    | OfficerCopied
    | SpaceTaken
    | Built
    | Gained
    | MachineryChosen
    | WheelTurned
    | DropsAdded
    | DamFilled
    | WaterFlowed
    | Produced
    | EnergyGained
    | ContractTaken
    | ContractDiscarded
    | ContractFulfilled
    | TileBought
    | TileCopied
    | Passed
    | RoundScored
    | RoundStarted
    | GameOver
)
