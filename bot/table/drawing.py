"""Images are drawn in worker processes, one per core.

Pillow holds the GIL while it composites and rasterises text, so drawing in threads would queue every image
behind the others and behind the event loop; processes draw in parallel and leave the loop free to answer
clicks. The pool starts on first use and lives as long as the process. An image is a nicety, never a reason to
lose a turn: a drawing that fails gives None, and the caller posts its text alone.
"""

import asyncio
import atexit
import io
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import discord

log = logging.getLogger(__name__)

_pool: ProcessPoolExecutor | None = None


def pool() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        context = multiprocessing.get_context("forkserver")
        _pool = ProcessPoolExecutor(max_workers=os.cpu_count() or 1, mp_context=context)
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
