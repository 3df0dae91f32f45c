"""A faster `dataclasses.replace` for the engines' frozen, slotted state classes.

An engine that works out a turn's options by changing frozen states makes a new object for every change, tens of
thousands a game, and `dataclasses.replace` spends most of its time finding the fields and running the generated
`__init__`. `evolve` copies the slots directly, so it is only for classes without `__post_init__` or init-only
fields (it refuses others).
"""

from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")

_SLOTS: dict[type, tuple[str, ...]] = {}
_set = object.__setattr__


def evolve(obj: T, **changes: Any) -> T:
    """`obj` with `changes`, like `dataclasses.replace`."""
    cls = type(obj)
    names = _SLOTS.get(cls) or _slots(cls)
    if not changes.keys() <= set(names):
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(changes.keys() - set(names)))}")
    new = object.__new__(cls)
    for name in names:
        _set(new, name, changes[name] if name in changes else getattr(obj, name))
    return new


def _slots(cls: type) -> tuple[str, ...]:
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__ or hasattr(cls, "__post_init__"):
        raise TypeError(f"evolve needs a slotted dataclass without __post_init__, not {cls.__name__}")
    names = tuple(f.name for f in fields(cls))
    if set(names) != set(cls.__dict__["__slots__"]):
        raise TypeError(f"evolve needs every slot of {cls.__name__} to be a field")
    _SLOTS[cls] = names
    return names
