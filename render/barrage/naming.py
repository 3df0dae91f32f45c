"""Barrage's things by the names the picker's options and the narration give them (`bot.games.barrage.words`): the
same messages of the game's own catalog, so a spot, an action space, a tile or a contract reads alike in an image's
description, on "Read the board" and among a picker's options (tests/render_barrage/test_described.py holds them
equal). The render layer knows no bot, so the few functions that put those messages together live here too."""

from collections.abc import Sequence

from engine.barrage.lookup import Index, index
from engine.barrage.rules import NEUTRAL, Reward, load_rules
from engine.barrage.state import BarrageState
from i18n.catalog import SHARED, Catalog

DOMAINS = ("barrage", "barrage-engine")
"""The game's own catalogs (`engine.barrage.registration`, which cannot be imported before the registry)."""
CATALOG = Catalog(SHARED, *DOMAINS)
"""The game's catalog, as the bot's table reads it."""
ROMAN = ("", "I", "II", "III")
REWARD_PARTS = ("credits", "vp", "energy", "excavators", "mixers", "machinery", "rotate", "drops", "drops_now")


def word(lang: str, key: str, /, **params: object) -> str:
    """A message of the game's catalog (the picker's and the narration's words)."""
    return CATALOG.text(lang, key, **params)


def joined(parts: Sequence[str], lang: str) -> str:
    """Parts one after another, as the language separates them ("a; b" or "a ; b"), as the narration joins them."""
    said = parts[0]
    for then in parts[1:]:
        said = word(lang, "narrate-next", done=said, then=then)
    return said


def _index() -> Index:
    return index(load_rules())


def signed(number: int) -> str:
    """A modifier or a score change as printed: +2, ±0, −1."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "±0"


def spot_name(spot: str, lang: str) -> str:
    """A map spot: "Basin 3, upper dam", "Basin 5, powerhouse 1"; a headstream: "Headstream A"."""
    if spot in load_rules().map.headstreams:
        return word(lang, "headstream", id=spot)
    basin, _, part = spot.partition("-")
    if spot in _index().powerhouses:
        return word(lang, "spot-powerhouse", basin=int(basin), number=ord(part) - ord("a") + 1)
    return word(lang, f"spot-{part}", basin=int(basin))


def owner_name(owner: int, names: Sequence[str], lang: str) -> str:
    return word(lang, "neutral") if owner == NEUTRAL else names[owner]


def spot_help(spot: str, state: BarrageState, names: Sequence[str], lang: str) -> str:
    """What stands on a spot, or where a free one lies and what it costs extra, as the picker's option says it: a
    dam's owner, height and water, a conduit's value and where it leads, a red space's credits."""
    found = _index()
    board = state.map
    if spot in board.dams:
        dam = board.dams[spot]
        return word(lang, "help-dam", owner=owner_name(dam.owner, names, lang), height=dam.height, drops=dam.drops)
    if spot in found.conduits:
        conduit = found.conduits[spot]
        said = word(lang, "help-conduit", value=conduit.value, basin=conduit.to)
        built = board.conduits.get(spot)
        return said if built is None else f"{said} · {word(lang, 'help-owner', owner=names[built])}"
    if spot in board.powerhouses:
        return word(lang, "help-owner", owner=names[board.powerhouses[spot]])
    space = found.dams.get(spot) or found.powerhouses[spot]
    area = word(lang, f"area-{found.areas[space.basin].id}")
    return f"{area} · {word(lang, 'help-red', credits=load_rules().map.red_credits)}" if space.red else area


def tile_name(tile_id: str, lang: str) -> str:
    """A technology tile as printed: "Base", "Joker", "Conduit II", "Anton's tile"."""
    tile = _index().tiles[tile_id]
    if tile.level == 0:
        return word(lang, f"tile-{tile_id}")
    basic = "joker" if tile.structure == "any" else tile.structure
    return word(lang, "tile-advanced", name=word(lang, f"tile-{basic}"), level=ROMAN[tile.level])


def reward_text(reward: Reward, lang: str) -> str:
    """What a reward gives ("2 credits + 1 wheel turn")."""
    said = [word(lang, f"reward-{name}", count=getattr(reward, name)) for name in REWARD_PARTS if getattr(reward, name)]
    if reward.free is not None:
        structure = word(lang, f"structure-free-{reward.free}")
        if reward.free_areas:
            areas = " / ".join(word(lang, f"area-{area}") for area in reward.free_areas)
            said.append(word(lang, "reward-free-in", structure=structure, areas=areas))
        elif reward.free_max_value:
            said.append(word(lang, "reward-free-value", structure=structure, value=reward.free_max_value))
        else:
            said.append(word(lang, "reward-free", structure=structure))
    return " + ".join(said)


def contract_text(contract_id: str, lang: str) -> str:
    """A contract as its card reads: the energy it asks for and what it pays."""
    contract = _index().contracts[contract_id]
    key = "contract-national" if contract.kind == "national" else "contract"
    return word(lang, key, energy=contract.energy, reward=reward_text(contract.reward, lang))


def cost_text(excavators: int, mixers: int, credits: int, lang: str) -> str:
    """What a construction costs ("5 excavators + 3 credits"), or that it is free."""
    amounts = {"excavators": excavators, "mixers": mixers, "credits": credits}
    said = [word(lang, f"reward-{name}", count=count) for name, count in amounts.items() if count]
    return " + ".join(said) or word(lang, "payment-free")


def space_name(space_id: str, lang: str, state: BarrageState) -> str:
    """An action space by what it does; a patent office space names the tile it offers."""
    space = _index().spaces[space_id]
    kind = space.kind
    if kind == "produce":
        return word(lang, "space-produce", modifier=signed(space.modifier))
    if kind == "water":
        return word(lang, "space-water-now" if space.flows_now else "space-water", drops=space.drops)
    if kind == "workshop":
        return word(lang, "space-workshop", turns=space.rotate)
    if kind == "machinery":
        return word(lang, f"space-machinery-{space.goods}")
    if kind == "contracts":
        return word(lang, "space-contracts", count=space.contracts)
    if kind == "patent":
        display = state.patent.display
        tile = display[space.slot - 1] if space.slot <= len(display) else ""
        return word(lang, "space-patent-tile", tile=tile_name(tile, lang)) if tile else word(lang, "space-patent")
    if kind == "construct":
        number = [s.id for s in load_rules().construction].index(space_id) + 1
        return word(lang, "space-construct", number=number)
    return word(lang, f"space-{kind}")


def space_option(space_id: str, state: BarrageState, lang: str) -> str:
    """An action space with what it costs, as the picker offers it: "Production +2 (2 engineers)"."""
    space = _index().spaces[space_id]
    if space.kind == "bank":
        cost = word(lang, "cost-bank", credits=space.credits_per_engineer)
    else:
        cost = word(lang, "cost", engineers=space.engineers, credits=space.credits + space.price)
    return word(lang, "option-space", space=space_name(space_id, lang, state), cost=cost)


def company_officer(company: str, officer: str, lang: str) -> str:
    """A company and its officer ("USA · Wilhelm"), as the picker's matchups and the status name them."""
    return word(lang, "company-officer", company=word(lang, f"company-{company}"), officer=officer.capitalize())


def seat_company(state: BarrageState, seat: int, lang: str) -> str:
    """A seat's company and officer, or that it has yet to pick them."""
    company = state.companies[seat]
    if not company.company:
        return word(lang, "company-unpicked")
    return company_officer(company.company, company.officer, lang)
