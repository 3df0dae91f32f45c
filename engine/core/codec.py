"""JSON-safe encoding of the engine's frozen dataclasses, driven by their type hints.

State, actions and configs are dataclasses of ints, strings, bools, enums, tuples, optionals and nested
dataclasses; this one codec serialises all of them so no class writes its own `to_dict`.
"""

import dataclasses
import enum
import json
import types
import typing
from typing import Any, TypeVar, Union

from engine.core.shape import MalformedError, hints, join, mismatch

T = TypeVar("T")


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        if getattr(type(value), "__codec_tagged__", False):
            out["type"] = type(value).__name__
        for f in dataclasses.fields(value):
            out[f.name] = to_jsonable(getattr(value, f.name))
        return out
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    return value


def from_jsonable(tp: Any, data: Any, at: str = "") -> Any:
    """A value of type `tp` from what `to_jsonable` made, checked as it is read: anything else (a wrong type, a
    missing or unknown field, a number where a string belongs) is refused with `MalformedError`, code
    `malformed-data`, `field` the dotted path to it."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        members = [a for a in args if a is not type(None)]
        tagged = {a.__name__: a for a in members if isinstance(a, type) and dataclasses.is_dataclass(a)}
        if tagged and len(tagged) == len(members):
            kind = data.get("type") if type(data) is dict else None
            if type(kind) is not str or kind not in tagged:
                raise _malformed(join(at, "type"))
            return from_jsonable(tagged[kind], data, at)
        for member in members:
            try:
                return from_jsonable(member, data, at)
            except MalformedError:
                continue
        raise _malformed(at)
    if origin is typing.Literal:
        if mismatch(tp, data) is not None:
            raise _malformed(at)
        return data
    if origin is tuple:
        if type(data) is not list:
            raise _malformed(at)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_jsonable(args[0], v, join(at, i)) for i, v in enumerate(data))
        if len(args) != len(data):
            raise _malformed(at)
        return tuple(from_jsonable(a, v, join(at, i)) for i, (a, v) in enumerate(zip(args, data, strict=True)))
    if origin is dict:
        if type(data) is not dict:
            raise _malformed(at)
        return {_key(args[0], k, at): from_jsonable(args[1], v, join(at, k)) for k, v in data.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp, data, at)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        for member in tp:
            if type(data) is type(member.value) and data == member.value:
                return member
        raise _malformed(at)
    if tp is Any:
        return data
    if mismatch(tp, data) is not None:
        raise _malformed(at)
    return data


def _dataclass(tp: type, data: Any, at: str) -> Any:
    if type(data) is not dict:
        raise _malformed(at)
    fields = {f.name: f for f in dataclasses.fields(tp)}
    tag = getattr(tp, "__codec_tagged__", False)
    unknown = [k for k in data if k not in fields and not (tag and k == "type")]
    if unknown or (tag and data.get("type", tp.__name__) != tp.__name__):
        raise _malformed(join(at, unknown[0]) if unknown else join(at, "type"))
    absent: dict[str, Any] = getattr(tp, "__codec_absent__", {})
    for name, f in fields.items():
        unset = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        if name not in data and name not in absent and unset:
            raise _malformed(join(at, name))
    found = hints(tp)
    kwargs = {name: from_jsonable(found[name], value, join(at, name)) for name, value in data.items() if name in fields}
    kwargs.update({name: value for name, value in absent.items() if name not in data})
    try:
        return tp(**kwargs)
    except ValueError as refused:
        raise _malformed(at) from refused


def _key(tp: Any, key: str, at: str) -> Any:
    """A dict key: JSON keeps only strings, so an int key comes back from its decimal text."""
    if tp is int:
        if not key.lstrip("-").isdigit() or str(int(key)) != key:
            raise _malformed(at)
        return int(key)
    return from_jsonable(tp, key, at)


def _malformed(at: str) -> MalformedError:
    return MalformedError("malformed-data", field=at or "value")


def absent_means(**values: Any) -> Any:
    """Mark a dataclass whose older JSON lacks some fields that meant something other than today's default: a
    field missing from the data takes the value given here, not its default (a config written before the field
    existed keeps its old meaning)."""

    def mark(cls: type[T]) -> type[T]:
        cls.__codec_absent__ = values  # type: ignore[attr-defined]
        return cls

    return mark


def tagged(cls: type) -> type:
    """Mark a dataclass whose JSON carries its class name, for unions of several action/event kinds."""
    cls.__codec_tagged__ = True  # type: ignore[attr-defined]
    return cls


def dumps(value: Any) -> str:
    """The JSON text of a value: stable (sorted keys), so equal values give equal text."""
    return json.dumps(to_jsonable(value), sort_keys=True)


def loads(tp: type[T], text: str) -> T:
    """A value of type `tp` from the JSON text `dumps` made (`MalformedError` if it is not that)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as broken:
        raise _malformed("") from broken
    value: T = from_jsonable(tp, data)
    return value
