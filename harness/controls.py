"""The bot's controls found by what they do rather than what they say: every custom id is a route,
`game:kind:table:phase:version:arg` (`bot.table.routes`), such as `powerline:plan:42:7:3:submit` (the planner's
Submit of table 42, round 7), so a button is found by its kind and argument in any language and whatever its label.
"""

from typing import Any

from bot.table.routes import Route, parse_route
from localdiscord.model import Message, controls
from localdiscord.players import NoSuchControl, labels


def control(message: Message, kind: str, arg: str | None = None) -> tuple[dict[str, Any], Route] | None:
    """The first control of `message` whose route is of `kind` (and has argument `arg`, when given), with its
    route; None if it has none."""
    for found in controls(message.components):
        route = parse_route(found.get("custom_id", ""), {})
        if route is not None and route.kind == kind and arg in (None, route.arg):
            return found, route
    return None


def route_of(message: Message, kind: str, arg: str | None = None) -> Route | None:
    """The route of the first control of `message` of `kind` (and `arg`), if any: its table and phase."""
    found = control(message, kind, arg)
    return None if found is None else found[1]


def has(message: Message, kind: str, arg: str | None = None) -> bool:
    """Whether `message` has a control of `kind` (and `arg`), enabled or not."""
    return control(message, kind, arg) is not None


def custom_id(message: Message, kind: str, arg: str | None = None) -> str:
    """The custom id of the control of `kind` (and `arg`) on `message`, to click or select with; NoSuchControl if
    it has none, as a person would find no such button."""
    found = control(message, kind, arg)
    if found is None:
        raise NoSuchControl(f"no {kind}:{arg or '*'} control on message {message.id}: {labels(message)}")
    return str(found[0]["custom_id"])
