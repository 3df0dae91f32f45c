"""Scripted people: they run slash commands and use the components they can see, and wait for the answer as
a Discord client shows it."""

from dataclasses import dataclass
from typing import Any

from localdiscord.model import Channel, Interaction, Message, User, controls
from localdiscord.server import FakeDiscord


class NoSuchControl(AssertionError):
    """The message offers no component like that: a real user could not click it."""


def option(item: tuple[str, Any]) -> dict[str, Any]:
    """A slash command option as Discord sends it, typed string, boolean or integer by its value."""
    name, value = item
    kind = 3 if isinstance(value, str) else 5 if isinstance(value, bool) else 4
    return {"name": name, "value": value, "type": kind}


@dataclass
class Player:
    discord: FakeDiscord
    user: User

    @property
    def mention(self) -> str:
        return self.user.mention

    async def slash(self, channel: Channel, command: str, **options: Any) -> Interaction:
        """`command` is "group sub", e.g. "powerline start", or a command of its own, e.g. "games"."""
        group, _, sub = command.partition(" ")
        given = [*map(option, options.items())]
        data = {
            "id": self.discord.command_id(group),
            "name": group,
            "type": 1,
            "options": [{"type": 1, "name": sub, "options": given}] if sub else given,
        }
        return await self.discord.interact(self.user, channel, "command", data)

    async def click(self, message: Message, label: str | None = None, custom_id: str | None = None) -> Interaction:
        button = self._control(message, 2, label, custom_id)
        data = {"custom_id": button["custom_id"], "component_type": 2}
        return await self.discord.interact(self.user, self._channel(message), "component", data, message)

    async def select(
        self, message: Message, values: list[str], custom_id: str | None = None, placeholder: str | None = None
    ) -> Interaction:
        menu = self._control(message, 3, placeholder, custom_id)
        data = {"custom_id": menu["custom_id"], "component_type": 3, "values": values}
        return await self.discord.interact(self.user, self._channel(message), "component", data, message)

    def _channel(self, message: Message) -> Channel:
        return self.discord.channels[message.channel_id]

    def _control(self, message: Message, kind: int, label: str | None, custom_id: str | None) -> dict[str, Any]:
        if not message.visible_to(self.user.id):
            raise NoSuchControl(f"{self.user.name} cannot see message {message.id}")
        for control in controls(message.components):
            if control["type"] != kind or control.get("disabled"):
                continue
            if custom_id is not None and control.get("custom_id") == custom_id:
                return control
            if label is not None and label in (control.get("label"), control.get("placeholder")):
                return control
        raise NoSuchControl(f"no {label or custom_id!r} on message {message.id}: {labels(message)}")

    def latest(self, channel: Channel, with_label: str) -> Message:
        """The newest message in `channel` this player sees with a control labelled `with_label`."""
        for message in reversed(self.discord.history(channel, self.user)):
            if with_label in labels(message):
                return message
        raise NoSuchControl(f"{self.user.name} sees no {with_label!r} in #{channel.name}")


def labels(message: Message) -> list[str]:
    return [c.get("label") or c.get("placeholder") or "" for c in controls(message.components)]


def is_answered(interaction: Interaction) -> bool:
    """The person sees an answer: a response, or for a deferred one its first edit or follow-up."""
    if interaction.response_type in (5, 6):
        return interaction.updates > 0
    return interaction.response_type is not None


async def answered(discord: FakeDiscord, interaction: Interaction, timeout: float = 15.0) -> Message:
    """What the person sees once the bot has answered: the response, or for a deferred one its first edit or
    follow-up (the clicked message, for a component's deferred update, unless only a follow-up came)."""
    await discord.wait(lambda: is_answered(interaction), timeout)
    if interaction.response_type == 6 and interaction.followups and not interaction.original_edits:
        return interaction.followups[-1]
    if interaction.original is None:
        return interaction.followups[-1]
    return interaction.original
