"""The balance table renders every level and board it has scores for, and the 4-player wins; the board search
draws balanced, distinct layouts; measured figures land in the board files beside their pips."""

import itertools
import json
from collections import Counter

import pytest

from benchmarks.balance import TABLE_SEATS, play, render, state_figures
from benchmarks.boards import (
    MIN_DIFFERENT,
    candidates,
    every_face_ends_a_line,
    farthest,
    kept_layouts,
    write_replacement,
)
from benchmarks.progress import Progress, source_digest
from benchmarks.scores import keep, kept
from engine.powerline.board import board_ids, load_board
from engine.powerline.board_likeness import differing_segments


def test_render_lists_boards_bands_and_table():
    solo = {
        ("base", "strong", 1): [95, 85],
        ("base", "strong", 2): [90, 100],
        ("base", "greedy", 1): [70, 75],
        ("mix", "strong", 1): [80, 70],
        ("mix", "strong", 2): [60, 70],
    }
    table = [((90, 80, 5, 70), (1, 2, 4, 3)), ((90, 90, 5, 70), (1, 1, 4, 3))]
    text = render(solo, table, 2, 60.0)
    assert "| strong | 2 | 2 | 95.0 | 5.0 |" in text
    assert "lie -2.5 to +2.5 VP from the mean over all boards (92.5); the target is ±1" in text
    assert "the farthest is board 1" in text
    assert "lie -5.0 to +5.0 VP from the mean over all boards (70.0); the target is ±2" in text
    assert "| 1 | strong | 100% |" in text and "| 2 | greedy | 50% |" in text


def test_play_gives_a_vp_and_rank_per_seat():
    vps, ranks = play(("random", "greedy"), seed=3, boards=(1, 2))
    assert len(vps) == len(ranks) == 2 and len(TABLE_SEATS) == 4


def test_state_figures_writes_means_beside_unchanged_pips(tmp_path):
    solo = {(s, "strong", b): [80 + b, 90 + b] for s in ("base", "mix") for b in board_ids()}
    state_figures(solo, 2, tmp_path)
    written = json.loads((tmp_path / "board3.json").read_text())
    assert written["measured"] == {"games": 2, "strong_base": 88.0, "strong_mix": 88.0}
    assert written["pips"] == {line.id: list(line.pips) for line in load_board(3).lines}
    assert written["id"] == 3


def test_board_search_draws_balanced_faces_and_distinct_layouts():
    drawn = candidates(3, seed=7)
    for layout in drawn:
        assert {line: len(pips) for line, pips in layout.items()} == {
            line.id: line.length for line in load_board(1).lines
        }
        assert sorted(Counter(p for pips in layout.values() for p in pips).values()) == [8, 9, 9, 9, 9, 9]
        assert every_face_ends_a_line(layout, 6)
    assert all(differing_segments(a, b) >= MIN_DIFFERENT for a, b in itertools.combinations(drawn, 2))
    assert candidates(3, seed=7) == drawn and candidates(3, seed=8) != drawn


def test_a_layout_where_some_face_ends_no_line_is_refused():
    """A line starts at either end with that end's face, so a face ending no line could never start one."""
    assert every_face_ends_a_line({"A": [1, 2, 3], "B": [4, 1, 5], "C": [6, 2]}, 6)
    assert not every_face_ends_a_line({"A": [1, 2, 3], "B": [4, 1, 5], "C": [2, 6, 2]}, 6)


def test_a_replacement_differs_from_the_boards_it_joins():
    kept = kept_layouts(3)
    assert sorted(kept) == [-6, -5, -4, -2, -1]
    drawn = candidates(2, seed=7, others=tuple(kept.values()))
    assert all(differing_segments(new, old) >= MIN_DIFFERENT for new in drawn for old in kept.values())


def test_farthest_counts_in_targets_per_setting():
    assert farthest({"base": [96.0, 98.0]}) == 1.0
    assert farthest({"base": [97.0, 97.5], "mix": [70.0, 76.0]}) == 1.5


def test_a_replacement_is_chosen_by_its_predicted_means_on_the_reporting_seeds(tmp_path):
    """Board 6 scores 2 VP above the others where the boards are reported but not on the search seeds: the finalist
    a little above the others there centres the six best, not the one level with them on the search seeds."""
    boards = (1, 2, 4, 5, 6)
    reported = {(s, "strong", b): [92 if b == 6 else 90] for s in ("base", "mix") for b in boards}
    scores = tmp_path / "scores.json"
    keep(scores, reported, [], 1, 0.0)
    means = {-b: (88.0, 88.0) for b in boards} | {0: (88.0, 88.0), 1: (88.8, 88.8), 2: (91.0, 91.0)}
    finalists = dict(enumerate(candidates(3, seed=7)))
    write_replacement(tmp_path, 3, finalists, means, scores)
    assert json.loads((tmp_path / "board3.json").read_text())["pips"] == finalists[1]


def test_kept_scores_read_back_as_written(tmp_path):
    solo = {("base", "strong", 2): [90, 91], ("mix", "greedy", 6): [60]}
    table = [[[90, 80, 5, 70], [1, 2, 4, 3]]]
    keep(tmp_path / "scores.json", solo, table, 2, 12.5)
    assert kept(tmp_path / "scores.json") == (solo, table, 2, 12.5)


def test_a_stopped_run_goes_on_from_its_finished_jobs_and_refuses_another_run(tmp_path):
    path = tmp_path / "progress.jsonl"
    run = {"games": 2, "engine": "abc"}
    first = Progress(path, run)
    jobs = [["base", "strong", 1, 0], ["base", "strong", 1, 1], 0]
    first.record(jobs[0], 97, 30.0)
    again = Progress(path, run)
    assert again.todo(jobs) == jobs[1:]
    again.record(jobs[1], 88, 10.0)
    again.record(jobs[2], [[90, 80], [1, 2]], 20.0)
    last = Progress(path, run)
    assert last.todo(jobs) == [] and last.result(jobs[2]) == [[90, 80], [1, 2]]
    assert last.elapsed(5.0) == 55.0
    with pytest.raises(SystemExit, match="other arguments or another engine"):
        Progress(path, {**run, "engine": "abd"})
    last.finish()
    assert not path.exists()


def test_the_engine_digest_follows_its_source(tmp_path):
    (tmp_path / "rules.py").write_text("A = 1\n")
    before = source_digest(tmp_path)
    (tmp_path / "rules.py").write_text("A = 2\n")
    assert source_digest(tmp_path) != before
