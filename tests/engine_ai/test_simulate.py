"""The simulate CLI: Powerline's plays the AI levels and reports per-board means; every registered game has one,
its own or the turn contract's."""

import json

from engine.__main__ import SIMULATORS
from engine.core import simulate as contract
from engine.powerline import simulate
from engine.registry import LISTED
from tests.tictactoe.engine import REGISTRATION


def test_simulate_takes_an_ai_level(capsys):
    assert simulate.main(["--ai", "greedy", "--players", "2", "--games", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["policy"] == "greedy"
    assert len(result["mean_score_by_board"]) == 2


def test_simulate_prints_a_mean_per_board(capsys):
    simulate.main(["--ai", "walk", "--players", "6", "--games", "2"])
    out = capsys.readouterr().out
    assert all(f"mean score, board {b}:" in out for b in range(1, 7))


def test_every_registered_game_can_be_simulated_and_one_without_a_simulator_gets_the_contracts(capsys):
    assert sorted(SIMULATORS) == sorted(LISTED)
    assert SIMULATORS["powerlines"](["--games", "3", "--seed", "7"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "powerlines" and result["games"] == 3 and len(result["wins_by_seat"]) == 2
    assert result["actions_per_game"] == 32, "two games of sixteen tiles"


def test_the_contracts_simulator_plays_a_game_it_knows_only_by_its_registration(capsys):
    assert contract.main(REGISTRATION.rules, REGISTRATION.test_config, ["--games", "4"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == REGISTRATION.name and 5 <= result["actions_per_game"] <= 9
