"""The engine plays recorded games exactly as the engine that recorded them (`benchmarks.barrage_equivalence`): the
same legal actions, computer choices, states and events at every step. The suite checks a few random games of every
player count and setup and one with a strong seat; the benchmark checks all 2,060 (60 with a strong seat)."""

import pytest

from benchmarks.barrage_equivalence import SETUPS, Trace, load, play

QUICK = 12


def quick() -> list[Trace]:
    """The first recorded random games (every player count with both setups) and the first with a strong seat."""
    traces = load()
    return [
        *[t for t in traces if set(t.levels) == {"random"}][:QUICK],
        next(t for t in traces if "strong" in t.levels),
    ]


def test_the_quick_games_cover_every_player_count_and_setup() -> None:
    assert {(t.players, t.setup) for t in quick()} == {(p, s) for p in (2, 3, 4) for s in SETUPS}
    assert any("strong" in t.levels for t in quick())


@pytest.mark.parametrize(
    "trace", quick(), ids=lambda t: f"{t.players}p-{t.setup}-{'-'.join(sorted(set(t.levels)))}-{t.seed}"
)
def test_a_recorded_game_is_played_the_same_step_by_step(trace: Trace) -> None:
    assert play(trace.seed, trace.players, trace.setup, trace.levels) == trace


def test_a_game_played_differently_does_not_match() -> None:
    """The digest covers the game: another seed's game of the same shape differs."""
    trace = quick()[0]
    assert play(trace.seed + 1, trace.players, trace.setup, trace.levels).digest != trace.digest
