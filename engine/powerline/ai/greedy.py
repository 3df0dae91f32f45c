"""The greedy level: the most VP by the end of this round, blind to everything after it.

Ties (most rounds score nothing) go to the plan that builds the most segments, then spends the fewest jokers,
then sends the fewest workers to the island; the enumeration order settles the rest.
"""

from engine.powerline.ai.options import Option, options
from engine.powerline.ai.outcome import Turn, after
from engine.powerline.plan import Plan
from engine.powerline.state import PowerlineState


def _key(turn: Turn, option: Option) -> tuple[int, int, int, int]:
    outcome = option.outcome
    built = outcome.workers - len(outcome.island)
    return (after(turn, option.plan).vp, built, -outcome.jokers, -len(outcome.island))


def choose(state: PowerlineState, seat: int) -> Plan:
    turn = Turn.of(state, seat)
    return max(options(state, seat), key=lambda option: _key(turn, option)).plan
