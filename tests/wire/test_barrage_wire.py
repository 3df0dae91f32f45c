"""Barrage over the wire: the unmodified bot process and the loopback fake Discord."""

import signal
import statistics
from dataclasses import replace

import pytest

from harness.turns import TAKE, cards_until, next_card
from harness.wire import Wire
from harness.words import ba_label, ba_opening
from localdiscord.faults import Fault
from localdiscord.model import Message
from localdiscord.players import Player, answered, labels
from render.barrage.layout import map_layout
from render.barrage.theme import FINAL_WIDTH, MAP_WIDTH
from tests.wire.barrage import (
    CONFIRM,
    actions,
    card_turn,
    cards_of_turn,
    choose_first,
    open_game,
    play_first_offered,
    ready,
    round_over,
)
from tests.wire.described import undescribed
from tests.wire.test_powerline_wire import png_size

pytestmark = pytest.mark.wire


async def forge_on(wire: Wire, player: Player, picker: Message, custom_id: str, value: str = "") -> Message:
    """`player` uses a control the bot never put on their picker: a button, or a select offering `value`. What
    they see then."""
    if value:
        control = {"type": 3, "custom_id": custom_id, "options": [{"label": value, "value": value}]}
    else:
        control = {"type": 2, "style": 2, "label": custom_id, "custom_id": custom_id}
    tampered = replace(picker, components=[{"type": 1, "components": [control]}])
    used = await (player.select(tampered, [value], custom_id) if value else player.click(tampered, custom_id=custom_id))
    return await answered(wire.discord, used)


async def test_a_whole_introductory_game_against_the_computer(wire):
    alice = wire.player("alice")
    thread = await open_game(wire, alice)
    final = ba_label("final-header", game=1)

    def over() -> bool:
        return any(final in m.text for m in wire.discord.history(thread))

    shown = []
    played: set[int] = set()
    async for card in cards_until(wire, thread, alice, over):
        played.add(card.id)
        done, images = await play_first_offered(wire, alice, card)
        shown += images
        assert done.ephemeral and done.text.startswith(ba_opening("turn-played", "turn"))
        assert len(played) <= 80
    public = wire.discord.history(thread)
    assert public[0].text.startswith("📊 ") and public[0].edited, "the status card, edited turn by turn"
    assert public[1].text.startswith(ba_opening("game-started", "setup", game=1))
    assert [sum(round_over(r) in m.text for m in public) for r in range(1, 6)] == [1] * 5
    assert final in public[-1].text and ba_label("button-rematch") in labels(public[-1])
    # besides the status card, the opening, one message per turn of alice's (her card, edited once she confirmed),
    # five rounds and the result: a card of its own for each computer turn that ended a round (as many as the game's
    # seed makes)
    rounds = [i for i, m in enumerate(public) if any(round_over(r) in m.text for r in range(1, 6))]
    own = [i for i in range(2, len(public) - 1) if public[i].id not in played and i not in rounds]
    computer = ba_label("level-random")
    assert all(i + 1 in rounds and computer in public[i].text and not public[i].edited for i in own), own
    closed = [m for m in public if m.id in played]
    assert len(closed) == len(played) and all(m.edited and TAKE not in labels(m) for m in closed)
    assert all(len(cards_of_turn(wire, thread, card_turn(m))) == 1 for m in closed)
    images = [a for m in public for a in m.attachments]
    assert len(images) == len(public) - 2 and images[-1].filename == "final.png", "all but two texts carry a map"
    map_size = (MAP_WIDTH, map_layout(2).height)
    assert {png_size(a.data) for a in images[:-1] + shown} == {map_size} and png_size(images[-1].data)[0] == FINAL_WIDTH
    assert undescribed(public, "en") == [], "every picture says what it shows"


async def test_a_killed_process_mid_turn_starts_again_and_old_pickers_go_on_or_answer_clearly(wire):
    alice = wire.player("alice")
    thread = await open_game(wire, alice)
    first = await next_card(wire, thread, alice, set())
    earlier = await answered(wire.discord, await alice.click(first, TAKE))  # a picker she leaves open
    await play_first_offered(wire, alice, first)
    before = actions(wire, "player")
    card = await next_card(wire, thread, alice, {first.id})
    half_done = await choose_first(wire, alice, await answered(wire.discord, await alice.click(card, TAKE)))
    assert not ready(half_done) and ba_opening("picker-so-far", "choices") in half_done.text
    await wire.bot.stop(signal.SIGKILL)
    await wire.bot.start()

    picker, choices = half_done, 1
    while not ready(picker):  # her picker goes on after the restart, from the choice she had made
        picker = await choose_first(wire, alice, picker)
        choices += 1
    done = await answered(wire.discord, await alice.click(picker, label=ba_label("button-confirm")))
    assert done.ephemeral and done.text.startswith(ba_opening("turn-played", "turn"))
    assert actions(wire, "player") == before + choices + 1
    stale = await choose_first(wire, alice, earlier)  # her picker of the first turn
    assert stale.ephemeral and stale.viewer == alice.user.id and stale.text == ba_label("picker-stale")
    assert actions(wire, "player") == before + choices + 1
    await next_card(wire, thread, alice, {first.id, card.id})
    [closed] = cards_of_turn(wire, thread, card_turn(card))
    assert closed.id == card.id and TAKE not in labels(closed) and done.text.split("\n", 1)[1] in closed.text
    assert [len(cards_of_turn(wire, thread, card_turn(c))) for c in (first, card)] == [1, 1]


@pytest.mark.parametrize(
    "fault",
    [
        Fault("POST", "/channels/*/messages", status=429, retry_after=0.3),
        Fault("POST", "/channels/*/messages", status=500, after_create=True),
    ],
    ids=["429", "500-after-create"],
)
async def test_a_refused_or_lost_turn_card_is_posted_exactly_once(wire, fault):
    alice = wire.player("alice")
    thread = await open_game(wire, alice)
    first = await next_card(wire, thread, alice, set())
    fault.path = f"/channels/{thread.id}/messages"
    wire.discord.faults.add(fault)
    await play_first_offered(wire, alice, first)

    def retried() -> bool:  # the card refused or lost, then sent again and accepted
        sent = [c.status for c in wire.discord.calls if c.method == "POST" and c.path == fault.path]
        return sent[-2:] == [fault.status, 200]

    await wire.discord.wait(retried)
    card = await next_card(wire, thread, alice, {first.id})
    assert cards_of_turn(wire, thread, card_turn(card)) == [card] and TAKE in labels(card)
    assert len(wire.discord.history(thread)) == 4  # the status card, the opening, the first turn (closed), the second


async def test_forged_custom_ids_are_answered_privately_and_change_nothing(wire):
    alice, bob = wire.player("alice"), wire.player("bob")
    thread = await open_game(wire, alice)
    card = await next_card(wire, thread, alice, set())
    turn = card_turn(card)
    refusals = {
        "barrage:turn:99999999999999999999:0:0:take": "unknown-component",  # numbers beyond any id
        "barrage:turn:999999999999999999:0:0:take": "no-such-game",
        f"barrage:turn:1:{turn + 999999}:0:take": "stale-turn",
        f"barrage:turn:1:{turn}:0:kick": "unknown-component",  # an unknown kind or argument
        f"barrage:kick:1:{turn}:0:take": "unknown-component",
        f"barrage:turn:1:{turn}:0:take:extra": "unknown-component",
        f"barrage:pick:1:{turn}:0:c0": "unknown-component",  # a picker's button on a public message
        f"powerlines:turn:1:{turn}:0:take": "unknown-component",  # another game's components, naming this table
        f"powerline:round:1:{turn}:0:board": "unknown-component",
    }
    buttons = [{"type": 2, "style": 2, "label": f"b{i}", "custom_id": c} for i, c in enumerate(refusals)]
    forged = wire.discord.post_as_bot(thread, "forged", [{"type": 1, "components": buttons[i : i + 5]} for i in (0, 5)])
    before = [(m.id, m.text, m.components) for m in wire.discord.history(thread)]
    for i, key in enumerate(refusals.values()):
        answer = await answered(wire.discord, await alice.click(forged, label=f"b{i}"))
        assert answer.ephemeral and answer.viewer == alice.user.id and answer.text == ba_label(key, game=1)
        answer = await answered(wire.discord, await bob.click(forged, label=f"b{i}"))
        assert answer.ephemeral and answer.viewer == bob.user.id and answer.text

    picker = await answered(wire.discord, await alice.click(card, TAKE))
    shown = picker.text
    if actions(wire, "ai"):  # the computer went first: her picker opens with its move
        title, told, shown = picker.text.split("\n", 2)
        assert title == ba_label("recap-title") and told[:2] == "> "
    assert ba_label("recap-title") not in shown
    notes = {  # on her own picker: nothing is chosen, she is told why and shown her turn as it stands
        (f"barrage:pick:1:{turn}:0:c999", ""): ba_label("choice-gone"),  # an option out of range
        (f"barrage:pick:1:{turn}:0:s", "999"): ba_label("choice-gone"),
        (f"barrage:pick:1:{turn}:0:s", "²"): ba_label("choice-gone"),
        (f"barrage:pick:1:{turn}:999999999:c0", ""): ba_label("picker-moved"),
        (f"barrage:pick:1:{turn}:0:p99", ""): None,  # a page out of range: the last page
    }
    for (custom_id, value), note in notes.items():
        answer = await forge_on(wire, alice, picker, custom_id, value)
        assert answer.ephemeral and answer.viewer == alice.user.id
        assert answer.text == (shown if note is None else f"{shown}\n{note}"), custom_id
    for custom_id in (f"barrage:pick:1:{turn}:0:c1000", f"barrage:pick:1:{turn}:0:p100"):
        answer = await forge_on(wire, alice, picker, custom_id)
        assert answer.ephemeral and answer.viewer == alice.user.id and answer.text == ba_label("unknown-component")
    assert actions(wire, "player") == 0
    assert [(m.id, m.text, m.components) for m in wire.discord.history(thread)] == before
    done, _ = await play_first_offered(wire, alice, card)  # the game goes on as if nothing had been sent
    assert done.text.startswith(ba_opening("turn-played", "turn")) and actions(wire, "player") > 1


async def test_a_whole_game_of_whole_turns_takes_three_clicks_a_turn(wire):
    """alice plays a whole introductory game against the strong computer the short way: Take, the first whole
    turn offered, Confirm; where none is offered (a decision outside the actions step) she builds the turn choice
    by choice. Counted per turn, the typical turn takes three clicks."""
    alice = wire.player("alice")
    thread = await open_game(wire, alice, computer="strong")
    final = ba_label("final-header", game=1)
    shortlist = ba_label("button-shortlist", n=1)

    def over() -> bool:
        return any(final in m.text for m in wire.discord.history(thread))

    clicks: list[int] = []
    async for card in cards_until(wire, thread, alice, over, timeout=60.0):
        picker = await answered(wire.discord, await alice.click(card, label=TAKE))
        count = 1
        if shortlist in labels(picker):
            picker = await answered(wire.discord, await alice.click(picker, label=shortlist))
            count += 1
        while not ready(picker):
            picker = await choose_first(wire, alice, picker)
            count += 1
        done = await answered(wire.discord, await alice.click(picker, label=CONFIRM))
        assert done.text.startswith(ba_opening("turn-played", "turn"))
        clicks.append(count + 1)
    assert over() and len(clicks) >= 15
    assert statistics.median(clicks) == 3, clicks
    assert sum(c == 3 for c in clicks) >= 0.8 * len(clicks), clicks
