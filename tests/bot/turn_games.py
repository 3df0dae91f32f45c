"""Driving any turn game through its real components, as its players would: open a lobby (people, computer seats,
settings), take a turn from the card, read the thread. Each game's helpers build on these, so a new game's test
writes only what is its own (which picker controls make a move)."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import discord
import simcord

from tests.bot.components import NAMES, custom_ids, text


@dataclass
class Table:
    """A game opened through its lobby: where, by whom, and its id."""

    key: str
    """The game's registry key, its custom ids' prefix."""
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    members: list[simcord.MemberActor]
    game: int

    @property
    def thread(self) -> simcord.ChannelHandle:
        [thread] = self.channel.threads
        return thread

    def turn_card(self) -> discord.Message:
        return turn_card(self.thread, self.key)

    def on_turn(self) -> simcord.MemberActor:
        """The member the latest turn card pings."""
        card = text(self.turn_card())
        return next(m for m in self.members if m.mention in card)

    async def open_picker(self, member: simcord.MemberActor) -> simcord.ResponseMessage:
        return await open_picker(member, self.thread, self.key)

    def texts(self) -> list[str]:
        """What the thread says, post by post, as it reads now."""
        return [text(message) for message in self.thread.history()]


async def open_table(
    env: simcord.Env,
    key: str,
    people: int = 1,
    computers: Sequence[str] = (),
    settings: Mapping[str, str | int] | None = None,
    language: str = "",
    channel: str = "",
    beside: Table | None = None,
) -> Table:
    """The first of `people` (alice, bob, …) hosts `key` in its own channel (named `channel`, by default the game's
    key), in `language`; she picks `settings` (a select's name and value: `timer`, `first`, …), computer players of
    `computers`' levels take seats, the others join, and she starts. `beside`: a table whose server and people
    play this one too."""
    guild = env.create_guild() if beside is None else beside.guild
    where = guild.create_text_channel(channel or (key if beside is None else f"{key}-{beside.channel.id}"))
    members = (
        [guild.add_member(env.create_user(name)) for name in NAMES[:people]]
        if beside is None
        else beside.members[:people]
    )
    options = {"language": language} if language else {}
    lobby = (await members[0].slash(where, f"{key} start", **options)).response.message
    game = int(custom_ids(lobby.components)[0].split(":")[2])
    for name, value in (settings or {}).items():
        await members[0].select(lobby, [str(value)], custom_id=f"{key}:lobbyset:{game}:0:0:{name}")
    for level in computers:
        await members[0].select(lobby, [level], custom_id=f"{key}:lobbyset:{game}:0:0:bots")
    for member in members[1:]:
        await member.click(lobby, custom_id=f"{key}:lobby:{game}:0:0:join")
    await members[0].click(lobby, custom_id=f"{key}:lobby:{game}:0:0:start")
    return Table(key, guild, where, members, game)


def turn_card(channel: simcord.ChannelHandle, key: str) -> discord.Message:
    """The latest message of `key`'s with a Take my turn button."""
    for message in reversed(channel.history()):
        if any(c.startswith(f"{key}:turn:") for c in custom_ids(message.components)):
            return message
    raise AssertionError("no turn card")


async def open_picker(member: simcord.MemberActor, channel: simcord.ChannelHandle, key: str) -> simcord.ResponseMessage:
    """Take my turn on the latest card: the picker, privately."""
    card = turn_card(channel, key)
    [take] = [c for c in custom_ids(card.components) if c.endswith(":take")]
    opened = await member.click(card, custom_id=take)
    assert opened.ephemeral and opened.response is not None, opened
    return opened.response
