"""Lobby settings picked from a fixed list, one select each: what a game declares, and the lobby lines, selects and
changes every such setting shares.

A game's settings are a frozen dataclass; a `Choice` names one of its fields, the values it may take and the
catalog keys that word it (`<label>` for the lobby line, `<prompt>` for the select's placeholder, `<values>-<value>`
for each value and, with `helps`, `<values>-<value>-help` under it).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, Self

import discord
from typing_extensions import TypeVar

from bot.table.live_game import S
from bot.table.module import GameModule, Settings
from bot.table.routes import Control, Route, select

T = TypeVar("T")
Say = Callable[..., str]


class ChoiceSettings(Settings, Protocol):
    """Settings made only of choices: built with every field at its default, and read back from JSON."""

    def __init__(self) -> None: ...

    @classmethod
    def from_json(cls, text: str) -> Self: ...


@dataclass(frozen=True)
class Choice:
    field: str
    values: tuple[str, ...]
    label: str
    prompt: str
    words: str
    """The prefix of each value's catalog key."""
    helps: bool = False


def fields(choices: Sequence[Choice], settings: Any, say: Say, lang: str) -> list[tuple[str, str]]:
    return [(say(lang, c.label), say(lang, f"{c.words}-{getattr(settings, c.field)}")) for c in choices]


def controls(choices: Sequence[Choice], game: str, game_id: int, settings: Any, say: Say, lang: str) -> list[Control]:
    return [
        select(
            Route(game, "lobbyset", game_id, 0, 0, c.field),
            [
                discord.SelectOption(
                    label=say(lang, f"{c.words}-{value}"),
                    value=value,
                    description=say(lang, f"{c.words}-{value}-help") if c.helps else None,
                    default=getattr(settings, c.field) == value,
                )
                for value in c.values
            ],
            say(lang, c.prompt),
        )
        for c in choices
    ]


def changed(choices: Sequence[Choice], settings: T, name: str, values: Sequence[str]) -> T | None:
    """The settings with `name` set to the one value chosen, or None if that is not one of its values."""
    choice = next((c for c in choices if c.field == name), None)
    if choice is None or len(values) != 1 or values[0] not in choice.values:
        return None
    return replace(settings, **{name: values[0]})  # type: ignore[type-var]


ChoiceT = TypeVar("ChoiceT", bound=ChoiceSettings, default=ChoiceSettings)


class ChoiceLobby(GameModule[S, ChoiceT], Generic[S, ChoiceT]):
    """The lobby half of a game whose settings are all `Choice`s: a game sets `choices` and `settings_type` (a
    frozen dataclass with `from_json`), and inherits the rest."""

    choices: tuple[Choice, ...]
    settings_type: type[ChoiceT]

    def default_settings(self) -> ChoiceT:
        return self.settings_type()

    def decode_settings(self, text: str) -> ChoiceT:
        return self.settings_type.from_json(text)

    def lobby_fields(self, settings: ChoiceT, lang: str) -> list[tuple[str, str]]:
        return fields(self.choices, settings, self.catalog.text, lang)

    def lobby_controls(self, game_id: int, settings: ChoiceT, lang: str) -> list[Control]:
        return controls(self.choices, self.key, game_id, settings, self.catalog.text, lang)

    def change_setting(self, settings: ChoiceT, name: str, values: Sequence[str]) -> ChoiceT | None:
        return changed(self.choices, settings, name, values)
