"""The hosted games' modules, one for each registered game (`engine.registry`), each checked against its
registration: a game is listed once, and everything the bot knows of it comes from there."""

from collections.abc import Iterable, Mapping
from importlib import import_module

from bot.table.module import GameModule
from engine.registry import REGISTRATIONS, Registration


def load(registration: Registration) -> GameModule:
    """The `MODULE` of a registered game's bot module, once it is that game's."""
    module = getattr(import_module(registration.bot), "MODULE", None)
    if not isinstance(module, GameModule) or module.registration is not registration:
        raise TypeError(f"{registration.bot}.MODULE is not a GameModule registered as {registration.name!r}")
    import_module(registration.render)
    return module


def modules(registrations: Iterable[Registration]) -> dict[str, GameModule]:
    return {registration.name: load(registration) for registration in registrations}


MODULES: Mapping[str, GameModule] = modules(REGISTRATIONS.values())
