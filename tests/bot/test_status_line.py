"""The status card at the top of a turn-by-turn game's thread: edited in place at every turn, posted anew if a
moderator deleted it, and left out where the game's own card already says where it stands (Powerline)."""

from harness.words import pl_label
from tests.bot.helpers import start_game, text
from tests.bot.powerlines_helpers import start_duel, take_turn


def status_cards(thread) -> list:
    return [m for m in thread.history() if text(m).startswith("📊")]


async def test_the_status_card_is_edited_each_turn_and_posted_again_if_deleted(env, fast_images):
    duel = await start_duel(env)
    alice, bob, thread = duel.alice, duel.bob, duel.thread
    assert bob is not None
    [card] = status_cards(thread)
    assert thread.history()[0].id == card.id, "it heads the thread"
    await take_turn(alice, thread)
    [edited] = status_cards(thread)
    assert edited.id == card.id
    assert text(edited).startswith("📊 " + pl_label("status", game=1, round=1, games=2, tile=2, tiles=16, who="bob"))

    await env.bot.http.delete_message(thread.id, card.id)  # a moderator tidied the thread
    await take_turn(bob, thread)
    [again] = status_cards(thread)
    assert again.id != card.id
    assert text(again).startswith("📊 " + pl_label("status", game=1, round=1, games=2, tile=3, tiles=16, who="alice"))
    await take_turn(alice, thread)
    [still] = status_cards(thread)
    assert still.id == again.id, "the new card is the one edited from then on"


async def test_powerline_keeps_its_own_round_card_and_gets_no_status_card(env, fast_images):
    game = await start_game(env, players=2)
    assert status_cards(game.thread) == []
