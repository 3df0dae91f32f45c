"""Building Barrage positions for rule tests: new games, companies and map pieces changed by hand, turns played
by their choices, and games played by random legal choices."""

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest

from engine.barrage.actions import Choose, Confirm, Undo
from engine.barrage.config import BarrageConfig
from engine.barrage.events import Event
from engine.barrage.game import BARRAGE, resolution
from engine.barrage.state import BarrageState
from engine.barrage.turn import Decision
from engine.barrage.water import Dam
from engine.core import GameRecord, RuleError


def new_state(players: int = 2, seed: int = 0, setup: str = "introductory") -> BarrageState:
    return BARRAGE.initial_state(BarrageConfig(seed=seed, players=players, setup=setup))


def picked(state: BarrageState) -> BarrageState:
    """A standard game past its setup picks, each seat taking the first pairing and contract offered."""
    while state.step == "setup":
        while (now := decision(state)) is not None:
            state = choose(state, now.options[0])
        state, _ = play(state)
    return state


def company(state: BarrageState, seat: int, **changes: Any) -> BarrageState:
    """`state` with fields of `seat`'s company replaced."""
    companies = list(state.companies)
    companies[seat] = replace(companies[seat], **changes)
    return replace(state, companies=tuple(companies))


def pieces(
    state: BarrageState,
    dams: dict[str, Dam] | None = None,
    conduits: dict[str, int] | None = None,
    powerhouses: dict[str, int] | None = None,
    *,
    neutral: bool = True,
) -> BarrageState:
    """`state` with these pieces added to the map (`neutral` False: the setup's neutral dams removed first)."""
    board = state.map
    kept = board.dams if neutral else {k: d for k, d in board.dams.items() if d.owner >= 0}
    return replace(
        state,
        map=replace(
            board,
            dams={**kept, **(dams or {})},
            conduits={**board.conduits, **(conduits or {})},
            powerhouses={**board.powerhouses, **(powerhouses or {})},
        ),
    )


def decision(state: BarrageState) -> Decision | None:
    return resolution(state).decision


def choose(state: BarrageState, *choices: str) -> BarrageState:
    """The seat on turn makes these choices (not confirmed)."""
    for choice in choices:
        assert state.current is not None
        state, _ = BARRAGE.apply(state, Choose(state.current, state.turn, choice))
    return state


def play(state: BarrageState, *choices: str) -> tuple[BarrageState, list[Event]]:
    """The seat on turn makes these choices and confirms the turn."""
    state = choose(state, *choices)
    assert state.current is not None
    state, events = BARRAGE.apply(state, Confirm(state.current, state.turn))
    return state, list(events)


def preview(state: BarrageState) -> BarrageState:
    """The turn under way with its choices so far applied."""
    return resolution(state).state


def random_game(config: BarrageConfig, rng: random.Random, undo: float = 0.0, limit: int = 20_000) -> GameRecord:
    """Random legal actions until the game ends (`undo`: the chance of undoing when one may)."""
    record = GameRecord(BARRAGE, config)
    for _ in range(limit):
        seat = record.state.current
        if seat is None:
            return record
        actions = BARRAGE.legal_actions(record.state, seat)
        undos = [a for a in actions if isinstance(a, Undo)]
        others = [a for a in actions if not isinstance(a, Undo)]
        record.apply(undos[0] if undos and rng.random() < undo else rng.choice(others))
    raise AssertionError(f"no end after {limit} actions")


@contextmanager
def refused(error: type[RuleError], code: str, /, **params: str | int) -> Iterator[None]:
    with pytest.raises(error) as caught:
        yield
    assert (caught.value.code, caught.value.params) == (code, params)
