"""Persistent components: every button and select carries its route (what, which game, round, version) in
its custom_id, so it keeps working after a restart and a stale one is recognised from the id alone."""

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import discord

_FIELDS = r"(?P<kind>[a-z]+):(?P<game>\d+):(?P<round>\d+):(?P<version>\d+):(?P<arg>[a-z0-9-]*)"


@dataclass(frozen=True)
class Route:
    kind: str
    game: int
    round: int = 0
    version: int = 0
    arg: str = ""

    def custom_id(self, prefix: str) -> str:
        return f"{prefix}:{self.kind}:{self.game}:{self.round}:{self.version}:{self.arg}"

    @classmethod
    def from_match(cls, match: re.Match[str]) -> "Route":
        return cls(match["kind"], int(match["game"]), int(match["round"]), int(match["version"]), match["arg"])


class Dispatcher(Protocol):
    async def dispatch(self, interaction: discord.Interaction, route: Route, values: Sequence[str]) -> None: ...


Handler = Callable[[discord.Interaction, Route, Sequence[str]], Awaitable[None]]


def _dispatcher(interaction: discord.Interaction) -> Dispatcher:
    return interaction.client.powerline  # type: ignore[attr-defined]


class RouteButton(discord.ui.DynamicItem[discord.ui.Button], template=r"plb:" + _FIELDS):
    def __init__(
        self,
        route: Route,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        *,
        emoji: str | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=style, emoji=emoji, disabled=disabled, row=row, custom_id=route.custom_id("plb")
            )
        )
        self.route = route

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> "RouteButton":
        return cls(Route.from_match(match), item.label or "", item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatcher(interaction).dispatch(interaction, self.route, ())


class RouteSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"pls:" + _FIELDS):
    def __init__(
        self,
        route: Route,
        options: Sequence[discord.SelectOption],
        placeholder: str,
        *,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=route.custom_id("pls"),
                options=list(options),
                placeholder=placeholder,
                min_values=min_values,
                max_values=max_values,
                row=row,
            )
        )
        self.route = route

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> "RouteSelect":
        return cls(
            Route.from_match(match),
            item.options,
            item.placeholder or "",
            min_values=item.min_values,
            max_values=item.max_values,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        values: list[Any] = list(self.item.values)
        await _dispatcher(interaction).dispatch(interaction, self.route, [str(v) for v in values])
