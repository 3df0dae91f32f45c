"""Work under way in the process: interactions being answered and background posting, so that shutting down
refuses new work and lets what is under way end before the database closes."""

import asyncio
import logging
from collections.abc import Coroutine
from typing import TypeVar

from bot.storage.database import StorageUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

STOP_GRACE_SECONDS = 5.0
"""On shutdown, how long clicks and posts already under way may run to their end before they are cancelled."""


def _report(task: asyncio.Task[object]) -> None:
    """A background task's failure, logged when it ends: a database out of reach in one line (what it was doing is
    owed and done again by the ticker), anything else with its traceback."""
    error = None if task.cancelled() else task.exception()
    if isinstance(error, StorageUnavailable):
        log.warning("background work waits for the database (%s)", error)
    elif error is not None:
        log.error("background work failed", exc_info=error)


class Tasks:
    def __init__(self) -> None:
        self.stopping = False
        self.working: set[asyncio.Task[object]] = set()
        """Interactions being answered, awaited on shutdown so none is cut off between a commit and its answer."""
        self.background: set[asyncio.Task[object]] = set()
        """Posting scheduled by clicks, awaited on shutdown."""

    def admit(self) -> bool:
        """Whether an interaction may start; if so, its task is awaited on shutdown before the database closes."""
        task = asyncio.current_task()
        if self.stopping or task is None:
            return False
        self.working.add(task)
        task.add_done_callback(self.working.discard)
        return True

    def spawn(self, coroutine: Coroutine[object, None, T]) -> asyncio.Task[T]:
        """Run `coroutine` in the background, awaited on shutdown; its task."""
        task = asyncio.create_task(coroutine)
        self.background.add(task)
        task.add_done_callback(self.background.discard)
        task.add_done_callback(_report)
        return task

    async def stop(self) -> None:
        """No new work starts; what is under way gets `STOP_GRACE_SECONDS` to end, then is cancelled."""
        self.stopping = True
        busy = self.working | self.background
        if not busy:
            return
        _, late = await asyncio.wait(busy, timeout=STOP_GRACE_SECONDS)
        for task in late:
            task.cancel()
        await asyncio.gather(*late, return_exceptions=True)
