"""The engine's rule errors and hint reasons, in the player's language.

The engine names what happened by codes and data (worker colour keys, line and station ids, numbers) and knows no
language; here each code becomes its message in the `powerline-engine` catalog domain.
"""

from functools import reduce

from bot.games.powerline.catalog import CATALOG
from engine.core.errors import RuleError
from engine.powerline.ai.explain import Clause, Reason
from engine.powerline.rules import load_rules
from i18n.catalog import listed


def _word(value: str | int, locale: str | None) -> str | int:
    """A worker colour key becomes the colour's name; every other value (ids, numbers) reads the same anywhere."""
    if isinstance(value, str) and value in load_rules().workers:
        return CATALOG.text(locale, f"worker-{value}")
    return value


def error_text(error: RuleError, locale: str | None) -> str:
    """What the player whose action broke a rule is told."""
    params = {name: _word(value, locale) for name, value in error.params.items()}
    return CATALOG.text(locale, f"error-{error.code}", **params)


def _clause_text(clause: Clause, locale: str | None) -> str:
    params: dict[str, str | int] = {name: _word(value, locale) for name, value in clause.params.items()}
    if clause.items:
        params["items"] = listed(locale, [_clause_text(item, locale) for item in clause.items])
    return CATALOG.text(locale, f"hint-{clause.code}", **params)


def hint_text(reason: Reason, locale: str | None) -> str:
    """One sentence: what the plan does, clause by clause, then the VP it gains or loses this round."""
    clauses = [_clause_text(clause, locale) for clause in reason.clauses]
    joined = reduce(
        lambda rest, first: CATALOG.text(locale, "hint-then", first=first, rest=rest), clauses[-2::-1], clauses[-1]
    )
    key = "hint-gain" if reason.vp > 0 else "hint-loss" if reason.vp < 0 else "hint-even"
    sentence = CATALOG.text(locale, key, reason=joined, vp=abs(reason.vp))
    return sentence[:1].upper() + sentence[1:]
