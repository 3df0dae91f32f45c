"""The drawing processes: answers in order, a failing drawing gives None, a worker that dies is replaced, an idle
worker stops."""

import asyncio
import os
import time

import pytest

from bot.table import drawing, workers
from render.core.picture import Picture


def said(*args: object) -> str:
    """A picture's words, in the worker."""
    return f"drawn from {args}"


@pytest.fixture
async def pool():
    yield drawing.pool
    await drawing.close()


async def test_drawings_come_back_to_their_callers_in_parallel(pool):
    files = await asyncio.gather(
        *(drawing.draw(Picture(bytes.fromhex, said), f"{n}.png", f"{n:02x}" * n) for n in range(1, 40))
    )
    assert [f.filename for f in files] == [f"{n}.png" for n in range(1, 40)]
    assert [f.fp.read() for f in files] == [bytes([n] * n) for n in range(1, 40)]
    assert [f.description for f in files] == [f"drawn from {(f'{n:02x}' * n,)}" for n in range(1, 40)]
    assert len(pool.workers) == (os.cpu_count() or 1)
    assert all(w.queued == 0 for w in pool.workers)


async def test_the_same_affinity_goes_to_the_same_process(pool):
    """Drawn one after another (every queue empty), each affinity's drawings still go to its own worker."""
    workers = pool.current()
    named = {pool.choose(("seat", n)): ("seat", n) for n in range(50)}
    assert len(named) == len(workers), "50 affinities reach every worker"
    for worker, affinity in named.items():
        await drawing.draw(Picture(bytes, said), "a.png", 1, affinity=affinity)
        assert worker.process is not None
    pids = {worker: worker.process for worker in workers}
    for worker, affinity in named.items():
        await drawing.draw(Picture(bytes, said), "a.png", 2, affinity=affinity)
        assert worker.process is pids[worker]


async def test_a_drawing_that_raises_gives_none_and_the_worker_goes_on(pool, caplog):
    assert await drawing.draw(Picture(bytes.fromhex, said), "bad.png", "not hex", affinity=1) is None
    assert "drawing bad.png failed" in caplog.text
    good = await drawing.draw(Picture(bytes.fromhex, said), "good.png", "ff", affinity=1)
    assert good is not None and good.fp.read() == b"\xff"


async def test_a_worker_that_dies_fails_what_it_held_and_is_started_again(pool, caplog):
    worker = pool.choose(7)
    await drawing.draw(Picture(bytes, said), "warm.png", 1, affinity=7)
    first = worker.process
    assert first is not None
    died, queued = await asyncio.gather(
        drawing.draw(Picture(os._exit, said), "crash.png", 3, affinity=7),
        drawing.draw(Picture(bytes, said), "behind.png", 2, affinity=7),
    )
    assert died is None and queued is None
    assert "ended unexpectedly" in caplog.text
    again = await drawing.draw(Picture(bytes, said), "again.png", 2, affinity=7)
    assert again is not None and again.fp.read() == b"\x00\x00"
    assert worker.process is not first and first.returncode is not None


async def test_closing_ends_every_worker(pool):
    await asyncio.gather(*(drawing.draw(Picture(bytes, said), "x.png", 1, affinity=n) for n in range(4)))
    processes = [w.process for w in pool.workers]
    await drawing.close()
    assert all(p is not None and p.returncode == 0 for p in processes)


async def test_a_drawing_goes_past_its_busy_worker_when_another_is_much_less_busy(pool):
    if len(pool.current()) < 2:
        pytest.skip("one core, one worker")
    named = pool.choose("seat")
    loop = asyncio.get_running_loop()
    named.waiting.extend(loop.create_future() for _ in range(workers.SPILL))
    assert pool.choose("seat") is named
    named.waiting.append(loop.create_future())
    assert pool.choose("seat") is not named
    named.waiting.clear()


async def test_an_idle_worker_stops_and_the_next_drawing_starts_another(pool, monkeypatch, caplog):
    """Its memory goes with its process; nothing is logged as a failure, and drawing goes on as before."""
    monkeypatch.setattr(workers, "IDLE_SECONDS", 0.3)
    worker = pool.choose(5)
    await drawing.draw(Picture(bytes, said), "a.png", 1, affinity=5)
    first = worker.process
    assert first is not None
    await asyncio.sleep(0.1)
    assert (await drawing.draw(Picture(bytes, said), "b.png", 2, affinity=5)).fp.read() == b"\x00\x00"
    await asyncio.sleep(0.2)
    assert worker.process is first, "a drawing restarts the idle count"
    await asyncio.wait_for(first.wait(), 5)
    assert worker.process is None and first.returncode == 0
    again = await drawing.draw(Picture(bytes.fromhex, said), "c.png", "0a0b", affinity=5)
    assert again is not None and again.fp.read() == b"\x0a\x0b"
    assert worker.process is not None and worker.process is not first
    assert "unexpectedly" not in caplog.text and "failed" not in caplog.text


async def test_a_busy_worker_is_not_stopped(pool, monkeypatch):
    monkeypatch.setattr(workers, "IDLE_SECONDS", 0.05)
    worker = pool.choose(9)
    await drawing.draw(Picture(bytes, said), "warm.png", 1, affinity=9)
    process = worker.process
    slow = asyncio.create_task(drawing.draw(Picture(time.sleep, said), "slow.png", 0.5, affinity=9))
    await asyncio.sleep(0.3)
    assert worker.process is process and process is not None and process.returncode is None
    await slow


def note(path: str, text: str) -> bytes:
    """In the worker: `text` added to the file at `path`, to show what ran and in which order."""
    with open(path, "a") as out:
        out.write(text + "\n")
    return b""


async def test_a_spare_call_waits_until_its_worker_has_nothing_else_to_do(pool, tmp_path):
    path = str(tmp_path / "order")
    slow = asyncio.create_task(drawing.draw(Picture(time.sleep, said), "slow.png", 0.3, affinity=3))
    await asyncio.sleep(0.05)
    await drawing.prepare(note, path, "spare", affinity=3)
    await drawing.draw(Picture(note, said), "call.png", path, "call", affinity=3)
    await slow
    worker = pool.current()[hash(3) % len(pool.workers)]
    for _ in range(100):
        if not worker.waiting:
            break
        await asyncio.sleep(0.02)
    assert (tmp_path / "order").read_text() == "call\nspare\n"


async def test_an_idle_worker_runs_a_spare_call_at_once(pool, tmp_path):
    path = tmp_path / "order"
    await drawing.prepare(note, str(path), "spare", affinity=4)
    for _ in range(100):
        if path.exists():
            break
        await asyncio.sleep(0.02)
    assert path.read_text() == "spare\n"


async def test_a_spare_call_that_waited_too_long_is_dropped(pool, tmp_path, monkeypatch):
    monkeypatch.setattr(workers, "SPARE_SECONDS", 0.05)
    path = tmp_path / "order"
    slow = asyncio.create_task(drawing.draw(Picture(time.sleep, said), "slow.png", 0.3, affinity=3))
    await asyncio.sleep(0.05)
    await drawing.prepare(note, str(path), "stale", affinity=3)
    await slow
    await drawing.draw(Picture(note, said), "after.png", str(path), "after", affinity=3)
    assert path.read_text() == "after\n"


async def test_a_failing_spare_call_is_logged_and_the_worker_goes_on(pool, caplog):
    await drawing.prepare(bytes.fromhex, "not hex", affinity=1)
    good = await drawing.draw(Picture(bytes.fromhex, said), "good.png", "ff", affinity=1)
    assert good is not None and good.fp.read() == b"\xff"
    assert "a spare call failed" in caplog.text


async def test_a_worker_keeps_freed_image_memory_in_its_heap(pool):
    """Its allocator settings reach the process (images are allocated and freed there by the hundred a second)."""
    worker = pool.choose(None)
    for name, value in workers.HEAP.items():
        assert await worker.call(os.getenv, (name,)) == value


async def test_words_are_written_in_a_worker_and_a_failure_gives_none(pool, caplog):
    assert await drawing.words(str.upper, "read the board") == "READ THE BOARD"
    assert await drawing.words(bytes.fromhex, "not hex") is None
    assert "writing fromhex failed" in caplog.text
