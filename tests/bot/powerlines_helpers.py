"""Driving a Power Lines match through the real components, as its players would."""

import discord
import simcord

from harness.words import pl_label
from tests.bot import turn_games
from tests.bot.helpers import selects
from tests.bot.turn_games import Table, open_table


class Duel(Table):
    """A Power Lines match: alice hosts, bob (None against the computer) is the other seat."""

    @property
    def alice(self) -> simcord.MemberActor:
        return self.members[0]

    @property
    def bob(self) -> simcord.MemberActor | None:
        return self.members[1] if len(self.members) > 1 else None


async def start_duel(
    env: simcord.Env,
    computer: str | None = None,
    sides: str = "host-suits",
    first: str = "host",
    timer: int = 0,
    reserve: int = 0,
    beside: Duel | None = None,
) -> Duel:
    """alice hosts in #duel and plays suits and starts (by default); bob joins, or a computer player of level
    `computer` takes the second seat; `timer` minutes per turn and `reserve` minutes each. `beside`: a duel whose
    server and people play this one too, in a channel of its own."""
    clocks = {name: minutes for name, minutes in (("timer", timer), ("reserve", reserve)) if minutes}
    table = await open_table(
        env,
        "powerlines",
        people=1 if computer else 2,
        computers=(computer,) if computer else (),
        settings={"sides": sides, "first": first, **clocks},
        channel="duel" if beside is None else f"duel-{beside.channel.id}",
        beside=beside,
    )
    return Duel(**vars(table))


def turn_card(channel: simcord.ChannelHandle) -> discord.Message:
    """The latest message with a Take my turn button."""
    return turn_games.turn_card(channel, "powerlines")


async def open_picker(member: simcord.MemberActor, channel: simcord.ChannelHandle) -> simcord.ResponseMessage:
    return await turn_games.open_picker(member, channel, "powerlines")


async def take_turn(
    member: simcord.MemberActor, channel: simcord.ChannelHandle, pick: int = 0
) -> simcord.InteractionResult:
    """Open the picker, choose the `pick`-th tile and the `pick`-th spot offered (wrapping), and place it."""
    picker = await open_picker(member, channel)
    [tiles] = selects(picker.components)
    tile = tiles["options"][pick % len(tiles["options"])]["value"]
    picker = (await member.select(picker, [tile], custom_id=tiles["custom_id"])).response
    spots = selects(picker.components)[1]
    spot = spots["options"][pick % len(spots["options"])]["value"]
    picker = (await member.select(picker, [spot], custom_id=spots["custom_id"])).response
    return await member.click(picker, label=pl_label("button-place"))
