"""Computer players for Barrage: each picks one of the engine's listed actions for the seat on turn.

- random: a uniform choice among the listed actions.
- greedy: the complete turn the position value rates highest (`greedy`).
- strong: greedy's best few turns, each followed by one round of the table played by greedy with a small
  search, the turn leading to the best position kept (`strong`).
- expert: strong with the position value's weights fitted by self-play (`expert`).

A level above random plans a whole turn and plays it one choice per call. The plan is a function of the position
at the turn's start, so each call finds it again (memoised, the search being the costly part) and the same
position always gets the same action; if the choices made so far are not the plan's (a player left mid-turn),
the turn is planned again from where it stands. Undo is never chosen.
"""

from collections.abc import Callable

from engine.barrage.actions import Action, Choose, Confirm, Undo
from engine.barrage.ai import expert, greedy, strong
from engine.barrage.config import BarrageConfig
from engine.barrage.state import BarrageState
from engine.core.evolve import evolve
from engine.core.protocol import GameRules
from engine.core.recent import Recent
from engine.core.rng import rng_for

LEVELS = ("random", "greedy", "strong", "expert")
"""Every level the engine plays; the lobby offers those of the rules' `levels` (data/game.json)."""

Planner = Callable[[BarrageState, int], tuple[str, ...]]
"""A whole turn's choices for a seat, from its player's view of the turn's start (or of the turn so far)."""

PLANNERS: dict[str, Planner] = {"greedy": greedy.plan, "strong": strong.plan, "expert": expert.plan}

MEMO_SIZE = 64
_memo: Recent[tuple[str, int, str], tuple[str, ...]] = Recent(MEMO_SIZE)


def choose(game: GameRules[BarrageConfig, BarrageState, Action], state: BarrageState, seat: int, level: str) -> Action:
    """The action of `level` for `seat`, on turn in `state`. Random picks from the engine's list, which holds
    nothing hidden; the levels that plan see only what the seat's player would."""
    if level == "random":
        actions = [a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]
        rng = rng_for(state.config.seed, "ai", level, seat, state.turn, len(state.pending))
        return rng.choice(actions)
    if level not in PLANNERS:
        raise ValueError(f"unknown Barrage AI level {level!r}; choose from {', '.join(LEVELS)}")
    return follow(game, state, seat, level, PLANNERS[level])


def follow(
    game: GameRules[BarrageConfig, BarrageState, Action], state: BarrageState, seat: int, name: str, planner: Planner
) -> Action:
    """The next action of the turn `planner` plans for `seat` (`name` tells its plans apart in the memo)."""
    state = game.player_view(state, seat)
    done = state.pending
    choices = _planned(evolve(state, pending=()), seat, name, planner)
    if choices[: len(done)] != done:
        choices = _planned(state, seat, name, planner)
    return Choose(seat, state.turn, choices[len(done)]) if len(choices) > len(done) else Confirm(seat, state.turn)


def shortlist(view: BarrageState, seat: int, count: int) -> tuple[tuple[str, ...], ...]:
    """The best `count` of the complete turns the strong level considers for `seat` on turn (its search, rated by
    the position each leaves), from `view`, the seat's player's view of the turn's start: what a player is offered
    to play in one click. A seventh of strong's cost: the rounds of the table strong plays on after each are left
    to `plan`."""
    return tuple(turn.choices for turn in strong.considered(view, seat)[:count])


def plan(state: BarrageState, seat: int, level: str) -> tuple[str, ...]:
    """The choices of `level`'s turn from `state` (its pending choices first), memoised by position."""
    return _planned(state, seat, level, PLANNERS[level])


def _planned(state: BarrageState, seat: int, name: str, planner: Planner) -> tuple[str, ...]:
    return _memo.get_or((name, seat, repr(state)), lambda: planner(state, seat))
