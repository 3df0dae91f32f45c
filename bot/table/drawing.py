"""Images are drawn in worker processes, one per core.

Pillow holds the GIL while it composites and rasterises text, so drawing in threads would queue every image
behind the others and behind the event loop; processes draw in parallel and leave the loop free to answer
clicks. Drawings that start from something a process prepared earlier (a player's board for their next
preview) name an affinity and always go to the same process, so its cache holds each board once; the others go
to the least busy process. The workers start on first use and live as long as the process; a worker whose bot
process is gone (even killed outright) ends itself. An image is a nicety, never a reason to lose a turn: a
drawing that fails gives None, and the caller posts its text alone.
"""

import asyncio
import atexit
import io
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import ProcessPoolExecutor

import discord

log = logging.getLogger(__name__)

_workers: list[ProcessPoolExecutor] = []
_queued: list[int] = []
"""Drawings sent to each worker and not yet back."""


PARENT_CHECK_SECONDS = 1.0


def _start_worker() -> None:
    """In a worker: exit as soon as the process that started it is gone."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def workers() -> list[ProcessPoolExecutor]:
    if not _workers:
        context = multiprocessing.get_context("spawn")
        for _ in range(os.cpu_count() or 1):
            worker = ProcessPoolExecutor(1, mp_context=context, initializer=_start_worker)
            atexit.register(worker.shutdown, cancel_futures=True)
            _workers.append(worker)
            _queued.append(0)
    return _workers


def choose(affinity: Hashable | None) -> int:
    """The worker for a drawing: fixed by its affinity, else the one with the fewest drawings queued."""
    count = len(workers())
    if affinity is not None:
        return hash(affinity) % count
    return min(range(count), key=_queued.__getitem__)


async def draw(
    function: Callable[..., bytes], filename: str, *args: object, affinity: Hashable | None = None
) -> discord.File | None:
    """`function(*args)` in a worker process, as an attachment named `filename`."""
    index = choose(affinity)
    _queued[index] += 1
    try:
        data = await asyncio.get_running_loop().run_in_executor(_workers[index], function, *args)
    except Exception:
        log.exception("drawing %s failed", filename)
        return None
    finally:
        _queued[index] -= 1
    return discord.File(io.BytesIO(data), filename=filename)
