"""Power Lines over the wire: the unmodified bot process, a person against the strong computer player."""

import pytest

from tests.wire.fakediscord.model import controls
from tests.wire.fakediscord.players import answered, labels
from tests.wire.test_powerline_wire import png_size
from tests.words import pl_label, pl_opening

pytestmark = pytest.mark.wire


async def test_a_whole_match_against_the_strong_computer_player(wire):
    alice = wire.player("alice")
    lobby = await answered(wire.discord, await alice.slash(wire.channel, "powerlines start"))
    bots = next(c for c in controls(lobby.components) if c.get("custom_id", "").endswith(":bots"))
    await answered(wire.discord, await alice.select(lobby, ["strong"], custom_id=bots["custom_id"]))
    await answered(wire.discord, await alice.click(lobby, label=pl_label("start")))
    thread = next(c for c in wire.discord.channels.values() if c.parent_id == wire.channel.id)
    take = pl_label("button-take")

    used: set[int] = set()

    def my_card():
        """The newest card with the button, if it is alice's turn on it and she has not played from it yet."""
        cards = [m for m in wire.discord.history(thread) if take in labels(m)]
        card = cards[-1] if cards else None
        return card if card is not None and alice.mention in card.text and card.id not in used else None

    def over() -> bool:
        return any(pl_label("final-header", game=1) in m.text for m in wire.discord.history(thread))

    placed = 0
    while not over():
        await wire.discord.wait(lambda: my_card() is not None or over(), 30)
        if over():
            break
        card = my_card()
        used.add(card.id)
        picker = await answered(wire.discord, await alice.click(card, label=take))
        for _ in range(2):
            menu = [c for c in controls(picker.components) if c["type"] == 3][-1]
            picker = await answered(
                wire.discord, await alice.select(picker, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
            )
        done = await answered(wire.discord, await alice.click(picker, label=pl_label("button-place")))
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
