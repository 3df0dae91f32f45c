"""Reading what the bot sent, whether a payload dict or a discord.py component: every component, its fields, ids,
labels and text. The base of every test helper (`tests.bot.helpers`, `tests.bot.turn_games`)."""

from typing import Any

from bot.table.reading import READ

NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace")


def leaves(components: list[Any]) -> list[Any]:
    """Every component inside rows and containers, as payload dicts or discord.py components."""
    found: list[Any] = []
    for component in components:
        children = component.get("components") if isinstance(component, dict) else getattr(component, "children", None)
        found.extend(leaves(children) if children is not None else [component])
        accessory = component.get("accessory") if isinstance(component, dict) else getattr(component, "accessory", None)
        found.extend([] if accessory is None else [accessory])  # a section's button
    return found


def field(component: Any, name: str) -> Any:
    """A component's field, whether it is a payload dict or a discord.py component."""
    if isinstance(component, dict):
        return component.get(name)
    value = getattr(component, name, None)
    return value.value if name == "type" else value


def custom_ids(components: list[Any]) -> list[str]:
    return [c for c in (field(c, "custom_id") for c in leaves(components)) if c]


def turns_of(components: list[Any]) -> set[str]:
    """The turns (phases) the controls of a card are for; "Read the board" is of no turn (its phase is a page)."""
    return {c.split(":")[3] for c in custom_ids(components) if c.split(":")[1] != READ}


def labels(components: list[Any]) -> list[str]:
    """Labels of buttons and placeholders of selects."""
    return [field(c, "label") or field(c, "placeholder") for c in leaves(components) if field(c, "type") in (2, 3)]


def selects(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in leaves(components) if c["type"] == 3]


def text(message: Any) -> str:
    """What a message says: its content, or the text displays of its card."""
    if message.content:
        return message.content
    return "\n".join(field(c, "content") for c in leaves(message.components) if field(c, "type") == 10)
