"""Discord's rate limits over the wire: a 429 is never retried before its Retry-After, a storm of them loses and
doubles nothing, and progress edits of a round card are coalesced (at most one every few seconds, none once the
round is built)."""

import asyncio
import itertools
import time

import pytest

from bot.table.outbox import PROGRESS_SECONDS
from harness.powerline import PLAN, SUBMIT, build_plan, play_round, round_card, start_game
from harness.words import label, opening
from localdiscord.faults import Fault
from localdiscord.model import created_at
from localdiscord.players import answered
from localdiscord.server import Call

pytestmark = pytest.mark.wire

RETRY_AFTER = 0.4


def card_edits(wire, card_id: int) -> list[Call]:
    return [c for c in wire.discord.calls if c.method == "PATCH" and c.path.endswith(f"/messages/{card_id}")]


async def planners(wire, thread, people):
    """Each person's planner with a plan ready to submit."""
    card = await round_card(wire, thread)
    ready = []
    for person in people:
        opened = await answered(wire.discord, await person.click(card, label=PLAN))
        ready.append(await build_plan(wire, person, opened))
    return ready


@pytest.mark.parametrize("scope", ["global", "user"])
async def test_a_429_storm_is_waited_out_and_loses_or_doubles_no_post(wire, scope):
    thread, (alice, bob) = await start_game(wire, players=2)
    storm = Fault("*", f"/channels/{thread.id}/messages*", 429, times=8, retry_after=RETRY_AFTER, scope=scope)
    wire.discord.faults.add(storm)
    for round_ in (1, 2):
        await play_round(wire, alice, thread)
        await play_round(wire, bob, thread)
        await round_card(wire, thread, round_ + 1, timeout=30)
    assert storm.times == 0, "the storm was met"
    history = wire.discord.history(thread)
    for round_ in (1, 2):
        assert sum(f"**Round {round_} built**" in m.text for m in history) == 1
        assert sum(label("round-resolved", round=round_) in m.text for m in history) == 1, "its card, closed, once"
    assert sum(opening("round-header", "rounds", round=3) in m.text for m in history) == 1
    nonces = [m.nonce for m in history if m.nonce is not None]
    assert len(nonces) == len(set(nonces))
    limited = [c for c in wire.discord.calls if c.status == 429]
    assert len(limited) == 8
    for refused in limited:
        early = [
            c
            for c in wire.discord.calls
            if c.budgeted
            and refused.at < c.began < refused.at + RETRY_AFTER - 0.02
            and (scope == "global" or c.path == refused.path)
        ]
        assert not early, f"called {[(c.method, c.path) for c in early]} before the Retry-After of a {scope} 429"


async def test_plans_coming_in_together_edit_the_round_card_once_every_few_seconds(wire):
    thread, people = await start_game(wire, players=3)
    card = await round_card(wire, thread, 1)
    alice, bob, carol = people
    ready = await planners(wire, thread, [alice, bob])
    for person, planner in zip((alice, bob), ready, strict=True):
        await answered(wire.discord, await person.click(planner, label=SUBMIT))

    def shown() -> str:
        return wire.discord.messages[card.id].text

    await wire.discord.wait(lambda: alice.user.mention not in shown() and bob.user.mention not in shown(), 15)
    assert carol.user.mention in shown()
    edits = card_edits(wire, card.id)
    assert all(b.began - a.began >= PROGRESS_SECONDS - 0.1 for a, b in itertools.pairwise(edits))
    await play_round(wire, carol, thread)
    await round_card(wire, thread, 2)
    assert label("round-resolved", round=1) in shown()


async def test_a_held_progress_edit_is_dropped_once_the_round_is_built(wire):
    thread, (alice, bob) = await start_game(wire, players=2)
    card = await round_card(wire, thread, 1)
    ready = await planners(wire, thread, [alice, bob])
    for person, planner in zip((alice, bob), ready, strict=True):
        await answered(wire.discord, await person.click(planner, label=SUBMIT))
    assert time.time() - created_at(card.id) < PROGRESS_SECONDS, "the plans came in while the card was new"
    await round_card(wire, thread, 2)
    await asyncio.sleep(PROGRESS_SECONDS + 0.5)
    assert len(card_edits(wire, card.id)) == 1, "only the edit that closed the round"
    assert label("round-resolved", round=1) in wire.discord.messages[card.id].text
