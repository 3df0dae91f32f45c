"""The local Discord's world kept on disk between runs of `./dev play`: its server, channels, threads, people,
messages and slash commands in `world.json`, each uploaded file once in `attachments/`. Saved whole (written
beside and renamed into place), so a stop at any instant leaves the last complete copy."""

import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any

from localdiscord.model import Attachment, Channel, Guild, Message, User, served_type
from localdiscord.server import FakeDiscord

WORLD = "world.json"
ATTACHMENTS = "attachments"
VERSION = 1


def save(discord: FakeDiscord, folder: Path) -> None:
    files = folder / ATTACHMENTS
    files.mkdir(parents=True, exist_ok=True)
    kept = {p.name for p in files.iterdir()}
    live = [m for m in discord.messages.values() if not m.deleted]
    for message in live:
        for attachment in message.attachments:
            if str(attachment.id) not in kept:
                (files / str(attachment.id)).write_bytes(attachment.data)
    used = {str(a.id) for m in live for a in m.attachments}
    for name in kept - used:
        (files / name).unlink()
    world = {
        "version": VERSION,
        "bot": asdict(discord.bot),
        "commands": discord.commands,
        "guilds": [_guild(g) for g in discord.guilds.values()],
        "dm_channels": [_channel(c) for c in discord.dm_channels.values()],
        "messages": [_message(m) for m in live],
    }
    temporary = folder / f"{WORLD}.new"
    temporary.write_text(json.dumps(world), encoding="utf-8")
    os.replace(temporary, folder / WORLD)


def load(folder: Path) -> FakeDiscord | None:
    """The world saved in `folder`, or None when there is none (or it is of another version). A message's fields
    added since it was saved take their defaults."""
    path = folder / WORLD
    if not path.exists():
        return None
    world = json.loads(path.read_text(encoding="utf-8"))
    if world.get("version") != VERSION:
        return None
    discord = FakeDiscord()
    discord.bot = User(**world["bot"])
    discord.application_id = discord.bot.id
    discord.commands = world["commands"]
    users: dict[int, User] = {discord.bot.id: discord.bot}
    for data in world["guilds"]:
        guild = Guild(
            data["id"], data["name"], data["owner_id"], data["locale"], managers=set(data.get("managers", []))
        )
        for member in data["members"]:
            users[member["id"]] = guild.members[member["id"]] = User(**member)
        for channel_data in data["channels"]:
            channel = Channel(**{**channel_data, "recipient": None})
            guild.channels[channel.id] = discord.channels[channel.id] = channel
        discord.guilds[guild.id] = guild
    for data in world["dm_channels"]:
        channel = Channel(**{**data, "recipient": users[data["recipient"]]})
        discord.channels[channel.id] = discord.dm_channels[data["recipient"]] = channel
    for data in world["messages"]:
        attachments = [
            Attachment(
                a["id"],
                a["filename"],
                (folder / ATTACHMENTS / str(a["id"])).read_bytes(),
                served_type(a["filename"], a["content_type"]),
                a.get("description"),
            )
            for a in data.pop("attachments")
        ]
        known = {k: v for k, v in data.items() if k in Message.__dataclass_fields__}
        used = data.get("used")
        message = Message(
            **{
                **known,
                "author": users[data["author"]],
                "attachments": attachments,
                "used": used and (used[0], used[1]),
            }
        )
        discord.add(message)
    return discord


def _guild(guild: Guild) -> dict[str, Any]:
    return {
        "id": guild.id,
        "name": guild.name,
        "owner_id": guild.owner_id,
        "locale": guild.locale,
        "members": [asdict(u) for u in guild.members.values()],
        "managers": sorted(guild.managers),
        "channels": [_channel(c) for c in guild.channels.values()],
    }


def _channel(channel: Channel) -> dict[str, Any]:
    data = asdict(channel)
    data["recipient"] = None if channel.recipient is None else channel.recipient.id
    return data


def _message(message: Message) -> dict[str, Any]:
    data = {name: getattr(message, name) for name in Message.__dataclass_fields__}
    data["author"] = message.author.id
    data["attachments"] = [
        {"id": a.id, "filename": a.filename, "content_type": a.content_type, "description": a.description}
        for a in message.attachments
    ]
    return data
