"""The drawing processes: answers in order, a failing drawing gives None, a worker that dies is replaced, an idle
worker lets its caches go."""

import asyncio
import os
import pickle
import threading
import time

import pytest

from bot.table import draw_worker, drawing
from render.core.cache import BoundedCache, release_all, remembered


@pytest.fixture
async def pool():
    yield drawing.pool
    await drawing.close()


async def test_drawings_come_back_to_their_callers_in_parallel(pool):
    files = await asyncio.gather(*(drawing.draw(bytes.fromhex, f"{n}.png", f"{n:02x}" * n) for n in range(1, 40)))
    assert [f.filename for f in files] == [f"{n}.png" for n in range(1, 40)]
    assert [f.fp.read() for f in files] == [bytes([n] * n) for n in range(1, 40)]
    assert len(pool.workers) == (os.cpu_count() or 1)
    assert all(w.queued == 0 for w in pool.workers)


async def test_the_same_affinity_goes_to_the_same_process(pool):
    """Drawn one after another (every queue empty), each affinity's drawings still go to its own worker."""
    workers = pool.current()
    named = {pool.choose(("seat", n)): ("seat", n) for n in range(50)}
    assert len(named) == len(workers), "50 affinities reach every worker"
    for worker, affinity in named.items():
        await drawing.draw(bytes, "a.png", 1, affinity=affinity)
        assert worker.process is not None
    pids = {worker: worker.process for worker in workers}
    for worker, affinity in named.items():
        await drawing.draw(bytes, "a.png", 2, affinity=affinity)
        assert worker.process is pids[worker]


async def test_a_drawing_that_raises_gives_none_and_the_worker_goes_on(pool, caplog):
    assert await drawing.draw(bytes.fromhex, "bad.png", "not hex", affinity=1) is None
    assert "drawing bad.png failed" in caplog.text
    good = await drawing.draw(bytes.fromhex, "good.png", "ff", affinity=1)
    assert good is not None and good.fp.read() == b"\xff"


async def test_a_worker_that_dies_fails_what_it_held_and_is_started_again(pool, caplog):
    worker = pool.choose(7)
    await drawing.draw(bytes, "warm.png", 1, affinity=7)
    first = worker.process
    assert first is not None
    died, queued = await asyncio.gather(
        drawing.draw(os._exit, "crash.png", 3, affinity=7), drawing.draw(bytes, "behind.png", 2, affinity=7)
    )
    assert died is None and queued is None
    assert "ended unexpectedly" in caplog.text
    again = await drawing.draw(bytes, "again.png", 2, affinity=7)
    assert again is not None and again.fp.read() == b"\x00\x00"
    assert worker.process is not first and first.returncode is not None


async def test_closing_ends_every_worker(pool):
    await asyncio.gather(*(drawing.draw(bytes, "x.png", 1, affinity=n) for n in range(4)))
    processes = [w.process for w in pool.workers]
    await drawing.close()
    assert all(p is not None and p.returncode == 0 for p in processes)


async def test_a_drawing_goes_past_its_busy_worker_when_another_is_much_less_busy(pool):
    workers = pool.current()
    if len(workers) < 2:
        pytest.skip("one core, one worker")
    named = pool.choose("seat")
    loop = asyncio.get_running_loop()
    named.waiting.extend(loop.create_future() for _ in range(drawing.SPILL))
    assert pool.choose("seat") is named
    named.waiting.append(loop.create_future())
    assert pool.choose("seat") is not named
    named.waiting.clear()


def test_a_worker_lets_its_caches_go_once_each_time_it_falls_idle(monkeypatch):
    """Not before its first drawing, once per quiet spell however long, and it draws as before afterwards."""
    released = []
    monkeypatch.setattr(draw_worker, "release", lambda: released.append(time.monotonic()))
    calls_in, calls_out = os.pipe()
    answers_in, answers_out = os.pipe()
    source, sink = os.fdopen(calls_in, "rb", buffering=0), os.fdopen(answers_out, "wb")
    server = threading.Thread(target=draw_worker.serve, args=(source, sink, 0.2))
    server.start()
    answers = os.fdopen(answers_in, "rb")

    def call(*args: object) -> object:
        data = pickle.dumps((bytes.fromhex, args))
        os.write(calls_out, draw_worker.FRAME.pack(len(data)) + data)
        (size,) = draw_worker.FRAME.unpack(answers.read(draw_worker.FRAME.size))
        return pickle.loads(answers.read(size))

    try:
        time.sleep(0.5)
        assert released == [], "nothing to let go before the first drawing"
        assert call("01") == (True, b"\x01")
        time.sleep(0.7)
        assert len(released) == 1, "one release per quiet spell"
        assert call("0203") == (True, b"\x02\x03") and call("04") == (True, b"\x04")
        time.sleep(0.5)
        assert len(released) == 2
    finally:
        os.close(calls_out)
        server.join(5)
        answers.close()
    assert not server.is_alive(), "the worker ends with its input"


def test_letting_go_empties_every_bounded_cache():
    cache = BoundedCache(1000, len)
    cache.get("a", lambda: b"xyz")
    assert release_all() >= 3 and cache.held == 0 and list(cache) == []


def test_letting_go_forgets_what_remembered_functions_drew():
    drawn = []

    @remembered
    def plate(size: int) -> bytes:
        drawn.append(size)
        return bytes(size)

    plate(3), plate(3)
    release_all()
    plate(3)
    assert drawn == [3, 3]
