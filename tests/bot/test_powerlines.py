"""Power Lines through the real command tree: a lobby for two, alternating turns, the picker, a whole match."""

import asyncio

import pytest

from bot.app import TabletopBot
from bot.games.powerlines.words import spot_text, tile_text
from bot.table import computer_seats
from engine.powerlines import POWERLINES, legal_cells
from engine.powerlines.position import tile_suit, tile_value
from engine.powerlines.rules import load_rules
from engine.powerlines.state import Cell
from harness.words import CUT, pl_label, pl_opening
from tests.bot.conftest import BOTH_DATABASES
from tests.bot.helpers import labels, selects, text, turns_of
from tests.bot.powerlines_helpers import open_picker, start_duel, take_turn, turn_card


def posts_with(channel, needle: str) -> list:
    return [m for m in channel.history() if needle in text(m)]


async def test_a_whole_match_against_the_computer(env, fast_images):
    duel = await start_duel(env, computer="random")
    thread = duel.thread
    computer = pl_label("bot-seat", level=pl_label("level-random"))
    first_status = thread.history()[0]
    assert text(first_status).startswith(
        "📊 " + pl_label("status", game=1, round=1, games=2, tile=1, tiles=16, who="alice")
    )
    assert text(thread.history()[1]) == pl_label(
        "game-started", game=1, suits=duel.alice.mention, values=computer, games=2
    )
    for turn in range(16):
        done = await take_turn(duel.alice, thread, pick=turn)
        assert text(done.response).startswith(pl_opening("placed-ok", "tile"))
    for game in (1, 2):
        assert len(posts_with(thread, pl_opening("game-scored", "suits", game=game))) == 1
    final = posts_with(thread, pl_label("final-header", game=1))
    assert len(final) == 1 and pl_label("button-rematch") in labels(final[0].components)
    status = await duel.alice.slash(thread, "powerlines status")
    assert text(status.response).startswith(pl_label("status-over", game=1))
    header = thread.history()[0]
    assert header.id == first_status.id, "the status card is edited in place, never posted again"
    assert text(header) == "📊 " + text(status.response), "the thread's card says what /status says"
    assert sum(text(m).startswith("📊") for m in thread.history()) == 1


async def test_turns_alternate_and_only_the_player_on_turn_may_move(env, fast_images):
    duel = await start_duel(env)
    alice, bob, thread = duel.alice, duel.bob, duel.thread
    assert bob is not None
    refused = await bob.click(turn_card(thread), label=pl_label("button-take"))
    assert refused.ephemeral and text(refused.response) == pl_label("not-your-turn", who="alice")
    old_picker = await open_picker(alice, thread)
    await take_turn(alice, thread)
    [tiles] = selects(old_picker.components)
    late = await alice.select(old_picker, [tiles["options"][0]["value"]], custom_id=tiles["custom_id"])
    assert text(late.response) == pl_label("picker-stale", old=1)
    now_alice = await alice.click(turn_card(thread), label=pl_label("button-take"))
    assert text(now_alice.response) == pl_label("not-your-turn", who="bob")
    placed = await take_turn(bob, thread)
    assert text(placed.response).startswith(pl_opening("placed-ok", "tile"))
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 2


@BOTH_DATABASES
async def test_a_restart_mid_match_keeps_the_game_and_its_buttons(env, db_path, fast_images):
    duel = await start_duel(env)
    alice, bob, thread = duel.alice, duel.bob, duel.thread
    assert bob is not None
    await take_turn(alice, thread)
    card = turn_card(thread)
    old_bot = env.bot
    await env.restart_bot(TabletopBot(db_path))
    await old_bot.close()
    placed = await bob.click(card, label=pl_label("button-take"))  # the card posted before the restart
    assert placed.ephemeral and pl_label("pick-tile") in labels(placed.response.components)
    await take_turn(bob, thread)
    await take_turn(alice, thread)
    assert (await env.bot.host.store.db.fetchrow("SELECT COUNT(*) FROM actions"))[0] == 3


async def test_when_the_turn_timer_runs_out_the_computer_places_a_tile_for_the_absent_player(env, fast_images):
    duel = await start_duel(env, timer=5)
    thread = duel.thread
    assert pl_opening("turn-deadline", "when") in text(turn_card(thread))
    await env.bot.host.deadlines.expire(env.bot.host.clock() + 6 * 60)
    assert pl_opening("turn-placed", "tile", who="alice") in text(thread.history()[-2])
    assert duel.bob is not None
    assert duel.bob.mention in text(turn_card(thread))
    assert [row[0] for row in await env.bot.host.store.db.fetch("SELECT source FROM actions")] == ["timeout"]


async def test_a_three_day_timer_for_play_by_post_runs_three_days(env, fast_images):
    duel = await start_duel(env, timer=4320)
    host, thread = env.bot.host, duel.thread
    assert pl_label("timer-choice", minutes=4320) in text(duel.channel.history()[0])
    table = await host.games.table(1)
    due = await host.store.deadlines.deadline(1, table.phase)
    assert due is not None and due == pytest.approx(host.clock() + 3 * 24 * 3600, abs=5)
    assert f"<t:{int(due)}:R>" in text(turn_card(thread))
    await host.deadlines.expire(due - 60)
    assert await host.store.db.fetch("SELECT source FROM actions") == []
    await host.deadlines.expire(due + 1)
    assert [row[0] for row in await host.store.db.fetch("SELECT source FROM actions")] == ["timeout"]


async def test_the_picker_opens_with_the_moves_since_the_last_one_not_their_own(env, fast_images):
    duel = await start_duel(env, computer="random")
    assert pl_label("recap-title") not in text(await open_picker(duel.alice, duel.thread))
    await take_turn(duel.alice, duel.thread)
    said = text(await open_picker(duel.alice, duel.thread))
    computer = pl_label("bot-seat", level=pl_label("level-random"))
    assert said.startswith(pl_label("recap-title"))
    told = [line for line in said.split("\n") if line.startswith("> ")]
    assert len(told) == 1 and told[0].startswith(f"> {pl_opening('turn-placed', 'tile', who=computer)}")


async def test_rematch_opens_a_lobby_for_the_same_two(env, fast_images):
    duel = await start_duel(env, computer="random")
    for turn in range(16):
        await take_turn(duel.alice, duel.thread, pick=turn)
    [final] = posts_with(duel.thread, pl_label("final-header", game=1))
    rematch = await duel.alice.click(final, label=pl_label("button-rematch"))
    assert text(rematch.response).startswith(pl_opening("rematch-opened", "link"))
    lobby = duel.channel.history()[-1]
    assert pl_label("lobby-title", title="Power Lines", game=2) in text(lobby)


async def test_each_turn_card_names_the_move_before_it_even_a_computer_players(env, fast_images):
    duel = await start_duel(env, computer="random")
    await take_turn(duel.alice, duel.thread)
    computer = pl_label("bot-seat", level=pl_label("level-random"))
    assert text(turn_card(duel.thread)).startswith(pl_opening("turn-placed", "tile", who=computer))


async def test_no_turn_card_is_posted_for_the_computer_nor_mixes_two_turns_while_it_thinks(
    env, fast_images, monkeypatch
):
    duel = await start_duel(env, computer="strong")
    host, thread = env.bot.host, duel.thread
    thinking, go = asyncio.Event(), asyncio.Event()
    think = computer_seats.computer_action

    async def slow(state, rules, seat, level, game):
        thinking.set()
        await go.wait()
        return await think(state, rules, seat, level, game)

    monkeypatch.setattr(computer_seats, "computer_action", slow)
    placing = asyncio.create_task(take_turn(duel.alice, thread))
    await thinking.wait()
    await host.outbox.send_posts(
        await host.games.table(1)
    )  # the ticker's settling, say, while the computer's move is under way
    go.set()
    await placing
    await host.outbox.send_posts(await host.games.table(1))
    pictures = [a.filename for m in thread.history() for a in m.attachments if a.filename.startswith("turn-")]
    assert pictures == ["turn-0.png", "turn-2.png"], "no card for the computer's turn"
    card = turn_card(thread)  # the live card: its picture is of the turn its buttons are for, it pings alice
    assert turns_of(card.components) == {"2"}
    assert [a.filename for a in card.attachments] == ["turn-2.png"] and duel.alice.mention in text(card)


async def test_suggest_a_move_chooses_the_strong_move_and_says_why(env, fast_images):
    """Asked for, the picker chooses the strong computer's move (tile and spot, ready to place) and says what best
    play leads to; Place plays it. Three clicks: Take, Suggest, Place."""
    duel = await start_duel(env, computer="random")
    thread = duel.thread
    for turn in range(6):  # well into the game, where the search still estimates
        await take_turn(duel.alice, thread, pick=turn)
    picker = await open_picker(duel.alice, thread)
    asked = (await duel.alice.click(picker, label=pl_label("button-suggest"))).response
    assert pl_opening("hint-suggested", "tile") in text(asked)
    assert pl_label("button-place") in labels(asked.components)
    assert pl_label("button-suggest") not in labels(asked.components)
    table = env.bot.host.games.tables[1]
    strong = POWERLINES.computer_action(table.state, 0, "strong")
    spot = spot_text((strong.x, strong.y), legal_cells(table.state), "en")
    assert pl_label("hint-suggested", tile=tile_text(strong.tile, "en"), spot=spot, reason=CUT).partition(CUT)[
        0
    ] in text(asked)
    done = await duel.alice.click(asked, label=pl_label("button-place"))
    assert text(done.response).startswith(pl_opening("placed-ok", "tile"))
    assert Cell(strong.x, strong.y, strong.tile) in table.state.grid


@pytest.mark.parametrize(
    ("lang", "arms", "suns"),
    [("en", "3 of arms", "3 of suns"), ("de", "3 Wappen", "3 Sonnen"), ("fr", "3 d’armes", "3 de soleils")],
)
def test_a_tile_is_named_with_its_languages_grammar(lang, arms, suns):
    rules = load_rules()
    by_suit = {(tile_suit(t), tile_value(t)): t for t in range(len(rules.suits) * len(rules.values))}
    assert tile_text(by_suit["arms", 3], lang).endswith(arms)
    assert tile_text(by_suit["suns", 3], lang).endswith(suns)
