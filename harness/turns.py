"""Turn cards over the wire, whatever the game: the table's turn flow posts them alike."""

from collections.abc import AsyncIterator, Callable

from harness.wire import Wire
from harness.words import label
from localdiscord.model import Channel, Message
from localdiscord.players import Player, labels

TAKE = label("button-take")


def turn_card(wire: Wire, thread: Channel, player: Player, skip: set[int], lang: str = "en") -> Message | None:
    """The newest card with the button (in the game's `lang`), if it pings `player` and is not in `skip`."""
    take = label("button-take", lang)
    cards = [m for m in wire.discord.history(thread) if take in labels(m)]
    card = cards[-1] if cards else None
    return card if card is not None and player.mention in card.text and card.id not in skip else None


async def next_card(wire: Wire, thread: Channel, player: Player, skip: set[int], timeout: float = 30.0) -> Message:
    """`player`'s next turn card, once posted."""
    await wire.discord.wait(lambda: turn_card(wire, thread, player, skip) is not None, timeout)
    card = turn_card(wire, thread, player, skip)
    assert card is not None
    return card


async def cards_until(
    wire: Wire, thread: Channel, player: Player, over: Callable[[], bool], timeout: float = 30.0, lang: str = "en"
) -> AsyncIterator[Message]:
    """Each new turn card of `player`, as it is posted, until `over()` (the caller plays each before the next)."""
    used: set[int] = set()
    while not over():
        await wire.discord.wait(lambda: turn_card(wire, thread, player, used, lang) is not None or over(), timeout)
        card = turn_card(wire, thread, player, used, lang)
        if card is None:
            return
        used.add(card.id)
        yield card
