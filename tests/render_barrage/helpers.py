"""Barrage positions for render tests, played through the engine: early (a few turns into round 1) and finished (with
the final scoring's lines) by seeded random legal choices, crowded (round 5 of a 4-player game) by greedy computer
players, and a map with every space built."""

import random
from dataclasses import replace
from functools import cache

from engine.barrage.actions import Confirm, Undo
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.events import GameOver, ScoreLine
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState
from engine.barrage.water import Dam
from engine.core import GameRecord

NAMES = ("Ada", "Grace", "Linus", "Margaret")
LONG_NAMES = ("Maximiliane", "Bartholomew", "Konstantinos", "Guillaumette")
"""Names as long as the images are meant to hold at full size."""
SETUPS = ("introductory", "standard")


@cache
def played(
    players: int, setup: str, rounds: int, turns: int = 0, *, level: str = "", seed: int = 3
) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """A game played until `turns` turns into the actions of round `rounds` (past the last round: to its end), by
    the computer players of `level` or by random legal choices, and the final scoring's lines once it is over."""
    record = GameRecord(BARRAGE, BarrageConfig(seed=seed, players=players, setup=setup))
    rng = random.Random(seed)
    done = 0
    lines: tuple[ScoreLine, ...] = ()
    while (state := record.state).current is not None:
        mid_round = state.round >= rounds and state.step == "actions"
        if mid_round and not state.pending and done >= turns:
            break
        if level:
            action = BARRAGE.computer_action(state, state.current, level)
        else:
            action = rng.choice([a for a in BARRAGE.legal_actions(state, state.current) if not isinstance(a, Undo)])
        events = record.apply(action)
        done += mid_round and isinstance(action, Confirm)
        lines = next((e.lines for e in events if isinstance(e, GameOver)), lines)
    return record.state, lines


def early(players: int, setup: str) -> BarrageState:
    return played(players, setup, 1, 3)[0]


def crowded() -> BarrageState:
    """Round 5 of a 4-player standard game between greedy computer players, a dozen turns in: a map as full as the
    strong level's (greedy builds as much) at a twentieth of the cost."""
    return played(4, "standard", 5, 12, level="greedy")[0]


def finished(players: int, setup: str) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """A game played to its end by random legal choices."""
    return played(players, setup, 99)


def full_map(state: BarrageState) -> BarrageState:
    """Every map space built, by the seats in turn: dams at their highest and full, as crowded as a map can be."""
    water = load_rules().map
    seats = len(state.companies)
    top = water.max_height
    dams = {s.id: Dam(i % seats, top - i % top, top - i % top) for i, s in enumerate(water.dams)}
    conduits = {s.id: i % seats for i, s in enumerate(water.conduits)}
    powerhouses = {s.id: i % seats for i, s in enumerate(water.powerhouses)}
    board = replace(state.map, dams=dams, conduits=conduits, powerhouses=powerhouses, headstreams=(7, 0, 3, 5))
    return replace(state, map=board)


def before_picks(players: int) -> BarrageState:
    """A standard game before any seat has picked its company and officer."""
    return BARRAGE.initial_state(BarrageConfig(seed=1, players=players, setup="standard"))


def with_company(state: BarrageState, seat: int, **changes: object) -> BarrageState:
    companies = list(state.companies)
    companies[seat] = replace(companies[seat], **changes)
    return replace(state, companies=tuple(companies))
