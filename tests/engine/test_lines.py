"""Line progress helpers shared by the planner and the renderer, next scoring, VP change and round history."""

import random

from engine.powerline import PowerlineConfig
from engine.powerline.events import CitySupplied, EndPenalty, IslandLoss, StationCompleted, TilePaid, vp_change
from engine.powerline.history import round_states
from engine.powerline.lines import built_segments, next_segment, open_segments
from engine.powerline.playout import play_game, random_walk_plan
from engine.powerline.rules import load_rules


def test_open_segments():
    assert open_segments(5, 0, 0) == ((0, 1), (4, -1))
    assert open_segments(5, 2, 1) == ((2, 1),)
    assert open_segments(5, 2, -1) == ((2, -1),)
    assert open_segments(5, 1, -1) == ((3, -1),)
    assert open_segments(5, 5, 1) == ()


def test_built_and_next_segments():
    assert built_segments(5, 0, 0) == ()
    assert built_segments(5, 2, 1) == (0, 1)
    assert built_segments(5, 2, -1) == (4, 3)
    assert next_segment(5, 0, 0) is None
    assert next_segment(5, 2, -1) == 2
    assert next_segment(5, 5, 1) is None


def test_next_scoring():
    rules = load_rules()
    assert [rules.next_scoring(r) for r in (1, 5, 6, 10, 11, 15, 16)] == [1, 1, 2, 2, 3, 3, None]


def test_vp_change_sums_one_seats_gains_and_losses():
    events = [
        CitySupplied(0, "C", 3),
        StationCompleted(0, "W1", 5),
        TilePaid(0, "A", 1, 3, 5),
        IslandLoss(0, 2, 2, 1),
        EndPenalty(0, 2, 3, 3),
        CitySupplied(1, "A", 6),
    ]
    assert vp_change(events, 0) == 3 + 5 + 5 - 1 - 3
    assert vp_change(events, 1) == 6


def test_round_states_has_setup_and_every_round():
    record = play_game(PowerlineConfig(players=2, seed=4), [random_walk_plan] * 2, random.Random(1))
    states = round_states(record)
    assert len(states) == load_rules().rounds + 1
    assert states[0].round == 1 and states[-1] == record.state
