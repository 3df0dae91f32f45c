"""A Barrage table in words for "Read the board": the whole public state as Markdown, a `## ` heading per part and a
`- ` line per thing, for a player who cannot see the images.

Every map spot is named as the picker's options and the narration name it ("Basin 3, upper dam"), with what stands
there or what it costs; every action space as the picker offers it ("Production +2 (2 engineers)"); contracts and
tiles likewise, so each option a picker lists can be found here. The letters a picker's map puts on the spots to
choose belong to a turn the channel does not see yet: they are in that map's description.
"""

from collections.abc import Iterator, Sequence

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import index
from engine.barrage.rules import STRUCTURES
from engine.barrage.state import BarrageState, CompanyState
from render.barrage.company import company_name
from render.barrage.described import basin_of, basin_water, build_cost, spot_order
from render.barrage.described_panels import (
    board_row,
    board_spaces,
    bonus_line,
    energy_parts,
    holders,
    income_line,
    objective_line,
    order_line,
    own_spaces,
    rule_lines,
    supply_line,
    wheel_line,
)
from render.barrage.header import round_title, status
from render.barrage.naming import (
    company_officer,
    contract_text,
    cost_text,
    joined,
    reward_text,
    space_option,
    spot_help,
    spot_name,
    tile_name,
    word,
)
from render.barrage.tiles import effect_text
from render.barrage.words import say


def heading(text: str) -> str:
    return f"## {text}"


def item(text: str) -> str:
    return f"- {text}"


def said(lang: str, name: str, about: str) -> str:
    """A thing and what there is to say about it, as the language puts them ("a: b", "a : b")."""
    return say(lang, "alt-spot", spot=name, about=about)


def scores(state: BarrageState, names: Sequence[str], lang: str) -> Iterator[str]:
    """The round and whose turn; the turn order, the energy track, the bonus tiles and the objective."""
    yield heading(f"{round_title(state, lang)} · {status(state, names, lang)}")
    yield item(order_line(state, names, lang))
    yield item(say(lang, "alt-energy", list=joined(energy_parts(state, names, lang), lang)))
    yield item(bonus_line(state, lang))
    tiles = [
        say(lang, "read-bonus-round", round=k, counted=word(lang, f"bonus-{tile}"))
        for k, tile in enumerate(state.bonus_tiles, 1)
    ]
    yield item(say(lang, "read-bonus-rounds", tiles=", ".join(tiles)))
    yield item(objective_line(state, names, lang))


def next_piece(company: CompanyState, structure: str, lang: str) -> str | None:
    """What the next piece of a structure uncovers on the company board: income, or a powerhouse's mixers."""
    rules = load_rules()
    built = company.built.get(structure, 0)
    if built >= rules.company.pieces[structure]:
        return None
    if structure == "powerhouse":
        return say(lang, "read-costs", cost=cost_text(0, rules.company.powerhouse_mixers[built], 0, lang))
    kind = index(rules).companies.get(company.company)
    slot = next((s for s in (kind.income if kind else ()) if s.structure == structure and s.piece == built + 1), None)
    return None if slot is None else say(lang, "read-uncovers", reward=reward_text(slot.reward, lang))


def company_lines(state: BarrageState, seat: int, names: Sequence[str], lang: str) -> Iterator[str]:
    """A company: its supplies, board, income, wheel and rules, contracts, tiles and own action spaces."""
    company = state.companies[seat]
    yield heading(say(lang, "read-company", name=names[seat], company=company_name(company, lang)))
    yield item(supply_line(company, lang))
    for structure in STRUCTURES:
        row = board_row(company, structure, lang)
        after = next_piece(company, structure, lang)
        yield item(row if after is None else f"{row} · {after}")
    yield item(income_line(company, lang))
    yield item(wheel_line(company, lang))
    yield from (item(line) for line in rule_lines(company, lang))
    hand = [contract_text(c, lang) for c in company.hand]
    yield item(say(lang, "alt-hand", contracts=joined(hand, lang)) if hand else say(lang, "hand-empty"))
    if company.tiles:
        yield item(say(lang, "alt-tiles", tiles=", ".join(tile_name(t, lang) for t in company.tiles)))
    used = {p.space for p in state.placements if p.seat == seat}
    for space in own_spaces(state, seat):
        free = say(lang, "read-used") if space in used else say(lang, "read-free")
        yield item(said(lang, space_option(space, state, lang), free))


def spot_line(spot: str, state: BarrageState, names: Sequence[str], lang: str) -> str:
    """A map spot by its name: what stands on it, or that it is free, where it lies and what it costs extra (a
    conduit's excavators besides)."""
    helped = spot_help(spot, state, names, lang)
    board = state.map
    if spot in board.dams or spot in board.conduits or spot in board.powerhouses:
        return item(said(lang, spot_name(spot, lang), helped))
    about = [say(lang, "read-free"), helped]
    conduit = index(load_rules()).conduits.get(spot)
    if conduit is not None:
        about.append(build_cost("conduit", conduit.value * load_rules().company.conduit_excavators, 0, 0, lang))
    return item(said(lang, spot_name(spot, lang), " · ".join(about)))


def map_lines(state: BarrageState, names: Sequence[str], lang: str) -> Iterator[str]:
    """The map area by area (with what a base and an elevation cost there), each basin's water and spots; then the
    headstreams."""
    rules = load_rules()
    water = basin_water(state)
    spots = spot_order()
    for area in rules.map.areas:
        base = build_cost("base", area.base_excavators, 0, 0, lang)
        elevation = build_cost("elevation", 0, area.elevation_mixers, 0, lang)
        yield heading(say(lang, "read-area", area=say(lang, f"area-{area.id}"), base=base, elevation=elevation))
        for basin in area.basins:
            yield item(say(lang, "read-basin", basin=basin, drops=water.get(basin, 0)))
            yield from (spot_line(s, state, names, lang) for s in spots if basin_of(s) == basin)
    yield heading(say(lang, "read-headstreams"))
    for head, drops in zip(rules.map.headstreams, state.map.headstreams, strict=True):
        yield item(said(lang, word(lang, "headstream", id=head), say(lang, "alt-waiting", drops=drops)))


def offer_lines(state: BarrageState, names: Sequence[str], lang: str) -> Iterator[str]:
    """The management board's spaces with who holds them, the contracts on offer, the patent office and what the
    standard setup's picks still offer."""
    yield heading(say(lang, "read-management"))
    for space in board_spaces(state):
        who = holders(state, space, names, lang)
        yield item(said(lang, space_option(space, state, lang), ", ".join(who) if who else say(lang, "read-free")))
    yield heading(say(lang, "heading-offer"))
    yield from (item(contract_text(c, lang)) for c in (*state.contracts.display, *state.contracts.national))
    if state.config.setup == "standard":
        yield heading(say(lang, "action-patent"))
        yield from (item(said(lang, tile_name(t, lang), effect_text(lang, t))) for t in state.patent.display if t)
    offers = state.offers
    if offers.matchups or offers.contracts:
        yield heading(say(lang, "read-picks"))
        yield from (item(company_officer(company, officer, lang)) for company, officer in offers.matchups)
        yield from (item(contract_text(c, lang)) for c in offers.contracts)


def board_text(state: BarrageState, names: Sequence[str], *, lang: str) -> str:
    """The whole public state in words: the round, turn order and scores; each company; the map area by area; the
    headstreams; the management board, the contracts on offer and the patent office."""
    lines = [*scores(state, names, lang)]
    for seat in range(len(state.companies)):
        lines += company_lines(state, seat, names, lang)
    lines += map_lines(state, names, lang)
    lines += offer_lines(state, names, lang)
    return "\n".join(lines)
