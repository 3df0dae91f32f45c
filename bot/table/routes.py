"""Persistent components: every button and select carries its route in its custom_id, so it keeps working
after a restart and a stale one is recognised from the id alone.

A custom id is `game:kind:table:phase:version:arg`: the game module (its key in the registry), what the
component does, the table (game id), the phase it was made for (a round, a turn), the draft version and an
argument. Ids are parsed strictly: anything else, or numbers out of range, is a malformed route that gets a
clear answer, never a traceback. Every component of the bot is a `Control`, so every click reaches the host.
"""

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

_ROUTE = re.compile(
    r"(?P<game>[a-z]{2,16}):(?P<kind>[a-z]{1,16}):(?P<table>[0-9]{1,18}):(?P<phase>[0-9]{1,9})"
    r":(?P<version>[0-9]{1,9}):(?P<arg>[a-z0-9-]{0,32})"
)


@dataclass(frozen=True)
class Route:
    game: str
    kind: str
    table: int
    phase: int = 0
    version: int = 0
    arg: str = ""

    @property
    def custom_id(self) -> str:
        return f"{self.game}:{self.kind}:{self.table}:{self.phase}:{self.version}:{self.arg}"


def parse_route(custom_id: str, aliases: Mapping[str, str]) -> Route | None:
    """The route a custom id carries, or None if it is not one of ours; `aliases` map the prefixes of ids
    posted by earlier versions to game keys."""
    match = _ROUTE.fullmatch(custom_id)
    if match is None:
        return None
    game = aliases.get(match["game"], match["game"])
    return Route(game, match["kind"], int(match["table"]), int(match["phase"]), int(match["version"]), match["arg"])


Control = discord.ui.Item[Any]
"""A button or select whose custom id is its route. Clicks reach the host from `TabletopBot.on_interaction`, by
custom id alone: discord.py's dynamic items rebuilt the whole message's view on every click to find the one item
(about a tenth of the bot's time under load)."""


def clicked(interaction: discord.Interaction) -> tuple[str, list[str]] | None:
    """A component interaction's custom id and chosen values; None for any other interaction."""
    if interaction.type is not discord.InteractionType.component:
        return None
    data: Mapping[str, Any] = interaction.data or {}
    return str(data.get("custom_id", "")), [str(value) for value in data.get("values", ())]


def button(
    route: Route,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    *,
    emoji: str | None = None,
    row: int | None = None,
    disabled: bool = False,
) -> Control:
    return discord.ui.Button(
        label=label, style=style, emoji=emoji, row=row, custom_id=route.custom_id, disabled=disabled
    )


def select(
    route: Route,
    options: Sequence[discord.SelectOption],
    placeholder: str,
    *,
    min_values: int = 1,
    max_values: int = 1,
    row: int | None = None,
) -> Control:
    return discord.ui.Select(
        custom_id=route.custom_id,
        options=list(options),
        placeholder=placeholder,
        min_values=min_values,
        max_values=max_values,
        row=row,
    )
