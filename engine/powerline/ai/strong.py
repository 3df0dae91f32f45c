"""The strong level: the plan whose resulting position `value.worth` rates highest, played out near the end.

With few rounds left (`endgame.ENDGAME`), the best-rated plans are played out over sampled dice and the best
average final VP wins. In the last round, where the rating is the exact score, jokers are no longer rationed.
"""

import gc
from dataclasses import dataclass

from engine.powerline.ai.endgame import ENDGAME, Endgame, play_out
from engine.powerline.ai.options import JOKER_GAP, Outcome, options
from engine.powerline.ai.outcome import Turn, after
from engine.powerline.ai.value import DEFAULT, Judge, Weights
from engine.powerline.plan import Plan
from engine.powerline.state import PlayerState, PowerlineState


@dataclass(frozen=True, slots=True)
class Choice:
    plan: Plan
    outcome: Outcome
    position: PlayerState
    turn: Turn
    worth: float
    """Expected final VP: the rating, or the average played-out score near the end."""


def best(state: PowerlineState, seat: int, weights: Weights = DEFAULT, endgame: Endgame = ENDGAME) -> Choice:
    """The best plan; ties go to the first in enumeration order.

    The cyclic garbage collector is paused meanwhile: the search makes ~10^5 short-lived acyclic tuples, and
    collecting them costs a third of the time.
    """
    paused = gc.isenabled()
    gc.disable()
    try:
        rated = _rated(state, seat, weights, spend=True)
        left = rated[0].turn.rounds_left
        if not 1 <= left <= endgame.rounds:
            return rated[0]
        return _played_out(rated[: endgame.candidates[left - 1]], weights, endgame.samples[left - 1])
    finally:
        if paused:
            gc.enable()


def _rated(state: PowerlineState, seat: int, weights: Weights, spend: bool = False, hold: bool = False) -> list[Choice]:
    """Every outcome's choice, best-rated first (a stable sort keeps enumeration order among ties).

    `spend`: in the last round, any number of jokers may go anywhere (play-outs keep the rationing: with jokers
    in hand it multiplies their cost). `hold`: the vacation tile waits for the last round, as the rating's worth
    for it makes it do almost always; play-outs hold it, since its plans would slow them by a third.
    """
    turn = Turn.of(state, seat)
    judge = Judge(turn, weights)
    final = turn.rounds_left == 0
    spend_all = spend and final
    choices = [
        Choice(option.plan, option.outcome, position, turn, judge.worth(position, key))
        for option in options(
            state,
            seat,
            max(1, turn.player.jokers) if spend_all else 1,
            None if spend_all else JOKER_GAP,
            vacation=final or not hold,
        )
        for position in (after(turn, option.plan),)
        for key in ((option.outcome.progress, option.outcome.workers),)
    ]
    assert choices, "every round has a legal plan"
    choices.sort(key=lambda choice: -choice.worth)
    return choices


def _played_out(candidates: list[Choice], weights: Weights, samples: int) -> Choice:
    def policy(state: PowerlineState, seat: int) -> PlayerState:
        return _rated(state, seat, weights, hold=True)[0].position

    top: Choice | None = None
    for choice in candidates:
        turn = choice.turn
        total = sum(play_out(turn.state, turn.seat, choice.position, s, policy) for s in range(samples))
        played = Choice(choice.plan, choice.outcome, choice.position, turn, total / samples)
        if top is None or played.worth > top.worth:
            top = played
    assert top is not None
    return top
