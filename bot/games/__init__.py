"""The games the bot can host. Each brings its own commands and components and shares the database."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from discord.ext import commands

from bot import powerline
from bot.storage.games import GameStore


class GameHost(Protocol):
    """What the application needs from a game: catching up after a restart and stopping its timers."""

    async def resume(self) -> None: ...

    def start_timers(self) -> None: ...

    async def stop_timers(self) -> None: ...


@dataclass(frozen=True)
class HostedGame:
    key: str
    title: str
    install: Callable[[commands.Bot, GameStore], Awaitable[GameHost]]


GAMES: tuple[HostedGame, ...] = (HostedGame("powerline", "Powerline", powerline.install),)
