"""JSON-safe encoding of the engine's frozen dataclasses, driven by their type hints.

State, actions and configs are dataclasses of ints, strings, bools, enums, tuples, optionals and nested
dataclasses; this one codec serialises all of them so no class writes its own `to_dict`.
"""

import dataclasses
import enum
import functools
import json
import types
import typing
from typing import Any, TypeVar, Union

T = TypeVar("T")


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


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


def from_jsonable(tp: Any, data: Any) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        members = [a for a in args if a is not type(None)]
        tagged = {a.__name__: a for a in members if isinstance(a, type) and dataclasses.is_dataclass(a)}
        if isinstance(data, dict) and "type" in data and data["type"] in tagged:
            return from_jsonable(tagged[data["type"]], data)
        return from_jsonable(members[0], data)
    if origin is typing.Literal:
        if data not in args:
            raise ValueError(f"{data!r} is not one of {args}")
        return data
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_jsonable(args[0], v) for v in data)
        return tuple(from_jsonable(a, v) for a, v in zip(args, data, strict=True))
    if origin is dict:
        return {from_jsonable(args[0], k): from_jsonable(args[1], v) for k, v in data.items()}
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        kwargs = {f.name: from_jsonable(hints[f.name], data[f.name]) for f in dataclasses.fields(tp) if f.name in data}
        absent = {name: value for name, value in getattr(tp, "__codec_absent__", {}).items() if name not in data}
        return tp(**kwargs, **absent)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    if tp is int and isinstance(data, str):
        return int(data)
    return data


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
    """A value of type `tp` from the JSON text `dumps` made."""
    value: T = from_jsonable(tp, json.loads(text))
    return value
