"""The planner offers only what the engine allows and keeps its draft in the database."""

import asyncio
import io

import discord

from bot.games.powerline.planner import decode_placement
from bot.table import drawing, lobby
from engine.powerline.game import POWERLINE
from engine.powerline.planning import next_step
from harness.words import label, opening
from render.powerline import prepare_preview
from tests.bot.conftest import TINY_PNG
from tests.bot.helpers import (
    SUBMIT,
    build_plan,
    field,
    labels,
    leaves,
    open_game,
    open_planner,
    play_round,
    round_message,
    selects,
    start_game,
    submit,
    text,
)


async def test_options_are_exactly_the_engines_and_the_draft_survives_reopening(env, monkeypatch):
    """Dealt from a fixed seed: with some boards and red dice no line starts with the red face (board 2 has no 4
    at a line's end), and this game must offer a line's first segment."""
    monkeypatch.setattr(lobby.random, "getrandbits", lambda bits: 1)
    game = await start_game(env, players=2)
    alice = game.members[0]
    planner = await open_planner(alice, game.thread)
    starts = [label("button-start-red"), label("button-start-black"), label("button-hint"), label("read-board")]
    assert labels(planner.components) == starts
    planner = (await alice.click(planner, label=label("button-start-red"))).response
    table = env.bot.host.games.tables[1]
    [select] = selects(planner.components)
    offered = [decode_placement(o["value"]) for o in select["options"]]
    assert tuple(offered) == next_step(table.state, 0, "red", ()).options
    assert any(o["label"].startswith("Line ") and "· seg 1 (needs " in o["label"] for o in select["options"])
    planner = (await alice.select(planner, [select["options"][-1]["value"]], custom_id=select["custom_id"])).response
    assert label("planner-so-far", steps="🔴 " + opening("spot-segment", "line")) in text(planner)
    reopened = await open_planner(alice, game.thread)
    assert label("planner-so-far", steps="🔴 " + opening("spot-segment", "line")) in text(
        reopened
    )  # the draft was stored
    assert [a.filename for a in reopened.attachments] == ["plan.png"]
    reset = await alice.click(reopened, label=label("button-reset"))
    assert labels(reset.response.components)[:2] == [label("button-start-red"), label("button-start-black")]


async def test_suggestion_vacation_and_the_round_buttons(env):
    game = await start_game(env, players=2)
    alice, bob = game.members
    suggested = await alice.click(await open_planner(alice, game.thread), label=label("button-hint"))
    assert "💡 Suggested plan:" in text(suggested.response)
    assert SUBMIT in labels(suggested.response.components)

    island = await build_plan(bob, await open_planner(bob, game.thread), island=True)
    assert "Use vacation tile" in labels(island.components)
    on = await bob.click(island, label=label("button-vacation-on"))
    assert "🏖️ Vacation tile" in text(on.response)
    await bob.click(on.response, label=SUBMIT)
    await alice.click(suggested.response, label=SUBMIT)
    summary = next(m for m in game.thread.history() if opening("resolved", "dice", round=1) in m.content)
    assert "on vacation" in summary.content

    status = await bob.click(round_message(game.thread), label=label("button-status"))
    assert status.ephemeral and text(status.response).startswith("Game #1 · round 2/15")
    board = await bob.click(round_message(game.thread), label=label("button-board"))
    assert board.ephemeral and text(board.response) == "bob's board after round 1."
    later = await build_plan(bob, await open_planner(bob, game.thread), island=True)
    assert "Use vacation tile" not in labels(later.components)  # once per game


async def test_a_click_that_keeps_the_draft_keeps_its_preview_instead_of_drawing_it_again(env, monkeypatch):
    drawn: list[str] = []

    async def counted(function, filename, *args, affinity=None):
        drawn.append(filename)
        return discord.File(io.BytesIO(TINY_PNG), filename=filename)

    monkeypatch.setattr(drawing, "draw", counted)
    game = await start_game(env, players=2)
    alice = game.members[0]
    planner = await build_plan(alice, await open_planner(alice, game.thread))
    previews = len(drawn)
    done = await alice.click(planner, label=SUBMIT)
    assert label("submitted-ok", round=1) in text(done.response)
    assert len(drawn) == previews and [a.filename for a in done.response.attachments] == ["plan.png"]
    undone = await alice.click(done.response, label=label("button-undo"))  # the draft changes: drawn again
    assert len(drawn) == previews + 1 and [a.filename for a in undone.response.attachments] == ["plan.png"]


async def test_each_round_begins_with_every_persons_preview_board_prepared_in_their_language(
    env, fast_images, monkeypatch
):
    """Before anyone clicks, in the game's language; once a person has clicked, in theirs (simcord's people click
    in American English)."""
    prepared = []

    async def record(function, state, seat, names, *, affinity):
        prepared.append((function.func, function.keywords["lang"], state.round, seat, affinity == (state.config, seat)))

    monkeypatch.setattr(drawing, "prepare", record)
    thread, (alice, bob, _), _ = await open_game(env, language="de")
    await asyncio.gather(*env.bot.host.tasks.background)
    assert prepared == [(prepare_preview, "de", 1, 0, True), (prepare_preview, "de", 1, 1, True)]
    await submit(alice, thread)
    await submit(bob, thread)
    await asyncio.gather(*env.bot.host.tasks.background)
    assert prepared[2:] == [(prepare_preview, "en", 2, 0, True), (prepare_preview, "en", 2, 1, True)]


async def test_the_previews_of_one_state_send_the_same_public_state_whoever_clicks(env, monkeypatch):
    """A worker keeps a state it was sent (`bot.table.kept`), so a table's previews between two plans should
    send one object, with nobody's plan in it."""
    sent = []

    async def record(function, filename, *args, affinity=None):
        sent.append(args[0])
        return discord.File(io.BytesIO(TINY_PNG), filename=filename)

    monkeypatch.setattr(drawing, "draw", record)
    game = await start_game(env, players=2)
    alice, bob = game.members
    await alice.click(await open_planner(alice, game.thread), label=label("button-start-red"))
    await bob.click(await open_planner(bob, game.thread), label=label("button-start-black"))
    assert len(sent) >= 2 and all(s is sent[0] for s in sent)  # the round's center board too
    assert sent[0] == POWERLINE.player_view(env.bot.host.games.tables[1].state, None)


def gallery_words(message) -> list[str | None]:
    """The descriptions of the images a card shows."""
    items = [item for c in leaves(message.components) for item in (field(c, "items") or [])]
    return [item.get("description") if isinstance(item, dict) else item.description for item in items]


async def test_the_round_card_and_the_planner_read_the_board_and_their_pictures_say_what_they_show(env, fast_images):
    game = await start_game(env, players=2)
    alice, bob = game.members
    read = label("read-board")
    card = round_message(game.thread)
    assert read in labels(card.components)
    [words] = gallery_words(card)
    assert words is not None and words.startswith(label("round-of", round=1, rounds=15))
    answer = await bob.click(card, label=read)
    said = text(answer.response)
    assert answer.ephemeral and f"## {label('round-of', round=1, rounds=15)}" in said
    turned = await bob.click(answer.response, label=label("read-next"))  # alice's lines, every spot on them
    assert f"- {label('read-line-name', line='A')} (" in text(turned.response)

    planner = await open_planner(alice, game.thread)
    assert read in labels(planner.components)
    planner = await build_plan(alice, planner)
    [drawn] = gallery_words(planner)
    assert drawn is not None and drawn.startswith(opening("alt-preview", "board", round=1))
    done = await alice.click(planner, label=SUBMIT)  # the draft is kept, and so is its preview: words and all
    assert gallery_words(done.response) == [drawn]
    card = round_message(game.thread)
    assert gallery_words(card) == [words], "the round card, edited as the plan came in, still says what it shows"
    await play_round(bob, game.thread)
    closed = next(m for m in game.thread.history() if text(m) == label("round-resolved", round=1))
    assert gallery_words(closed) == [words], "and so does the closed card: the picture has not changed"


async def test_the_planner_opens_with_the_last_round_told_once_and_its_edits_leave_it_out(env):
    game = await start_game(env, players=2)
    alice, bob = game.members
    first = await open_planner(alice, game.thread)
    assert label("recap-title") not in text(first), "nothing has happened yet"
    await play_round(alice, game.thread)
    await play_round(bob, game.thread)
    planner = await open_planner(alice, game.thread)
    said = text(planner)
    assert said.startswith(label("recap-title"))
    assert f"> {opening('resolved', 'dice', round=1)}" in said
    red = await alice.click(planner, label=label("button-start-red"))
    assert label("recap-title") not in text(red.response)
