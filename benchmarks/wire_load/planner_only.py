"""Planner-only mode (--planner-only): the lobbies are opened first, then every person plans round 1 over and over
(a plan built, then reset) and never submits, so every measured interaction is a planner click."""

import asyncio
import random

from benchmarks.wire_load.people import Game, Load, build_plan, open_game, stop_all
from harness.controls import custom_id
from localdiscord.model import Message

OPEN_SECONDS = 120.0
"""How long the lobbies get before the measured time begins."""


async def open_all(load: Load, games: list[Game], seed: int) -> None:
    """Every game's lobby opened and started, before the measured time begins."""

    async def one(game: Game) -> None:
        try:
            await open_game(load, game, random.Random(f"{seed}:{game.index}"))
        except asyncio.CancelledError:
            raise
        except Exception as error:
            load.failed("lobby", error)

    tasks = [asyncio.create_task(one(g)) for g in games]
    _, late = await asyncio.wait(tasks, timeout=OPEN_SECONDS)
    await stop_all(list(late))


async def plan_only(load: Load, game: Game, seat: int, rng: random.Random, wait: float) -> None:
    """One person who plans round 1 over and over and never submits: build a plan, reset the planner, again.
    Every interaction is then a planner click (the reset included), so the bot's CPU divides by clicks alone."""
    assert game.thread is not None
    person, thread = game.people[seat], game.thread
    planner: Message | None = None
    while True:
        step = "open planner"
        try:
            if planner is None:
                card = await load.next_card(thread, 1, wait)
                if card is None:
                    return
                await load.pause(rng)
                planner = await load.act(step, person.click(card, custom_id=custom_id(card, "round", "plan")))
            step = "planner click"
            planner = await build_plan(load, person, planner, rng)
            await load.pause(rng)
            planner = await load.act(step, person.click(planner, custom_id=custom_id(planner, "plan", "reset")))
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a person retries; the benchmark goes on
            load.failed(step, error)
            planner = None
            await load.pause(rng)


def planners(load: Load, games: list[Game], seed: int, wait: float) -> list[asyncio.Task[None]]:
    """A person planning round 1 over and over at each seat of each started game."""
    return [
        asyncio.create_task(plan_only(load, g, s, random.Random(f"{seed}:{g.index}:{s}"), wait))
        for g in games
        if g.started
        for s in range(len(g.people))
    ]
