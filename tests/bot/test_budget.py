"""The bot's share of Discord's global budget: a token bucket that hands tokens out by priority and stops for a
global 429."""

import asyncio
import time

import aiohttp
import pytest
from aiohttp import web

from bot.budget import HEADROOM, Budget, Priority, budget_trace, priority
from bot.shards import Shards


async def test_tokens_go_to_results_before_progress_before_background() -> None:
    budget = Budget(10)  # a token every 0.11 s, one in the burst
    await budget.acquire(Priority.RESULT)
    order: list[Priority] = []

    async def take(level: Priority) -> None:
        await budget.acquire(level)
        order.append(level)

    waiting = [asyncio.create_task(take(level)) for level in (Priority.BACKGROUND, Priority.PROGRESS, Priority.RESULT)]
    await asyncio.sleep(0)
    assert not budget.spare(), "callers are waiting"
    await asyncio.wait_for(asyncio.gather(*waiting), 2)
    assert order == [Priority.RESULT, Priority.PROGRESS, Priority.BACKGROUND]


async def test_the_pace_keeps_any_second_within_the_limit() -> None:
    budget = Budget(40)
    began = time.monotonic()
    times = []
    for _ in range(60):
        await budget.acquire(Priority.RESULT)
        times.append(time.monotonic() - began)
    assert max(sum(t - 1.0 < u <= t for u in times) for t in times) <= 40
    assert times[-1] >= (60 - 4) / (40 * HEADROOM) - 0.05, "paced, not all at once"


async def test_a_global_429_stops_every_call_for_its_retry_after_and_slows_the_pace() -> None:
    budget = Budget(50)
    budget.limited(0.3)
    assert budget.rate < 50 * HEADROOM and not budget.spare()
    began = time.monotonic()
    await budget.acquire(Priority.RESULT)
    assert time.monotonic() - began >= 0.29


def test_a_process_takes_its_shards_share() -> None:
    assert Shards(4, (1, 3)).share == 0.5
    assert Budget(50 * Shards(4, (1, 3)).share).ceiling == pytest.approx(25 * HEADROOM)


async def test_discord_py_calls_wait_for_their_token_and_interaction_endpoints_do_not() -> None:
    """Through the trace hook on a real aiohttp session: a global 429 pauses the next budgeted call."""
    seen: list[tuple[str, float]] = []

    async def answer(request: web.Request) -> web.Response:
        seen.append((request.path, time.monotonic()))
        if request.path.endswith("/limited"):
            return web.json_response(
                {"retry_after": 0.4, "global": True},
                status=429,
                headers={"Retry-After": "0.4", "X-RateLimit-Scope": "global", "X-RateLimit-Global": "true"},
            )
        return web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    budget = Budget(50)
    trace = aiohttp.TraceConfig()
    budget_trace(budget, trace)
    try:
        async with aiohttp.ClientSession(trace_configs=[trace]) as http:
            base = f"http://127.0.0.1:{port}/api/v10"
            async with http.get(f"{base}/channels/1/limited"):
                pass
            with priority(Priority.PROGRESS):
                async with http.post(f"{base}/interactions/5/tok/callback"):
                    pass  # exempt: at once
                async with http.get(f"{base}/channels/1"):
                    pass  # waits out the 429
    finally:
        await runner.cleanup()
    (_, limited), (_, exempt), (_, after) = seen
    assert exempt - limited < 0.2 and after - limited >= 0.39
