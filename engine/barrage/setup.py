"""A new game: the chance draws of the setup (headstream, bonus and objective tiles, contracts, neutral dams,
turn order, the patent office) from the config's seed, and each company's starting supply."""

from engine.barrage.config import BarrageConfig
from engine.barrage.rules import COLOURS, NEUTRAL, Officer, Rules
from engine.barrage.state import BarrageState, CompanyState, ContractState, MapState, PatentState, Segment
from engine.barrage.water import Dam
from engine.core.rng import rng_for


def shuffled(seed: int, label: str, items: tuple[str, ...] | list[str]) -> list[str]:
    out = list(items)
    rng_for(seed, label).shuffle(out)
    return out


def initial_state(rules: Rules, config: BarrageConfig) -> BarrageState:
    """Introductory pairings are dealt to seats at random; the turn order is drawn. Round 1 starts with its income,
    last seat first (`engine.barrage.rounds.settle` then runs on to the first decision)."""
    seed, players = config.seed, config.players
    order = [int(s) for s in shuffled(seed, "order", [str(s) for s in range(players)])]
    dealt = shuffled(seed, "matchups", [str(i) for i in range(len(rules.matchups))])[:players]
    matchups = [rules.matchups[int(i)] for i in dealt]
    introductory = config.setup == "introductory"
    tiles = (*rules.company.basic_tiles, rules.company.joker_tile) if introductory else rules.company.basic_tiles
    companies = tuple(
        CompanyState(
            company=m.company,
            officer=m.officer,
            credits=rules.company.start_credits + officer(rules, m.officer).start_credits,
            excavators=rules.company.start_excavators,
            mixers=rules.company.start_mixers,
            vp=rules.company.start_vp,
            energy=0,
            engineers=rules.company.engineers,
            built={},
            wheel=tuple(Segment() for _ in range(rules.company.wheel_segments)),
            tiles=(*tiles, *officer(rules, m.officer).tiles),
            hand=(m.contract,),
            fulfilled=(),
        )
        for m in matchups
    )
    return BarrageState(
        config=config,
        round=1,
        step="income",
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
    )


def officer(rules: Rules, officer_id: str) -> Officer:
    return next(o for o in rules.officers if o.id == officer_id)


def neutral_dams(rules: Rules, seed: int) -> dict[str, Dam]:
    """One neutral dam per area on a random downstream space, as high as the area says, holding water."""
    dams = {}
    for area in rules.map.areas:
        spaces = [s.id for s in rules.map.dams if not s.red and s.basin in area.basins]
        if spaces and area.neutral_height:
            chosen = shuffled(seed, f"neutral-{area.id}", spaces)[0]
            dams[chosen] = Dam(NEUTRAL, area.neutral_height, rules.neutral_drops)
    return dams


def contracts(rules: Rules, config: BarrageConfig) -> ContractState:
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


def patent(rules: Rules, config: BarrageConfig) -> PatentState:
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


def reveal(rules: Rules, patent: PatentState) -> PatentState:
    """Unbought tiles leave the game; the next ones are taken from the lowest level still stocked."""
    stock = [t for stack in patent.stacks for t in stack]
    shown, rest = stock[: rules.patent_display], stock[rules.patent_display :]
    stacks = []
    for stack in patent.stacks:
        stacks.append(tuple(t for t in stack if t in rest))
    return PatentState(stacks=tuple(stacks), display=tuple(shown))
