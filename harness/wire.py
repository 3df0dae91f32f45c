"""A local Discord on 127.0.0.1, the real bot process connected to it, and a server with a channel to play in."""

from dataclasses import dataclass

from harness.process import BotProcess
from localdiscord.model import Channel, Guild
from localdiscord.players import Player
from localdiscord.server import FakeDiscord


@dataclass
class Wire:
    discord: FakeDiscord
    bot: BotProcess
    guild: Guild
    channel: Channel

    def player(self, name: str, locale: str = "en-US") -> Player:
        return Player(self.discord, self.discord.create_user(self.guild, name, locale))
