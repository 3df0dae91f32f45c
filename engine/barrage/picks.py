"""The standard setup's picks: each seat in turn takes one of the pairings of a company and an officer laid out
by the setup, and one of the starting contracts. Seats pick in reverse turn order (`rounds.next_seat`), which is
the rule that the first to pick plays last: drawing the turn order and picking backwards is drawing a picking
order."""

from engine.barrage.events import Picked
from engine.barrage.officers import staffed
from engine.barrage.state import Offers
from engine.barrage.turn import Script, ask
from engine.barrage.work import Work
from engine.core.evolve import evolve


def matchup_id(company: str, officer: str) -> str:
    """The option's id: "<company>-<officer>", e.g. "usa-wilhelm"."""
    return f"{company}-{officer}"


def pick_turn(work: Work, seat: int) -> Script:
    """A pairing ("matchup"), then a starting contract ("starting"); the last seat takes what is left unasked."""
    offers = work.state.offers
    pairs = {matchup_id(*pair): pair for pair in offers.matchups}
    company, officer = pairs[(yield ask("matchup", tuple(pairs)))]
    contract = yield ask("starting", offers.contracts)
    picked = staffed(work.rules, evolve(work.company(seat), company=company, hand=(contract,)), officer)
    work.state = evolve(
        work.state,
        companies=tuple(picked if i == seat else c for i, c in enumerate(work.state.companies)),
        offers=Offers(
            tuple(p for p in offers.matchups if p != (company, officer)),
            tuple(c for c in offers.contracts if c != contract),
        ),
    )
    work.emit(Picked(seat, company, officer, contract))
