"""Power Lines over the wire: the unmodified bot process and the loopback fake Discord."""

import pytest

from tests.wire.duel import TAKE, open_duel, place_first_offered, turn_card
from tests.wire.fakediscord.faults import Fault
from tests.wire.fakediscord.model import controls
from tests.wire.fakediscord.players import answered, labels
from tests.wire.test_languages_wire import everything_in
from tests.wire.test_powerline_wire import png_size
from tests.words import english_leaks, pl_label, pl_opening

pytestmark = pytest.mark.wire


async def test_a_whole_match_against_the_strong_computer_player(wire):
    alice = wire.player("alice")
    thread = await open_duel(wire, alice, None)
    used: set[int] = set()

    def over() -> bool:
        return any(pl_label("final-header", game=1) in m.text for m in wire.discord.history(thread))

    placed = 0
    while not over():
        await wire.discord.wait(lambda: turn_card(wire, thread, alice, used) is not None or over(), 30)
        card = turn_card(wire, thread, alice, used)
        if card is None:
            break
        used.add(card.id)
        done = await place_first_offered(wire, alice, card)
        assert done.text.startswith(pl_opening("placed-ok", "tile"))
        placed += 1
        assert placed <= 16
    public = wire.discord.history(thread)
    assert placed == 16
    assert sum(pl_opening("game-scored", "suits", game=g) in m.text for g in (1, 2) for m in public) == 2
    images = [a for m in public for a in m.attachments]
    names = {a.filename for a in images}
    assert {"scored-1.png", "scored-2.png"} <= names and sum(n.startswith("turn-") for n in names) >= 16
    for attachment in images:
        assert png_size(attachment.data) in {(800, 716), (800, 690)}


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
    await wire.discord.wait(lambda: turn_card(wire, thread, bob, set()) is not None)
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
    assert pl_opening("game-started", "game", "en") in wire.discord.history(thread)[0].text
