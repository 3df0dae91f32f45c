"""Complete turns of the seat on turn: every way through its decisions, found depth-first.

A turn is a script of small decisions, followed with the engine's `Cursor` (`engine.barrage.turn`): following
one option costs only that step, but a script cannot be copied, so every other option of a decision replays the
turn from its start (`begin`): replays are what the search pays for, and its budget counts them.

The budget is split over the options of every decision, the better-looking ones first (by the worth of the turn
so far), so a space with a long tail of sub-decisions cannot starve the others; where a share runs out the
remaining decisions take their first option, so every branch still ends in a complete turn.

Options that cannot lead anywhere new are cut before anything is spent on them: repeated decisions of one kind
(two drops, two contracts, two machinery pieces) are taken as combinations rather than orders, the bank is asked
for one engineer or all of them, a joker is not used for what a plain tile in hand builds, and of several ways to
pay only the cheapest in credits, in excavators and in mixers are kept.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from engine.barrage.data_load import load_rules
from engine.barrage.rounds import script_for
from engine.barrage.rules import ActionSpace
from engine.barrage.state import BarrageState
from engine.barrage.turn import Cursor, Decision, start

Worth = Callable[[BarrageState], float]
"""A position's value for the seat deciding (higher is better)."""


def begin(state: BarrageState, choices: Sequence[str] = ()) -> Cursor:
    """The turn of the seat on turn in `state`, replayed from its start through `choices`."""
    seat = state.current
    assert seat is not None, "the game is over"
    cursor = start(load_rules(), state, seat, script_for(state))
    for choice in choices:
        cursor = cursor.advance(choice)
    return cursor


@dataclass(frozen=True, slots=True)
class Turn:
    choices: tuple[str, ...]
    """Every recorded choice from the turn's start, those already pending included."""
    state: BarrageState
    """The finished turn, not yet confirmed."""
    worth: float


Step = tuple[Decision, str]
"""A decision on the way to a cursor and the option taken there."""


def complete_turns(state: BarrageState, worth: Worth, budget: int) -> tuple[list[Turn], int]:
    """Complete turns from `state` (continuing its pending choices) for the seat on turn, in the order found,
    and the replays made: at most `budget` (the first one included), and never fewer than one complete turn."""
    search = _Search(state, worth)
    search.visit(begin(state, state.pending), (), budget - 1)
    return search.found, search.nodes + 1


class _Search:
    def __init__(self, state: BarrageState, worth: Worth) -> None:
        self.state = state
        self.worth = worth
        self.nodes = 0
        self.found: list[Turn] = []

    def visit(self, cursor: Cursor, path: tuple[Step, ...], share: int) -> None:
        """Search below `cursor` with at most `share` replays; following the cursor itself costs none, so a branch
        left without a share still ends in a complete turn."""
        decision = cursor.decision
        if decision is None:
            self.found.append(Turn(cursor.choices, cursor.state, self.worth(cursor.state)))
            return
        options = prune(decision, path)
        count = min(share + 1, len(options))
        taken = options[:count] if decision.kind in RANKED else spread(options, count)
        limit = self.nodes + share
        self.nodes += len(taken) - 1
        others = [begin(self.state, cursor.choices).advance(option) for option in taken[1:]]
        children: list[tuple[Cursor, tuple[Step, ...]]] = []
        for option, child in zip(taken, [cursor.advance(taken[0]), *others], strict=True):
            step = (*path, (decision, option))
            if child.decision is None:
                self.visit(child, step, 0)
            else:
                children.append((child, step))
        if len(children) > 1:  # the better-looking first (a single one needs no rating)
            rated = [self.worth(child.state) for child, _ in children]
            children = [children[i] for i in sorted(range(len(children)), key=lambda i: -rated[i])]
        for i, (child, step) in enumerate(children):
            self.visit(child, step, max(0, limit - self.nodes) // (len(children) - i))


RANKED = ("space", "engineers", "drops", "payment")
"""Decisions whose options `prune` puts in a meaningful order: a short share takes the first ones (for the
others, it takes them spread over the list)."""


def spread(options: Sequence[str], count: int) -> list[str]:
    """`count` of `options`, evenly spaced and in order, the first always among them."""
    if count >= len(options):
        return list(options)
    return [options[i * len(options) // count] for i in range(count)]


def prune(decision: Decision, path: tuple[Step, ...]) -> list[str]:
    """The options worth a look, the likeliest best first."""
    options = list(decision.options)
    if path:
        before, chosen = path[-1]
        if before.kind == decision.kind and before.context == decision.context and chosen in before.options:
            # A second pick of the same kind: orders of one set of picks end alike, so keep the later ones only.
            start = before.options.index(chosen)
            options = [o for o in options if o not in before.options or before.options.index(o) >= start] or options
    if decision.kind == "space":
        return sorted(options, key=space_rank)
    if decision.kind == "engineers":
        return sorted({options[0], options[-1]}, key=int)
    if decision.kind == "drops":
        return options[::-1]
    if decision.kind == "structure":
        return _joker_structures(options, path)
    if decision.kind == "payment":
        return _payments(options)
    return options


SPACE_ORDER = ("produce", "construct", "contracts", "patent", "machinery", "workshop", "water", "officer", "bank")
"""The kinds of space, the likeliest best first."""


def space_kind(option: str) -> str:
    """The kind of space an option of the space decision is (the option itself if it is no board space)."""
    space = _spaces().get(option)
    return option if space is None else space.kind


def space_rank(option: str) -> tuple[int, int, int, int]:
    """Kind first, then the space that costs fewer engineers and credits, then (production) the larger bonus; an
    option that is no space of the board's (a turn some tile allows) comes last."""
    space = _spaces().get(option)
    if space is None or space.kind not in SPACE_ORDER:
        return len(SPACE_ORDER), 0, 0, 0
    return SPACE_ORDER.index(space.kind), space.engineers, space.credits + space.price, -space.modifier


@cache
def _spaces() -> dict[str, ActionSpace]:
    rules = load_rules()
    return {s.id: s for s in (*rules.board, *rules.construction, *(s for o in rules.officers for s in o.spaces))}


def _joker_structures(options: list[str], path: tuple[Step, ...]) -> list[str]:
    """What a joker builds, less what a plain tile also on offer builds (a joker saved is worth more)."""
    tiles = next((step for step in reversed(path) if step[0].kind == "tile"), None)
    if tiles is None:
        return options
    plain = {t.structure for t in load_rules().tiles if t.id in tiles[0].options and t.id != tiles[1]}
    return [o for o in options if o not in plain] or options


def _payments(options: list[str]) -> list[str]:
    """The ways to pay ("e<excavators>-m<mixers>-c<credits>") cheapest in credits, excavators and mixers."""
    parsed = {o: re.fullmatch(r"e(\d+)-m(\d+)-c(\d+)", o) for o in options}
    costs = {o: tuple(map(int, m.groups())) for o, m in parsed.items() if m}
    if len(costs) < len(options):
        return options
    kept = dict.fromkeys(min(options, key=lambda o: (costs[o][k], sum(costs[o]))) for k in (2, 0, 1))
    return list(kept)
