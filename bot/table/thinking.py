"""Computer players and hints think in worker processes (`bot.table.workers`), a pool of their own beside the
drawing one, never on the event loop's process: a strong computer turn can cost a third of a second of pure Python,
which in a thread would hold the GIL that every table's clicks need.

The engine's computer players are deterministic functions of the state, so asking again gives the same move. A
call that outlives `THINK_SECONDS` has its worker killed; a worker that dies is replaced and the call asked again,
`ATTEMPTS` times in all, before `ThinkingFailed`: the caller then leaves the turn to be asked again later, and
nothing is lost.
"""

import asyncio
import logging
from collections.abc import Callable
from typing import TypeVar

from bot.table.workers import Pool, WorkFailed

log = logging.getLogger(__name__)
T = TypeVar("T")

THINK_SECONDS = 60.0
"""Far above any level's slowest decision (2 s at most measured)."""
ATTEMPTS = 3

pool = Pool()


class ThinkingFailed(Exception):
    """No worker gave an answer in `ATTEMPTS` tries."""


async def think(function: Callable[..., T], *args: object) -> T:
    """`function(*args)` in a thinking process: a computer player's move or a hint."""
    for attempt in range(1, ATTEMPTS + 1):
        worker = pool.choose(None)
        try:
            result: T = await asyncio.wait_for(worker.call(function, args), THINK_SECONDS)
            return result
        except TimeoutError:
            log.warning("%s took over %s s (attempt %s): its worker is stopped", function, THINK_SECONDS, attempt)
            worker.kill()
        except WorkFailed as error:
            log.warning("%s failed in its worker (attempt %s): %s", function, attempt, error)
    raise ThinkingFailed(f"{function} gave no answer in {ATTEMPTS} attempts")


async def close() -> None:
    """Let the workers finish the move in hand and exit (the bot is stopping)."""
    await pool.close()
