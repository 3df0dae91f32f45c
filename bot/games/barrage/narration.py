"""A Barrage game told in short lines, from the engine's events: a turn ("**alice**: took Construction 1; built a
base at Basin 3, upper dam…"), what followed by itself, and the scoring of a round or of the game."""

from collections import Counter
from collections.abc import Sequence

from bot.games.barrage.catalog import say
from bot.games.barrage.history import PlayedTurn
from bot.games.barrage.words import PLAIN_PARTS
from engine.barrage.data_load import load_rules
from engine.barrage.events import (
    Built,
    ContractDiscarded,
    ContractFulfilled,
    ContractTaken,
    DamFilled,
    DropsAdded,
    EnergyGained,
    Event,
    Gained,
    MachineryChosen,
    OfficerCopied,
    Passed,
    Picked,
    Produced,
    ScoreLine,
    SpaceTaken,
    TileBought,
    TileCopied,
    WaterFlowed,
    WheelTurned,
)
from render.barrage.naming import (
    company_name,
    contract_text,
    cost_text,
    joined,
    officer_name,
    reward_text,
    signed,
    space_name,
    spot_name,
    structure_name,
    tile_name,
)

BOARD = -1
"""The group of what happens to nobody's account (a headstream's drops at a round's start)."""


def _seat(event: Event) -> int | None:
    """Whose line an event belongs to; None: the line it follows (a flow, a dam a tile filled)."""
    if isinstance(event, DropsAdded):
        return int(event.source.removeprefix("seat-")) if event.source.startswith("seat-") else BOARD
    seat: int | None = getattr(event, "seat", None)
    return seat


def _flow(event: WaterFlowed, lang: str) -> str | None:
    stops = Counter(path.stop for path in event.paths)
    seas = load_rules().map.seas
    parts = [
        say(lang, "flow-sea", count=count)
        if stop in seas
        else say(lang, "flow-dam", count=count, spot=spot_name(stop, lang))
        for stop, count in stops.items()
    ]
    return say(lang, "narrate-flowed", stops=", ".join(parts)) if parts else None


def _wheel(event: WheelTurned, lang: str, mood: str) -> str | None:
    """What a wheel turn gave back; a turn that gave nothing is part of its action and goes untold."""
    back = [tile_name(tile, lang) for tile in event.tiles]
    if event.excavators or event.mixers:
        back.append(cost_text(event.excavators, event.mixers, 0, lang))
    return say(lang, f"{mood}-wheel-back", items=", ".join(back)) if back else None


def _produced(event: Produced, names: Sequence[str], lang: str, mood: str) -> str:
    said = say(lang, f"{mood}-produced", energy=event.energy, drops=event.drops, spot=spot_name(event.powerhouse, lang))
    if event.paid_to is None:
        return said
    toll = event.drops * load_rules().company.toll_credits
    return f"{said} {say(lang, f'{mood}-toll', owner=names[event.paid_to], credits=toll)}"


def phrase(event: Event, names: Sequence[str], lang: str, mood: str = "narrate") -> str | None:
    """What one event did, as a phrase of its seat's line; None for what a line does not tell (scoring). `mood` is
    "narrate" for what was done, "offer" for what a turn not yet played will do (the water's own moves, which no
    player makes, are told alike in both)."""
    match event:
        case Picked():
            company = company_name(event.company, lang)
            contract = contract_text(event.contract, lang)
            return say(lang, f"{mood}-picked", company=company, officer=officer_name(event.officer), contract=contract)
        case OfficerCopied():
            return say(lang, f"{mood}-officer", officer=officer_name(event.officer))
        case SpaceTaken():
            space = space_name(event.space, lang)
            return say(lang, f"{mood}-space", space=space, engineers=event.engineers, credits=event.credits)
        case Built():
            spot = spot_name(event.location, lang)
            if not event.tile:
                free = structure_name(event.structure, lang, "free")
                return say(lang, f"{mood}-built-free", structure=free, spot=spot)
            structure = structure_name(event.structure, lang, "a")
            cost = cost_text(event.excavators, event.mixers, event.credits, lang)
            return say(
                lang, f"{mood}-built", structure=structure, spot=spot, tile=tile_name(event.tile, lang), cost=cost
            )
        case Gained():
            if event.source.startswith("contract-"):
                return None  # the fulfilled contract's line names its reward
            reward = reward_text(event.reward, lang, PLAIN_PARTS)
            return say(lang, f"{mood}-gained", reward=reward) if reward else None
        case MachineryChosen():
            return say(lang, f"{mood}-excavator" if event.excavators else f"{mood}-mixer")
        case WheelTurned():
            return _wheel(event, lang, mood)
        case DropsAdded():
            key = f"{mood}-drops" if event.source.startswith("seat-") else "narrate-headstream"
            return say(lang, key, drops=event.drops, headstream=event.headstream)
        case DamFilled():
            return say(lang, f"{mood}-filled", drops=event.drops, spot=spot_name(event.dam, lang))
        case WaterFlowed():
            return _flow(event, lang)
        case Produced():
            return _produced(event, names, lang, mood)
        case EnergyGained():
            return say(lang, f"{mood}-energy-{event.source}", energy=event.energy)
        case ContractTaken():
            return say(lang, f"{mood}-contract-taken", contract=contract_text(event.contract, lang))
        case ContractDiscarded():
            return say(lang, f"{mood}-contract-discarded", contract=contract_text(event.contract, lang))
        case ContractFulfilled():
            return say(lang, f"{mood}-contract-fulfilled", contract=contract_text(event.contract, lang))
        case TileBought():
            return say(lang, f"{mood}-tile-bought", tile=tile_name(event.tile, lang))
        case TileCopied():
            return say(lang, f"{mood}-tile-copied", tile=tile_name(event.tile, lang))
        case Passed():
            return say(lang, f"{mood}-passed")
    return None


def _compressed(phrases: list[str], lang: str) -> list[str]:
    """Repeated phrases once, counted ("turned the wheel (×3)")."""
    out: list[tuple[str, int]] = []
    for said in phrases:
        if out and out[-1][0] == said:
            out[-1] = (said, out[-1][1] + 1)
        else:
            out.append((said, 1))
    return [said if count == 1 else say(lang, "narrate-times", phrase=said, count=count) for said, count in out]


def lines(
    events: Sequence[Event],
    names: Sequence[str],
    lang: str,
    first: int = BOARD,
    unnamed: bool = False,
    planned: bool = False,
) -> list[str]:
    """One line per run of events of one seat, starting with `first`'s (without the player's name if `unnamed`:
    the reader is that player); empty runs are left out. `planned`: the turn is not played yet, so `first`'s own
    phrases say what it will do."""
    groups: list[tuple[int, list[str]]] = [(first, [])]
    for event in events:
        mine = planned and _seat(event) in (first, None)
        said = phrase(event, names, lang, "offer" if mine else "narrate")
        if said is None:
            continue
        seat = _seat(event)
        if seat is not None and seat != groups[-1][0]:
            groups.append((seat, []))
        groups[-1][1].append(said)
    out = []
    for seat, phrases in groups:
        if not phrases:
            continue
        actions = joined(_compressed(phrases, lang), lang)
        bare = seat == BOARD or (unnamed and seat == first)
        out.append(actions if bare else say(lang, "narrate-line", who=names[seat], actions=actions))
    return out


def turn_lines(turn: PlayedTurn, names: Sequence[str], lang: str, played_for: str | None = None) -> list[str]:
    """A confirmed turn and what followed by itself, up to the round's end; `played_for`: why the computer chose
    for the player (the catalog key saying so)."""
    told = lines((*turn.own, *turn.then), names, lang, turn.seat)
    if played_for and told:
        told[0] = f"{told[0]} {say(lang, played_for)}"
    return told


def score_lines(scored: Sequence[ScoreLine], names: Sequence[str], lang: str) -> list[str]:
    """A scoring, one line per seat in seat order."""
    by_seat: dict[int, list[str]] = {}
    for line in scored:
        said = say(
            lang,
            f"score-{line.reason}",
            count=line.count,
            vp=signed(line.vp),
            points=line.vp,
            credits=line.credits,
            penalty=line.penalty,
        )
        by_seat.setdefault(line.seat, []).append(said)
    return [
        say(lang, "narrate-line", who=names[seat], actions=joined(parts, lang))
        for seat, parts in sorted(by_seat.items())
    ]
