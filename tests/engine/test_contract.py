"""Every game keeps the turn contract the host relies on (engine/core/protocol.py)."""

import dataclasses
import functools
import itertools
import json
import re
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import GameRecord, GameRules, Outcome, RuleError, to_jsonable
from engine.core.codec import dumps, loads
from engine.core.shape import MalformedError, mismatch
from engine.powerline import POWERLINE, PowerlineConfig
from engine.registry import GAMES, REGISTRATIONS

SMALL_CONFIGS: dict[str, Any] = {name: entry.test_config for name, entry in REGISTRATIONS.items()}
CODE = re.compile(r"[a-z]+(-[a-z]+)*")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_computer_players_finish_a_game_that_keeps_the_contract(name):
    rules: GameRules[Any, Any, Any] = GAMES[name]
    record = GameRecord(rules, SMALL_CONFIGS[name])
    phases = [rules.phase_key(record.state)]
    while seats := rules.active_seats(record.state):
        assert rules.outcome(record.state) is None
        for seat in seats:
            action = rules.computer_action(record.state, seat, rules.levels[0])
            record.apply(action)
        phases.append(rules.phase_key(record.state))
    assert phases == sorted(phases) and len(set(phases)) > 1
    assert list(rules.legal_actions(record.state, 0)) == []
    outcome = rules.outcome(record.state)
    fewest, most = REGISTRATIONS[name].players
    assert outcome is not None and len(outcome.ranks) == len(outcome.scores)
    assert fewest <= len(outcome.scores) <= most
    assert min(outcome.ranks) == 1
    assert GameRecord.from_json(rules, record.to_json()).state == record.state


def test_powerline_seats_act_at_once_and_a_bot_plan_is_a_legal_action():
    state = POWERLINE.initial_state(PowerlineConfig(players=3, seed=2))
    assert POWERLINE.active_seats(state) == (0, 1, 2)
    action = POWERLINE.computer_action(state, 1, "greedy")
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


# -- malformed input at the engine's boundary ----------------------------------------------------------------------

Json = None | bool | int | float | str | list[Any] | dict[str, Any]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**18, max_value=10**40)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
"""Anything JSON can hold: wrong types, huge numbers, nested containers."""


@functools.cache
def trajectory(name: str) -> tuple[tuple[Any, Any], ...]:
    """(state, the action taken there) along a game of the weakest computer players: the points where malformed
    input arrives."""
    rules: GameRules[Any, Any, Any] = GAMES[name]
    record = GameRecord(rules, SMALL_CONFIGS[name])
    steps = []
    while seats := rules.active_seats(record.state):
        action = rules.computer_action(record.state, seats[0], rules.levels[0])
        steps.append((record.state, action))
        record.apply(action)
    return tuple(steps)


def paths(data: Json, at: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    """Every place inside an action's JSON, the whole included."""
    found = [at]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*at, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += paths(value, (*at, index))
    return found


def changed(data: Json, at: tuple[str | int, ...], how: str, junk: Json) -> Json:
    """`data` with the value at `at` replaced by `junk`, removed, or given an extra field `junk`."""
    if not at:
        return junk if how == "replace" else data
    copy = json.loads(json.dumps(data))
    parent = copy
    for step in at[:-1]:
        parent = parent[step]
    if how == "replace":
        parent[at[-1]] = junk
    elif how == "remove":
        del parent[at[-1]]
    elif isinstance(parent[at[-1]], dict):
        parent[at[-1]]["extra"] = junk
    else:
        parent[at[-1]] = [parent[at[-1]], junk]
    return copy


def refused_or_played(rules: GameRules[Any, Any, Any], state: Any, action: Any, *, malformed: bool) -> None:
    """`action` is refused with a code and the state unchanged (with `MalformedError` if it is `malformed`), or,
    being well-formed, it may be a legal move; after a refusal the game's own next action still works."""
    before = dumps(state)
    try:
        rules.apply(state, action)
    except RuleError as error:
        assert CODE.fullmatch(error.code), error.code
        assert not malformed or isinstance(error, MalformedError), error
        assert dumps(state) == before
    else:
        assert not malformed, f"{action!r} was accepted"


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), junk=json_values)
def test_a_malformed_action_or_record_is_refused_with_a_code_and_changes_nothing(name, data, junk):
    rules: GameRules[Any, Any, Any] = GAMES[name]
    steps = trajectory(name)
    state, action = steps[data.draw(st.integers(0, len(steps) - 1), label="step")]
    refused_or_played(rules, state, junk, malformed=True)
    jsonable = to_jsonable(action)
    at = data.draw(st.sampled_from(paths(jsonable)), label="at")
    how = data.draw(st.sampled_from(("replace", "remove", "extra")), label="how")
    text = json.dumps(changed(jsonable, at, how, junk))
    try:
        parsed = loads(rules.action_type, text)
    except MalformedError as error:
        assert error.code == "malformed-data"
    else:
        assert mismatch(rules.action_type, parsed) is None
        refused_or_played(rules, state, parsed, malformed=False)
    if dataclasses.is_dataclass(action):
        field = data.draw(st.sampled_from([f.name for f in dataclasses.fields(action)]), label="field")
        forged = dataclasses.replace(action, **{field: junk})
        refused_or_played(rules, state, forged, malformed=mismatch(rules.action_type, forged) is not None)
    with pytest.raises(MalformedError):
        loads(rules.action_type, text[: len(text) // 2])
    after, _ = rules.apply(state, action)
    assert after is not state
