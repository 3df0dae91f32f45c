"""Table-level defects found by playing over a loopback Discord; each test failed before its fix."""

import asyncio
import json
from dataclasses import replace

import discord
import pytest

from bot.games.powerline.module import MODULE
from bot.table import computer_seats
from bot.table.lobby import with_clock
from bot.table.routes import parse_route
from engine.powerline.plan import SubmitPlan
from harness.words import label, opening
from tests.bot.helpers import SUBMIT, build_plan, labels, open_planner, play_round, round_message, start_game, text


def summaries(channel) -> list[discord.Message]:
    return [m for m in channel.history() if opening("resolved", "dice", round=1) in m.content]


async def settle_spawned(env) -> None:
    """Let the posts a click scheduled in the background finish."""
    await asyncio.gather(*list(env.bot.host.tasks.background))


async def test_an_unpostable_summary_is_retried_by_the_timer_and_by_the_next_click(env, fast_images):
    game = await start_game(env, players=1)
    [alice] = game.members
    planner = await build_plan(alice, await open_planner(alice, game.thread))
    env.inject_error("POST", f"/channels/{game.thread.id}/messages", status=403, code=50013, times=None)
    done = await alice.click(planner, label=SUBMIT)
    assert "the round is being built" in text(done.response)
    assert summaries(game.thread) == [] and env.bot.host.backlog.posts == {1}
    sql = "SELECT attempts, last_error FROM posts WHERE key = 'summary:1'"
    attempts, error = await env.bot.host.store.db.fetchrow(sql)
    assert attempts == 1 and error.startswith("403")

    await env.bot.host.deadlines.tick()  # still forbidden: nothing posted, nothing lost
    assert summaries(game.thread) == [] and env.bot.host.backlog.posts == {1}
    env.backend.faults.clear()
    await env.bot.host.deadlines.tick()
    assert len(summaries(game.thread)) == 1
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))
    assert env.bot.host.backlog.posts == set()

    env.inject_error("POST", f"/channels/{game.thread.id}/messages", status=403, code=50013, times=None)
    await play_round(alice, game.thread)
    env.backend.faults.clear()
    await alice.slash(game.thread, "powerline status")  # using the game re-drives its posts
    await settle_spawned(env)
    assert any(opening("resolved", "dice", round=2) in m.content for m in game.thread.history())
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=3, rounds=15))


async def test_a_post_whose_answer_was_lost_is_not_posted_twice(env, fast_images):
    """Discord made the message but answered 500; the retry carries the same nonce, which Discord honours."""
    game = await start_game(env, players=1)
    [alice] = game.members
    http = env.bot.http
    real_send = http.send_message
    made: dict[str, object] = {}
    nonces: list[str] = []

    async def flaky_send(channel_id, *, params):
        parts = {part["name"]: part["value"] for part in params.multipart or ()}
        payload = params.payload or json.loads(parts["payload_json"])
        nonce = payload["nonce"]
        nonces.append(nonce)
        if nonce in made:  # what Discord does with enforce_nonce: the message it already made
            return made[nonce]
        message = await real_send(channel_id, params=params)
        made[nonce] = message
        if opening("resolved", "dice", round=1) in (payload.get("content") or ""):
            raise discord.DiscordServerError(_Response(500), "created, then the answer was lost")
        return message

    http.send_message = flaky_send
    await play_round(alice, game.thread)
    assert summaries(game.thread) != [] and env.bot.host.backlog.posts == {1}
    await env.bot.host.deadlines.tick()
    assert len(summaries(game.thread)) == 1
    assert len(nonces) == len(set(nonces)) + 1  # one retry, with the first attempt's nonce
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))


class _Response:
    """The little of aiohttp's response that discord.HTTPException reads."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "Internal Server Error"


async def test_start_does_not_hold_the_games_lock_while_opening_the_thread(env, monkeypatch):
    held: list[bool] = []
    real = discord.Message.create_thread

    async def create_thread(message, **kwargs):
        held.append(env.bot.host.games.lock(1).locked())
        return await real(message, **kwargs)

    monkeypatch.setattr(discord.Message, "create_thread", create_thread)
    game = await start_game(env, players=2)
    assert held == [False]
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=1, rounds=15))


async def forged(env, game, *custom_ids: str) -> discord.Message:
    """A message carrying buttons with arbitrary custom ids, as a forged or outdated client could send."""
    view = discord.ui.View(timeout=None)
    for i, custom_id in enumerate(custom_ids):
        view.add_item(discord.ui.Button(label=f"b{i}", custom_id=custom_id))
    channel = env.bot.get_partial_messageable(game.thread.id)
    sent = await channel.send("forged", view=view)
    return next(m for m in game.thread.history() if m.id == sent.id)


@pytest.mark.parametrize(
    "custom_id",
    [
        "plb:round:99999999999999999999999:1:0:plan",
        "powerline:round:1:99999999999:0:plan",
        "powerline:lobby:1:0:0:kick",
        "powerline:lobby:1:0:0:",
        "powerline:round:1:1:0",
        "chess:round:1:1:0:plan",
        "powerline:nonsense:1:1:0:plan",
        "",
    ],
)
async def test_malformed_or_unknown_custom_ids_get_a_private_answer_and_change_nothing(env, custom_id):
    game = await start_game(env, players=2)
    message = await forged(env, game, custom_id or "x")
    clicked = await game.members[1].click(message, label="b0")
    assert clicked.ephemeral
    assert text(clicked.response).startswith("This button or menu isn't one I know")
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 0
    assert env.errors == []


def test_route_parsing_is_strict_and_reads_old_ids():
    aliases = {"plb": "powerline", "pls": "powerline"}
    route = parse_route("plb:round:12:3:4:plan", aliases)
    assert route is not None and (route.game, route.kind, route.table, route.phase, route.arg) == (
        "powerline",
        "round",
        12,
        3,
        "plan",
    )
    assert parse_route(route.custom_id, aliases) == route
    for bad in ("plb:round:1:1:0:PLAN", "plb:round:-1:1:0:plan", "plb:round:1:1:0:plan:x", "plb:round:1e3:1:0:"):
        assert parse_route(bad, aliases) is None


async def test_a_double_click_on_the_last_submit_keeps_the_confirmation(env, fast_images):
    """The second click of a double click arrives on a window still showing Submit, after the round was built."""
    game = await start_game(env, players=1)
    [alice] = game.members
    planner = await build_plan(alice, await open_planner(alice, game.thread))
    same_window = await open_planner(alice, game.thread)  # the same draft and version: what the second click sees
    done = await alice.click(planner, label=SUBMIT)
    assert "the round is being built" in text(done.response)
    late = await alice.click(same_window, label=SUBMIT)
    [note] = late.followups
    assert note.ephemeral and note.content.startswith("Your plan was in when round 1 was built")
    assert text(late.response) == text(same_window)  # not replaced by "This planner was for round 1..."
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 1


async def test_a_suggestion_asks_before_replacing_a_hand_built_draft(env):
    game = await start_game(env, players=2)
    alice = game.members[0]
    drafted = await build_plan(alice, await open_planner(alice, game.thread), island=True)
    suggested = await alice.click(drafted, label=label("button-hint"))
    asked = text(suggested.response)
    assert "💡 Suggested plan:" in asked and "Your draft is unchanged" in asked

    def so_far(text: str) -> str:
        return text.split("So far: ")[1].split("\n")[0]

    assert so_far(asked) == so_far(text(drafted))
    used = (await alice.click(suggested.response, label=label("button-hint-use"))).response
    assert "Your draft is unchanged" not in text(used)
    assert label("button-hint") in labels(used.components) and label("button-hint-use") not in labels(used.components)


async def test_a_post_discord_rejects_as_malformed_does_not_block_the_outbox(env, fast_images):
    game = await start_game(env, players=2)
    alice, bob = game.members
    env.inject_error("PATCH", f"/channels/{game.thread.id}/messages/*", status=400, code=50035, times=None)
    await play_round(alice, game.thread)  # the round card's "waiting for" edit is refused for good
    assert env.bot.host.backlog.posts == set()
    [error] = await env.bot.host.store.db.fetchrow("SELECT last_error FROM posts WHERE key = 'waiting:1:1'")
    assert error.startswith("400")
    env.backend.faults.clear()
    await play_round(bob, game.thread)
    assert len(summaries(game.thread)) == 1
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))


async def test_a_deleted_round_message_is_posted_again_when_it_needs_an_update(env, fast_images):
    game = await start_game(env, players=2)
    alice, bob = game.members
    planner = await build_plan(alice, await open_planner(alice, game.thread))
    deleted = round_message(game.thread)
    await env.bot.http.delete_message(game.thread.id, deleted.id)  # a moderator tidied the thread
    await alice.click(planner, label=SUBMIT)
    again = round_message(game.thread)
    assert again.id != deleted.id and env.bot.host.backlog.posts == set()
    assert bob.mention in text(again) and alice.mention not in text(again)
    await play_round(bob, game.thread)
    assert len(summaries(game.thread)) == 1
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))


async def test_a_round_completed_while_an_earlier_post_is_being_sent_is_still_posted(env, monkeypatch, fast_images):
    """Bob's plan ends the round while the bot is still sending what Alice's plan made due: the pass that was
    under way must not mark the game settled, or the round would wait for a restart."""
    game = await start_game(env, players=2)
    alice, bob = game.members
    host = env.bot.host
    entered, release = asyncio.Event(), asyncio.Event()
    build_post = MODULE.build_post

    async def slow_waiting_edit(store, table, key):
        if key.startswith("waiting:"):
            entered.set()
            await release.wait()
        return await build_post(store, table, key)

    monkeypatch.setattr(MODULE, "build_post", slow_waiting_edit)
    alice_click = asyncio.create_task(play_round(alice, game.thread))
    await entered.wait()  # Alice's plan is in; the bot is updating the round card
    table = host.games.tables[1]
    async with host.games.lock(1):  # Bob's plan is committed meanwhile (his own answer is not awaited here)
        plan = await computer_seats.computer_action(table.state, table.rules, 1, "random", 1)
        await host.commits.submit(table, [(SubmitPlan(1, 1, plan.plan), "player", bob.user.id)])
    release.set()
    await alice_click
    assert len(summaries(game.thread)) == 1
    assert text(round_message(game.thread)).startswith(opening("round-header", "dice", round=2, rounds=15))
    assert host.backlog.posts == set()


async def test_a_rematch_needs_a_finished_game_and_a_player(env):
    game = await start_game(env, players=2)
    message = await forged(env, game, "powerline:rematch:1:0:0:")
    early = await game.members[1].click(message, label="b0")
    assert early.ephemeral and text(early.response) == label("rematch-not-over", game=1)
    outsider = game.guild.add_member(env.create_user("mallory"))
    stranger = await outsider.click(message, label="b0")
    assert stranger.ephemeral and text(stranger.response) == label("not-a-player", game=1)
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM games"))[0] == 1
    assert env.errors == []


def test_a_timer_or_reserve_choice_must_be_one_offered_written_plainly():
    settings = MODULE.default_settings()
    assert with_clock(settings, "timer", ["5"]) == replace(settings, timer_minutes=5)
    assert with_clock(settings, "reserve", ["4320"]) == replace(settings, reserve_minutes=4320)
    for clock, bad in [
        *(("timer", b) for b in (["²"], ["05"], ["7"], ["5", "10"], [""], ["9" * 5000])),
        ("reserve", ["5"]),
    ]:
        assert with_clock(settings, clock, bad) is None
