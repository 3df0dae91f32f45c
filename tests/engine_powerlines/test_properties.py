"""Invariants over random legal matches (hypothesis chooses configs and the random choices)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.powerlines import (
    POWERLINES,
    PlaceTile,
    PowerLinesConfig,
    frame,
    legal_cells,
    on_turn,
    remaining,
    seat_scores,
    side_of,
)
from engine.powerlines.errors import FrameError, PlacementError
from engine.powerlines.rules import load_rules
from tests.engine_powerlines.helpers import random_play

configs = st.builds(
    PowerLinesConfig,
    seed=st.integers(0, 10_000),
    suits_seat=st.sampled_from([None, 0, 1]),
    first_seat=st.sampled_from([None, 0, 1]),
    games=st.sampled_from([1, 2]),
)
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(configs, st.integers(0, 2**32))
def test_every_finished_grid_is_a_full_square_and_its_lines_add_up(config, rng_seed):
    rules = load_rules()
    state = random_play(config, random.Random(rng_seed)).state
    assert len(state.finished) == config.games and on_turn(state) is None
    for score in state.finished:
        box = frame(score.grid)
        assert box is not None and (box.width, box.height) == (rules.size, rules.size)
        assert sorted(c.tile for c in score.grid) == list(range(rules.tiles))
        assert len({(c.x, c.y) for c in score.grid}) == rules.tiles
        assert len(score.lines) == 2 * rules.size + 2
        for line in score.lines:
            assert line.points == (max(line.suits, line.values) if line.suits != line.values else 0)
            assert line.side == (
                None if line.suits == line.values else "suits" if line.suits > line.values else "values"
            )
        assert score.suits == sum(line.points for line in score.lines if line.side == "suits")
        assert score.values == sum(line.points for line in score.lines if line.side == "values")
    outcome = POWERLINES.outcome(state)
    assert outcome is not None and outcome.scores == seat_scores(state)
    for seat in (0, 1):
        side = side_of(state, seat)
        assert outcome.scores[seat] == sum(getattr(score, side) for score in state.finished)
    assert sorted(outcome.ranks) in ([1, 1], [1, 2])


@settings(max_examples=15, deadline=None)
@given(configs, st.integers(0, 2**32), st.integers(0, 31))
def test_every_legal_action_is_accepted_and_nothing_else_on_the_grid_is(config, rng_seed, tiles):
    state = random_play(config, random.Random(rng_seed), tiles).state
    seat = on_turn(state)
    if seat is None:
        return
    actions = list(POWERLINES.legal_actions(state, seat))
    assert len(actions) == len(remaining(state)) * len(legal_cells(state))
    for action in actions:
        after, events = POWERLINES.apply(state, action)
        assert after.turn == state.turn + 1 and events
    cells = set(legal_cells(state))
    tile = remaining(state)[0]
    for x in range(-4, 5):
        for y in range(-4, 5):
            if (x, y) not in cells:
                try:
                    POWERLINES.apply(state, PlaceTile(seat, state.turn, tile, x, y))
                except (PlacementError, FrameError):
                    pass
                else:
                    raise AssertionError(f"({x}, {y}) was accepted but not offered")
