"""Executive officers at work: whose abilities a company has now (its own officer's and, for Mahiri's company, the
one she copies this turn), what an officer changes in the starting supply, and Mahiri's private spaces."""

from engine.barrage.events import OfficerCopied
from engine.barrage.lookup import index
from engine.barrage.rules import ActionSpace, Officer, RulesData
from engine.barrage.state import BarrageState, CompanyState
from engine.barrage.work import Work
from engine.core.evolve import evolve

COPY = "copy-officer"
UNCOPYABLE = (COPY, "copy-tile")
"""Effects Mahiri cannot copy: her own, and Anton's, which works through a special tile only his company has."""


def officer(rules: RulesData, officer_id: str) -> Officer:
    return index(rules).officers[officer_id]


def in_effect(rules: RulesData, state: BarrageState, seat: int) -> tuple[Officer, ...]:
    """The officers whose abilities `seat` has now: its own (none before it has picked one) and the one its
    Mahiri copies for the turn under way."""
    mine = state.companies[seat].officer
    own = (officer(rules, mine),) if mine else ()
    if state.borrowed and any(o.effect == COPY for o in own):
        return (*own, officer(rules, state.borrowed))
    return own


def staffed(rules: RulesData, company: CompanyState, officer_id: str) -> CompanyState:
    """`company` led by the officer, with the officer's changes to the starting supply (Mahiri's credits, Anton's
    tile)."""
    chosen = officer(rules, officer_id)
    return evolve(
        company,
        officer=officer_id,
        credits=company.credits + chosen.start_credits,
        tiles=(*company.tiles, *chosen.tiles),
    )


def officer_spaces(rules: RulesData, state: BarrageState, seat: int) -> tuple[ActionSpace, ...]:
    """The private space of the seat's officer it may take next: only in the standard setup, a row's spaces in
    order (Mahiri's second use in a round is the one that costs credits), and none while a copied ability is in
    effect (copying again in the same turn would only replace it)."""
    if state.config.setup != "standard" or state.borrowed:
        return ()
    used = {p.space for p in state.placements if p.seat == seat}
    row = [s for o in in_effect(rules, state, seat) for s in o.spaces if s.id not in used]
    return tuple(row[:1])


def copyable(rules: RulesData, state: BarrageState, seat: int) -> list[str]:
    """The officers Mahiri may copy: the other companies' and, as B does, those drawn in the setup but paired with
    no company (so a 2-3 player game offers more than the opponents'), except abilities she cannot use."""
    mine = state.companies[seat].officer
    drawn = dict.fromkeys((*(c.officer for c in state.companies), *state.spare_officers))
    return [o for o in drawn if o and o != mine and officer(rules, o).effect not in UNCOPYABLE]


def borrow(work: Work, seat: int, officer_id: str) -> None:
    """The seat's company has the officer's ability too until its turn ends (`rounds.finish_turn` clears it)."""
    work.state = evolve(work.state, borrowed=officer_id)
    work.emit(OfficerCopied(seat, officer_id))
