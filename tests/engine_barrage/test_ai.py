"""Barrage computer players: every level picks a listed action (never Undo) in any position, the same position
gets the same action, greedy outplays random, and the simulate command runs them."""

import json
import random
import statistics
from dataclasses import replace

import pytest

from engine import __main__ as cli
from engine.barrage import ai, simulate
from engine.barrage.actions import Choose, Confirm, Undo
from engine.barrage.ai import strong
from engine.barrage.ai.turns import complete_turns
from engine.barrage.ai.value import worth
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE, resolution, shortlist, suggestion
from engine.barrage.simulate import play
from engine.barrage.state import BarrageState
from engine.core.outcome import Outcome
from tests.engine_barrage.helpers import choose, new_state


def positions(players: int, seed: int, count: int, setup: str = "introductory") -> list[BarrageState]:
    """`count` positions of a random game, taken every few actions, some in the middle of a turn."""
    rng = random.Random(seed)
    state = new_state(players=players, seed=seed, setup=setup)
    found = []
    while state.current is not None and len(found) < count:
        actions = [a for a in BARRAGE.legal_actions(state, state.current) if not isinstance(a, Undo)]
        if rng.random() < 0.08:
            found.append(state)
        state, _ = BARRAGE.apply(state, rng.choice(actions))
    return found


@pytest.mark.parametrize(("players", "setup"), [(2, "introductory"), (3, "standard"), (4, "introductory")])
def test_every_level_takes_a_listed_action_and_never_undoes(players, setup):
    assert set(BARRAGE.levels) <= set(ai.LEVELS), "the lobby offers only levels the engine plays"
    for state in positions(players, seed=players, count=3, setup=setup):
        seat = state.current
        assert seat is not None
        legal = BARRAGE.legal_actions(state, seat)
        for level in ai.LEVELS:
            action = BARRAGE.computer_action(state, seat, level)
            assert action in legal and not isinstance(action, Undo), (level, state.pending)


def test_every_level_picks_a_company_in_the_standard_setup_while_others_have_none_yet():
    state = new_state(players=4, seed=6, setup="standard")
    assert state.step == "setup" and all(c.company == "" for c in state.companies)
    for level in BARRAGE.levels:
        action = BARRAGE.computer_action(state, state.current, level)
        assert action in BARRAGE.legal_actions(state, state.current), level


def test_a_bot_plays_the_turn_it_planned_choice_by_choice_then_confirms_it():
    state = new_state(players=3, seed=4)
    seat, turn = state.current, state.turn
    assert seat is not None
    for _ in range(30):
        action = BARRAGE.computer_action(state, seat, "greedy")
        state, _ = BARRAGE.apply(state, action)
        if not isinstance(action, Choose):
            break
    assert isinstance(action, Confirm) and state.turn == turn + 1


def test_the_same_position_gets_the_same_action_with_or_without_the_memo():
    for state in positions(4, seed=11, count=2):
        seat = state.current
        assert seat is not None
        for level in ("greedy", "strong"):
            first = BARRAGE.computer_action(state, seat, level)
            assert BARRAGE.computer_action(state, seat, level) == first
            ai._memo.clear()
            assert BARRAGE.computer_action(state, seat, level) == first


def test_a_turn_begun_off_the_plan_is_planned_again_from_where_it_stands():
    state = new_state(players=2, seed=2)
    assert state.current is not None
    planned = BARRAGE.computer_action(state, state.current, "greedy")
    assert isinstance(planned, Choose)
    other = next(a for a in BARRAGE.legal_actions(state, state.current) if a != planned and isinstance(a, Choose))
    off = choose(state, other.choice)
    action = BARRAGE.computer_action(off, state.current, "greedy")
    assert action in BARRAGE.legal_actions(off, state.current) and not isinstance(action, Undo)


def test_the_search_finds_complete_turns_within_its_budget():
    state = new_state(players=4, seed=3)
    seat = state.current
    assert seat is not None
    turns, nodes = complete_turns(state, lambda s: worth(s, seat), 40)
    assert turns and nodes <= 40
    assert len({t.choices for t in turns}) == len(turns)
    for turn in turns[:5]:
        done = replace(state, pending=turn.choices)
        assert BARRAGE.legal_actions(done, seat)[0] == Confirm(seat, state.turn)


def test_greedy_outscores_random():
    margins = []
    for seed in range(2):
        levels = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        outcome = BARRAGE.outcome(play(BarrageConfig(seed=seed, players=2), levels))
        assert outcome is not None
        greedy_seat = levels.index("greedy")
        margins.append(outcome.scores[greedy_seat] - outcome.scores[1 - greedy_seat])
    assert statistics.fmean(margins) > 20


def test_simulate_plays_barrage_and_powerline_stays_the_default(capsys):
    assert cli.simulate(["--game", "barrage", "--players", "2", "--games", "2", "--ai", "random", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["games"], result["players"], result["ai"]) == (2, 2, "random")
    assert result["min_winner_score"] <= result["mean_winner_score"] <= result["max_winner_score"]
    assert set(result["mean_score_by_seat"]) == {"0", "1"}
    assert cli.simulate(["--players", "2", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["policy"] == "walk"


def test_the_shortlist_and_the_suggestion_are_whole_legal_turns_the_strong_level_considers():
    """The picker's whole turns: the best the strong level's search finds, each different, each played by its
    choices alone up to Confirm, with the events the turn will have; the suggestion is strong's own turn, one of
    those it considers."""
    checked = 0
    for state in positions(3, seed=5, count=6):
        seat = state.current
        if state.step != "actions" or seat is None:
            continue
        checked += 1
        start = replace(state, pending=())
        view = BARRAGE.player_view(start, seat)
        considered = [turn.choices for turn in strong.considered(view, seat)]
        offers = shortlist(start, seat, 3)
        assert [o.choices for o in offers] == considered[:3]
        suggested = suggestion(state, seat)
        assert suggested.choices == ai.plan(view, seat, "strong") and suggested.choices in considered
        for offer in (*offers, suggested):
            after = start
            for choice in offer.choices:
                after, _ = BARRAGE.apply(after, Choose(seat, after.turn, choice))
            assert resolution(after).decision is None, offer.choices
            assert resolution(after).events == offer.events
            assert Confirm(seat, after.turn) in BARRAGE.legal_actions(after, seat)
    assert checked >= 3


def test_seated_games_rotate_the_levels_over_the_same_deals(monkeypatch, capsys):
    """Rotated, each deal is played once per rotation: every level in every seat position equally often."""
    played = []

    def record(config, levels):
        played.append((config.seed, levels))
        return play(config, ("random",) * config.players)

    monkeypatch.setattr(simulate, "play", record)
    argv = ["--game", "barrage", "--players", "3", "--games", "6", "--seats", "greedy", "random", "random", "--rotate"]
    assert cli.simulate([*argv, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [seed for seed, _ in played] == [1, 1, 1, 2, 2, 2]
    assert [levels.index("greedy") for _, levels in played] == [0, 1, 2, 0, 1, 2]
    assert sum(result["wins_by_level"].values()) == pytest.approx(1)
    for level, share in result["wins_by_level"].items():
        low, high = result["wins_interval_by_level"][level]
        assert low <= share <= high
        score_low, score_high = result["mean_score_interval_by_level"][level]
        assert score_low <= result["mean_score_by_level"][level] <= score_high


def test_a_tie_shares_the_win_and_greedy_beats_random_in_seated_games(monkeypatch):
    tied = Outcome(scores=(30, 30), ranks=(1, 1))
    monkeypatch.setattr(simulate.BARRAGE, "outcome", lambda state: tied)
    assert simulate.seated(("greedy", "random"), 2, 1, "introductory", rotate=False)["wins_by_level"] == {
        "greedy": 0.5,
        "random": 0.5,
    }
    monkeypatch.undo()
    result = simulate.seated(("greedy", "random"), 2, 1, "introductory", rotate=True)
    assert result["wins_by_level"]["greedy"] > result["wins_by_level"]["random"]
    assert result["mean_score_by_level"]["greedy"] > result["mean_score_by_level"]["random"]


def test_seated_games_in_several_processes_are_the_same_games():
    one = simulate.seated(("greedy", "random"), 4, 3, "introductory", rotate=True)
    two = simulate.seated(("greedy", "random"), 4, 3, "introductory", rotate=True, jobs=2)
    assert {k: v for k, v in one.items() if k != "seconds"} == {k: v for k, v in two.items() if k != "seconds"}


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "2", "--games", "2", "--seats", "greedy", "greedy", "--jobs", "0"],
        ["--players", "4", "--seats", "strong", "greedy"],
        ["--players", "2", "--games", "3", "--seats", "strong", "greedy", "--rotate"],
        ["--players", "2", "--rotate"],
    ],
)
def test_seats_that_do_not_fit_the_table_are_refused(argv):
    with pytest.raises(SystemExit) as refused:
        cli.simulate(["--game", "barrage", *argv])
    assert refused.value.code == 2
