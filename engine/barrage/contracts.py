"""Contracts: taking face-up private ones (and discarding down to the hand limit), refilling the display, and
fulfilling one with a production's energy."""

from engine.barrage.build import collect
from engine.barrage.events import ContractDiscarded, ContractFulfilled, ContractTaken
from engine.barrage.lookup import index
from engine.barrage.rules import COLOURS, Contract, RulesData
from engine.barrage.turn import Script, ask
from engine.barrage.work import Work
from engine.core.evolve import evolve
from engine.core.rng import rng_for


def contract(rules: RulesData, contract_id: str) -> Contract:
    return index(rules).contracts[contract_id]


def take(work: Work, seat: int, count: int) -> Script:
    for _ in range(count):
        display = work.state.contracts.display
        if not display:
            break
        chosen = yield ask("contract", display)
        work.state = evolve(
            work.state, contracts=evolve(work.state.contracts, display=tuple(c for c in display if c != chosen))
        )
        work.update(seat, hand=(*work.company(seat).hand, chosen))
        work.emit(ContractTaken(seat, chosen))
    while len(work.company(seat).hand) > work.rules.hand_limit:
        dropped = yield ask("discard", work.company(seat).hand)
        work.update(seat, hand=tuple(c for c in work.company(seat).hand if c != dropped))
        kind = contract(work.rules, dropped).kind
        discards = work.state.contracts.discards
        work.state = evolve(
            work.state,
            contracts=evolve(work.state.contracts, discards={**discards, kind: (*discards.get(kind, ()), dropped)}),
        )
        work.emit(ContractDiscarded(seat, dropped))
    refill(work)


def refill(work: Work) -> None:
    """When fewer than a full display is face up, each colour is topped up again from its pile (its discards,
    shuffled, once the pile is empty)."""
    rules, state = work.rules, work.state
    shown = state.contracts
    if len(shown.display) >= rules.display_per_colour * len(COLOURS):
        return
    piles, discards, display = dict(shown.piles), dict(shown.discards), list(shown.display)
    for colour in COLOURS:
        while sum(1 for c in display if contract(rules, c).kind == colour) < rules.display_per_colour:
            if not piles.get(colour):
                again = list(discards.get(colour, ()))
                rng_for(state.config.seed, "contracts", colour, state.turn, len(again)).shuffle(again)
                piles[colour], discards[colour] = tuple(again), ()
            if not piles[colour]:
                break
            display.append(piles[colour][0])
            piles[colour] = piles[colour][1:]
    work.state = evolve(state, contracts=evolve(shown, piles=piles, discards=discards, display=tuple(display)))


def fulfillable(work: Work, seat: int, energy: int) -> list[str]:
    """Contracts in hand and national ones a production of `energy` fulfils (with the seat's discount)."""
    discount = national_discount(work, seat)
    return [
        c
        for c in (*work.company(seat).hand, *work.state.contracts.national)
        if contract(work.rules, c).energy - discount <= energy
    ]


def national_discount(work: Work, seat: int) -> int:
    company = work.company(seat)
    kind = next(c for c in work.rules.companies if c.id == company.company)
    active = company.built.get("powerhouse", 0) >= work.rules.company.ability_from
    return kind.ability_amount if active and kind.ability == "contract-discount" else 0


def fulfil(work: Work, seat: int, contract_id: str) -> Script:
    company = work.company(seat)
    if contract_id in company.hand:
        work.update(seat, hand=tuple(c for c in company.hand if c != contract_id))
    else:
        national = tuple(c for c in work.state.contracts.national if c != contract_id)
        work.state = evolve(work.state, contracts=evolve(work.state.contracts, national=national))
    work.update(seat, fulfilled=(*work.company(seat).fulfilled, contract_id))
    work.emit(ContractFulfilled(seat, contract_id))
    yield from collect(work, seat, contract(work.rules, contract_id).reward, f"contract-{contract_id}")
