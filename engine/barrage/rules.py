"""The numbers of Barrage, read once from the data files in data/: the map, the companies, the management board,
the contracts, the technology tiles, the officers and the scoring tables.

Nothing else in the engine writes a number of the game down; every table here is validated when it is read
(`data_load.load_rules`), so a broken data file is a `DataError` at start-up, never a wrong game. Each file holds
some of the fields of `RulesData`, typed by the dataclasses below (data_parse.py reads them, data_check.py checks what
types cannot say).

The ids the data uses, each given its meaning by the engine (the tuples below list them):
- Action space kinds (`SPACE_KINDS`): "produce", "water", "bank", "workshop", "machinery", "contracts",
  "patent", "construct" (a company's own row), "officer" (an officer's private space). Ids: "turbine-<m>" with m
  in 2, 1, 0, minus-1, minus-2 (the production modifier), "water-2" (drops that flow later), "water-1" (one that
  flows at once), "bank", "workshop-<turns>", "machinery-<goods>", "contracts-1", "contracts-1b" (the 4-player
  row), "contracts-2", "patent-<slot>", "construct-<n>", "mahiri"; "-red" marks a red space's twin and "-second"
  a second space of the row that costs more engineers but no credits.
- Contracts: "s1".."s4" starting, "n1".."n6" national, "g1".."g15", "y1".."y15", "r1".."r15" private.
- Advanced tile effects (`TILE_EFFECTS`; `amount` is the tile's number):
  "fill-empty-dams" (`amount` drops into each own empty dam), "rotate-per-elevation" (`amount` wheel turns per own
  elevation), "credits-per-value" (`amount` credits per point of the new conduit's value),
  "no-engineer-powerhouse" (builds a powerhouse as a whole turn without engineers), "ignore-red-map" (no red map
  space credits), "energy-per-base" (`amount` energy per own base, may fulfil a private contract), "fill-dam" (the
  raised dam filled to capacity), "cheap-conduit" (the conduit costs at most `amount` excavators),
  "free-production" (a production with modifier `amount` by any own powerhouse), "swap-machinery" (excavators and
  mixers stand for each other), "free-base" (the base costs no excavators; usable as a whole turn without
  engineers), "vp-per-high-dam" (`amount` VP per own dam of height 2 or more), "energy-per-value" (`amount`
  energy per point of the conduit's value, may fulfil a private contract), "vp-per-powerhouse" (`amount` VP per
  own powerhouse), "vp-per-advanced" (`amount` VP per own advanced tile), "copy-tile" (Anton's special tile: builds
  as a tile on its owner's wheel, with that tile's effect).
- Officer effects (`OFFICER_EFFECTS`): "fixed-base-cost" (bases cost `amount` excavators anywhere),
  "min-production" (drops x value counts as at least `amount`), "conduit-mixers" (a conduit may be paid with
  `amount` mixers per point of value), "machinery-for-credits" (any machinery piece of a construction may be paid
  as `amount` credits), "tallest-dam-capacity" (height-3 dams hold `amount` drops), "copy-tile" (a special tile
  copying a tile on the wheel), "copy-officer" (the officer's spaces copy another officer's ability for a turn).
- National abilities (`ABILITIES`): "flow-energy" (`amount` energy per drop passing own powerhouses),
  "second-production" (another production with a different own powerhouse, without modifiers),
  "production-energy" (`amount` energy more per production), "contract-discount" (contracts need `amount` less
  energy when fulfilled by a production).
- Bonus tiles (`BONUS_TILES`) count fulfilled contracts, bases, elevations, conduits, powerhouses or advanced
  tiles; objective tiles (`OBJECTIVES`) are those of `Scoring.objectives`.
"""

from dataclasses import dataclass

STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
"""What a company builds; a dam is a base plus 0-2 elevations."""
AREAS = ("mountains", "hills", "plains")
COLOURS = ("green", "yellow", "red")
"""The three private contract piles."""
NEUTRAL = -1
"""The owner of a neutral dam."""
CONTRACT_KINDS = ("starting", "national", *COLOURS)
SPACE_KINDS = ("produce", "water", "bank", "workshop", "machinery", "contracts", "patent", "construct", "officer")
GOODS = ("excavator", "either", "both")
"""What a machinery space sells: an excavator, an excavator or a mixer, or one of each."""
ABILITIES = ("flow-energy", "second-production", "production-energy", "contract-discount")
TILE_EFFECTS = (
    "fill-empty-dams",
    "rotate-per-elevation",
    "credits-per-value",
    "no-engineer-powerhouse",
    "ignore-red-map",
    "energy-per-base",
    "fill-dam",
    "cheap-conduit",
    "free-production",
    "swap-machinery",
    "free-base",
    "vp-per-high-dam",
    "energy-per-value",
    "vp-per-powerhouse",
    "vp-per-advanced",
    "copy-tile",
)
OFFICER_EFFECTS = (
    "fixed-base-cost",
    "min-production",
    "conduit-mixers",
    "machinery-for-credits",
    "tallest-dam-capacity",
    "copy-tile",
    "copy-officer",
)
BONUS_TILES = ("contracts", "bases", "elevations", "conduits", "powerhouses", "advanced")
OBJECTIVES = ("red-spaces", "strongest-area", "weakest-area", "connected", "presence", "strongholds")


@dataclass(frozen=True, slots=True)
class Reward:
    """What an income slot, a contract or a tile gives. Every field adds up; zero means nothing of it."""

    credits: int = 0
    vp: int = 0
    energy: int = 0
    """Moves the energy marker; never counts towards a contract."""
    rotate: int = 0
    """Turns of the construction wheel."""
    machinery: int = 0
    """Excavators or mixers, each of the receiver's choice."""
    excavators: int = 0
    mixers: int = 0
    drops: int = 0
    """Drops put on headstreams of the receiver's choice; they flow in the water-flow phase."""
    drops_now: int = 0
    """Drops put on headstreams of the receiver's choice that flow at once."""
    free: str | None = None
    """A structure (one of STRUCTURES) placed for free: no engineer, tile, wheel or machinery (red map spaces still
    cost their credits)."""
    free_areas: tuple[str, ...] = ()
    """Where a free base may go; empty: any area."""
    free_max_value: int = 0
    """The largest production value a free conduit may have (0: any)."""


@dataclass(frozen=True, slots=True)
class DamSpace:
    id: str
    """"<basin>-up" (the upstream, red-bordered space) or "<basin>-down"."""
    basin: int
    red: bool


@dataclass(frozen=True, slots=True)
class ConduitSpace:
    id: str
    """"<basin>-left" or "<basin>-right"."""
    basin: int
    value: int
    """Production value 1-5: energy per drop, and the excavators it costs (times `conduit_excavators`)."""
    to: int
    """The basin whose powerhouse spaces it leads to."""


@dataclass(frozen=True, slots=True)
class PowerhouseSpace:
    id: str
    """"<basin>-<letter>"."""
    basin: int
    red: bool


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    basins: tuple[int, ...]
    """Every basin of the area, those with powerhouse spaces only (11, 12 of the plains) included."""
    base_excavators: int
    elevation_mixers: int
    neutral_height: int
    """The height of the neutral dam set up in this area."""


@dataclass(frozen=True, slots=True)
class WaterMap:
    """The map: spaces to build on and the river graph water follows."""

    areas: tuple[Area, ...]
    dams: tuple[DamSpace, ...]
    conduits: tuple[ConduitSpace, ...]
    powerhouses: tuple[PowerhouseSpace, ...]
    headstreams: tuple[str, ...]
    """"A".."D", left to right."""
    flow: dict[str, str]
    """Where water goes next from each node: a headstream, a dam space id, "ph-<basin>" (the powerhouse spaces of
    a basin) or a sea exit; every path ends in one of `seas`."""
    seas: tuple[str, ...]
    red_credits: int
    """What a red-bordered map space costs on top (bases on upstream dams, red powerhouse spaces)."""
    max_height: int
    """The highest a dam is built: a base and its elevations."""


@dataclass(frozen=True, slots=True)
class HeadstreamTile:
    id: int
    drops: tuple[int, ...]
    """Drops added to its headstream at the start of rounds 1, 2, ... (rounds beyond the tuple get none)."""


@dataclass(frozen=True, slots=True)
class IncomeSlot:
    structure: str
    piece: int
    """Uncovered when the `piece`-th piece of `structure` leaves the company board (1-based)."""
    reward: Reward


@dataclass(frozen=True, slots=True)
class Company:
    id: str
    """"usa", "germany", "italy", "france"."""
    income: tuple[IncomeSlot, ...]
    ability: str
    """The national ability's kind: "flow-energy" (USA), "second-production" (Germany), "production-energy"
    (Italy), "contract-discount" (France)."""
    ability_amount: int
    """Its number (energy per drop, extra energy, discount); 0 where it has none."""


@dataclass(frozen=True, slots=True)
class CompanyRules:
    """What every company board has in common."""

    pieces: dict[str, int]
    """Pieces of each structure on a new board."""
    powerhouse_mixers: tuple[int, ...]
    """Mixers for the 1st, 2nd, ... powerhouse."""
    conduit_excavators: int
    """Excavators per point of a conduit's production value."""
    production_bonus: tuple[int, ...]
    """Energy added to every production, by powerhouses built (index 0: none built)."""
    ability_from: int
    """Powerhouses built from which the national ability works."""
    wheel_segments: int
    start_credits: int
    start_excavators: int
    start_mixers: int
    start_vp: int
    engineers: int
    basic_tiles: tuple[str, ...]
    """The basic technology tiles of every company (one per structure)."""
    joker_tile: str
    """The basic joker tile, given only in the introductory setup."""
    toll_credits: int
    """Credits a producer pays the owner of another company's conduit, per drop used."""
    toll_vp: int
    """VP the owner of a conduit gains per drop another company uses through it."""


@dataclass(frozen=True, slots=True)
class ActionSpace:
    """A space of the management board (or a company's construction row) for one placement of engineers."""

    id: str
    kind: str
    """One of SPACE_KINDS."""
    engineers: int
    """Engineers it takes; the bank takes any number from 1."""
    credits: int
    """Credits paid to the supply on top of the action's own price (3 on red spaces)."""
    min_players: int
    modifier: int = 0
    """produce: energy added to (or taken from) the production."""
    drops: int = 0
    """water: drops put on headstreams."""
    flows_now: bool = False
    """water: the drops flow at once."""
    rotate: int = 0
    """workshop: wheel turns."""
    price: int = 0
    """workshop, machinery, contracts, patent: credits the action itself costs."""
    goods: str = ""
    """machinery: "excavator", "either" or "both"."""
    contracts: int = 0
    """contracts: face-up private contracts taken."""
    slot: int = 0
    """patent: which of the face-up advanced tiles, counted from 1."""
    credits_per_engineer: int = 0
    """bank: credits gained per engineer placed."""


@dataclass(frozen=True, slots=True)
class Contract:
    id: str
    """"s1".."s4" (starting), "n1".."n6" (national), "g1".."g15", "y1".."y15", "r1".."r15" (private)."""
    kind: str
    """"starting", "national" or one of COLOURS."""
    energy: int
    reward: Reward


@dataclass(frozen=True, slots=True)
class TechTile:
    id: str
    """"base", "elevation", "conduit", "powerhouse", "joker" (basic), "<structure>-<level>" (advanced) or an
    officer's special tile ("anton")."""
    structure: str
    """What it builds: one of STRUCTURES or "any" (a copying tile builds what the tile it copies builds)."""
    level: int
    """0 for a basic or an officer's tile, 1-3 for an advanced one."""
    effect: str
    """The tile's extra effect, one of TILE_EFFECTS; "" for a basic tile."""
    amount: int = 0
    """The effect's number (VP each, energy per value, ...), 0 where it has none."""


@dataclass(frozen=True, slots=True)
class Officer:
    id: str
    effect: str
    """One of OFFICER_EFFECTS."""
    amount: int = 0
    introductory: bool = False
    """One of the four officers of the introductory pairings."""
    start_credits: int = 0
    """Credits on top of the company's start."""
    tiles: tuple[str, ...] = ()
    """Special technology tiles the officer's company starts with (Anton's)."""
    spaces: tuple[ActionSpace, ...] = ()
    """The officer's private action spaces (kind "officer")."""


@dataclass(frozen=True, slots=True)
class Matchup:
    """An introductory pairing: company, officer and starting contract."""

    company: str
    officer: str
    contract: str


@dataclass(frozen=True, slots=True)
class BonusTile:
    id: str
    """What it counts: "contracts", "bases", "elevations", "conduits", "powerhouses" or "advanced"."""
    vp_each: int
    standard_only: bool = False
    """Left out of the introductory setup."""


@dataclass(frozen=True, slots=True)
class EnergyBand:
    least: int
    """Energy from which the band applies (up to the next band's `least`)."""
    credits: int
    vp: int = 0
    """VP gained (negative: lost) in this band."""


@dataclass(frozen=True, slots=True)
class Scoring:
    rounds: int
    first_vp: int
    """The sole leader on the energy track."""
    second_vp: int
    """The sole second."""
    tied_second_vp: int
    """Each of several tied seconds."""
    tied_first_pool: int
    """Shared (rounded up) by several tied leaders; no second place is paid then."""
    energy_bands: tuple[EnergyBand, ...]
    bonus_min_energy: int
    """Energy below which a bonus tile pays nothing."""
    bonus_energy_per_round: int
    """The energy a round's bonus tile expects per round played (6 x round)."""
    bonus_penalty: int
    """VP lost per started `bonus_energy_per_round` of shortfall."""
    objective_vp: tuple[int, ...]
    """The objective tile's VP for 1st, 2nd, 3rd place."""
    objectives: tuple[str, ...]
    """"red-spaces", "strongest-area", "weakest-area", "connected", "presence", "strongholds"."""
    stronghold_structures: int
    """Structures in one basin that make a stronghold."""
    leftovers_per_vp: int
    """Credits, excavators and mixers left in supply per VP at the end."""
    water_vp: int
    """VP per drop held in one's own dams at the end."""
    bonus_tiles: tuple[BonusTile, ...]


@dataclass(frozen=True, slots=True)
class RulesData:
    map: WaterMap
    headstream_tiles: tuple[HeadstreamTile, ...]
    companies: tuple[Company, ...]
    company: CompanyRules
    board: tuple[ActionSpace, ...]
    """The management board's spaces for every player count (filter on `min_players`)."""
    construction: tuple[ActionSpace, ...]
    """Each company's own construction row."""
    contracts: tuple[Contract, ...]
    national_by_players: dict[int, int]
    """National contracts drawn for each player count."""
    hand_limit: int
    display_per_colour: int
    tiles: tuple[TechTile, ...]
    patent_display: int
    officers: tuple[Officer, ...]
    matchups: tuple[Matchup, ...]
    scoring: Scoring
    neutral_drops: int
    """Drops each neutral dam holds when set up."""
    players: tuple[int, ...]
    """The player counts the game is for."""
    levels: tuple[str, ...]
    """Computer player levels, weakest first."""
