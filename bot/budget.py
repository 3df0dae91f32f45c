"""Discord's global budget, spent on purpose: the bot paces its own REST calls so that it normally never meets a
global 429, and what a person waits on goes before what is only cosmetic.

Discord allows one bot token a number of requests a second across every process using it (50 unless Discord raised
it for the bot); interaction endpoints are outside that budget. Each process takes its shards' share of it, a little
under, as a token bucket whose burst keeps any one second within the share. Every REST call discord.py makes passes
through `Budget.acquire` (an aiohttp trace hook, so retries are paced too), in order of `PRIORITY`, which the caller
sets: posts people wait on (results, turn cards) first, progress (who has planned, a status card) after, direct
messages and other background work last. A global 429 stops every call for its `Retry-After` and lowers the pace,
which then climbs back: the budget is learned from what Discord answers, not only from the setting.
"""

import asyncio
import contextlib
import heapq
import itertools
import re
import time
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from enum import IntEnum
from typing import Any

import aiohttp

from bot import metrics


class Priority(IntEnum):
    RESULT = 0
    """What a person waits on: a move shown, a round's summary, the next turn card."""
    PROGRESS = 1
    """What only shows progress: who has planned, a status card; the latest state wins."""
    BACKGROUND = 2
    """Direct messages, housekeeping, catching up after a restart."""


PRIORITY: ContextVar[Priority] = ContextVar("discord_priority", default=Priority.RESULT)
"""The priority of the REST calls the current task makes."""

GLOBAL_PER_SECOND = 50.0
"""Discord's documented global limit per bot token, unless it raised the bot's (GLOBAL_RATE_LIMIT)."""
HEADROOM = 0.9
"""The share of the budget paced to: the rest is burst, so any one second stays within the limit."""
BACKOFF = 0.8
"""A global 429 multiplies the pace by this."""
RECOVERY_PER_SECOND = 0.5
"""Requests a second the pace regains each second after a global 429, up to the setting."""
EXEMPT = re.compile(r"/api/v\d+/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)")
"""Interaction endpoints, outside the global budget."""


@contextlib.contextmanager
def priority(level: Priority) -> Iterator[None]:
    """REST calls made inside go at `level`."""
    token = PRIORITY.set(level)
    try:
        yield
    finally:
        PRIORITY.reset(token)


class Budget:
    """A token bucket over the process's share of the global budget, handing tokens out by priority."""

    def __init__(self, per_second: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.ceiling = per_second * HEADROOM
        self.rate = self.ceiling
        self.burst = max(1.0, per_second - self.ceiling)
        self.tokens = self.burst
        self.clock = clock
        self.updated = clock()
        self.paused_until = 0.0
        self._queue: list[tuple[int, int, asyncio.Future[None]]] = []
        self._order = itertools.count()
        self._timer: asyncio.TimerHandle | None = None
        metrics.BUDGET_RATE.set(self.rate)

    def _refill(self) -> None:
        now = self.clock()
        if self.rate < self.ceiling and now > self.paused_until:
            since = now - max(self.updated, self.paused_until)
            self.rate = min(self.ceiling, self.rate + since * RECOVERY_PER_SECOND)
            metrics.BUDGET_RATE.set(self.rate)
        if now > self.paused_until:
            self.tokens = min(self.burst, self.tokens + (now - max(self.updated, self.paused_until)) * self.rate)
        self.updated = now

    def spare(self) -> bool:
        """Whether a call now would find a token at once with nobody waiting: cosmetic work goes only then."""
        self._refill()
        return not self._queue and self.tokens >= 1 and self.clock() >= self.paused_until

    async def acquire(self, level: Priority) -> None:
        """Wait for a token; higher priorities first, in order within one."""
        began = self.clock()
        self._refill()
        if not self._queue and self.tokens >= 1 and began >= self.paused_until:
            self.tokens -= 1
        else:
            waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            heapq.heappush(self._queue, (int(level), next(self._order), waiter))
            metrics.BUDGET_WAITING.labels(level.name.lower()).inc()
            self._schedule()
            try:
                await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self.tokens += 1  # handed a token it will not use
                raise
            finally:
                metrics.BUDGET_WAITING.labels(level.name.lower()).dec()
        metrics.BUDGET_SPENT.labels(level.name.lower()).inc()
        metrics.BUDGET_WAIT.observe(self.clock() - began)

    def _schedule(self) -> None:
        """Wake the next waiter when its token is due."""
        if self._timer is not None or not self._queue:
            return
        self._refill()
        now = self.clock()
        due = max(self.paused_until - now, (1 - self.tokens) / self.rate if self.tokens < 1 else 0.0)
        self._timer = asyncio.get_running_loop().call_later(max(0.0, due), self._wake)

    def _wake(self) -> None:
        self._timer = None
        self._refill()
        while self._queue and self.tokens >= 1 and self.clock() >= self.paused_until:
            _, _, waiter = heapq.heappop(self._queue)
            if waiter.done():
                continue
            self.tokens -= 1
            waiter.set_result(None)
        self._schedule()

    def limited(self, retry_after: float) -> None:
        """Discord answered a global 429: nobody calls until `retry_after` has passed, and the pace drops."""
        now = self.clock()
        self._refill()
        self.paused_until = max(self.paused_until, now + retry_after)
        self.tokens = 0.0
        self.rate = max(1.0, self.rate * BACKOFF)
        metrics.BUDGET_RATE.set(self.rate)
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._schedule()


def budget_trace(budget: Budget, trace: aiohttp.TraceConfig) -> None:
    """Every REST call discord.py makes, retries included, waits for its token; 429s are counted by scope, and a
    global one pauses the budget."""

    async def started(session: Any, context: Any, params: aiohttp.TraceRequestStartParams) -> None:
        if "/api/v" in params.url.path and not EXEMPT.search(params.url.path):
            await budget.acquire(PRIORITY.get())

    async def ended(session: Any, context: Any, params: aiohttp.TraceRequestEndParams) -> None:
        response = params.response
        if response.status != 429:
            return
        scope = response.headers.get("X-RateLimit-Scope") or "unknown"
        metrics.RATE_LIMITED.labels(scope if scope in ("user", "global", "shared") else "other").inc()
        if scope == "global" or response.headers.get("X-RateLimit-Global") == "true":
            with contextlib.suppress(ValueError):
                budget.limited(float(response.headers.get("Retry-After", "1")))

    trace.on_request_start.append(started)
    trace.on_request_end.append(ended)
