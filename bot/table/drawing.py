"""Images are drawn in worker processes, one per core.

Pillow holds the GIL while it composites and rasterises text, so drawing in threads would queue every image
behind the others and behind the event loop; processes draw in parallel and leave the loop free to answer
clicks. The pool starts on first use and lives as long as the process; a worker whose bot process is gone (even
killed outright) ends itself. An image is a nicety, never a reason to lose a turn: a drawing that fails gives
None, and the caller posts its text alone.
"""

import asyncio
import atexit
import io
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import discord

log = logging.getLogger(__name__)

_pool: ProcessPoolExecutor | None = None


PARENT_CHECK_SECONDS = 1.0


def _end_with_parent() -> None:
    """In a worker: exit as soon as the process that started it is gone."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def pool() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        context = multiprocessing.get_context("spawn")
        _pool = ProcessPoolExecutor(os.cpu_count() or 1, mp_context=context, initializer=_end_with_parent)
        atexit.register(_pool.shutdown, cancel_futures=True)
    return _pool


async def draw(function: Callable[..., bytes], filename: str, *args: object) -> discord.File | None:
    """`function(*args)` in a worker process, as an attachment named `filename`."""
    try:
        data = await asyncio.get_running_loop().run_in_executor(pool(), function, *args)
    except Exception:
        log.exception("drawing %s failed", filename)
        return None
    return discord.File(io.BytesIO(data), filename=filename)
