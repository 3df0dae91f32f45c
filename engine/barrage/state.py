"""Where a Barrage game stands: the map's pieces and water, each company's supply and board, the shared boards,
and whose decision is awaited.

A turn is built from small decisions (`pending`: the choices made so far, replayed from this state by
`engine.barrage.turn`), so any prefix can be undone until the player confirms; the state only changes for good
on a confirmation. Dicts are never mutated: every change makes a new one.
"""

from dataclasses import dataclass

from engine.barrage.config import BarrageConfig
from engine.barrage.water import Dam


@dataclass(frozen=True, slots=True)
class Segment:
    """One segment of a construction wheel: a technology tile and the machinery paid with it."""

    tiles: tuple[str, ...] = ()
    excavators: int = 0
    mixers: int = 0


@dataclass(frozen=True, slots=True)
class CompanyState:
    company: str
    """"" until the seat has picked (standard setup)."""
    officer: str
    """"" until the seat has picked (standard setup)."""
    credits: int
    excavators: int
    mixers: int
    vp: int
    energy: int
    """On the energy track this round (reset at clean-up, kept after the last round for the tie-break)."""
    engineers: int
    """Engineers in hand."""
    built: dict[str, int]
    """Pieces of each structure built (off the company board)."""
    wheel: tuple[Segment, ...]
    """Index 0 is the open segment a construction fills; turning moves index 1 to the top and returns it."""
    tiles: tuple[str, ...]
    """Technology tiles in the personal supply."""
    hand: tuple[str, ...]
    """Contracts taken and not yet fulfilled."""
    fulfilled: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Placement:
    space: str
    seat: int
    engineers: int


@dataclass(frozen=True, slots=True)
class MapState:
    dams: dict[str, Dam]
    """By dam space id; a space without a dam is absent."""
    conduits: dict[str, int]
    """Owner seat by conduit space id."""
    powerhouses: dict[str, int]
    """Owner seat by powerhouse space id."""
    headstreams: tuple[int, ...]
    """Drops waiting on each headstream, to flow in the water-flow phase."""


@dataclass(frozen=True, slots=True)
class ContractState:
    piles: dict[str, tuple[str, ...]]
    """Face down by colour, top first (hidden from players)."""
    display: tuple[str, ...]
    """Face-up private contracts."""
    discards: dict[str, tuple[str, ...]]
    national: tuple[str, ...]
    """National contracts still to be fulfilled."""


@dataclass(frozen=True, slots=True)
class PatentState:
    stacks: tuple[tuple[str, ...], ...]
    """Face down by level I, II, III, top first (hidden from players)."""
    display: tuple[str, ...]
    """The advanced tiles on offer this round ("" where one was bought)."""


@dataclass(frozen=True, slots=True)
class Offers:
    """What the standard setup's picks still offer; empty once every seat has picked (and in the introductory
    setup)."""

    matchups: tuple[tuple[str, str], ...] = ()
    """(company, officer) pairings not yet picked."""
    contracts: tuple[str, ...] = ()
    """Starting contracts not yet picked."""


@dataclass(frozen=True, slots=True)
class BarrageState:
    config: BarrageConfig
    round: int
    """1-5; the game is over when `step` is "over"."""
    step: str
    """"setup" (the standard setup's picks, in reverse turn order), "income" (in reverse turn order), "actions"
    (turns in `order`) or "over"."""
    order: tuple[int, ...]
    """Seats in turn order for this round."""
    current: int | None
    """The seat whose decision is awaited; None when the game is over."""
    companies: tuple[CompanyState, ...]
    map: MapState
    placements: tuple[Placement, ...]
    """Engineers on action spaces this round."""
    contracts: ContractState
    patent: PatentState
    headstream_tiles: tuple[int, ...]
    """The tile on each headstream."""
    bonus_tiles: tuple[str, ...]
    """One per round."""
    objective: str
    turn: int
    """Turns confirmed so far in the game: what a stale prompt is recognised by."""
    pending: tuple[str, ...] = ()
    """The choices of the turn under way, replayed from this state; empty at a turn's start."""
    offers: Offers = Offers()
    spare_officers: tuple[str, ...] = ()
    """Officers drawn in the standard setup but paired with no company: Mahiri may copy them too."""
    borrowed: str = ""
    """The officer whose ability Mahiri's company copies for the rest of the turn under way ("" when none)."""
    passed: tuple[int, ...] = ()
    """Seats out of this round's actions: they passed with no engineers left instead of using a tile."""
