"""Whether a value is exactly of its declared type, checked before a game looks at it.

Actions reach an engine from the bot, from stored JSON and from anything that forges either. Python would let an
`int` field hold `True`, `7.0` or `"7"`, and a rule would then fail deep inside with a plain exception, or worse,
accept it (`True` plays as seat 1). Every engine's `apply` therefore starts with `check_action`, and the codec reads
JSON with the same rules, so a malformed action is refused with a code and changes nothing.
"""

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable
from typing import Any, Union

from engine.core.errors import RuleError


class MalformedError(RuleError):
    """An action or stored record that is not of the game's declared types: `field` names where (dotted path)."""

    rule = "malformed"


@functools.cache
def hints(cls: type) -> dict[str, Any]:
    """A dataclass's field types, resolved once."""
    return typing.get_type_hints(cls)


def join(at: str, name: str | int) -> str:
    return f"{at}.{name}" if at else str(name)


Check = Callable[[object], str | None]
"""A compiled check: None if the value conforms, else the dotted path (relative to it) of the first mismatch."""


def mismatch(tp: Any, value: object, at: str = "") -> str | None:
    """Where `value` first differs from type `tp` (a dotted path after `at`, `at` itself for the value), or None if
    it conforms. Exact: an `int` is not a `bool` or a `float`, a dataclass is that very class."""
    where = checker(tp)(value)
    return None if where is None else join(at, where) if where else at


def _within(name: str | int, where: str) -> str:
    return join(str(name), where) if where else str(name)


@functools.cache
def checker(tp: Any) -> Check:
    """The check for `tp`, built once per type: it runs on every action a game applies, the computer players'
    simulated ones included, so the type's structure is not worked out again each time."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return lambda value: None
    if origin in (Union, types.UnionType):
        return _union(args)
    if origin is typing.Literal:
        return lambda value: None if any(type(value) is type(a) and value == a for a in args) else ""
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _items(checker(args[0]))
    if origin is tuple:
        return _fixed(tuple(checker(a) for a in args))
    if origin is dict:
        return _mapping(checker(args[0]), checker(args[1]))
    if tp is type(None):
        return lambda value: None if value is None else ""
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _fields(tp)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return lambda value: None if isinstance(value, tp) else ""
    if tp in (int, str, bool):
        return lambda value: None if type(value) is tp else ""
    if tp is float:
        return lambda value: None if type(value) in (int, float) else ""
    raise TypeError(f"no exact check for the type {tp!r}")


def _union(members: tuple[Any, ...]) -> Check:
    checks = tuple(checker(m) for m in members)
    own = {m: c for m, c in zip(members, checks, strict=True) if isinstance(m, type)}

    def check(value: object) -> str | None:
        exact = own.get(type(value))
        if exact is not None:  # one of several action classes: say which of its fields is wrong
            return exact(value)
        return None if any(c(value) is None for c in checks) else ""

    return check


def _items(item: Check) -> Check:
    def check(value: object) -> str | None:
        if type(value) is not tuple:
            return ""
        for index, element in enumerate(value):
            if (where := item(element)) is not None:
                return _within(index, where)
        return None

    return check


def _fixed(items: tuple[Check, ...]) -> Check:
    def check(value: object) -> str | None:
        if type(value) is not tuple or len(value) != len(items):
            return ""
        for index, (item, element) in enumerate(zip(items, value, strict=True)):
            if (where := item(element)) is not None:
                return _within(index, where)
        return None

    return check


def _mapping(key: Check, item: Check) -> Check:
    def check(value: object) -> str | None:
        if type(value) is not dict:
            return ""
        for k, v in value.items():
            if key(k) is not None:
                return ""
            if (where := item(v)) is not None:
                return _within(k, where)
        return None

    return check


def _fields(cls: type) -> Check:
    declared = hints(cls)
    fields = tuple((f.name, checker(declared[f.name])) for f in dataclasses.fields(cls))

    def check(value: object) -> str | None:
        if type(value) is not cls:
            return ""
        for name, field in fields:
            if (where := field(getattr(value, name))) is not None:
                return _within(name, where)
        return None

    return check


def check_action(action_type: Any, action: object) -> None:
    """Refuse (`MalformedError`, code `malformed-action`) an action that is not exactly one of the game's actions."""
    where = mismatch(action_type, action)
    if where is not None:
        raise MalformedError("malformed-action", field=where or "action")
