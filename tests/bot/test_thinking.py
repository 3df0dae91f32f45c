"""Computer players think in worker processes: a worker that dies or hangs is replaced and the move asked again;
when none answers, the game waits for the ticker to ask again and nothing is lost."""

import os
import time
from pathlib import Path

import pytest

from bot.table import thinking
from harness.words import pl_opening
from tests.bot.helpers import text, turns_of
from tests.bot.powerlines_helpers import start_duel, take_turn, turn_card


@pytest.fixture
async def pool():
    yield thinking.pool
    await thinking.close()


def crash_once(marker: Path) -> int:
    """Dies the first time (as a worker killed mid-move would), answers 42 the next."""
    if not marker.exists():
        marker.touch()
        os._exit(1)
    return 42


def always_crash() -> int:
    os._exit(1)


async def test_a_worker_that_dies_is_replaced_and_the_move_asked_again(pool, tmp_path):
    assert await thinking.think(crash_once, tmp_path / "crashed") == 42
    assert (tmp_path / "crashed").exists()


async def test_a_worker_that_hangs_is_stopped_and_the_move_asked_again(pool, monkeypatch):
    monkeypatch.setattr(thinking, "THINK_SECONDS", 0.5)
    began = time.monotonic()
    with pytest.raises(thinking.ThinkingFailed):
        await thinking.think(time.sleep, 30)
    assert time.monotonic() - began < 10
    assert await thinking.think(abs, -3) == 3  # a new worker answers


async def test_no_answer_after_every_attempt_is_thinking_failed(pool):
    with pytest.raises(thinking.ThinkingFailed):
        await thinking.think(always_crash)


async def test_a_move_no_worker_gave_is_played_by_the_ticker_and_nothing_is_lost(env, fast_images, monkeypatch):
    duel = await start_duel(env, computer="strong")
    host = env.bot.host
    real = thinking.think

    async def unanswered(*args: object) -> object:
        raise thinking.ThinkingFailed("no worker")

    monkeypatch.setattr(thinking, "think", unanswered)
    placed = await take_turn(duel.alice, duel.thread)
    assert text(placed.response).startswith(pl_opening("placed-ok", "tile"))  # her move is in, and she is told so
    assert host.backlog.thinking == {1}
    assert (await host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 1
    monkeypatch.setattr(thinking, "think", real)
    await host.computer.catch_up()
    assert host.backlog.thinking == set()
    assert (await host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 2
    card = turn_card(duel.thread)  # alice's next card, after the computer's move
    assert turns_of(card.components) == {"2"}


async def test_hints_have_a_worker_of_their_own(pool):
    """A person's hint never waits in line behind a computer seat's move, nor runs on the event loop's process; it
    takes what CPU is left."""
    mover, adviser = await thinking.think(os.getpid), await thinking.advise(os.getpid)
    assert len({os.getpid(), mover, adviser}) == 3
    assert len(thinking.advisers.workers) == 1
    assert await thinking.advise(os.nice, 0) == await thinking.think(os.nice, 0) + thinking.HINT_NICENESS
