"""Barrage behind the turn contract: one seat decides at a time, a turn is built from small choices (each one
an action, undoable until the turn is confirmed), and the steps between turns run by themselves."""

from collections.abc import Sequence
from dataclasses import dataclass

from engine.barrage import ai
from engine.barrage.actions import Action, Choose, Confirm, Undo
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.errors import ChoiceError, TurnError
from engine.barrage.events import Event
from engine.barrage.rounds import finish_turn, script_for, settle
from engine.barrage.scoring import final_ranks
from engine.barrage.setup import initial_state
from engine.barrage.state import BarrageState
from engine.barrage.turn import Resolution, resolve
from engine.core.evolve import evolve
from engine.core.outcome import Outcome
from engine.core.shape import check_action


def resolution(state: BarrageState) -> Resolution:
    """The turn under way: its next decision, or the finished turn waiting for a confirmation."""
    assert state.current is not None
    return resolve(load_rules(), state, state.current, script_for(state), state.pending)


class BarrageRules:
    name: str = "barrage"
    config_type: type[BarrageConfig] = BarrageConfig
    action_type = Action
    levels: tuple[str, ...] = load_rules().levels

    def initial_state(self, config: BarrageConfig) -> BarrageState:
        state, _ = settle(load_rules(), initial_state(load_rules(), config))
        return state

    def active_seats(self, state: BarrageState) -> tuple[int, ...]:
        return () if state.current is None else (state.current,)

    def phase_key(self, state: BarrageState) -> int:
        """Turns confirmed so far: a prompt of an earlier turn is stale."""
        return state.turn

    def legal_actions(self, state: BarrageState, seat: int) -> list[Action]:
        """The options of the pending decision, or Confirm once the turn is complete; Undo after a choice."""
        if seat != state.current:
            return []
        now = resolution(state)
        actions: list[Action] = (
            [Confirm(seat, state.turn)]
            if now.decision is None
            else [Choose(seat, state.turn, option) for option in now.decision.options]
        )
        if state.pending:
            actions.append(Undo(seat, state.turn))
        return actions

    def actor(self, action: Action) -> int:
        return action.seat

    def apply(self, state: BarrageState, action: Action) -> tuple[BarrageState, Sequence[Event]]:
        check_action(self.action_type, action)
        if state.current is None:
            raise TurnError("game-over")
        if action.turn != state.turn:
            raise TurnError("stale-turn")
        if action.seat != state.current:
            raise TurnError("not-your-turn")
        if isinstance(action, Undo):
            if not state.pending:
                raise ChoiceError("nothing-to-undo")
            return evolve(state, pending=state.pending[:-1]), ()
        if isinstance(action, Choose):
            pending = (*state.pending, action.choice)
            resolve(load_rules(), state, action.seat, script_for(state), pending)
            return evolve(state, pending=pending), ()
        done = resolution(state)
        if done.decision is not None:
            raise ChoiceError("turn-unfinished", kind=done.decision.kind)
        state, events = settle(load_rules(), finish_turn(load_rules(), done.state))
        return state, (*done.events, *events)

    def player_view(self, state: BarrageState, seat: int | None) -> BarrageState:
        """Everything on the table is open; the face-down piles keep their contents but not their order."""
        contracts = evolve(state.contracts, piles={c: tuple(sorted(p)) for c, p in state.contracts.piles.items()})
        patent = evolve(state.patent, stacks=tuple(tuple(sorted(s)) for s in state.patent.stacks))
        return evolve(state, contracts=contracts, patent=patent)

    def outcome(self, state: BarrageState) -> Outcome | None:
        """Most VP wins; equal VP are ordered by the energy of the last round."""
        if state.step != "over":
            return None
        scores, ranks = final_ranks(state)
        return Outcome(scores=scores, ranks=ranks, tie_break=tuple(c.energy for c in state.companies))

    def computer_action(self, state: BarrageState, seat: int, level: str) -> Action:
        return ai.choose(self, state, seat, level)


BARRAGE = BarrageRules()


@dataclass(frozen=True, slots=True)
class Offer:
    """A complete turn offered to play in one click: its choices and what it does (the turn's events)."""

    choices: tuple[str, ...]
    events: tuple[Event, ...]


def shortlist(state: BarrageState, seat: int, count: int) -> tuple[Offer, ...]:
    """The best `count` turns the strong level considers for `seat` on turn at the turn's start (`ai.shortlist`),
    each with its events: a worker process runs this by name."""
    start = _start_seen_by(state, seat)
    return tuple(_offer(start, choices) for choices in ai.shortlist(start, seat, count))


def suggestion(state: BarrageState, seat: int) -> Offer:
    """The turn the strong level would play for `seat` on turn, from the turn's start, with its events."""
    start = _start_seen_by(state, seat)
    return _offer(start, ai.plan(start, seat, "strong"))


def _start_seen_by(state: BarrageState, seat: int) -> BarrageState:
    """The turn's start as `seat`'s player sees it: what the computer players decide from."""
    return evolve(BARRAGE.player_view(state, seat), pending=())


def _offer(start: BarrageState, choices: tuple[str, ...]) -> Offer:
    return Offer(choices, resolution(evolve(start, pending=choices)).events)
