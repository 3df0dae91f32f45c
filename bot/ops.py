"""For whoever runs the bot: `/metrics` (Prometheus), `/healthz` (the process answers) and `/readyz` (it can
serve: the gateway is ready on every shard this process runs, the database answers, no worker pool is stuck), on
METRICS_PORT, off unless set, and on 127.0.0.1 unless METRICS_HOST says otherwise.

The server runs on the bot's own event loop (aiohttp, which discord.py already uses): a scrape is a few gauges
read and one count of the games by status; `/readyz` answering at all also says the loop is not blocked.
"""

import asyncio
import json
import logging
import time
from collections.abc import Callable
from typing import Any

import aiohttp
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot import metrics
from bot.storage.store import GameStore
from bot.table import drawing, thinking
from bot.table.host import TableHost
from bot.table.module import GameModule

log = logging.getLogger(__name__)

DATABASE_TIMEOUT = 2.0
"""Seconds `/readyz` waits for the database before calling it unreachable."""
POOLS = {"drawing": drawing.pool, "thinking": thinking.pool, "hints": thinking.advisers}


def rest_trace(trace: aiohttp.TraceConfig) -> None:
    """Every REST call to Discord, counted by route and status and timed; an interaction's first answer also gives
    the time from its creation to its acknowledgement."""

    async def started(session: Any, context: Any, params: aiohttp.TraceRequestStartParams) -> None:
        context.started = time.perf_counter()

    async def ended(session: Any, context: Any, params: aiohttp.TraceRequestEndParams) -> None:
        route = metrics.route_of(params.url.path)
        metrics.REQUESTS.labels(params.method, route, str(params.response.status)).inc()
        metrics.REQUEST_SECONDS.observe(time.perf_counter() - context.started)
        if params.method == "POST" and route == "/interactions/:id/:id/callback":
            interaction_id = params.url.path.split("/interactions/")[1].split("/")[0]
            metrics.ACKNOWLEDGED.observe(metrics.ack_latency(int(interaction_id)))

    async def failed(session: Any, context: Any, params: aiohttp.TraceRequestExceptionParams) -> None:
        metrics.REQUESTS.labels(params.method, metrics.route_of(params.url.path), "error").inc()

    trace.on_request_start.append(started)
    trace.on_request_end.append(ended)
    trace.on_request_exception.append(failed)


class Ops:
    def __init__(self, host: Callable[[], TableHost[GameModule] | None], shards: tuple[int, ...]) -> None:
        self.host = host
        self.ready: dict[int, bool] = dict.fromkeys(shards, False)
        """Each shard this process runs: its gateway session is ready (READY or RESUMED since it last dropped)."""
        self.latency: Callable[[int], float] = lambda shard: float("nan")
        self.runner: web.AppRunner | None = None
        for shard in shards:
            metrics.GATEWAY.labels(str(shard)).set(0)

    def gateway(self, shard: int | None, ready: bool) -> None:
        shard = shard or 0
        self.ready[shard] = ready
        metrics.GATEWAY.labels(str(shard)).set(1 if ready else 0)

    async def start(self, host: str, port: int) -> None:
        app = web.Application()
        app.router.add_get("/metrics", self.metrics)
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/readyz", self.readyz)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        await web.TCPSite(self.runner, host, port).start()
        log.info("metrics and health on http://%s:%s (/metrics, /healthz, /readyz)", host, port)

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None

    async def healthz(self, request: web.Request) -> web.Response:
        return web.Response(text="ok\n")

    async def readyz(self, request: web.Request) -> web.Response:
        checks = {
            "gateway": bool(self.ready) and all(self.ready.values()),
            "database": await self._database(),
            "workers": all(not worker.broken for pool in POOLS.values() for worker in pool.workers),
        }
        status = 200 if all(checks.values()) else 503
        return web.Response(status=status, text=json.dumps(checks) + "\n", content_type="application/json")

    async def _database(self) -> bool:
        host = self.host()
        if host is None:
            return False
        try:
            await asyncio.wait_for(host.store.db.fetch("SELECT 1"), DATABASE_TIMEOUT)
        except Exception as error:
            log.warning("readyz: the database does not answer (%s: %s)", type(error).__name__, error)
            return False
        return True

    async def metrics(self, request: web.Request) -> web.Response:
        host = self.host()
        if host is not None:
            await self._games(host.store)
            owed = host.backlog.posts.since
            metrics.UNSETTLED.set(len(owed))
            metrics.OLDEST_DUE.set(time.monotonic() - min(owed.values()) if owed else 0.0)
        for name, pool in POOLS.items():
            metrics.QUEUED.labels(name).set(sum(worker.queued for worker in pool.workers))
        for shard in self.ready:
            metrics.GATEWAY_LATENCY.labels(str(shard)).set(self.latency(shard))
        return web.Response(body=generate_latest(metrics.REGISTRY), headers={"Content-Type": CONTENT_TYPE_LATEST})

    @staticmethod
    async def _games(store: GameStore) -> None:
        metrics.GAMES.clear()
        for counted in await store.records.games_by_status():
            metrics.GAMES.labels(counted.kind, counted.status).set(counted.count)
