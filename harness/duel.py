"""Power Lines as scripted people play it over the wire: a lobby for two and turns through the move picker."""

from harness.turns import TAKE
from harness.wire import Wire
from harness.words import pl_label
from localdiscord.model import Channel, Message, controls
from localdiscord.players import Player, answered


async def open_duel(
    wire: Wire,
    host: Player,
    guest: Player | None,
    computer: str = "strong",
    channel: Channel | None = None,
    lang: str = "en",
) -> Channel:
    """`host` opens a Power Lines lobby (host plays suits and starts) in `channel` (#games by default); `guest`
    joins, or a computer player of level `computer` takes the second seat. The game's thread. `lang` is the
    server's language, the lobby's."""
    channel = channel or wire.channel
    lobby = await answered(wire.discord, await host.slash(channel, "powerlines start"))
    menus = {c["custom_id"].rsplit(":", 1)[1]: c["custom_id"] for c in controls(lobby.components) if c["type"] == 3}
    await answered(wire.discord, await host.select(lobby, ["host-suits"], custom_id=menus["sides"]))
    await answered(wire.discord, await host.select(lobby, ["host"], custom_id=menus["first"]))
    if guest is None:
        await answered(wire.discord, await host.select(lobby, [computer], custom_id=menus["bots"]))
    else:
        await answered(wire.discord, await guest.click(lobby, label=pl_label("join", lang)))
    await answered(wire.discord, await host.click(lobby, label=pl_label("start", lang)))
    return [c for c in wire.discord.channels.values() if c.parent_id == channel.id][-1]


async def place_first_offered(wire: Wire, player: Player, card: Message) -> Message:
    """From a turn card: open the picker, take the first tile and the first spot offered, place it."""
    picker = await answered(wire.discord, await player.click(card, label=TAKE))
    for _ in range(2):
        menu = [c for c in controls(picker.components) if c["type"] == 3][-1]
        choice = menu["options"][0]["value"]
        picker = await answered(wire.discord, await player.select(picker, [choice], custom_id=menu["custom_id"]))
    return await answered(wire.discord, await player.click(picker, label=pl_label("button-place")))
