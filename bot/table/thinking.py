"""Computer players and hints think in worker processes (`bot.table.workers`), pools of their own beside the
drawing one, never on the event loop's process: a strong computer turn can cost a third of a second of pure Python,
which in a thread would hold the GIL that every table's clicks need. Hints (a suggested plan, the whole turns a
picker offers) have a worker of their own, so a computer seat's move never waits in line behind a person's hint.

The engine's computer players are deterministic functions of the state, so asking again gives the same move. A
call that outlives `THINK_SECONDS` has its worker killed; a worker that dies is replaced and the call asked again,
`ATTEMPTS` times in all, before `ThinkingFailed`: the caller then leaves the turn to be asked again later, and
nothing is lost.
"""

import asyncio
import logging
from collections.abc import Callable, Hashable
from typing import TypeVar

from bot.table.workers import Pool, WorkFailed

log = logging.getLogger(__name__)
T = TypeVar("T")

THINK_SECONDS = 60.0
"""Far above any level's slowest decision (2 s at most measured)."""
ATTEMPTS = 3
HINT_NICENESS = 19
"""Hints take what the cores have left once computer seats, drawings and the bot had theirs: on a busy machine a
hint takes longer, never a computer seat's move (measured in `docs/performance.md`)."""

pool = Pool("thinking", spill=1)
"""Computer seats' moves, and those of players whose time ran out or who are away. A game's calls go to one worker
while it is not two calls busier than another: a computer player that plans a whole turn and plays it a choice per
call keeps the plan in that worker's memory, where another worker would work it out again."""
advisers = Pool("hints", size=1, nice=HINT_NICENESS)
"""Hints for a person waiting on their picker or planner."""


class ThinkingFailed(Exception):
    """No worker gave an answer in `ATTEMPTS` tries."""


async def think(function: Callable[..., T], *args: object, affinity: Hashable | None = None) -> T:
    """`function(*args)` in a thinking process: a computer player's move (`affinity`: its game)."""
    return await _call(pool, function, args, affinity)


async def advise(function: Callable[..., T], *args: object) -> T:
    """`function(*args)` in the hints' thinking process."""
    return await _call(advisers, function, args, None)


async def _call(pool: Pool, function: Callable[..., T], args: tuple[object, ...], affinity: Hashable | None) -> T:
    for attempt in range(1, ATTEMPTS + 1):
        worker = pool.choose(affinity)
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
    await asyncio.gather(pool.close(), advisers.close())
