"""Barrage through the real command tree: the lobby, turns built choice by choice in a private picker, one channel
message per turn, the round and final posts, restarts, refusals, paging, undo and the turn timer."""

import json

import pytest

from bot.app import TabletopBot
from bot.games.barrage import images
from bot.games.barrage import picker as barrage_picker
from bot.games.barrage.module import MODULE
from bot.table import drawing, lobby
from bot.table.cards import TEXT_LIMIT
from bot.table.thinking import ThinkingFailed
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE, shortlist
from tests.bot.barrage_helpers import (
    choose,
    confirm,
    label,
    open_picker,
    opening,
    options,
    pick_ids,
    play_turn,
    ready,
    start_game,
    turn_card,
)
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import labels, selects, text
from tests.words import english_leaks

SEED = 3
"""Every game here is dealt from this seed (alice plays first in a game for two), so each test meets the same game."""


@pytest.fixture(autouse=True)
def same_game(monkeypatch):
    monkeypatch.setattr(lobby.random, "getrandbits", lambda bits: SEED)


def posts_with(channel, needle: str) -> list:
    return [m for m in channel.history() if needle in text(m)]


async def actions(env) -> list[tuple[str, str]]:
    """The action log: each action's kind and source."""
    return [
        (json.loads(payload)["type"], source)
        for payload, source in await env.bot.host.store.db.fetch(
            "SELECT payload, source FROM actions ORDER BY game_id, seq"
        )
    ]


async def choose_labelled(member, picker, start: str):
    """Choose the first option whose label starts with `start` (on this page)."""
    [menu] = [s for s in selects(picker.components) if s["custom_id"].endswith(":s")]
    index = next(i for i, o in enumerate(menu["options"]) if o["label"].startswith(start))
    return await choose(member, picker, index)


async def test_a_whole_introductory_game_against_the_computer(env, fast_images):
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    assert text(thread.history()[0]).startswith("📊 " + label("status", game=game.game, round=1, rounds=5, who="alice"))
    assert text(thread.history()[1]).startswith(opening("game-started", "setup", game=game.game))
    turns = 0
    while label("final-header", game=game.game) not in text(thread.history()[-1]):
        done = await play_turn(alice, thread)
        assert text(done).startswith(opening("turn-played", "turn")) and "alice" in text(done)
        turns += 1
    for round_ in range(1, 6):
        assert len(posts_with(thread, label("round-over", round=round_, drops=0).split("**", 2)[1])) == 1
    first = posts_with(thread, label("round-over", round=1, drops=0).split("**", 2)[1])[0]
    assert opening("narrate-flowed", "stops") in text(first)  # where round 1's headstream drops went
    # the status card, the opening, one message per turn of alice's (closed, without buttons), five rounds, the result
    assert len(thread.history()) == 1 + 1 + turns + 5 + 1
    assert not any(label("button-take") in labels(m.components) for m in thread.history())
    final = thread.history()[-1]
    assert label("button-rematch") in labels(final.components)
    status = await alice.slash(thread, "barrage status")
    assert text(status.response).startswith(label("status-over", game=game.game))
    assert text(thread.history()[0]) == "📊 " + text(status.response), "the card was edited to the end"
    rematch = await alice.click(final, label=label("button-rematch"))
    assert text(rematch.response).startswith(opening("rematch-opened", "link"))
    assert label("lobby-title", title="Barrage", game=game.game + 1) in text(game.channel.history()[-1])


@BOTH_DATABASES
async def test_a_half_built_turn_survives_a_restart_and_continues(env, db_path, fast_images):
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    picker = await open_picker(alice, thread)
    picker = await choose_labelled(alice, picker, label("space-construct", number=1))
    tiles = labels(picker.components)
    picker = await choose(alice, picker, tiles.index(label("tile-joker")))
    assert text(picker).startswith(opening("picker-header", "round"))
    assert opening("picker-so-far", "choices") in text(picker)
    card = turn_card(thread)
    old_bot = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    again = await open_picker(alice, thread)  # from the card posted before the restart
    assert text(again) == text(picker)
    picker = await choose(alice, picker, 0)  # the picker opened before the restart still works
    moved = await choose(alice, again, 0)  # one choice behind: shown the turn as it stands, nothing chosen
    assert text(moved) == f"{text(picker)}\n{label('picker-moved')}"
    while not ready(picker):
        picker = await choose(alice, picker, 0)
    done = await confirm(alice, picker)
    assert label("tile-joker") in text(done)
    [closed] = [m for m in thread.history() if m.id == card.id]
    assert label("button-take") not in labels(closed.components) and "alice" in text(closed)
    alices = [kind for kind, source in await actions(env) if source == "player"]
    assert alices[:2] == ["Choose", "Choose"] and alices[-1] == "Confirm"


async def test_only_the_player_on_turn_may_act_and_old_buttons_refuse(env, fast_images):
    game = await start_game(env, people=2, computers=())
    thread = game.thread
    player = game.on_turn()
    other = next(m for m in game.members if m is not player)
    stranger = game.guild.add_member(env.create_user("mallory"))
    card = turn_card(thread)
    refused = await other.click(card, label=label("button-take"))
    assert refused.ephemeral and text(refused.response) == label("not-your-turn", who=player.name)
    outsider = await stranger.click(card, label=label("button-take"))
    assert outsider.ephemeral and text(outsider.response) == label("not-a-player", game=game.game)
    assert await actions(env) == []
    old_picker = await open_picker(player, thread)
    await play_turn(player, thread)
    before = await actions(env)
    [closed] = [m for m in thread.history() if m.id == card.id]
    assert label("button-take") not in labels(closed.components)
    late = await choose(player, old_picker)
    assert text(late) == label("picker-stale")
    assert await actions(env) == before
    assert game.on_turn() is other


async def test_a_menu_value_no_option_has_is_answered_with_the_turn_as_it_stands(env, fast_images):
    """A tampered client sends a value that only looks like an option's index ("²" is a digit to `str.isdigit`)."""
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    picker = await open_picker(alice, thread)
    shown = text(picker)
    stored = env.backend.get_message(picker.channel_id, picker.id)
    [menu] = [s for s in selects(stored.components) if s["custom_id"].endswith(":s")]
    menu["options"][0]["value"] = "²"
    chosen = await alice.select(picker, ["²"], custom_id=menu["custom_id"])
    assert text(chosen.response) == f"{shown}\n{label('choice-gone')}" and not chosen.followups
    assert [kind for kind, source in await actions(env) if source == "player"] == []


async def test_a_decision_of_more_than_25_options_is_paged(env, fast_images):
    game = await start_game(env, people=4, computers=(), setup="standard")
    thread = game.thread
    while label("turn-header-setup", who=game.on_turn().mention) in text(turn_card(thread)):
        await play_turn(game.on_turn(), thread)
    player = game.on_turn()
    picker = await open_picker(player, thread)
    assert len(options(picker)) == 25
    assert label("pick-page", page=1, pages=2) in labels(picker.components)
    assert label("button-previous") not in labels(picker.components)
    picker = (await player.click(picker, label=label("button-next"))).response
    rest = options(picker)
    assert 0 < len(rest) < 25 and label("button-next") not in labels(picker.components)
    picker = (await player.click(picker, label=label("button-previous"))).response
    assert len(options(picker)) == 25
    picker = (await player.click(picker, label=label("button-next"))).response
    picker = await choose(player, picker, len(rest) - 1)
    assert opening("picker-so-far", "choices") in text(picker) or ready(picker)
    assert (await actions(env))[-1] == ("Choose", "player")


async def test_undo_then_confirm(env, fast_images):
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    channel = [text(m) for m in thread.history()]
    picker = await open_picker(alice, thread)
    assert not pick_ids(picker, "undo")
    picker = await choose_labelled(alice, picker, label("space-construct", number=1))
    first = text(picker)
    picker = await choose(alice, picker, labels(picker.components).index(label("tile-joker")))
    picker = (await alice.click(picker, label=label("button-undo"))).response
    assert text(picker) == first
    picker = await choose(alice, picker, labels(picker.components).index(label("tile-base")))
    assert label("decision-location", structure=label("structure-the-base")) in text(picker)
    assert [a.filename for a in picker.attachments] == ["choice.png"]
    while not ready(picker):
        picker = await choose(alice, picker, 0)
    assert [text(m) for m in thread.history()] == channel, "choices stay private until the turn is confirmed"
    done = await confirm(alice, picker)
    assert opening("narrate-built", "structure") in text(done)
    closed = next(m for m in thread.history() if opening("narrate-built", "structure") in text(m))
    assert label("button-take") not in labels(closed.components)
    kinds = [kind for kind, source in await actions(env) if source == "player"]
    assert kinds[:4] == ["Choose", "Choose", "Undo", "Choose"] and kinds[-1] == "Confirm"


async def test_when_the_timer_runs_out_the_computer_finishes_a_half_built_turn(env, fast_images):
    game = await start_game(env, timer=5)
    alice, thread = game.members[0], game.thread
    assert opening("turn-deadline", "when") in text(turn_card(thread))
    picker = await open_picker(alice, thread)
    await choose_labelled(alice, picker, label("space-construct", number=1))
    await env.bot.host.deadlines.expire(env.bot.host.clock() + 6 * 60)
    closed = [m for m in thread.history() if label("narrate-played-for") in text(m)]
    assert len(closed) == 1 and opening("narrate-built", "structure") in text(closed[0])
    alices = [action for action in await actions(env) if action[1] != "ai"]
    assert alices[0] == ("Choose", "player") and alices[-1] == ("Confirm", "timeout")
    assert {source for _, source in alices[1:]} == {"timeout"}
    assert label("button-take") in labels(turn_card(thread).components)


async def test_the_map_a_company_and_the_boards_answer_privately(env, fast_images):
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    for command, name in (
        ("barrage map", "map.png"),
        ("barrage company", "company-1.png"),
        ("barrage boards", "boards.png"),
    ):
        shown = await alice.slash(thread, command)
        assert shown.ephemeral
        [answer] = shown.followups or [shown.response]
        assert [a.filename for a in answer.attachments] in ([name], ["company-2.png"])
    computer = await alice.slash(thread, "barrage company", seat=2)
    assert computer.ephemeral
    missing = await alice.slash(thread, "barrage company", seat=4)
    assert text(missing.response) == label("no-such-seat", seat=4, game=game.game, seats=2)


async def test_a_german_game_speaks_german_in_the_channel(env, fast_images):
    game = await start_game(env, language="de")
    alice, thread = game.members[0], game.thread
    while not posts_with(thread, label("round-over", "de", round=1, drops=0).split("**", 2)[1]):
        await play_turn(alice, thread)
    seen = [text(m) for m in thread.history()]
    assert seen[0].startswith("📊 " + label("status", "de", game=game.game, round=2, rounds=5, who="alice"))
    assert seen[1].startswith(opening("game-started", "setup", "de", game=game.game))
    assert not english_leaks(seen, "de")


def test_a_card_too_long_for_discord_leaves_out_its_oldest_lines():
    told = [f"**bot**: line {n} " + "x" * 200 for n in range(40)]
    said = MODULE.fitted(told, ["header"], "en")
    assert len(said) <= TEXT_LIMIT and said.endswith(f"{told[-1]}\nheader")
    assert said.startswith(opening("narrate-earlier", "count").rstrip())
    assert MODULE.fitted(told[:2], ["header"], "en") == "\n".join([*told[:2], "header"])


async def test_images_are_drawn_in_the_worker_processes():
    """The other tests stand in for drawing; here every image goes through the real workers."""
    state = BARRAGE.initial_state(BarrageConfig(seed=SEED, players=2))
    names = ("alice", "bob")
    try:
        drawn = [
            await images.map_image(state, names, lang="de", filename="map.png", highlight=("3-up",), moved=("1-down",)),
            await images.company(state, 1, names, lang="fr"),
            await images.boards(state, names, lang="en-GB"),
            await images.final(state, names, lang="en", lines=()),
        ]
    finally:
        await drawing.close()
    assert [f.filename for f in drawn if f is not None] == ["map.png", "company-2.png", "boards.png", "final.png"]
    assert all(f is not None and f.fp.read(8) == b"\x89PNG\r\n\x1a\n" for f in drawn)
    assert images.spot_labels(["3-up", "5-left"]) == {"3-up": "A", "5-left": "B"}


async def test_a_four_player_standard_game_of_computer_seats_runs_through_the_host(env, fast_images):
    """Three computer seats, and alice absent: the host's timer lets the strongest level play her turns, the setup
    picks included, to the end of the game."""
    game = await start_game(env, people=1, computers=("random", "random", "random"), setup="standard")
    host = env.bot.host
    table = await host.games.table(game.game)
    assert table is not None and len(table.seats) == 4
    for _ in range(200):
        if table.over:
            break
        await host.deadlines.time_out(game.game, table.phase, float("inf"))
    outcome = BARRAGE.outcome(table.state)
    assert table.over and outcome is not None and len(outcome.scores) == 4
    history = game.thread.history()
    assert label("final-header", game=game.game) in text(history[-1])
    assert len(posts_with(game.thread, label("round-over", round=5, drops=0).split("**", 2)[1])) == 1
    assert env.errors == []


async def test_a_whole_turn_from_the_shortlist_in_one_click_then_confirm(env, fast_images):
    """At a turn's start the picker offers the strong computer's best whole turns, worded; one click makes all of
    a turn's choices at once (undoable one by one), Confirm plays it. Mid-turn none is offered, and a whole
    turn's button from before a choice answers with the turn as it stands."""
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    picker = await open_picker(alice, thread)
    offered = pick_ids(picker, r"t\d")
    assert 1 <= len(offered) <= 3
    assert label("button-shortlist", n=1) in labels(picker.components)
    assert label("picker-shortlist") in text(picker) and label("picker-step-by-step") in text(picker)
    assert opening("picker-shortlist-line", "turn", n=1) in text(picker)
    stepped = await choose(alice, await open_picker(alice, thread), 0)  # in a second window
    assert not pick_ids(stepped, r"t\d"), "none mid-turn"
    stale = await alice.click(picker, custom_id=offered[0])
    assert text(stale.response) == f"{text(stepped)}\n{label('picker-moved')}"
    picker = (await alice.click(stepped, label=label("button-undo"))).response
    whole = (await alice.click(picker, custom_id=pick_ids(picker, r"t\d")[0])).response
    assert ready(whole)
    done = await confirm(alice, whole)
    assert text(done).startswith(opening("turn-played", "turn"))
    kinds = [kind for kind, source in await actions(env) if source == "player"]
    assert kinds[-1] == "Confirm" and kinds.count("Choose") >= 2


async def test_without_a_worker_to_work_out_whole_turns_the_picker_says_so_and_goes_on(env, fast_images, monkeypatch):
    async def unanswered(function, *args):
        raise ThinkingFailed("no worker")

    monkeypatch.setattr(barrage_picker, "advise", unanswered)
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    picker = await open_picker(alice, thread)
    assert label("picker-shortlist-failed") in text(picker) and not pick_ids(picker, r"t\d")
    done = await play_turn(alice, thread)
    assert text(done).startswith(opening("turn-played", "turn"))


async def test_suggest_a_move_names_the_listed_turn_it_would_play(env, fast_images):
    """The strong computer's own turn is usually one of the whole turns already listed: the suggestion names it by
    its number rather than wording it again, and its Turn button plays it."""
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    picker = await open_picker(alice, thread)
    asked = (await alice.click(picker, label=label("button-suggest"))).response
    table = env.bot.host.games.tables[game.game]
    strong = BARRAGE.computer_action(table.state, 0, "strong")
    listed = shortlist(table.state, 0, barrage_picker.SHORTLIST)
    n = next(n for n, offer in enumerate(listed, start=1) if offer.choices[0] == strong.choice)
    assert label("picker-suggestion-listed", n=n) in text(asked)
    assert opening("picker-suggestion", "turn") not in text(asked)
    assert label("button-suggestion-play") not in labels(asked.components)
    whole = (await alice.click(asked, label=label("button-shortlist", n=n))).response
    assert ready(whole) and table.state.pending[0] == strong.choice


async def test_suggest_a_move_words_a_turn_not_listed_as_what_it_will_do_and_plays_it(env, fast_images, monkeypatch):
    """A suggestion that is not on the list is worded as a plan ("take …", not "took …"); its button plays all of
    it, then Confirm."""
    advised = barrage_picker.advise

    async def shorter(function, *args):
        found = await advised(function, *args)
        return found[1:] if function is shortlist else found

    monkeypatch.setattr(barrage_picker, "advise", shorter)
    game = await start_game(env)
    alice, thread = game.members[0], game.thread
    picker = await open_picker(alice, thread)
    assert opening("picker-suggestion", "turn") not in text(picker)
    asked = (await alice.click(picker, label=label("button-suggest"))).response
    assert opening("picker-suggestion", "turn") in text(asked)
    assert opening("offer-space", "space") in text(asked) and opening("narrate-space", "space") not in text(asked)
    assert label("button-suggest") not in labels(asked.components)
    table = env.bot.host.games.tables[game.game]
    strong = BARRAGE.computer_action(table.state, 0, "strong")
    played = (await alice.click(asked, label=label("button-suggestion-play"))).response
    assert ready(played)
    assert table.state.pending[0] == strong.choice
    done = await confirm(alice, played)
    assert text(done).startswith(opening("turn-played", "turn"))
