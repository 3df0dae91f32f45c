"""Executive officers at work: what an officer changes in the starting supply."""

from dataclasses import replace

from engine.barrage.rules import Officer, Rules
from engine.barrage.state import CompanyState


def officer(rules: Rules, officer_id: str) -> Officer:
    return next(o for o in rules.officers if o.id == officer_id)


def staffed(rules: Rules, company: CompanyState, officer_id: str) -> CompanyState:
    """`company` led by the officer, with the officer's change to the starting supply (Mahiri's credits)."""
    return replace(company, officer=officer_id, credits=company.credits + officer(rules, officer_id).start_credits)
