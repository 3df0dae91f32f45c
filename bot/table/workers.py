"""Worker processes fed straight from the event loop: a pool runs pickled calls in child processes, one per core.

Pillow holds the GIL while it composites and rasterises text, and a computer player thinks in pure Python, so
either in a thread would queue behind the others and behind the event loop; processes work in parallel and leave
the loop free to answer clicks. Each worker is a child process (`bot.table.worker_process`) reading
length-prefixed pickled calls on its stdin and answering in order on its stdout; the loop writes and reads those
pipes itself. A `ProcessPoolExecutor` did the same through a feeder and a manager thread per worker, which under
load waited for the GIL between every two calls and left the workers idle half the time with dozens queued.

Calls that start from something a process prepared earlier (a player's board for their next preview) name an
affinity and go to the same process, so its cache holds each board once, unless that process is far busier than
another; the others go to the least busy process. The workers start on first use; a worker whose bot process is
gone (even killed outright) reads the end of its input and exits, a worker that died is started again at the next
call, and one idle for a minute stops (its memory goes with it).

Work done ahead of a click (the board a player's first preview of a round starts from) is sent as a spare call: it
goes to its worker only while that worker has nothing else to do, so it never delays a click, and a spare that
waited too long is dropped (the click builds what it needs itself).
"""

import asyncio
import logging
import os
import pickle
import sys
import time
from collections import deque
from collections.abc import Callable, Hashable
from typing import Any

from bot.metrics import WORK_SECONDS
from bot.table.kept import Kept, outgoing
from bot.table.worker_process import FRAME

log = logging.getLogger(__name__)

WORKER_MODULE = "bot.table.worker_process"
SPILL = 6
"""How many more calls a named worker may have queued than the least busy one before a call goes to the other
instead (where a preview costs about twice as much: its board is drawn first)."""
SPARE_SECONDS = 30.0
"""A spare call not yet sent after this long is dropped: what it would prepare is likely stale."""
SPARE_LIMIT = 2000
"""Spare calls one worker holds at most; the oldest go first."""
HEAP = {"MALLOC_MMAP_THRESHOLD_": str(64 * 2**20), "MALLOC_TRIM_THRESHOLD_": str(256 * 2**20)}
"""glibc's allocator settings for a worker: an image's pixels (up to a few MB each) come from the heap and go back
to it, instead of being mapped from the system and handed back each time, whose fresh pages cost a fault apiece
(a round summary drew in 15 ms that way, 9 ms with these). The heap keeps its peak until the worker stops."""
STOP_SECONDS = 2.0
"""On close, how long a worker may take to finish the call in hand before it is killed."""
IDLE_SECONDS = 60.0
"""A worker with nothing to do for this long is stopped: its fonts, plates and caches (70-140 MB for drawing) go
with it. The next call starts a new one, which costs its first call about 0.3 s of imports on top of warming its
caches again, so only a bot that was quiet for a minute pays it."""


class WorkFailed(Exception):
    """The call raised in the worker, or the worker died before it answered."""


class Worker:
    """One worker process and the calls sent to it, answered in the order they were sent. Answers are read by a
    task that runs only while calls wait, so an idle worker leaves nothing pending on the event loop."""

    def __init__(self, nice: int = 0, name: str = "drawing") -> None:
        self.nice = nice
        self.name = name
        """Its pool's name, for `/metrics`."""
        """How much lower than the bot's its process's scheduling priority is."""
        self.process: asyncio.subprocess.Process | None = None
        self.waiting: deque[asyncio.Future[Any] | None] = deque()
        """A future per call sent and not yet answered, in order; None for a spare call (nobody waits on it)."""
        self.spare: deque[tuple[float, Callable[..., Any], tuple[object, ...]]] = deque(maxlen=SPARE_LIMIT)
        """Spare calls not yet sent, oldest first, with when each was asked for."""
        self.kept = Kept()
        """The states the worker process keeps (`bot.table.kept`)."""
        self._starting = asyncio.Lock()
        self._reader: asyncio.Task[None] | None = None
        self._broken = False
        self._closing = False
        self._idle: asyncio.TimerHandle | None = None
        self._retiring: set[asyncio.Task[None]] = set()

    @property
    def queued(self) -> int:
        return len(self.waiting)

    @property
    def broken(self) -> bool:
        """Its process failed and is being replaced."""
        return self._broken

    async def call(self, function: Callable[..., Any], args: tuple[object, ...]) -> Any:
        self._wake()
        process = await self._running()
        assert process.stdin is not None
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._send(process, function, args, future)
        try:
            await process.stdin.drain()
        except ConnectionError as error:
            future.cancel()
            raise WorkFailed("the worker process is gone") from error
        with WORK_SECONDS.labels(self.name).time():
            return await future

    async def prepare(self, function: Callable[..., Any], args: tuple[object, ...]) -> None:
        """Run `function(*args)` for its side effect (a cache it fills) once this worker has nothing else to do."""
        self.spare.append((time.monotonic(), function, args))
        self._wake()
        process = await self._running()
        if not self.waiting:
            self._send_spare(process)

    def _send(
        self,
        process: asyncio.subprocess.Process,
        function: Callable[..., Any],
        args: tuple[object, ...],
        future: asyncio.Future[Any] | None,
    ) -> None:
        """Pickled as it is written, so the states it names by key are those the process keeps now."""
        assert process.stdin is not None
        call = outgoing(self.kept, function, args)
        payload = pickle.dumps(call, pickle.HIGHEST_PROTOCOL)
        self.kept.sent(call)
        self.waiting.append(future)
        process.stdin.write(FRAME.pack(len(payload)) + payload)
        if self._reader is None:
            self._reader = asyncio.create_task(self._read(process))

    def _send_spare(self, process: asyncio.subprocess.Process) -> None:
        """The oldest spare call still fresh, if any, sent to the idle worker."""
        stale = time.monotonic() - SPARE_SECONDS
        while self.spare:
            asked, function, args = self.spare.popleft()
            if asked >= stale:
                self._send(process, function, args, None)
                return

    async def _running(self) -> asyncio.subprocess.Process:
        """The worker's process, started anew if it never ran or has died."""
        async with self._starting:
            process = self.process
            if process is None or process.returncode is not None or self._broken:
                if process is not None and process.returncode is None:
                    process.kill()
                self.process = process = await asyncio.create_subprocess_exec(
                    sys.executable,
                    "-m",
                    WORKER_MODULE,
                    str(self.nice),
                    stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE,
                    env={**os.environ, **HEAP},
                )
                self.kept = Kept()
                self._broken = False
            return process

    async def _read(self, process: asyncio.subprocess.Process) -> None:
        """Hand each answer to the call that waits for it, while any waits; if the process ends, every waiting call
        fails and the next call starts a new process."""
        assert process.stdout is not None
        try:
            while self.waiting:
                (size,) = FRAME.unpack(await process.stdout.readexactly(FRAME.size))
                ok, value = pickle.loads(await process.stdout.readexactly(size))
                future = self.waiting.popleft()
                if future is None and not ok:
                    log.warning("a spare call failed: %s", value)
                elif future is None or future.done():
                    pass  # a spare call, or its caller gave up (cancelled)
                elif ok:
                    future.set_result(value)
                else:
                    future.set_exception(WorkFailed(value))
                if not self.waiting:
                    self._send_spare(process)
            self._wake()
            self._idle = asyncio.get_running_loop().call_later(IDLE_SECONDS, self._retire)
        except (asyncio.IncompleteReadError, ConnectionError):
            self._broken = True
            if not self._closing:
                log.warning("worker process %s ended unexpectedly", process.pid)
            while self.waiting:
                future = self.waiting.popleft()
                if future is not None and not future.done():
                    future.set_exception(WorkFailed("the worker process ended"))
        finally:
            self._reader = None

    def _wake(self) -> None:
        """No longer idle: the pending stop is called off."""
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None

    def _retire(self) -> None:
        """Stop the idle process: the next call starts a new one, so none is ever sent to a process that is
        leaving."""
        self._idle = None
        process = self.process
        if self.waiting or self._starting.locked() or process is None:
            return
        self.process = None
        task = asyncio.create_task(_stop(process))
        self._retiring.add(task)
        task.add_done_callback(self._retiring.discard)

    def kill(self) -> None:
        """End a process stuck in a call: every call waiting on it fails, and the next call starts a new one."""
        if self.process is not None and self.process.returncode is None:
            self._broken = True
            self.process.kill()

    async def close(self) -> None:
        self._wake()
        self._closing = True
        process, self.process = self.process, None
        await asyncio.gather(*self._retiring, *([] if process is None else [_stop(process)]))


async def _stop(process: asyncio.subprocess.Process) -> None:
    """End of input: the process finishes the call in hand and exits, or is killed after `STOP_SECONDS`."""
    if process.returncode is not None:
        return
    assert process.stdin is not None
    process.stdin.close()
    try:
        await asyncio.wait_for(process.wait(), STOP_SECONDS)
    except TimeoutError:
        process.kill()
        await process.wait()


class Pool:
    """`size` workers (a worker per core by default), bound to the event loop that started them (tests run several
    loops in turn)."""

    def __init__(self, name: str, size: int | None = None, spill: int = SPILL, nice: int = 0) -> None:
        self.name = name
        self.size = size
        self.spill = spill
        self.nice = nice
        self.loop: asyncio.AbstractEventLoop | None = None
        self.workers: list[Worker] = []

    def current(self) -> list[Worker]:
        loop = asyncio.get_running_loop()
        if self.loop is not loop:
            self.loop = loop
            self.workers = [Worker(self.nice, self.name) for _ in range(self.size or os.cpu_count() or 1)]
        return self.workers

    def choose(self, affinity: Hashable | None) -> Worker:
        """The worker for a call: the one with the fewest calls queued, or the one its affinity names unless that
        one has `spill` more queued than the least busy (then doing again elsewhere what that one keeps is quicker
        than waiting)."""
        workers = self.current()
        least = min(workers, key=lambda w: w.queued)
        if affinity is None:
            return least
        named = workers[hash(affinity) % len(workers)]
        return least if named.queued - least.queued > self.spill else named

    async def prepare(self, function: Callable[..., Any], args: tuple[object, ...], affinity: Hashable) -> None:
        """A spare call (see `Worker.prepare`) to the worker `affinity` names, however busy: prepared anywhere
        else, it would help nobody."""
        workers = self.current()
        await workers[hash(affinity) % len(workers)].prepare(function, args)

    async def close(self) -> None:
        if self.loop is asyncio.get_running_loop():
            await asyncio.gather(*(w.close() for w in self.workers))
        self.loop, self.workers = None, []
