"""Barrage as scripted people play it over the wire: a lobby against the computer, turns built choice by choice in
the private picker, confirmed."""

import sqlite3
from contextlib import closing
from typing import Any

from harness.turns import TAKE
from harness.wire import Wire
from harness.words import ba_label
from localdiscord.model import Attachment, Channel, Message, controls
from localdiscord.players import Player, answered, labels

CONFIRM = ba_label("button-confirm")


async def open_game(wire: Wire, host: Player, computer: str = "random", lang: str = "en") -> Channel:
    """`host` opens a Barrage lobby (the introductory setup), a computer player of level `computer` takes the
    second seat, `host` starts: the game's thread. `lang` is the server's language, the lobby's."""
    lobby = await answered(wire.discord, await host.slash(wire.channel, "barrage start"))
    [bots] = [c["custom_id"] for c in controls(lobby.components) if c["custom_id"].endswith(":bots")]
    await answered(wire.discord, await host.select(lobby, [computer], custom_id=bots))
    await answered(wire.discord, await host.click(lobby, label=ba_label("start", lang)))
    return next(c for c in wire.discord.channels.values() if c.parent_id == wire.channel.id)


def picks(picker: Message) -> list[dict[str, Any]]:
    """The picker's controls for the pending decision: its option buttons, or its select menu."""
    return [c for c in controls(picker.components) if c["custom_id"].rsplit(":", 1)[1][:1] in ("c", "s")]


def ready(picker: Message) -> bool:
    return CONFIRM in labels(picker)


async def choose_first(wire: Wire, player: Player, picker: Message) -> Message:
    """Choose the first option offered, by button or from the select menu."""
    first = picks(picker)[0]
    if first["type"] == 3:
        chosen = await player.select(picker, [first["options"][0]["value"]], custom_id=first["custom_id"])
    else:
        chosen = await player.click(picker, custom_id=first["custom_id"])
    return await answered(wire.discord, chosen)


async def play_first_offered(wire: Wire, player: Player, card: Message) -> tuple[Message, list[Attachment]]:
    """From a turn card: open the picker, choose the first option at every step, confirm. The picker as it ends
    and the images it showed on the way."""
    picker = await answered(wire.discord, await player.click(card, label=TAKE))
    shown = list(picker.attachments)
    while not ready(picker):
        picker = await choose_first(wire, player, picker)
        shown += picker.attachments
    return await answered(wire.discord, await player.click(picker, label=CONFIRM)), shown


def round_over(round_: int) -> str:
    """The bold opening of round `round_`'s post, whatever the water did."""
    return ba_label("round-over", round=round_, drops=0).split("**", 2)[1]


def cards_of_turn(wire: Wire, thread: Channel, turn: int) -> list[Message]:
    """The thread's messages carrying turn `turn`'s map."""
    return [m for m in wire.discord.history(thread) if any(a.filename == f"turn-{turn}.png" for a in m.attachments)]


def card_turn(card: Message) -> int:
    """The turn a card is for, from its map's name."""
    [name] = [a.filename for a in card.attachments if a.filename.startswith("turn-")]
    return int(name.removeprefix("turn-").removesuffix(".png"))


def actions(wire: Wire, source: str) -> int:
    """Stored actions from `source` ("player", "ai", "timeout")."""
    with closing(sqlite3.connect(wire.bot.database)) as db:
        return db.execute("SELECT COUNT(*) FROM actions WHERE source = ?", (source,)).fetchone()[0]
