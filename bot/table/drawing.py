"""Images are drawn in worker processes (`bot.table.workers`), one per core.

An image is a nicety, never a reason to lose a turn: a drawing that fails gives None, and the caller posts its text
alone.
"""

import io
import logging
from collections.abc import Callable, Hashable

import discord

from bot.table.workers import Pool, WorkFailed

log = logging.getLogger(__name__)

pool = Pool("drawing")


async def draw(
    function: Callable[..., bytes], filename: str, *args: object, affinity: Hashable | None = None
) -> discord.File | None:
    """`function(*args)` in a worker process, as an attachment named `filename`."""
    try:
        data = await pool.choose(affinity).call(function, args)
    except WorkFailed as error:
        log.warning("drawing %s failed: %s", filename, error)  # the worker logged its own traceback, if any
        return None
    except Exception:
        log.exception("drawing %s failed", filename)
        return None
    return discord.File(io.BytesIO(data), filename=filename)


async def prepare(function: Callable[..., object], *args: object, affinity: Hashable) -> None:
    """`function(*args)` run ahead of a drawing that will want what it leaves in its worker's cache, once that
    worker is idle (`Pool.prepare`). Only an optimisation: a failure is logged and forgotten."""
    try:
        await pool.prepare(function, args, affinity)
    except Exception:
        log.exception("preparing for a drawing failed")


async def close() -> None:
    """Let the workers finish the drawing in hand and exit (the bot is stopping)."""
    await pool.close()
