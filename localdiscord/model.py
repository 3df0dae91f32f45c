"""What the fake Discord knows: users, guilds, channels, threads, messages and interactions, as Discord's
JSON payloads (API v10), and who may see which message."""

import itertools
import mimetypes
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

EPHEMERAL = 1 << 6
LOADING = 1 << 7
"""A deferred response with thinking: the client shows "is thinking…" until its first edit."""
COMPONENTS_V2 = 1 << 15
ALL_PERMISSIONS = str((1 << 50) - 1)
"""The bot holds every permission unless a test takes some away."""
VIEW_CHANNEL = 1 << 10
MANAGE_GUILD = 1 << 5
EPOCH_MS = 1420070400000


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


class Snowflakes:
    """Ids that grow with time, as Discord's do."""

    def __init__(self) -> None:
        self._counter = itertools.count()

    def next(self) -> int:
        return ((int(time.time() * 1000) - EPOCH_MS) << 22) | (next(self._counter) & 0x3FFFFF)


@dataclass
class User:
    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"
    dms_closed: bool = False
    """They take no direct messages from the server's members: Discord refuses the bot's (50007)."""

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class Channel:
    id: int
    guild_id: int
    name: str
    type: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    bot_permissions: str = ALL_PERMISSIONS
    recipient: User | None = None
    """The person of a direct message channel (type 1)."""

    @property
    def is_thread(self) -> bool:
        return self.type == 11

    def payload(self) -> dict[str, Any]:
        if self.recipient is not None:
            return {"id": str(self.id), "type": 1, "recipients": [self.recipient.payload()], "last_message_id": None}
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            data.update(
                parent_id=str(self.parent_id),
                owner_id=str(self.owner_id),
                member_count=1,
                message_count=0,
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": now_iso(),
                    "locked": False,
                },
            )
        return data


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int
    locale: str = "en-US"
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, User] = field(default_factory=dict)
    managers: set[int] = field(default_factory=set)
    """Members with the Manage Server permission (from a role, in Discord)."""

    def permissions(self, user_id: int) -> int:
        """A member's permissions, as an interaction carries them: View Channel, and Manage Server for a manager."""
        return VIEW_CHANNEL | (MANAGE_GUILD if user_id in self.managers else 0)

    def may_use(self, command: dict[str, Any], user_id: int) -> bool:
        """Whether Discord shows the member a command: it shows one with default member permissions only to members
        who have them all (no command permission overrides are modelled)."""
        needed = command.get("default_member_permissions")
        return needed is None or int(needed) & self.permissions(user_id) == int(needed)

    def member_payload(self, user: User) -> dict[str, Any]:
        return {
            "user": user.payload(),
            "roles": [],
            "joined_at": now_iso(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
        }

    def payload(self, bot: User) -> dict[str, Any]:
        everyone = {
            "id": str(self.id),
            "name": "@everyone",
            "permissions": str(VIEW_CHANNEL),
            "position": 0,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        channels = [c.payload() for c in self.channels.values() if not c.is_thread]
        threads = [c.payload() for c in self.channels.values() if c.is_thread]
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "roles": [everyone],
            "emojis": [],
            "stickers": [],
            "features": [],
            "member_count": len(self.members) + 1,
            "members": [self.member_payload(bot)],
            "channels": channels,
            "threads": threads,
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "large": False,
            "unavailable": False,
            "joined_at": now_iso(),
            "preferred_locale": self.locale,
            "premium_tier": 0,
            "system_channel_flags": 0,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "afk_timeout": 300,
        }


ALT_LIMIT = 1024
"""The most an attachment's or a media gallery item's description (alt text) may hold."""


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str
    description: str | None = None
    """Its alt text, as the uploader gave it."""

    def payload(self, base_url: str) -> dict[str, Any]:
        url = f"{base_url}/attachments/{self.id}/{self.filename}"
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": url,
            "proxy_url": url,
            "content_type": self.content_type,
            **({} if self.description is None else {"description": self.description}),
        }


def served_type(filename: str, sent: str) -> str:
    """An upload's content type as Discord serves it: from its file name (discord.py sends every file as
    application/octet-stream), else what the uploader said."""
    guessed, _ = mimetypes.guess_type(filename)
    return guessed or sent


def created_at(snowflake: int) -> float:
    """When the fake Discord made the thing with this id (a message), from its snowflake, in seconds."""
    return ((snowflake >> 22) + EPOCH_MS) / 1000


@dataclass
class Message:
    id: int
    channel_id: int
    guild_id: int
    author: User
    content: str = ""
    components: list[dict[str, Any]] = field(default_factory=list)
    embeds: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    viewer: int | None = None
    """The only user who sees an ephemeral message; None for public ones."""
    nonce: str | None = None
    edited_at: str | None = None
    """When the bot last edited it (ISO 8601), or None."""
    used: tuple[int, str] | None = None
    """The answer to a slash command: who ran it and its name ("powerline start"), as a client shows above it."""
    deleted: bool = False
    shown: list[str] = field(default_factory=list)
    """What it said when made and after each edit, in order: a test reads what people saw over its life."""

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def edited(self) -> bool:
        return self.edited_at is not None

    def visible_to(self, user_id: int) -> bool:
        return not self.deleted and (self.viewer is None or self.viewer == user_id)

    def payload(self, base_url: str) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "guild_id": str(self.guild_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": datetime.fromtimestamp(created_at(self.id), UTC).isoformat(),
            "edited_timestamp": self.edited_at,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload(base_url) for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": 0,
            "flags": self.flags,
        }
        if not self.guild_id:
            del data["guild_id"]  # a direct message
        if self.nonce is not None:
            data["nonce"] = self.nonce
        return data

    def texts(self) -> list[str]:
        """What the message says: its content and the text displays of its components."""
        found = [self.content] if self.content else []
        found.extend(t for t in walk(self.components, "content") if isinstance(t, str))
        found.extend(e.get("title", "") + "\n" + e.get("description", "") for e in self.embeds)
        return found

    @property
    def text(self) -> str:
        return "\n".join(self.texts())


def walk(components: list[dict[str, Any]], key: str) -> list[Any]:
    """Every value of `key` in a component tree."""
    found: list[Any] = []
    for component in components:
        if key in component:
            found.append(component[key])
        found.extend(walk(component.get("components", []), key))
        accessory = component.get("accessory")
        if accessory:
            found.extend(walk([accessory], key))
    return found


def gallery_items(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every media gallery item (its media and description) in a component tree."""
    return [item for items in walk(components, "items") for item in items]


def controls(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every button and select in a component tree."""
    found: list[dict[str, Any]] = []
    for component in components:
        if component.get("type") in (2, 3, 5, 6, 7, 8):
            found.append(component)
        found.extend(controls(component.get("components", [])))
        found.extend(controls([component["accessory"]] if "accessory" in component else []))  # a section's button
    return found


@dataclass
class Interaction:
    id: int
    token: str
    user: User
    channel: Channel
    kind: str
    """"command", "component" or "autocomplete"."""
    sent_at: float
    """When Discord created it (`time.time()`): its deadlines run from here, so a test ages it by moving this back."""
    message: Message | None = None
    """The message whose component was used."""
    acknowledged_at: float | None = None
    response_type: int | None = None
    original: Message | None = None
    """The response message (type 4/5, or the clicked message for 6/7)."""
    followups: list[Message] = field(default_factory=list)
    ephemeral: bool = False
    updates: int = 0
    """Edits of the response and follow-ups sent through this interaction's token."""
    original_edits: int = 0
    choices: list[dict[str, Any]] | None = None
    """An autocomplete's answer (callback type 8)."""
    command: str = ""
    """A slash command's name with its subcommand ("powerline start")."""
    custom_id: str = ""
    """The component's custom id, for a component's interaction."""

    @property
    def ack_seconds(self) -> float | None:
        return None if self.acknowledged_at is None else self.acknowledged_at - self.sent_at
