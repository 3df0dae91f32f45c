"""A cached game's old phases are packed away, and read back exactly as they were."""

import random

from hypothesis import example, given
from hypothesis import strategies as st

from bot.storage.games import GameRow, LoggedAction, SeatRow
from bot.table.archive import PhaseArchive
from bot.table.live_game import LiveGame
from engine.core.codec import dumps
from engine.powerline.config import PowerlineConfig
from engine.powerline.game import POWERLINE
from engine.powerline.playout import play_game, random_walk_plan

Operation = tuple[str, int, int]
operations = st.lists(
    st.tuples(st.sampled_from(["set", "get", "delete", "contains"]), st.integers(0, 12), st.integers()), max_size=60
)


@given(operations, st.integers(1, 4))
@example([("set", 1, 0), ("set", 2, 0), ("set", 3, 0), ("delete", 2, 0), ("delete", 3, 0), ("set", 1, 5)], 2)
def test_it_behaves_like_a_dict(steps: list[Operation], live: int) -> None:
    archive: PhaseArchive[tuple[int, ...]] = PhaseArchive(live=live)
    model: dict[int, tuple[int, ...]] = {}
    for name, phase, value in steps:
        if name == "set":
            archive[phase] = model[phase] = (value, phase)
        elif name == "get":
            assert archive.get(phase) == model.get(phase)
        elif name == "delete" and phase in model:
            del archive[phase], model[phase]
        assert (phase in archive) == (phase in model)
        assert list(archive) == sorted(model)
        assert len(archive) == len(model)
    assert dict(archive.items()) == model


def test_only_the_newest_phases_stay_objects() -> None:
    archive: PhaseArchive[list[int]] = PhaseArchive(list, live=2)
    for phase in range(1, 6):
        archive[phase].append(phase)
    assert archive[6] == [] and 6 in archive  # a missing phase reads as a new empty value, like a defaultdict
    newest = archive[6]
    newest.append(6)
    assert archive[6] == [6]  # live: the very object
    old = archive[1]
    assert old == [1]
    old.append(99)
    assert archive[1] == [1]  # packed: each read is a copy
    assert archive[1] is not archive[1]


def test_a_late_game_reads_every_phase_as_it_was() -> None:
    config = PowerlineConfig(players=4, seed=11)
    record = play_game(config, [random_walk_plan] * 4, random.Random(11))
    row = GameRow(1, "powerline", 1, 1, 1, 1, "running", "{}", dumps(config), None, "en")
    seats = tuple(SeatRow(seat, seat + 1, f"P{seat}", None) for seat in range(4))
    table = LiveGame.replay(POWERLINE, row, seats, [LoggedAction(dumps(a), "player") for a in record.actions])
    state = POWERLINE.initial_state(config)
    ends: dict[int, object] = {}
    events: dict[int, list[object]] = {}
    for action in record.actions:
        phase = POWERLINE.phase_key(state)
        state, happened = POWERLINE.apply(state, action)
        events.setdefault(phase, []).extend(happened)
        if POWERLINE.phase_key(state) != phase:
            ends[phase] = state
    assert len(ends) == 15
    assert list(table.phase_ends) == sorted(ends)
    assert all(table.phase_ends[r] == ends[r] for r in ends)
    assert all(table.phase_events[r] == events[r] for r in events)
