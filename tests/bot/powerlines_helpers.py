"""Driving a Power Lines match through the real components, as its players would."""

from dataclasses import dataclass

import discord
import simcord

from harness.words import pl_label
from tests.bot.helpers import custom_ids, selects


@dataclass
class Duel:
    channel: simcord.ChannelHandle
    alice: simcord.MemberActor
    bob: simcord.MemberActor | None
    guild: simcord.GuildHandle

    @property
    def thread(self) -> simcord.ChannelHandle:
        [thread] = self.channel.threads
        return thread


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
    guild = env.create_guild() if beside is None else beside.guild
    channel = guild.create_text_channel("duel" if beside is None else f"duel-{beside.channel.id}")
    alice = guild.add_member(env.create_user("alice")) if beside is None else beside.alice
    bob = None if computer else guild.add_member(env.create_user("bob")) if beside is None else beside.bob
    lobby = (await alice.slash(channel, "powerlines start")).response.message
    game = int(custom_ids(lobby.components)[0].split(":")[2])
    await alice.select(lobby, [sides], custom_id=f"powerlines:lobbyset:{game}:0:0:sides")
    await alice.select(lobby, [first], custom_id=f"powerlines:lobbyset:{game}:0:0:first")
    for clock, minutes in (("timer", timer), ("reserve", reserve)):
        if minutes:
            await alice.select(lobby, [str(minutes)], custom_id=f"powerlines:lobbyset:{game}:0:0:{clock}")
    if computer:
        await alice.select(lobby, [computer], custom_id=f"powerlines:lobbyset:{game}:0:0:bots")
    else:
        assert bob is not None
        await bob.click(lobby, label=pl_label("join"))
    await alice.click(lobby, label=pl_label("start"))
    return Duel(channel, alice, bob, guild)


def turn_card(channel: simcord.ChannelHandle) -> discord.Message:
    """The latest message with a Take my turn button."""
    for message in reversed(channel.history()):
        if any(c.startswith("powerlines:turn:") for c in custom_ids(message.components)):
            return message
    raise AssertionError("no turn card")


async def open_picker(member: simcord.MemberActor, channel: simcord.ChannelHandle) -> simcord.ResponseMessage:
    opened = await member.click(turn_card(channel), label=pl_label("button-take"))
    assert opened.ephemeral, opened.response
    return opened.response


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
