"""A turn's working copy: the state as it is being changed and the events so far.

Turn scripts (`engine.barrage.turn`) change the game through a `Work` while they wait for decisions; each change
replaces the frozen state, so the state a turn started from is never touched and undoing is replaying fewer
choices from it.
"""

from typing import Any

from engine.barrage.events import Event
from engine.barrage.rules import RulesData
from engine.barrage.state import BarrageState, CompanyState
from engine.core.evolve import evolve


class Work:
    def __init__(self, rules: RulesData, state: BarrageState) -> None:
        self.rules = rules
        self.state = state
        self.events: list[Event] = []

    def company(self, seat: int) -> CompanyState:
        return self.state.companies[seat]

    def update(self, seat: int, **changes: Any) -> CompanyState:
        """Replace fields of `seat`'s company; VP never fall below 0."""
        if "vp" in changes:
            changes["vp"] = max(0, changes["vp"])
        company = evolve(self.state.companies[seat], **changes)
        companies = list(self.state.companies)
        companies[seat] = company
        self.state = evolve(self.state, companies=tuple(companies))
        return company

    def add(self, seat: int, **amounts: int) -> CompanyState:
        """Add to numeric fields of `seat`'s company (credits, vp, energy, ...)."""
        company = self.company(seat)
        return self.update(seat, **{name: getattr(company, name) + n for name, n in amounts.items()})

    def emit(self, event: Event) -> None:
        self.events.append(event)
