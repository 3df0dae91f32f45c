"""Every game, registered once: each game's package holds its `Registration` (`engine/<game>/registration.py`),
and `LISTED` names the hosted games. The engine's registry, the bot's modules, the catalogs each game is worded
from, the documentation check and the tests' lists of games are all derived from these.

The engine imports nothing above it, so a registration names the game's upper layers by module path; the layer
that imports them checks they are what the registration says.
"""

import re
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from engine.core.protocol import GameRules

LISTED = ("powerline", "powerlines", "barrage")
"""The hosted games, by name: adding a game adds its name here and changes no other shared file."""

NAME = re.compile(r"[a-z]{2,16}")
"""A game's name is its custom ids' prefix and its slash command group, so it follows their rules."""


@dataclass(frozen=True)
class Registration:
    """A game: its rules, its title, its catalogs and where its other layers are."""

    rules: GameRules[Any, Any, Any]
    title: str
    """How people name the game (the lobby, /stats)."""
    domains: tuple[str, ...]
    """Its catalogs in `i18n/locales/<language>/`, first the one with its description and computer levels."""
    test_config: Any
    """A small config the tests play to the end, through the turn contract and the bot."""
    players: tuple[int, int]
    """The fewest and the most seats a game takes (OpenSpiel's `min_num_players`, `max_num_players`)."""
    simultaneous: bool = False
    """Every seat acts in each phase, at the same time (OpenSpiel's simultaneous `dynamics`); else one at a time."""
    render: str = ""
    """The package drawing its images (default `render.<name>`)."""
    samples: str = ""
    """The module whose `samples()` yields its images in sample positions, each with the legibility it is held to
    (`render.core.samples.Case`; default `<render>.samples`): the legibility benchmark and its test measure them."""
    bot: str = ""
    """The module whose `MODULE` plugs it into the table (default `bot.games.<name>.module`)."""
    locales: tuple[str, ...] = field(default=())
    """Folders of further catalogs (`<folder>/<language>/<domain>.ftl`), for a game that lives outside `i18n`."""
    docs: str = ""
    """Its rules page, a path from the repository root (default `docs/<name>.md`): `tests/test_docs.py` checks it is
    there and that the README's list of games links a listed game's."""

    def __post_init__(self) -> None:
        name = self.rules.name
        if NAME.fullmatch(name) is None:
            raise ValueError(f"game name {name!r} is not 2-16 lower-case letters")
        if not self.title or not self.domains or self.domains[0] != name:
            raise ValueError(f"{name}: a title, and catalogs led by the one named {name!r}")
        if not 1 <= self.players[0] <= self.players[1]:
            raise ValueError(f"{name}: a player range from at least one, not {self.players}")
        if not isinstance(self.test_config, self.rules.config_type):
            raise ValueError(f"{name}: the test config is not a {self.rules.config_type.__name__}")
        object.__setattr__(self, "render", self.render or f"render.{name}")
        object.__setattr__(self, "samples", self.samples or f"{self.render}.samples")
        object.__setattr__(self, "docs", self.docs or f"docs/{name}.md")
        object.__setattr__(self, "bot", self.bot or f"bot.games.{name}.module")

    @property
    def name(self) -> str:
        return self.rules.name


def registration(name: str) -> Registration:
    """The registration of listed game `name`, from its package."""
    found = import_module(f"engine.{name}.registration").REGISTRATION
    if not isinstance(found, Registration) or found.name != name:
        raise ValueError(f"engine/{name}/registration.py does not register the game {name!r}")
    return found


REGISTRATIONS: dict[str, Registration] = {name: registration(name) for name in LISTED}

GAMES: dict[str, GameRules[Any, Any, Any]] = {name: entry.rules for name, entry in REGISTRATIONS.items()}
"""Every game the engine knows, by the name its records and the bot use."""
