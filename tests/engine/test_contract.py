"""Every game keeps the turn contract the host relies on (engine/core/protocol.py)."""

import itertools
from dataclasses import replace
from typing import Any

import pytest

from engine.core import GameRecord, GameRules, Outcome
from engine.powerline import POWERLINE, PowerlineConfig
from engine.registry import GAMES, REGISTRATIONS

SMALL_CONFIGS: dict[str, Any] = {name: entry.test_config for name, entry in REGISTRATIONS.items()}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_computer_players_finish_a_game_that_keeps_the_contract(name):
    rules: GameRules[Any, Any, Any] = GAMES[name]
    record = GameRecord(rules, SMALL_CONFIGS[name])
    phases = [rules.phase_key(record.state)]
    while seats := rules.active_seats(record.state):
        assert rules.outcome(record.state) is None
        for seat in seats:
            action = rules.bot_action(record.state, seat, rules.levels[0])
            record.apply(action)
        phases.append(rules.phase_key(record.state))
    assert phases == sorted(phases) and len(set(phases)) > 1
    assert list(rules.legal_actions(record.state, 0)) == []
    outcome = rules.outcome(record.state)
    assert outcome is not None and len(outcome.ranks) == len(outcome.scores) == SMALL_CONFIGS[name].players
    assert min(outcome.ranks) == 1
    assert GameRecord.from_json(rules, record.to_json()).state == record.state


def test_powerline_seats_act_at_once_and_a_bot_plan_is_a_legal_action():
    state = POWERLINE.initial_state(PowerlineConfig(players=3, seed=2))
    assert POWERLINE.active_seats(state) == (0, 1, 2)
    action = POWERLINE.bot_action(state, 1, "greedy")
    assert action in set(itertools.islice(POWERLINE.legal_actions(state, 1), 100_000))
    state, _ = POWERLINE.apply(state, action)
    assert POWERLINE.active_seats(state) == (0, 2) and POWERLINE.phase_key(state) == 1


def test_powerline_outcome_breaks_ties_on_power_stations():
    state = POWERLINE.initial_state(PowerlineConfig(players=3, seed=2))
    assert POWERLINE.outcome(state) is None
    a, b, c = state.players
    players = (replace(a, vp=40, stations=(0,)), replace(b, vp=40, stations=(0, 1)), replace(c, vp=40, stations=(2,)))
    outcome = POWERLINE.outcome(replace(state, players=players, finished=True))
    assert outcome == Outcome(scores=(40, 40, 40), ranks=(2, 1, 2), tie_break=(1, 2, 1))
    assert outcome.winners == (1,)
