"""Power Lines over the wire: the unmodified bot process and the loopback fake Discord."""

import asyncio
import signal
import sqlite3
from contextlib import closing

import pytest

from harness.duel import open_duel, place_first_offered
from harness.turns import TAKE, cards_until, turn_card
from harness.wire import Wire
from harness.words import pl_label, pl_opening
from localdiscord.faults import Fault
from localdiscord.model import Channel, Message, controls
from localdiscord.players import Player, answered, labels
from tests.wire.described import undescribed
from tests.wire.test_barrage_wire import forge_on
from tests.wire.test_languages_wire import everything_in
from tests.wire.test_powerline_wire import png_size
from tests.words import english_leaks

pytestmark = pytest.mark.wire


def actions(wire: Wire) -> int:
    with closing(sqlite3.connect(wire.bot.database)) as db:
        return db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]


def cards_of_turn(wire: Wire, thread: Channel, turn: int) -> list[Message]:
    return [m for m in wire.discord.history(thread) if any(a.filename == f"turn-{turn}.png" for a in m.attachments)]


async def pick(wire: Wire, player: Player, picker: Message) -> Message:
    """Choose the first option of the picker's last menu (the tile, then the spot)."""
    menu = [c for c in controls(picker.components) if c["type"] == 3][-1]
    return await answered(wire.discord, await player.select(picker, [menu["options"][0]["value"]], menu["custom_id"]))


async def duel_on(wire: Wire) -> tuple[Channel, Player, Player, Message]:
    """A match between two people, alice to place the first tile; her turn card."""
    alice, bob = wire.player("alice"), wire.player("bob")
    thread = await open_duel(wire, alice, bob)
    await wire.discord.wait(lambda: turn_card(wire, thread, alice, set()) is not None)
    card = turn_card(wire, thread, alice, set())
    assert card is not None
    return thread, alice, bob, card


async def test_a_whole_match_against_the_strong_computer_player(wire):
    alice = wire.player("alice")
    thread = await open_duel(wire, alice, None)

    def over() -> bool:
        return any(pl_label("final-header", game=1) in m.text for m in wire.discord.history(thread))

    placed = 0
    async for card in cards_until(wire, thread, alice, over):
        done = await place_first_offered(wire, alice, card)
        assert done.text.startswith(pl_opening("placed-ok", "tile"))
        placed += 1
        assert placed <= 16
    public = wire.discord.history(thread)
    assert placed == 16
    assert sum(pl_opening("game-scored", "suits", game=g) in m.text for g in (1, 2) for m in public) == 2
    images = [a for m in public for a in m.attachments]
    names = {a.filename for a in images}
    # every card of alice's shows the grid, but one whose tile ended a game: the scoring's picture below shows that
    assert {"scored-1.png", "scored-2.png"} <= names and sum(n.startswith("turn-") for n in names) >= placed - 2
    for attachment in images:
        assert png_size(attachment.data) in {(760, 668), (760, 638)}
    assert undescribed(public, "en") == [], "every picture says what it shows"


@pytest.mark.parametrize(
    "fault",
    [
        Fault("POST", "/channels/*/messages", status=429, retry_after=0.3),
        Fault("POST", "/channels/*/messages", status=500, after_create=True),
    ],
    ids=["429", "500-after-create"],
)
async def test_a_refused_or_lost_turn_card_is_posted_exactly_once(wire, fault):
    alice, bob = wire.player("alice"), wire.player("bob")
    thread = await open_duel(wire, alice, bob)
    await wire.discord.wait(lambda: turn_card(wire, thread, alice, set()) is not None)
    fault.path = f"/channels/{thread.id}/messages"
    wire.discord.faults.add(fault)
    await place_first_offered(wire, alice, turn_card(wire, thread, alice, set()))

    def retried() -> bool:  # the card refused or lost, then sent again and accepted
        sent = [c.status for c in wire.discord.calls if c.method == "POST" and c.path == fault.path]
        return sent[-2:] == [fault.status, 200]

    await wire.discord.wait(retried)
    cards = [m for m in wire.discord.history(thread) if any(a.filename == "turn-1.png" for a in m.attachments)]
    assert len(cards) == 1 and TAKE in labels(cards[0]) and bob.mention in cards[0].text
    assert wire.discord.faults.active == []  # the fault was met


async def test_a_german_player_picks_moves_in_german_in_an_english_server(wire):
    anna = wire.player("anna", "de")
    thread = await open_duel(wire, anna, None, computer="random")
    seen: list[str] = []
    used: set[int] = set()
    for _ in range(3):
        await wire.discord.wait(lambda: turn_card(wire, thread, anna, used) is not None, 30)
        card = turn_card(wire, thread, anna, used)
        assert card is not None
        used.add(card.id)
        picker = await answered(wire.discord, await anna.click(card, label=TAKE))
        seen += everything_in(picker)
        for _ in range(2):
            menu = [c for c in controls(picker.components) if c["type"] == 3][-1]
            picker = await answered(
                wire.discord, await anna.select(picker, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
            )
            seen += everything_in(picker)
        done = await answered(wire.discord, await anna.click(picker, label=pl_label("button-place", "de")))
        seen += everything_in(done)
    status = await answered(wire.discord, await anna.slash(thread, "powerlines status"))
    seen += everything_in(status)
    assert pl_opening("picker-header", "game", "de") in "\n".join(seen)
    assert not english_leaks(seen, "de")
    header = pl_opening("turn-header", "game", "en")  # the channel follows the server
    await wire.discord.wait(lambda: any(header in m.text for m in wire.discord.history(thread)))
    assert pl_opening("game-started", "game", "en") in wire.discord.history(thread)[1].text


async def test_a_dropped_gateway_mid_turn_resumes_and_an_invalid_session_identifies_again(wire):
    thread, alice, bob, card = await duel_on(wire)
    opened = await answered(wire.discord, await alice.click(card, TAKE))
    picker = await pick(wire, alice, await pick(wire, alice, opened))
    await wire.discord.gateway.drop()
    placed = await alice.click(picker, label=pl_label("button-place"))  # sent while the bot is away
    assert (await answered(wire.discord, placed, timeout=30)).text.startswith(pl_opening("placed-ok", "tile"))
    assert wire.discord.gateway.resumed == 1 and wire.discord.gateway.identified == 1
    await wire.discord.wait(lambda: turn_card(wire, thread, bob, set()) is not None)

    await wire.discord.gateway.reconnect()  # op 7
    await wire.discord.wait(lambda: wire.discord.gateway.resumed == 2, timeout=30)
    await wire.discord.gateway.invalidate()  # op 9: a new session
    await wire.discord.wait(lambda: wire.discord.gateway.identified == 2, timeout=30)
    bob_card = turn_card(wire, thread, bob, set())
    assert bob_card is not None
    await place_first_offered(wire, bob, bob_card)
    await wire.discord.wait(lambda: turn_card(wire, thread, alice, {card.id}) is not None)
    assert actions(wire) == 2 and [len(cards_of_turn(wire, thread, t)) for t in (0, 1, 2)] == [1, 1, 1]


async def test_forbidden_for_good_then_allowed_again_recovers_without_a_restart(wire):
    thread, alice, bob, card = await duel_on(wire)
    wire.discord.faults.add(Fault("POST", f"/channels/{thread.id}/messages", status=403, code=50013, times=None))
    done = await place_first_offered(wire, alice, card)
    assert done.text.startswith(pl_opening("placed-ok", "tile"))
    await asyncio.sleep(0.5)
    assert cards_of_turn(wire, thread, 1) == []
    wire.discord.faults.clear()
    await answered(wire.discord, await bob.slash(thread, "powerlines status"))  # using the game retries its posts
    await wire.discord.wait(lambda: turn_card(wire, thread, bob, set()) is not None)
    assert len(cards_of_turn(wire, thread, 1)) == 1


async def test_a_killed_process_mid_turn_starts_again_and_old_buttons_work_or_answer_clearly(wire):
    thread, alice, bob, card = await duel_on(wire)
    second = await answered(wire.discord, await alice.click(card, TAKE))  # a second picker she leaves open
    await place_first_offered(wire, alice, card)
    await wire.discord.wait(lambda: turn_card(wire, thread, bob, set()) is not None)
    bob_card = turn_card(wire, thread, bob, set())
    assert bob_card is not None
    half_done = await pick(wire, bob, await answered(wire.discord, await bob.click(bob_card, TAKE)))
    await wire.bot.stop(signal.SIGKILL)
    await wire.bot.start()

    placed = await answered(wire.discord, await bob.click(await pick(wire, bob, half_done), pl_label("button-place")))
    assert placed.text.startswith(pl_opening("placed-ok", "tile"))  # his picker went on after the restart
    stale = await pick(wire, alice, second)  # her picker of the first tile
    assert stale.ephemeral and stale.viewer == alice.user.id and stale.text == pl_label("picker-stale", old=1)
    await wire.discord.wait(lambda: turn_card(wire, thread, alice, {card.id}) is not None)
    assert actions(wire) == 2 and [len(cards_of_turn(wire, thread, t)) for t in (0, 1, 2)] == [1, 1, 1]


async def test_forged_custom_ids_and_malformed_payloads_change_nothing(wire):
    thread, alice, bob, card = await duel_on(wire)
    forged_ids = [
        "powerlines:pick:1:0:0:t99-c99",
        "powerlines:pick:1:0:0:t1-c99",
        "powerlines:pick:99999999999999999999:0:0:t1-c0",
        "powerlines:turn:1:999999999:0:take",
        "powerlines:turn:1:0:0:kick",
        "powerlines:lobby:1:0:0:",
        "powerlines:rematch:1:0:0:",
        "powerlines:turn:1:0:0:take:extra",
    ]
    buttons = [{"type": 2, "style": 2, "label": f"b{i}", "custom_id": c} for i, c in enumerate(forged_ids)]
    rows = [{"type": 1, "components": buttons[i : i + 5]} for i in range(0, len(buttons), 5)]
    forged = wire.discord.post_as_bot(thread, "forged", rows)
    for i in range(len(forged_ids)):
        for person in (alice, bob):
            answer = await answered(wire.discord, await person.click(forged, label=f"b{i}"))
            assert answer.ephemeral and answer.viewer == person.user.id and answer.text
    await wire.discord.interact(alice.user, thread, "component", {"component_type": 2}, card)
    await wire.discord.interact(alice.user, thread, "component", {"custom_id": "", "component_type": 3}, card)
    await wire.discord.gateway.dispatch("INTERACTION_CREATE", {"id": "1", "type": 99, "token": "t"})
    assert actions(wire) == 0
    done = await place_first_offered(wire, alice, card)  # the game goes on as if nothing had been sent
    assert done.text.startswith(pl_opening("placed-ok", "tile"))
    assert actions(wire) == 1


async def test_ids_of_another_game_and_a_digit_that_is_no_number_are_refused_privately(wire):
    thread, alice, _, card = await duel_on(wire)
    forged_ids = [  # components of the other games, naming this Power Lines table
        "barrage:turn:1:1:0:take",
        "barrage:pick:1:1:0:c0",
        "powerline:plan:1:1:0:submit",
        "powerline:round:1:1:0:plan",
        "plb:round:1:1:0:board",
        "barrage:rematch:1:0:0:",
    ]
    buttons = [{"type": 2, "style": 2, "label": f"b{i}", "custom_id": c} for i, c in enumerate(forged_ids)]
    forged = wire.discord.post_as_bot(thread, "forged", [{"type": 1, "components": buttons[i : i + 5]} for i in (0, 5)])
    for i in range(len(forged_ids)):
        answer = await answered(wire.discord, await alice.click(forged, label=f"b{i}"))
        assert answer.ephemeral and answer.viewer == alice.user.id and answer.text == pl_label("unknown-component")
    picker = await answered(wire.discord, await alice.click(card, TAKE))
    answer = await forge_on(wire, alice, picker, "powerlines:pick:1:0:0:", "²")
    assert answer.ephemeral and answer.viewer == alice.user.id
    assert answer.text == f"{picker.text}\n{pl_label('choice-gone')}"
    assert actions(wire) == 0
    done = await place_first_offered(wire, alice, card)
    assert done.text.startswith(pl_opening("placed-ok", "tile"))


async def test_a_picker_note_is_in_the_clickers_language_not_the_servers(wire):
    anna = wire.player("anna", "de")
    thread = await open_duel(wire, anna, None, computer="random")
    await wire.discord.wait(lambda: turn_card(wire, thread, anna, set()) is not None)
    picker = await answered(wire.discord, await anna.click(turn_card(wire, thread, anna, set()), TAKE))
    answer = await forge_on(wire, anna, picker, "powerlines:pick:1:0:0:", "99")  # a tile not in the game
    assert answer.text == f"{picker.text}\n{pl_label('choice-gone', 'de')}"


async def test_every_interaction_is_acknowledged_within_3_s_when_discord_is_slow(wire):
    for pattern in ("/channels/*", "/webhooks/*"):
        wire.discord.faults.add(Fault("*", pattern, status=0, delay=1.5, times=None))
    alice = wire.player("alice")
    thread = await open_duel(wire, alice, None, computer="random")
    used: set[int] = set()
    for _ in range(2):
        await wire.discord.wait(lambda: turn_card(wire, thread, alice, used) is not None, 60)
        card = turn_card(wire, thread, alice, used)
        assert card is not None
        used.add(card.id)
        await place_first_offered(wire, alice, card)
    latencies = [i.ack_seconds for i in wire.discord.interactions.values()]
    assert latencies and all(s is not None and s < 3 for s in latencies), latencies


async def test_the_second_player_pressing_rematch_is_told_they_are_seated_in_it(wire):
    thread, alice, bob, card = await duel_on(wire)
    used: set[int] = set()

    def final() -> Message | None:
        return next((m for m in wire.discord.history(thread) if pl_label("button-rematch") in labels(m)), None)

    for _ in range(40):
        await wire.discord.wait(
            lambda: final() is not None or any(turn_card(wire, thread, p, used) for p in (alice, bob))
        )
        person = next((p for p in (alice, bob) if turn_card(wire, thread, p, used)), None)
        if person is None:
            break
        card = turn_card(wire, thread, person, used)
        assert card is not None
        used.add(card.id)
        await place_first_offered(wire, person, card)
    await wire.discord.wait(lambda: final() is not None)
    ended = final()
    assert ended is not None
    opened = await answered(wire.discord, await alice.click(ended, label=pl_label("button-rematch")))
    assert opened.text.startswith(pl_opening("rematch-opened", "link"))
    again = await answered(wire.discord, await bob.click(ended, label=pl_label("button-rematch")))
    assert again.ephemeral and again.viewer == bob.user.id and again.text == pl_label("rematch-seated", game=2)


async def test_the_daily_challenge_opens_its_thread_beside_a_lobby_open_in_the_channel(wire):
    alice, bob = wire.player("alice"), wire.player("bob")
    await answered(wire.discord, await alice.slash(wire.channel, "powerlines start"))
    await bob.slash(wire.channel, "powerline daily")
    intro = pl_opening("daily-intro", "title", who=bob.mention)
    await wire.discord.wait(lambda: any(m.text.startswith(intro) for m in wire.discord.history(wire.channel)))
    await wire.discord.wait(lambda: any(c.parent_id == wire.channel.id for c in wire.discord.channels.values()))
