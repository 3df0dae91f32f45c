"""Images are drawn in worker processes (`bot.table.workers`), one per core, each with its description (its alt
text, `render.core.picture`), in the reader's language.

An image is a nicety, never a reason to lose a turn: a drawing that fails gives None, and the caller posts its text
alone.
"""

import io
import logging
from collections.abc import Callable, Hashable

import discord

from bot.table.workers import Pool, WorkFailed
from render.core.picture import ALT_LIMIT

log = logging.getLogger(__name__)

pool = Pool("drawing")


async def draw(
    picture: Callable[..., tuple[bytes, str]], filename: str, *args: object, affinity: Hashable | None = None
) -> discord.File | None:
    """`picture(*args)` (a `render.core.picture.Picture`, its options bound) in a worker process, as an attachment
    named `filename` that carries the picture's description."""
    try:
        data, words = await pool.choose(affinity).call(picture, args)
    except WorkFailed as error:
        log.warning("drawing %s failed: %s", filename, error)  # the worker logged its own traceback, if any
        return None
    except Exception:
        log.exception("drawing %s failed", filename)
        return None
    return discord.File(io.BytesIO(data), filename=filename, description=words[:ALT_LIMIT])


async def words(function: Callable[..., str], *args: object) -> str | None:
    """`function(*args)`, text built from a game's state (the board in words), in a worker process; None if it
    failed."""
    try:
        said: str = await pool.choose(None).call(function, args)
    except Exception:
        log.exception("writing %s failed", getattr(function, "__name__", function))
        return None
    return said


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
