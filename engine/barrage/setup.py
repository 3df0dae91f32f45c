"""A new game: the chance draws of the setup (headstream, bonus and objective tiles, contracts, neutral dams,
turn order, the patent office, the standard setup's offers) from the config's seed, and each company's starting
supply."""

from engine.barrage.config import BarrageConfig
from engine.barrage.officers import staffed
from engine.barrage.rules import COLOURS, NEUTRAL, RulesData
from engine.barrage.state import BarrageState, CompanyState, ContractState, MapState, Offers, PatentState, Segment
from engine.barrage.water import Dam
from engine.core.rng import rng_for


def shuffled(seed: int, label: str, items: tuple[str, ...] | list[str]) -> list[str]:
    out = list(items)
    rng_for(seed, label).shuffle(out)
    return out


OFFICERS_DRAWN = 4
"""Officers drawn for the standard setup's pairings at any player count (as B): those left unpaired in a 2-3
player game are officers Mahiri may copy."""


def initial_state(rules: RulesData, config: BarrageConfig) -> BarrageState:
    """Introductory pairings are dealt to seats at random; the standard setup lays out pairings and starting
    contracts for the seats to pick first (`engine.barrage.picks`, in reverse turn order: the first to pick plays
    last). The turn order is drawn. Round 1 starts with its income, last seat first (`engine.barrage.rounds.settle`
    then runs on to the first decision)."""
    seed, players = config.seed, config.players
    order = [int(s) for s in shuffled(seed, "order", [str(s) for s in range(players)])]
    introductory = config.setup == "introductory"
    tiles = (*rules.company.basic_tiles, rules.company.joker_tile) if introductory else rules.company.basic_tiles
    offers = Offers()
    spare: tuple[str, ...] = ()
    if introductory:
        dealt = shuffled(seed, "matchups", [str(i) for i in range(len(rules.matchups))])[:players]
        matchups = [rules.matchups[int(i)] for i in dealt]
        companies = tuple(staffed(rules, unpicked(rules, tiles, m.company, (m.contract,)), m.officer) for m in matchups)
    else:
        companies = tuple(unpicked(rules, tiles) for _ in range(players))
        offers, spare = draw_offers(rules, config)
    return BarrageState(
        config=config,
        round=1,
        step="income" if introductory else "setup",
        order=tuple(order),
        current=order[-1],
        companies=companies,
        map=MapState(
            dams=neutral_dams(rules, seed),
            conduits={},
            powerhouses={},
            headstreams=tuple(0 for _ in rules.map.headstreams),
        ),
        placements=(),
        contracts=contracts(rules, config),
        patent=patent(rules, config),
        headstream_tiles=tuple(
            int(t)
            for t in shuffled(seed, "headstreams", [str(t.id) for t in rules.headstream_tiles])[
                : len(rules.map.headstreams)
            ]
        ),
        bonus_tiles=tuple(
            shuffled(
                seed, "bonus", [t.id for t in rules.scoring.bonus_tiles if not (introductory and t.standard_only)]
            )[: rules.scoring.rounds]
        ),
        objective=shuffled(seed, "objective", rules.scoring.objectives)[0],
        turn=0,
        offers=offers,
        spare_officers=spare,
    )


def unpicked(rules: RulesData, tiles: tuple[str, ...], company: str = "", hand: tuple[str, ...] = ()) -> CompanyState:
    """A company's starting supply before its officer joins (`officers.staffed`)."""
    return CompanyState(
        company=company,
        officer="",
        credits=rules.company.start_credits,
        excavators=rules.company.start_excavators,
        mixers=rules.company.start_mixers,
        vp=rules.company.start_vp,
        energy=0,
        engineers=rules.company.engineers,
        built={},
        wheel=tuple(Segment() for _ in range(rules.company.wheel_segments)),
        tiles=tiles,
        hand=hand,
        fulfilled=(),
    )


def draw_offers(rules: RulesData, config: BarrageConfig) -> tuple[Offers, tuple[str, ...]]:
    """N random companies paired with the first N of the officers drawn, and N of the starting contracts; the
    other officers drawn are the spares."""
    seed, players = config.seed, config.players
    companies = shuffled(seed, "companies", [c.id for c in rules.companies])[:players]
    officers = shuffled(seed, "officers", [o.id for o in rules.officers])[: max(players, OFFICERS_DRAWN)]
    starting = shuffled(seed, "starting", [c.id for c in rules.contracts if c.kind == "starting"])[:players]
    return Offers(tuple(zip(companies, officers[:players], strict=True)), tuple(starting)), tuple(officers[players:])


def neutral_dams(rules: RulesData, seed: int) -> dict[str, Dam]:
    """One neutral dam per area on a random downstream space, as high as the area says, holding water."""
    dams = {}
    for area in rules.map.areas:
        spaces = [s.id for s in rules.map.dams if not s.red and s.basin in area.basins]
        if spaces and area.neutral_height:
            chosen = shuffled(seed, f"neutral-{area.id}", spaces)[0]
            dams[chosen] = Dam(NEUTRAL, area.neutral_height, rules.neutral_drops)
    return dams


def contracts(rules: RulesData, config: BarrageConfig) -> ContractState:
    piles = {
        colour: tuple(shuffled(config.seed, f"contracts-{colour}", [c.id for c in rules.contracts if c.kind == colour]))
        for colour in COLOURS
    }
    display = tuple(c for colour in COLOURS for c in piles[colour][: rules.display_per_colour])
    national = shuffled(config.seed, "national", [c.id for c in rules.contracts if c.kind == "national"])
    return ContractState(
        piles={colour: pile[rules.display_per_colour :] for colour, pile in piles.items()},
        display=display,
        discards={colour: () for colour in COLOURS},
        national=tuple(national[: rules.national_by_players[config.players]]),
    )


def patent(rules: RulesData, config: BarrageConfig) -> PatentState:
    """The advanced tiles face down by level; the standard setup shows the first ones (the introductory game has
    no patent office)."""
    levels = sorted({t.level for t in rules.tiles if t.level})
    stacks = tuple(
        tuple(shuffled(config.seed, f"patent-{level}", [t.id for t in rules.tiles if t.level == level]))
        for level in levels
    )
    if config.setup != "standard":
        return PatentState(stacks=(), display=())
    return reveal(rules, PatentState(stacks=stacks, display=()))


def reveal(rules: RulesData, patent: PatentState) -> PatentState:
    """Unbought tiles leave the game; the next ones are taken from the lowest level still stocked."""
    stock = [t for stack in patent.stacks for t in stack]
    shown, rest = stock[: rules.patent_display], stock[rules.patent_display :]
    stacks = []
    for stack in patent.stacks:
        stacks.append(tuple(t for t in stack if t in rest))
    return PatentState(stacks=tuple(stacks), display=tuple(shown))
