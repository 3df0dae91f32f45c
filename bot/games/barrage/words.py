"""Naming what is on a Barrage table in a language: decisions and their options, action spaces, tiles, structures,
map spots, contracts, rewards and payments, companies and officers, and the engine's refusals.

The engine speaks in ids; every word comes from the `barrage-engine` catalog, so the picker, the narration and the
status all name a thing the same way.
"""

from collections.abc import Sequence

from bot.games.barrage.catalog import say
from engine.barrage.events import Event, Gained, Produced
from engine.barrage.lookup import Index, index
from engine.barrage.produce import NONE
from engine.barrage.rules import NEUTRAL, Reward, load_rules
from engine.barrage.spaces import PASS, TILE_TURN
from engine.barrage.state import BarrageState
from engine.barrage.turn import Decision
from engine.core.errors import RuleError

MAP_KINDS = ("location", "powerhouse", "conduit", "dam")
"""Decisions about map spots: the picker shows them lettered on the map."""
CONTRACT_KINDS = ("contract", "discard", "starting")
ROMAN = ("", "I", "II", "III")
"""Advanced tile levels, as the tiles print them."""
REWARD_PARTS = ("credits", "vp", "energy", "excavators", "mixers", "machinery", "rotate", "drops", "drops_now")
PLAIN_PARTS = ("credits", "vp", "energy", "excavators", "mixers", "rotate")
"""What a reward gives outright; the rest (machinery, drops, a free structure) comes as events of its own."""


def _index() -> Index:
    return index(load_rules())


def signed(number: int) -> str:
    """A modifier or a score change as printed: +2, ±0, −1."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "±0"


def error_text(error: RuleError, lang: str) -> str:
    """A refused action in the player's words; a decision kind the engine names by its key is named in `lang`."""
    params = {k: say(lang, f"kind-{v}") if k == "kind" else v for k, v in error.params.items()}
    return say(lang, f"error-{error.code}", **params)


def structure_name(structure: str, lang: str, form: str) -> str:
    """A structure as a sentence names it, with its article: `form` "a" ("an elevation"), "the" ("the base") or
    "free" ("a free powerhouse"); languages with genders need the whole phrase."""
    return say(lang, f"structure-{form}-{structure}")


def tile_name(tile_id: str, lang: str) -> str:
    """A technology tile as printed: "Base", "Joker", "Conduit II", "Anton's tile"."""
    tile = _index().tiles[tile_id]
    if tile.level == 0:
        return say(lang, f"tile-{tile_id}")
    basic = "joker" if tile.structure == "any" else tile.structure
    return say(lang, "tile-advanced", name=say(lang, f"tile-{basic}"), level=ROMAN[tile.level])


def tile_help(tile_id: str, lang: str) -> str | None:
    tile = _index().tiles[tile_id]
    return say(lang, f"effect-{tile.effect}", amount=tile.amount) if tile.effect else None


def company_name(company: str, lang: str) -> str:
    return say(lang, f"company-{company}")


def officer_name(officer: str) -> str:
    """Officers are people: their names are the same in every language."""
    return officer.capitalize()


def officer_help(officer: str, lang: str) -> str:
    chosen = _index().officers[officer]
    return say(lang, f"officer-{chosen.effect}", amount=chosen.amount)


def seat_company(state: BarrageState, seat: int, lang: str) -> str:
    """A seat's company and officer ("USA · Wilhelm"), or that it has yet to pick them."""
    company = state.companies[seat]
    if not company.company:
        return say(lang, "company-unpicked")
    return say(
        lang, "company-officer", company=company_name(company.company, lang), officer=officer_name(company.officer)
    )


def spot_name(spot: str, lang: str) -> str:
    """A map spot: a dam space, a conduit space or a powerhouse space ("Basin 3, upper dam")."""
    basin, _, part = spot.partition("-")
    if spot in _index().powerhouses:
        return say(lang, "spot-powerhouse", basin=int(basin), number=ord(part) - ord("a") + 1)
    return say(lang, f"spot-{part}", basin=int(basin))


def spot_help(spot: str, state: BarrageState, names: Sequence[str], lang: str) -> str:
    """What stands on a spot, or where a free one lies and what building there costs extra: a dam's owner, height
    and water, a conduit's value and where it leads, a red space's credits."""
    found = _index()
    board = state.map
    if spot in board.dams:
        dam = board.dams[spot]
        owner = say(lang, "neutral") if dam.owner == NEUTRAL else names[dam.owner]
        return say(lang, "help-dam", owner=owner, height=dam.height, drops=dam.drops)
    if spot in found.conduits:
        conduit = found.conduits[spot]
        said = say(lang, "help-conduit", value=conduit.value, basin=conduit.to)
        built = board.conduits.get(spot)
        return said if built is None else f"{said} · {say(lang, 'help-owner', owner=names[built])}"
    if spot in board.powerhouses:
        return say(lang, "help-owner", owner=names[board.powerhouses[spot]])
    space = found.dams.get(spot) or found.powerhouses[spot]
    area = say(lang, f"area-{found.areas[space.basin].id}")
    return f"{area} · {say(lang, 'help-red', credits=load_rules().map.red_credits)}" if space.red else area


def reward_text(reward: Reward, lang: str, parts: Sequence[str] = REWARD_PARTS) -> str:
    """What a reward gives ("2 credits + 1 wheel turn"); `parts` limits it to some of its fields."""
    said = [say(lang, f"reward-{name}", count=getattr(reward, name)) for name in parts if getattr(reward, name)]
    if reward.free is not None and parts is REWARD_PARTS:
        structure = structure_name(reward.free, lang, "free")
        if reward.free_areas:
            areas = " / ".join(say(lang, f"area-{area}") for area in reward.free_areas)
            said.append(say(lang, "reward-free-in", structure=structure, areas=areas))
        elif reward.free_max_value:
            said.append(say(lang, "reward-free-value", structure=structure, value=reward.free_max_value))
        else:
            said.append(say(lang, "reward-free", structure=structure))
    return " + ".join(said)


def contract_text(contract_id: str, lang: str) -> str:
    """A contract as its card reads: the energy it asks for and what it pays."""
    contract = _index().contracts[contract_id]
    key = "contract-national" if contract.kind == "national" else "contract"
    return say(lang, key, energy=contract.energy, reward=reward_text(contract.reward, lang))


def cost_text(excavators: int, mixers: int, credits: int, lang: str) -> str:
    """What a construction costs ("5 excavators + 3 credits"), or that it is free."""
    amounts = {"excavators": excavators, "mixers": mixers, "credits": credits}
    said = [say(lang, f"reward-{name}", count=count) for name, count in amounts.items() if count]
    return " + ".join(said) or say(lang, "payment-free")


def payment_text(payment: str, lang: str) -> str:
    """A payment option, "e<excavators>-m<mixers>-c<credits>"."""
    excavators, mixers, credits = (int(part[1:]) for part in payment.split("-"))
    return cost_text(excavators, mixers, credits, lang)


def space_name(space_id: str, lang: str, state: BarrageState | None = None) -> str:
    """An action space by what it does; a patent office space names its tile on offer when `state` is given."""
    space = _index().spaces[space_id]
    kind = space.kind
    if kind == "produce":
        return say(lang, "space-produce", modifier=signed(space.modifier))
    if kind == "water":
        return say(lang, "space-water-now" if space.flows_now else "space-water", drops=space.drops)
    if kind == "workshop":
        return say(lang, "space-workshop", turns=space.rotate)
    if kind == "machinery":
        return say(lang, f"space-machinery-{space.goods}")
    if kind == "contracts":
        return say(lang, "space-contracts", count=space.contracts)
    if kind == "patent":
        display = () if state is None else state.patent.display
        tile = display[space.slot - 1] if space.slot <= len(display) else ""
        return say(lang, "space-patent-tile", tile=tile_name(tile, lang)) if tile else say(lang, "space-patent")
    if kind == "construct":
        number = [s.id for s in load_rules().construction].index(space_id) + 1
        return say(lang, "space-construct", number=number)
    return say(lang, f"space-{kind}")


def space_option(option: str, state: BarrageState, lang: str) -> str:
    """An option of the space decision: a space with what it costs, a tile used as a whole turn, or passing."""
    if option == PASS:
        return say(lang, "option-pass")
    if option.startswith(TILE_TURN):
        return say(lang, "option-tile-turn", tile=tile_name(option.removeprefix(TILE_TURN), lang))
    space = _index().spaces[option]
    if space.kind == "bank":
        cost = say(lang, "cost-bank", credits=space.credits_per_engineer)
    else:
        cost = say(lang, "cost", engineers=space.engineers, credits=space.credits + space.price)
    return say(lang, "option-space", space=space_name(option, lang, state), cost=cost)


def option_text(decision: Decision, option: str, state: BarrageState, lang: str, letters: dict[str, str] | None) -> str:
    """An option as the picker lists it; map spots carry the letter `letters` gives them on the map (None: a
    choice already made, named without its letter)."""
    kind = decision.kind
    if option == NONE:
        return say(lang, f"none-{kind}")
    if kind == "space":
        return space_option(option, state, lang)
    if kind == "engineers":
        paid = _index().spaces[decision.context[0]].credits_per_engineer * int(option)
        return say(lang, "option-engineers", count=int(option), credits=paid)
    if kind == "drops":
        return say(lang, "option-drops", count=int(option))
    if kind in ("tile", "copy", "structure"):
        return tile_name(option, lang)  # the basic tiles are named by their structure
    if kind in MAP_KINDS:
        spot = spot_name(option, lang)
        return spot if letters is None else say(lang, "option-spot", letter=letters[option], spot=spot)
    if kind == "payment":
        return payment_text(option, lang)
    if kind in CONTRACT_KINDS:
        return contract_text(option, lang)
    if kind == "headstream":
        return say(lang, "headstream", id=option)
    if kind in ("machinery", "goods"):
        return say(lang, f"option-{option}")
    if kind == "matchup":
        company, officer = option.split("-", 1)
        return say(lang, "company-officer", company=company_name(company, lang), officer=officer_name(officer))
    if kind == "officer":
        return officer_name(option)
    return option


def option_help(decision: Decision, option: str, state: BarrageState, names: Sequence[str], lang: str) -> str | None:
    """A line under an option where its name alone does not say enough: a tile's effect, an officer's ability,
    what stands on a map spot."""
    kind = decision.kind
    if option == NONE:
        return None
    if kind in ("tile", "copy"):
        return tile_help(option, lang)
    if kind == "space" and option.startswith(TILE_TURN):
        return tile_help(option.removeprefix(TILE_TURN), lang)
    if kind in MAP_KINDS:
        return spot_help(option, state, names, lang)
    if kind == "matchup":
        return officer_help(option.split("-", 1)[1], lang)
    if kind == "officer":
        return officer_help(option, lang)
    return None


def produced_energy(decision: Decision, events: Sequence[Event]) -> int:
    """The energy a contract decision may use: the production's, or the energy a tile just gave."""
    source = decision.context[0]
    if source == "production":
        return next(e.energy for e in reversed(events) if isinstance(e, Produced))
    return next(e.reward.energy for e in reversed(events) if isinstance(e, Gained) and e.source == source)


def decision_prompt(decision: Decision, events: Sequence[Event], lang: str) -> str:
    """What the pending decision asks, with what it is about (`events`: the turn's so far)."""
    kind, context = decision.kind, decision.context
    if kind == "contract" and context:
        return say(lang, "decision-fulfil", energy=produced_energy(decision, events))
    if kind == "structure":
        return say(lang, "decision-structure", tile=tile_name(context[0], lang))
    if kind == "location":
        if len(context) > 1:
            return say(lang, "decision-location-free", structure=structure_name(context[0], lang, "free"))
        return say(lang, "decision-location", structure=structure_name(context[0], lang, "the"))
    if kind == "payment":
        structure = structure_name(context[0], lang, "the")
        return say(lang, "decision-payment", structure=structure, spot=spot_name(context[1], lang))
    return say(lang, f"decision-{kind}")


def supply_text(state: BarrageState, seat: int, lang: str) -> str:
    """A company's supply and tracks in one line."""
    company = state.companies[seat]
    return say(
        lang,
        "supply",
        engineers=company.engineers,
        credits=company.credits,
        excavators=company.excavators,
        mixers=company.mixers,
        energy=company.energy,
        vp=company.vp,
    )
