"""Driving games through the real components, as a player would."""

from dataclasses import dataclass
from typing import Any

import discord
import simcord

PLAN = "Plan my round"
SUBMIT = "Submit plan"
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace")


def custom_ids(components: list[dict[str, Any]]) -> list[str]:
    return [c["custom_id"] for row in components for c in row.get("components", [row]) if c.get("custom_id")]


def labels(components: list[dict[str, Any]]) -> list[str]:
    return [c.get("label") or c.get("placeholder") for row in components for c in row.get("components", [row])]


def selects(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for row in components for c in row.get("components", [row]) if c["type"] == 3]


def round_message(channel: simcord.ChannelHandle) -> discord.Message:
    """The latest message carrying the Plan my round button."""
    for message in reversed(channel.history()):
        ids = [c.custom_id or "" for row in message.components for c in row.children]
        if any(custom_id.startswith("powerline:round:") for custom_id in ids):
            return message
    raise AssertionError("no round message")


async def open_planner(member: simcord.MemberActor, channel: simcord.ChannelHandle) -> simcord.ResponseMessage:
    opened = await member.click(round_message(channel), label=PLAN)
    assert opened.ephemeral, opened.response
    return opened.response


async def build_plan(member: simcord.MemberActor, planner: simcord.ResponseMessage, island: bool = False):
    """Pick the first offered spot (or the island) for each worker until the plan may stop."""
    if "Start with red" in labels(planner.components):
        planner = (await member.click(planner, label="Start with red")).response
    while SUBMIT not in labels(planner.components):
        [select, *_] = selects(planner.components)
        values = [o["value"] for o in select["options"]]
        choice = "island" if island and "island" in values else next((v for v in values if v != "island"), values[0])
        planner = (await member.select(planner, [choice], custom_id=select["custom_id"])).response
    return planner


async def play_round(member: simcord.MemberActor, channel: simcord.ChannelHandle, island: bool = False):
    planner = await build_plan(member, await open_planner(member, channel), island)
    return await member.click(planner, label=SUBMIT)


@dataclass
class Game:
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    members: list[simcord.MemberActor]
    lobby: discord.Message
    started: simcord.InteractionResult

    @property
    def thread(self) -> simcord.ChannelHandle:
        [thread] = self.channel.threads
        return thread


async def start_game(env: simcord.Env, players: int = 3, **bot_denied: bool) -> Game:
    """A lobby opened by alice in #games, joined by the others and started; `bot_denied` permissions are
    taken from the bot in that channel."""
    guild = env.create_guild()
    overwrites = {guild.me: discord.PermissionOverwrite(**{name: False for name in bot_denied})} if bot_denied else {}
    channel = guild.create_text_channel("games", overwrites=overwrites)
    members = [guild.add_member(env.create_user(name)) for name in NAMES[:players]]
    opened = await members[0].slash(channel, "powerline start")
    lobby = opened.response.message
    for member in members[1:]:
        await member.click(lobby, label="Join")
    started = await members[0].click(lobby, label="Start")
    return Game(guild, channel, members, lobby, started)
