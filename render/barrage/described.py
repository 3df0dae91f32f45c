"""What each Barrage image shows, in words: its description (alt text), which a screen reader says in its place.

Each `describe_*` takes the arguments of the `render_*` it goes with and tells the picture in the order a player
looks at it: the round and whose turn it is, the scores, then what the next decision needs (on a picker's map, the
lettered spots by the letters and names its options give them). Every description fits Discord's 1,024 characters
(`fitted`); what does not fit is on "Read the board" (`render.barrage.reading`), which tells the rest with the same
lines. The map, the final standings and the replay are here; a company's panel and the shared boards in
`render.barrage.described_panels`.
"""

from collections.abc import Iterator, Sequence
from functools import cache

from engine.barrage.build import machinery, red_credits
from engine.barrage.data_load import load_rules
from engine.barrage.events import ScoreLine
from engine.barrage.lookup import index
from engine.barrage.rules import NEUTRAL
from engine.barrage.scoring import final_ranks
from engine.barrage.state import BarrageState
from render.barrage.company import company_name
from render.barrage.header import round_title, status
from render.barrage.map import spot_labels
from render.barrage.naming import cost_text, joined, signed, spot_help, spot_name, word
from render.barrage.words import say
from render.core.picture import fitted


def basin_of(spot: str) -> int:
    return int(spot.partition("-")[0])


@cache
def spot_order() -> tuple[str, ...]:
    """Every map space, basin by basin: its dams, then its conduits, then its powerhouses."""
    water = load_rules().map
    spaces = [*(s.id for s in water.dams), *(s.id for s in water.conduits), *(s.id for s in water.powerhouses)]
    return tuple(sorted(spaces, key=lambda s: (basin_of(s), spaces.index(s))))


# -- the map ------------------------------------------------------------------------------------------------------


def chip(state: BarrageState, seat: int, names: Sequence[str], lang: str) -> str:
    """A company's chip on the map: its player and company, VP, energy, credits and engineers in hand."""
    company = state.companies[seat]
    return say(
        lang,
        "alt-chip",
        name=names[seat],
        company=company_name(company, lang),
        vp=company.vp,
        energy=company.energy,
        credits=company.credits,
        engineers=company.engineers,
    )


def spot_cost(spot: str, state: BarrageState, lang: str) -> str | None:
    """What building on a free spot costs the seat on turn, as the map and its board print it (a base's excavators
    by area, a conduit's by value, its next powerhouse's mixers, a red space's credits); None for a built spot."""
    rules = load_rules()
    found = index(rules)
    seat = state.current
    if seat is None or not state.companies[seat].company:
        return None
    if spot in found.dams and spot not in state.map.dams:
        structure = "base"
    elif spot in found.conduits and spot not in state.map.conduits:
        structure = "conduit"
    elif spot in found.powerhouses and spot not in state.map.powerhouses:
        structure = "powerhouse"
        if state.companies[seat].built.get(structure, 0) >= rules.company.pieces[structure]:
            return None
    else:
        return None
    excavators, mixers = machinery(rules, state, seat, structure, spot)
    return build_cost(structure, excavators, mixers, red_credits(rules, structure, spot), lang)


def build_cost(structure: str, excavators: int, mixers: int, credits: int, lang: str) -> str:
    """What building a structure costs: "a base for 5 excavators + 3 credits"."""
    cost = cost_text(excavators, mixers, credits, lang)
    return say(lang, "alt-build", structure=word(lang, f"structure-a-{structure}"), cost=cost)


def spot_about(spot: str, state: BarrageState, names: Sequence[str], lang: str) -> str:
    """A lettered spot as the picker's option describes it, with what building on a free one costs; a headstream's
    waiting drops."""
    heads = load_rules().map.headstreams
    if spot in heads:
        drops = state.map.headstreams[heads.index(spot)]
        return say(lang, "alt-waiting", drops=drops)
    cost = spot_cost(spot, state, lang)
    if cost is None:
        return spot_help(spot, state, names, lang)
    found = index(load_rules())
    conduit = found.conduits.get(spot)
    if conduit is not None:
        return f"{word(lang, 'help-conduit', value=conduit.value, basin=conduit.to)} · {cost}"
    return f"{word(lang, f'area-{found.areas[basin_of(spot)].id}')} · {cost}"


def piece(spot: str, state: BarrageState, lang: str) -> str:
    """A built piece by its spot, with a dam's height and water, or a conduit's value and where it leads."""
    name = spot_name(spot, lang)
    if spot in state.map.dams:
        dam = state.map.dams[spot]
        return f"{name} ({say(lang, 'alt-dam', height=dam.height, drops=dam.drops)})"
    conduit = index(load_rules()).conduits.get(spot)
    if conduit is not None:
        return f"{name} ({word(lang, 'help-conduit', value=conduit.value, basin=conduit.to)})"
    return name


def owned(state: BarrageState, owner: int) -> list[str]:
    """The spots of `owner`'s pieces (a seat, or `NEUTRAL`), basin by basin."""
    board = state.map
    mine = {s for s, dam in board.dams.items() if dam.owner == owner}
    mine |= {s for s, seat in (*board.conduits.items(), *board.powerhouses.items()) if seat == owner}
    return [s for s in spot_order() if s in mine]


def pieces_lines(state: BarrageState, names: Sequence[str], lang: str) -> Iterator[str]:
    """Each company's dams, conduits and powerhouses by basin, then the neutral dams."""
    for seat in range(len(state.companies)):
        spots = owned(state, seat)
        if spots:
            yield say(lang, "alt-pieces", name=names[seat], pieces=joined([piece(s, state, lang) for s in spots], lang))
        else:
            yield say(lang, "alt-pieces-none", name=names[seat])
    neutral = owned(state, NEUTRAL)
    if neutral:
        yield say(lang, "alt-neutral", dams=joined([piece(s, state, lang) for s in neutral], lang))


def basin_water(state: BarrageState) -> dict[int, int]:
    """The drops held in each basin's dams (basins holding none left out)."""
    held: dict[int, int] = {}
    for spot, dam in state.map.dams.items():
        if dam.drops:
            held[basin_of(spot)] = held.get(basin_of(spot), 0) + dam.drops
    return dict(sorted(held.items()))


def water_lines(state: BarrageState, lang: str) -> Iterator[str]:
    """The water held in each basin, and what waits on the headstreams."""
    held = [say(lang, "alt-basin-water", basin=b, drops=n) for b, n in basin_water(state).items()]
    yield say(lang, "alt-water", basins=joined(held, lang)) if held else say(lang, "alt-water-none")
    heads = zip(load_rules().map.headstreams, state.map.headstreams, strict=True)
    waiting = [say(lang, "alt-headstream", id=head, drops=n) for head, n in heads if n]
    if waiting:
        yield say(lang, "alt-headstreams", list=joined(waiting, lang))


def map_parts(
    state: BarrageState, names: Sequence[str], lang: str, highlight: Sequence[str] = (), moved: Sequence[str] = ()
) -> Iterator[str]:
    yield say(lang, "alt-map", title=round_title(state, lang), status=status(state, names, lang))
    for seat in range(len(state.companies)):
        yield chip(state, seat, names, lang)
    known = {*spot_order(), *load_rules().map.headstreams}
    letters = {spot: letter for spot, letter in spot_labels(highlight).items() if spot in known}
    if letters:
        yield say(lang, "alt-choices")
        for spot, letter in letters.items():
            named = word(lang, "option-spot", letter=letter, spot=spot_name(spot, lang))
            yield say(lang, "alt-spot", spot=named, about=spot_about(spot, state, names, lang))
    changed = [spot_name(spot, lang) for spot in dict.fromkeys(moved) if spot in known]
    if changed:
        yield say(lang, "alt-moved", spots=joined(changed, lang))
    yield from pieces_lines(state, names, lang)
    yield from water_lines(state, lang)


def describe_map(
    state: BarrageState,
    names: Sequence[str],
    *,
    lang: str,
    highlight: Sequence[str] = (),
    moved: Sequence[str] = (),
) -> str:
    """The round and whose turn; each company's chip; the spots lettered for a choice, each by its letter and name
    with what stands there or what building there costs; what the last turn changed; each company's pieces by
    basin; the water in each basin and on the headstreams."""
    return fitted(lang, map_parts(state, names, lang, highlight, moved))


# -- the final standings and the replay ---------------------------------------------------------------------------


def final_parts(state: BarrageState, names: Sequence[str], lang: str, lines: Sequence[ScoreLine]) -> Iterator[str]:
    scoring = load_rules().scoring
    over = say(lang, "game-over") if state.step == "over" else round_title(state, lang)
    yield f"{say(lang, 'final-title')} · {over}"
    _, places = final_ranks(state)
    for seat in sorted(range(len(state.companies)), key=lambda s: (places[s], s)):
        company = state.companies[seat]
        mine = [line for line in lines if line.seat == seat and line.reason in ("objective", "leftovers", "water")]
        row = say(
            lang,
            "alt-final-row",
            place=places[seat],
            name=names[seat],
            company=company_name(company, lang),
            vp=company.vp,
            energy=company.energy,
        )
        if mine:
            before = say(lang, "alt-final-before", vp=company.vp - sum(line.vp for line in mine))
            scored = [
                word(lang, f"score-{line.reason}", count=line.count, vp=signed(line.vp), points=line.vp)
                for line in mine
            ]
            row = joined([row, before, *scored], lang)
        yield row
    places_vp = " · ".join(str(vp) for vp in scoring.objective_vp)
    yield say(lang, "final-objective-note", objective=say(lang, f"objective-{state.objective}"), places=places_vp)
    yield say(lang, "final-leftovers-rate", leftovers=scoring.leftovers_per_vp)
    yield say(lang, "final-water-rate", water=scoring.water_vp)


def describe_final(state: BarrageState, names: Sequence[str], *, lang: str, lines: Sequence[ScoreLine] = ()) -> str:
    """Each company by place: its VP and energy, and what the final scoring added to what it had before; then
    what the objective counted and what leftovers and water are worth."""
    return fitted(lang, final_parts(state, names, lang, lines))


def describe_timelapse(states: Sequence[BarrageState], names: Sequence[str], *, lang: str) -> str:
    """How many pictures the replay has, then the last one (the map as the game ended)."""
    head = say(lang, "alt-timelapse", frames=len(states))
    return fitted(lang, [head, *map_parts(states[-1], names, lang)])
