"""Barrage's things by name, from the messages of the game's own catalog: map spots, action spaces, tiles,
structures, contracts, rewards and costs, companies and officers, a company's supply. The picker, the narration and
the status (`bot.games.barrage`) and the images' descriptions and "Read the board" all name a thing with these, so
it reads alike everywhere; the render layer knows no bot, so they live here."""

from collections.abc import Sequence

from engine.barrage.data_load import load_rules
from engine.barrage.lookup import Index, index
from engine.barrage.rules import NEUTRAL, Reward
from engine.barrage.spaces import PASS, TILE_TURN
from engine.barrage.state import BarrageState, CompanyState
from i18n.catalog import SHARED, Catalog

DOMAINS = ("barrage", "barrage-engine")
"""The game's own catalogs (`engine.barrage.registration`, which cannot be imported before the registry)."""
CATALOG = Catalog(SHARED, *DOMAINS)
"""The game's catalog, as the bot's table reads it (`bot.games.barrage.catalog`)."""
ROMAN = ("", "I", "II", "III")
"""Advanced tile levels, as the tiles print them."""
REWARD_PARTS = ("credits", "vp", "energy", "excavators", "mixers", "machinery", "rotate", "drops", "drops_now")


def word(lang: str, key: str, /, **params: object) -> str:
    """A message of the game's catalog (the picker's and the narration's words)."""
    return CATALOG.text(lang, key, **params)


def joined(parts: Sequence[str], lang: str) -> str:
    """Parts one after another, as the language separates them ("a; b" or "a ; b")."""
    said = parts[0]
    for then in parts[1:]:
        said = word(lang, "narrate-next", done=said, then=then)
    return said


def _index() -> Index:
    return index(load_rules())


def signed(number: int) -> str:
    """A modifier or a score change as printed: +2, ±0, −1."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "±0"


def structure_name(structure: str, lang: str, form: str) -> str:
    """A structure as a sentence names it, with its article: `form` "a" ("an elevation"), "the" ("the base") or
    "free" ("a free powerhouse"); languages with genders need the whole phrase."""
    return word(lang, f"structure-{form}-{structure}")


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


def reward_text(reward: Reward, lang: str, parts: Sequence[str] = REWARD_PARTS) -> str:
    """What a reward gives ("2 credits + 1 wheel turn"); `parts` limits it to some of its fields."""
    said = [word(lang, f"reward-{name}", count=getattr(reward, name)) for name in parts if getattr(reward, name)]
    if reward.free is not None and parts is REWARD_PARTS:
        structure = structure_name(reward.free, lang, "free")
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


def space_name(space_id: str, lang: str, state: BarrageState | None = None) -> str:
    """An action space by what it does; a patent office space names its tile on offer when `state` is given."""
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
        display = () if state is None else state.patent.display
        tile = display[space.slot - 1] if space.slot <= len(display) else ""
        return word(lang, "space-patent-tile", tile=tile_name(tile, lang)) if tile else word(lang, "space-patent")
    if kind == "construct":
        number = [s.id for s in load_rules().construction].index(space_id) + 1
        return word(lang, "space-construct", number=number)
    return word(lang, f"space-{kind}")


def space_option(option: str, state: BarrageState, lang: str) -> str:
    """An option of the space decision: an action space with what it costs ("Production +2 (2 engineers)"), a tile
    used as a whole turn, or passing."""
    if option == PASS:
        return word(lang, "option-pass")
    if option.startswith(TILE_TURN):
        return word(lang, "option-tile-turn", tile=tile_name(option.removeprefix(TILE_TURN), lang))
    space = _index().spaces[option]
    if space.kind == "bank":
        cost = word(lang, "cost-bank", credits=space.credits_per_engineer)
    else:
        cost = word(lang, "cost", engineers=space.engineers, credits=space.credits + space.price)
    return word(lang, "option-space", space=space_name(option, lang, state), cost=cost)


def company_name(company: str, lang: str) -> str:
    """A company by its id ("USA")."""
    return word(lang, f"company-{company}")


def officer_name(officer: str) -> str:
    """Officers are people: their names are the same in every language."""
    return officer.capitalize()


def company_officer(company: str, officer: str, lang: str) -> str:
    """A company and its officer ("USA · Wilhelm"), as the picker's matchups and the status name them."""
    return word(lang, "company-officer", company=company_name(company, lang), officer=officer_name(officer))


def seat_company(state: BarrageState, seat: int, lang: str) -> str:
    """A seat's company and officer, or that it has yet to pick them."""
    company = state.companies[seat]
    if not company.company:
        return word(lang, "company-unpicked")
    return company_officer(company.company, company.officer, lang)


def supply_text(company: CompanyState, lang: str) -> str:
    """A company's supply and tracks in one line, as the status says them."""
    return word(
        lang,
        "supply",
        engineers=company.engineers,
        credits=company.credits,
        excavators=company.excavators,
        mixers=company.mixers,
        energy=company.energy,
        vp=company.vp,
    )
