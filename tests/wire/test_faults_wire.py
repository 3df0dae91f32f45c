"""Faults only a real connection shows: a dropped gateway, rate limits and errors on uploads, a killed process,
forged payloads and a slow Discord, each with the unmodified bot process."""

import asyncio
import os
import signal
import sqlite3
from contextlib import closing

import pytest

from harness.powerline import PLAN, SUBMIT, build_plan, play_round, round_card, start_game
from harness.process import children
from harness.words import label, opening
from localdiscord.faults import Fault
from localdiscord.model import Message
from localdiscord.players import answered, labels

pytestmark = pytest.mark.wire


def summaries(wire, thread, round_: int = 1) -> list[Message]:
    return [m for m in wire.discord.history(thread) if f"**Round {round_} built**" in m.text]


def actions(wire) -> int:
    with closing(sqlite3.connect(wire.bot.database)) as db:
        return db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]


async def test_a_dropped_gateway_resumes_and_an_invalid_session_identifies_again(wire):
    thread, (alice, bob) = await start_game(wire, players=2)
    await play_round(wire, alice, thread)
    planner = await build_plan(
        wire, bob, await answered(wire.discord, await bob.click(await round_card(wire, thread), label=PLAN))
    )
    await wire.discord.gateway.drop()
    submitted = await bob.click(planner, label=SUBMIT)  # sent while the bot is away: delivered on RESUME
    assert label("submitted-ok", round=1) in (await answered(wire.discord, submitted, timeout=30)).text
    assert wire.discord.gateway.resumed == 1 and wire.discord.gateway.identified == 1
    await round_card(wire, thread, 2)

    await wire.discord.gateway.reconnect()  # op 7
    await wire.discord.wait(lambda: wire.discord.gateway.resumed == 2, timeout=30)
    await wire.discord.gateway.invalidate()  # op 9: a new session
    await wire.discord.wait(lambda: wire.discord.gateway.identified == 2, timeout=30)
    for person in (alice, bob):
        await play_round(wire, person, thread)
    await round_card(wire, thread, 3)
    assert len(summaries(wire, thread, 1)) == 1 and len(summaries(wire, thread, 2)) == 1
    assert actions(wire) == 4


@pytest.mark.parametrize(
    "fault",
    [
        Fault("POST", "/channels/*/messages", status=429, retry_after=0.3),
        Fault("POST", "/channels/*/messages", status=500),
        Fault("POST", "/channels/*/messages", status=500, after_create=True),
    ],
    ids=["429", "500", "500-after-create"],
)
async def test_a_refused_or_lost_upload_is_retried_and_posted_exactly_once(wire, fault):
    thread, (alice, bob) = await start_game(wire, players=2)
    await play_round(wire, alice, thread)
    fault.path = f"/channels/{thread.id}/messages"
    wire.discord.faults.add(fault)
    await play_round(wire, bob, thread)
    await round_card(wire, thread, 2)
    [summary] = summaries(wire, thread)
    assert [a.filename for a in summary.attachments] == ["boards.png"]
    assert wire.discord.faults.active == []  # the fault was met


async def test_forbidden_for_good_then_allowed_again_recovers_without_a_restart(wire):
    thread, (alice, bob) = await start_game(wire, players=2)
    await play_round(wire, alice, thread)
    wire.discord.faults.add(Fault("POST", f"/channels/{thread.id}/messages", status=403, code=50013, times=None))
    done = await play_round(wire, bob, thread)
    assert "the round is being built" in done.text
    await asyncio.sleep(0.5)
    assert summaries(wire, thread) == []
    wire.discord.faults.clear()
    await answered(wire.discord, await alice.slash(thread, "powerline status"))  # using the game retries its posts
    await round_card(wire, thread, 2)
    assert len(summaries(wire, thread)) == 1


async def test_a_killed_process_starts_again_and_the_round_goes_on(wire):
    thread, (alice, bob, carol) = await start_game(wire, players=3)
    await play_round(wire, alice, thread)
    card = await round_card(wire, thread, 1)
    opened = await answered(wire.discord, await bob.click(card, label=PLAN))
    bob_window = await answered(wire.discord, await bob.click(opened, label=label("button-start-black")))
    await wire.bot.stop(signal.SIGKILL)
    await wire.bot.start()

    done = await bob.click(await build_plan(wire, bob, bob_window), label=SUBMIT)  # his old window goes on
    assert label("submitted-ok", round=1) in (await answered(wire.discord, done)).text
    carol_window = await answered(wire.discord, await carol.click(card, label=PLAN))  # the old card still works
    assert opening("planner-header", "dice", round=1) in carol_window.text
    await answered(wire.discord, await carol.click(await build_plan(wire, carol, carol_window), label=SUBMIT))
    await round_card(wire, thread, 2)
    assert actions(wire) == 3 and len(summaries(wire, thread)) == 1


def drawing_processes(wire) -> set[int]:
    """The bot process's children: its drawing workers."""
    assert wire.bot.process is not None
    return set(children(wire.bot.process.pid))


def previews(message: Message) -> list[str]:
    return [a.filename for a in message.attachments if a.filename == "plan.png"]


async def test_a_killed_drawing_process_is_started_again_and_the_planner_goes_on(wire):
    thread, (alice,) = await start_game(wire, players=1)
    planner = await answered(wire.discord, await alice.click(await round_card(wire, thread), label=PLAN))
    planner = await answered(wire.discord, await alice.click(planner, label=label("button-start-red")))
    assert previews(planner)
    killed = drawing_processes(wire)
    assert killed
    for pid in killed:
        os.kill(pid, signal.SIGKILL)
    # the click that finds its drawing process gone is answered, with its picture or without
    planner = await answered(wire.discord, await alice.click(planner, label=label("button-reset")))
    assert label("button-start-red") in labels(planner)
    planner = await answered(wire.discord, await alice.click(planner, label=label("button-start-red")))
    assert previews(planner), "a new drawing process draws the next preview"
    assert drawing_processes(wire).isdisjoint(killed)
    done = await alice.click(await build_plan(wire, alice, planner), label=SUBMIT)
    assert label("submitted-ok", round=1) in (await answered(wire.discord, done)).text
    await round_card(wire, thread, 2)


async def test_forged_custom_ids_and_malformed_payloads_change_nothing(wire):
    thread, (alice, bob) = await start_game(wire, players=2)
    forged_ids = [
        "plb:round:99999999999999999999999:1:0:plan",
        "powerline:lobby:1:0:0:kick",
        "powerline:plan:1:1:0:submit",
        "powerline:place:1:1:0:9",
        "x" * 100,
    ]
    buttons = [{"type": 2, "style": 2, "label": f"b{i}", "custom_id": c} for i, c in enumerate(forged_ids)]
    rows = [{"type": 1, "components": buttons[i : i + 5]} for i in range(0, len(buttons), 5)]
    forged = wire.discord.post_as_bot(thread, "forged", rows)
    for i in range(len(forged_ids)):
        answer = await answered(wire.discord, await bob.click(forged, label=f"b{i}"))
        assert answer.ephemeral and answer.viewer == bob.user.id
        assert "isn't one I know" in answer.text or "not playing" in answer.text or "out of date" in answer.text
    # payloads no client would send: no custom id, values for a button, an unknown interaction type
    card = await round_card(wire, thread, 1)
    await wire.discord.interact(bob.user, thread, "component", {"component_type": 2}, card)
    await wire.discord.interact(bob.user, thread, "component", {"custom_id": "", "component_type": 3}, card)
    await wire.discord.gateway.dispatch("INTERACTION_CREATE", {"id": "1", "type": 99, "token": "t"})
    await play_round(wire, alice, thread)
    assert actions(wire) == 1
    assert PLAN in labels(await round_card(wire, thread, 1))


async def test_every_interaction_is_acknowledged_within_3_s_when_discord_is_slow(wire):
    for pattern in ("/channels/*", "/webhooks/*"):
        wire.discord.faults.add(Fault("*", pattern, status=0, delay=1.5, times=None))
    thread, people = await start_game(wire, players=2)
    for person in people:
        await play_round(wire, person, thread)
    await round_card(wire, thread, 2, timeout=60)
    latencies = [i.ack_seconds for i in wire.discord.interactions.values()]
    assert latencies and all(s is not None and s < 3 for s in latencies), latencies


async def test_a_stop_lets_the_post_under_way_end_and_the_process_exits_cleanly(wire):
    thread, (alice, bob) = await start_game(wire, players=2)
    await play_round(wire, alice, thread)
    wire.discord.faults.add(Fault("POST", f"/channels/{thread.id}/messages", status=0, delay=1.5))
    await play_round(wire, bob, thread)  # the round's summary is now being uploaded, slowly
    await wire.bot.stop()
    assert wire.bot.process is not None and wire.bot.process.returncode == 0
    assert len(summaries(wire, thread)) == 1
    await wire.bot.start()
    await round_card(wire, thread, 2)
    assert len(summaries(wire, thread)) == 1 and actions(wire) == 2


async def test_an_answer_later_than_three_seconds_is_one_warning_and_the_next_click_works(wire):
    """Discord drops an interaction not acknowledged within 3 s (10062): the person saw "This interaction failed",
    the bot logs one warning line instead of a traceback, and the button works when clicked again."""
    thread, (alice,) = await start_game(wire, players=1)
    card = await round_card(wire, thread)
    wire.discord.faults.add(Fault("POST", "/interactions/*", status=0, delay=3.5))
    late = await alice.click(card, label=PLAN)
    await wire.discord.wait(lambda: "Discord had dropped the interaction" in wire.bot.output, timeout=30)
    assert late.acknowledged_at is None
    planner = await answered(wire.discord, await alice.click(card, label=PLAN))
    assert PLAN not in labels(planner) and planner.ephemeral
