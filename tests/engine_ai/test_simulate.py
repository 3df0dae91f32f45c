"""The simulate CLI plays the AI levels and reports per-board means."""

import json

from engine.powerline import simulate


def test_simulate_takes_an_ai_level(capsys):
    assert simulate.main(["--ai", "greedy", "--players", "2", "--games", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["policy"] == "greedy"
    assert len(result["mean_score_by_board"]) == 2


def test_simulate_prints_a_mean_per_board(capsys):
    simulate.main(["--ai", "walk", "--players", "6", "--games", "2"])
    out = capsys.readouterr().out
    assert all(f"mean score, board {b}:" in out for b in range(1, 7))
