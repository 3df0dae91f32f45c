"""Frozen dataclasses from JSON, each field read by its type hint: the types in rules.py are the only schema, so a
missing, unknown or mistyped entry is a `DataError` that names where it is (`map.conduits[3].value`)."""

import dataclasses
import types
from typing import TYPE_CHECKING, Any, TypeVar, Union, get_args, get_origin, get_type_hints

from engine.core.errors import DataError

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    T = TypeVar("T", bound=DataclassInstance)

_JSON_NAMES = {
    dict: "an object",
    list: "a list",
    str: "a string",
    int: "an integer",
    float: "a number",
    bool: "true or false",
}


def build(cls: "type[T]", raw: Any, where: str) -> "T":
    """`cls` from a JSON object with one entry per field; fields with a default may be left out."""
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected an object, got {_name(raw)}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(raw) - set(fields))
    if unknown:
        raise DataError(f"{where}: unknown entries {', '.join(unknown)}")
    missing = [
        name
        for name, f in fields.items()
        if name not in raw and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    if missing:
        raise DataError(f"{where}: lacks {', '.join(missing)}")
    hints = get_type_hints(cls)
    return cls(**{name: _value(hints[name], value, f"{where}.{name}") for name, value in raw.items()})


def _value(hint: Any, raw: Any, where: str) -> Any:
    origin, args = get_origin(hint), get_args(hint)
    if origin is tuple and args[1:] != (Ellipsis,):
        items = _typed(list, raw, where)
        if len(items) != len(args):
            raise DataError(f"{where}: expected a list of {len(args)}, got {len(items)}")
        return tuple(_value(arg, item, f"{where}[{i}]") for i, (arg, item) in enumerate(zip(args, items, strict=True)))
    if origin is tuple:
        return tuple(_value(args[0], item, f"{where}[{i}]") for i, item in enumerate(_typed(list, raw, where)))
    if origin is dict:
        return {
            _key(args[0], k, where): _value(args[1], v, f"{where}.{k}") for k, v in _typed(dict, raw, where).items()
        }
    if origin in (Union, types.UnionType):
        if raw is None and type(None) in args:
            return None
        (hint,) = (a for a in args if a is not type(None))
        return _value(hint, raw, where)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return build(hint, raw, where)
    return _typed(hint, raw, where)


def _typed(kind: type, raw: Any, where: str) -> Any:
    """`raw` if it is exactly of `kind` (a JSON true is no integer, a 1 no flag); a whole number is a number."""
    if kind is float and type(raw) is int:
        return float(raw)
    if type(raw) is not kind:
        raise DataError(f"{where}: expected {_JSON_NAMES[kind]}, got {_name(raw)}")
    return raw


def _key(kind: type, raw: str, where: str) -> Any:
    """A JSON object's key as the dict's key type: integer keys are written as strings of digits."""
    if kind is int:
        if not raw.isdigit():
            raise DataError(f"{where}: key {raw!r} is not a whole number")
        return int(raw)
    return raw


def _name(raw: Any) -> str:
    return "null" if raw is None else _JSON_NAMES.get(type(raw), type(raw).__name__)
