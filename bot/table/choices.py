"""Lobby settings as data: what a game declares, and the lobby lines, selects and changes every setting shares.

A game's settings are a frozen dataclass. A `Choice` names one of its fields, the values it may take and the
catalog keys that word it (`<label>` for the lobby line, `<prompt>` for the select's placeholder, `<words>-<value>`
for each value and, with `helps`, `<words>-<value>-help` under it). `Toggles` are optional rules, each a boolean
field, switched on together in one select of many (worded `<words>-<field>`).
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

    def line(self, settings: object, say: Say, lang: str) -> str:
        return say(lang, f"{self.words}-{getattr(settings, self.field)}")

    def control(self, route: Route, settings: object, say: Say, lang: str) -> Control:
        options = [
            discord.SelectOption(
                label=say(lang, f"{self.words}-{value}"),
                value=value,
                description=say(lang, f"{self.words}-{value}-help") if self.helps else None,
                default=getattr(settings, self.field) == value,
            )
            for value in self.values
        ]
        return select(route, options, say(lang, self.prompt))

    def change(self, settings: T, values: Sequence[str]) -> T | None:
        if len(values) != 1 or values[0] not in self.values:
            return None
        return replace(settings, **{self.field: values[0]})  # type: ignore[type-var]


def _on(settings: object, toggle: str) -> bool:
    return bool(getattr(settings, toggle))


@dataclass(frozen=True)
class Toggles:
    field: str
    """The select's name: the toggles are the settings' `toggles` fields."""
    toggles: tuple[str, ...]
    label: str
    prompt: str
    words: str
    counts: Callable[[Any, str], bool] = _on
    """Whether a toggle is on and plays with the other settings: the lobby line lists those."""

    def line(self, settings: object, say: Say, lang: str) -> str:
        on = [say(lang, f"{self.words}-{t}") for t in self.toggles if self.counts(settings, t)]
        return "\n".join(on) or "—"

    def control(self, route: Route, settings: object, say: Say, lang: str) -> Control:
        options = [
            discord.SelectOption(label=say(lang, f"{self.words}-{t}"), value=t, default=_on(settings, t))
            for t in self.toggles
        ]
        return select(route, options, say(lang, self.prompt), min_values=0, max_values=len(options))

    def change(self, settings: T, values: Sequence[str]) -> T | None:
        if not set(values) <= set(self.toggles):
            return None
        return replace(settings, **{t: t in values for t in self.toggles})  # type: ignore[type-var]


Setting = Choice | Toggles


def fields(choices: Sequence[Setting], settings: object, say: Say, lang: str) -> list[tuple[str, str]]:
    return [(say(lang, c.label), c.line(settings, say, lang)) for c in choices]


def controls(
    choices: Sequence[Setting], game: str, game_id: int, settings: object, say: Say, lang: str
) -> list[Control]:
    return [c.control(Route(game, "lobbyset", game_id, 0, 0, c.field), settings, say, lang) for c in choices]


def changed(choices: Sequence[Setting], settings: T, name: str, values: Sequence[str]) -> T | None:
    """The settings after the values chosen in select `name`, or None if they are not its values."""
    choice = next((c for c in choices if c.field == name), None)
    return None if choice is None else choice.change(settings, values)


ChoiceT = TypeVar("ChoiceT", bound=ChoiceSettings, default=ChoiceSettings)


class ChoiceLobby(GameModule[S, ChoiceT], Generic[S, ChoiceT]):
    """The lobby half of a game whose settings are all data (`Choice`, `Toggles`): a game sets `choices` and
    `settings_type` (a frozen dataclass with `from_json`), and inherits the rest."""

    choices: tuple[Setting, ...]
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
