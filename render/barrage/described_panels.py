"""A company's panel and the shared boards in words: their descriptions (`render.barrage.described` tells the map,
the final standings and the replay), and the lines "Read the board" (`render.barrage.reading`) shares with them.
"""

from collections.abc import Iterator, Sequence

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from engine.barrage.rules import STRUCTURES, EnergyBand, Reward
from engine.barrage.scoring import OBJECTIVES
from engine.barrage.state import BarrageState, CompanyState
from render.barrage.company import company_name
from render.barrage.energy import bonus_rule
from render.barrage.header import round_title, status
from render.barrage.naming import (
    REWARD_PARTS,
    contract_text,
    cost_text,
    joined,
    reward_text,
    signed,
    space_name,
    supply_text,
    tile_name,
    word,
)
from render.barrage.tiles import described, effect_text
from render.barrage.words import say
from render.core.picture import fitted

# -- a company's panel --------------------------------------------------------------------------------------------


def supply_line(company: CompanyState, lang: str) -> str:
    """The supplies as the status line says them, and the contracts fulfilled."""
    return f"{supply_text(company, lang)} · {say(lang, 'alt-fulfilled', count=len(company.fulfilled))}"


def board_row(company: CompanyState, structure: str, lang: str) -> str:
    """A row of the company board: the pieces of a structure built of how many."""
    built, pieces = company.built.get(structure, 0), load_rules().company.pieces[structure]
    return say(lang, "alt-built", structure=structure, built=built, pieces=pieces)


def income_line(company: CompanyState, lang: str) -> str:
    """What the uncovered slots of the company board pay every round, and the production bonus reached."""
    rules = load_rules()
    kind = index(rules).companies.get(company.company)
    slots = kind.income if kind else ()
    paid = [s.reward for s in slots if company.built.get(s.structure, 0) >= s.piece]
    total = Reward(**{part: sum(getattr(r, part) for r in paid) for part in REWARD_PARTS})
    said = say(lang, "alt-income", income=reward_text(total, lang)) if paid else say(lang, "alt-income-none")
    bonus = rules.company.production_bonus[company.built.get("powerhouse", 0)]
    return joined([said, say(lang, "alt-production", energy=bonus)], lang) if bonus else said


def wheel_line(company: CompanyState, lang: str) -> str:
    """The wheel's segments that hold something: the open one, then each by the turns until it comes back."""
    parts = []
    for turns, segment in enumerate(company.wheel):
        items = [tile_name(t, lang) for t in segment.tiles]
        if segment.excavators or segment.mixers:
            items.append(cost_text(segment.excavators, segment.mixers, 0, lang))
        if items:
            key = "alt-wheel-open" if turns == 0 else "alt-wheel-back"
            parts.append(say(lang, key, turns=turns, items=", ".join(items)))
    return say(lang, "alt-wheel", segments=joined(parts, lang)) if parts else say(lang, "alt-wheel-empty")


def rule_lines(company: CompanyState, lang: str) -> Iterator[str]:
    """The rules only this company plays by: its national ability (and from how many powerhouses it works), its
    officer's rule and what each special tile in its supply does."""
    if not company.company:
        return
    rules = load_rules()
    found = index(rules)
    kind = found.companies[company.company]
    ability = say(lang, f"ability-{kind.ability}", amount=kind.ability_amount)
    if company.built.get("powerhouse", 0) >= rules.company.ability_from:
        yield say(lang, "alt-ability", ability=ability)
    else:
        yield say(lang, "alt-ability-later", ability=ability, count=rules.company.ability_from)
    if company.officer:
        officer = found.officers[company.officer]
        rule = say(lang, f"rule-{officer.effect}", amount=officer.amount)
        yield say(lang, "alt-rule", name=say(lang, f"officer-{officer.id}"), rule=rule)
    for tile in dict.fromkeys(t for t in company.tiles if described(t) and found.tiles[t].level == 0):
        yield say(lang, "alt-rule", name=tile_name(tile, lang), rule=effect_text(lang, tile))


def own_spaces(state: BarrageState, seat: int) -> list[str]:
    """The company's own action spaces: its construction row and its officer's private spaces."""
    rules = load_rules()
    officer = index(rules).officers.get(state.companies[seat].officer)
    return [s.id for s in (*rules.construction, *(officer.spaces if officer else ()))]


def company_parts(state: BarrageState, seat: int, names: Sequence[str], lang: str) -> Iterator[str]:
    company = state.companies[seat]
    title = round_title(state, lang)
    yield say(lang, "alt-company", name=names[seat], company=company_name(company, lang), title=title)
    if state.current == seat:
        yield say(lang, "to-play", name=names[seat])
    yield supply_line(company, lang)
    yield joined([board_row(company, s, lang) for s in STRUCTURES], lang)
    yield income_line(company, lang)
    yield wheel_line(company, lang)
    yield from rule_lines(company, lang)
    hand = [contract_text(c, lang) for c in company.hand]
    yield say(lang, "alt-hand", contracts=joined(hand, lang)) if hand else say(lang, "hand-empty")
    if company.tiles:
        yield say(lang, "alt-tiles", tiles=", ".join(tile_name(t, lang) for t in company.tiles))
    own = set(own_spaces(state, seat))
    used = [space_name(p.space, lang, state) for p in state.placements if p.seat == seat and p.space in own]
    if used:
        yield say(lang, "alt-used", spaces=joined(used, lang))


def describe_company(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> str:
    """Whose company, the round and whether it is to play; its supplies; its board and what it pays; its wheel;
    the rules only it plays by; its contracts in hand, its tiles and the own action spaces it used."""
    return fitted(lang, company_parts(state, seat, names, lang))


# -- the shared boards --------------------------------------------------------------------------------------------


def band(energy: int) -> EnergyBand:
    """The stretch of the energy track `energy` stands on: what it pays at the round's end."""
    return max((b for b in load_rules().scoring.energy_bands if b.least <= energy), key=lambda b: b.least)


def energy_parts(state: BarrageState, names: Sequence[str], lang: str) -> list[str]:
    """Each company on the energy track, most energy first, with what its stretch pays."""
    seats = sorted(range(len(state.companies)), key=lambda s: (-state.companies[s].energy, s))
    said = []
    for seat in seats:
        energy = state.companies[seat].energy
        paid = band(energy)
        said.append(
            say(
                lang,
                "alt-energy-seat",
                name=names[seat],
                energy=energy,
                credits=paid.credits,
                points=paid.vp,
                vp=signed(paid.vp),
            )
        )
    return said


def order_line(state: BarrageState, names: Sequence[str], lang: str) -> str:
    passed = say(lang, "passed")
    order = [f"{names[s]} ({passed})" if s in state.passed else names[s] for s in state.order]
    return say(lang, "alt-order", order=", ".join(order))


def bonus_line(state: BarrageState, lang: str) -> str:
    """This round's bonus tile, what it pays for and from how much energy."""
    now = state.bonus_tiles[min(state.round, len(state.bonus_tiles)) - 1]
    tile = next(t for t in load_rules().scoring.bonus_tiles if t.id == now)
    counted = word(lang, f"bonus-{tile.id}")
    return say(lang, "alt-bonus", round=state.round, each=tile.vp_each, counted=counted, rule=bonus_rule(state, lang))


def objective_line(state: BarrageState, names: Sequence[str], lang: str) -> str:
    """The objective tile, its VP by place and each company's count so far."""
    rules = load_rules()
    count = OBJECTIVES[state.objective]
    seats = range(len(state.companies))
    counts = ", ".join(f"{names[s]} {count(rules.scoring, rules.map, state.map, s)}" for s in seats)
    places = " · ".join(str(vp) for vp in rules.scoring.objective_vp)
    objective = say(lang, f"objective-{state.objective}")
    return say(lang, "alt-objective", objective=objective, places=places, counts=counts)


def holders(state: BarrageState, space: str, names: Sequence[str], lang: str) -> list[str]:
    """Who holds an action space, with their engineers on the bank (which takes any number of companies)."""
    held = [p for p in state.placements if p.space == space]
    if index(load_rules()).spaces[space].kind == "bank":
        return [say(lang, "alt-bank-seat", name=names[p.seat], engineers=p.engineers) for p in held]
    return [names[p.seat] for p in held]


def board_spaces(state: BarrageState) -> list[str]:
    """The management board's spaces in this game: its player count's, the patent office in the standard setup."""
    players = state.config.players
    standard = state.config.setup == "standard"
    return [s.id for s in load_rules().board if s.min_players <= players and (s.kind != "patent" or standard)]


def boards_parts(state: BarrageState, names: Sequence[str], lang: str) -> Iterator[str]:
    yield say(lang, "alt-boards", title=round_title(state, lang), status=status(state, names, lang))
    yield order_line(state, names, lang)
    yield say(lang, "alt-energy", list=joined(energy_parts(state, names, lang), lang))
    yield bonus_line(state, lang)
    yield objective_line(state, names, lang)
    held = [
        say(lang, "alt-held-space", space=space_name(space, lang, state), names=", ".join(who))
        for space in board_spaces(state)
        if (who := holders(state, space, names, lang))
    ]
    yield say(lang, "alt-held", spaces=joined(held, lang)) if held else say(lang, "alt-held-none")
    if state.config.setup == "standard":
        tiles = [f"{tile_name(t, lang)} ({effect_text(lang, t)})" for t in state.patent.display if t]
        if tiles:
            yield say(lang, "alt-patent", tiles=joined(tiles, lang))
    offered = [contract_text(c, lang) for c in (*state.contracts.display, *state.contracts.national)]
    if offered:
        yield say(lang, "alt-offer", contracts=joined(offered, lang))


def describe_boards(state: BarrageState, names: Sequence[str], *, lang: str) -> str:
    """The round and whose turn; the turn order; the energy track; the round's bonus tile and the objective; who
    holds which action space; the patent office; the contracts on offer."""
    return fitted(lang, boards_parts(state, names, lang))
