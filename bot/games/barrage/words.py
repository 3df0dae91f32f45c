"""The picker's words for a Barrage turn: a decision's prompt, its options and the line under each, and the
engine's refusals. Things are named by `render.barrage.naming`, so the picker, the narration, the status and the
images' descriptions all name a thing the same way.
"""

from collections.abc import Sequence

from bot.games.barrage.catalog import say
from engine.barrage.data_load import load_rules
from engine.barrage.events import Event, Gained, Produced
from engine.barrage.lookup import index
from engine.barrage.produce import NONE
from engine.barrage.spaces import TILE_TURN
from engine.barrage.state import BarrageState
from engine.barrage.turn import Decision
from render.barrage.naming import (
    company_officer,
    contract_text,
    cost_text,
    officer_name,
    space_option,
    spot_help,
    spot_name,
    structure_name,
    tile_name,
)

MAP_KINDS = ("location", "powerhouse", "conduit", "dam")
"""Decisions about map spots: the picker shows them lettered on the map."""
CONTRACT_KINDS = ("contract", "discard", "starting")
PLAIN_PARTS = ("credits", "vp", "energy", "excavators", "mixers", "rotate")
"""What a reward gives outright; the rest (machinery, drops, a free structure) comes as events of its own."""


def tile_help(tile_id: str, lang: str) -> str | None:
    tile = index(load_rules()).tiles[tile_id]
    return say(lang, f"effect-{tile.effect}", amount=tile.amount) if tile.effect else None


def officer_help(officer: str, lang: str) -> str:
    chosen = index(load_rules()).officers[officer]
    return say(lang, f"officer-{chosen.effect}", amount=chosen.amount)


def payment_text(payment: str, lang: str) -> str:
    """A payment option, "e<excavators>-m<mixers>-c<credits>"."""
    excavators, mixers, credits = (int(part[1:]) for part in payment.split("-"))
    return cost_text(excavators, mixers, credits, lang)


def option_text(decision: Decision, option: str, state: BarrageState, lang: str, letters: dict[str, str] | None) -> str:
    """An option as the picker lists it; map spots carry the letter `letters` gives them on the map (None: a
    choice already made, named without its letter)."""
    kind = decision.kind
    if option == NONE:
        return say(lang, f"none-{kind}")
    if kind == "space":
        return space_option(option, state, lang)
    if kind == "engineers":
        paid = index(load_rules()).spaces[decision.context[0]].credits_per_engineer * int(option)
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
        return spot_name(option, lang)
    if kind in ("machinery", "goods"):
        return say(lang, f"option-{option}")
    if kind == "matchup":
        company, officer = option.split("-", 1)
        return company_officer(company, officer, lang)
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
