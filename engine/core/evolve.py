"""A faster `dataclasses.replace` for the engines' frozen, slotted state classes.

An engine that works out a turn's options by changing frozen states makes a new object for every change, tens of
thousands a game, and `dataclasses.replace` spends most of its time finding the fields and running the generated
`__init__`. `evolve` copies the slots with a copier written once per class (as `dataclasses` writes `__init__`): a
line per field, each storing through the slot's descriptor, which a frozen class's `__setattr__` does not guard. So
it is only for classes without `__post_init__` or init-only fields (it refuses others).
"""

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")

Copier = Callable[[Any, dict[str, Any]], Any]
_COPIERS: dict[type, Copier] = {}


def evolve(obj: T, **changes: Any) -> T:
    """`obj` with `changes`, like `dataclasses.replace`."""
    copier = _COPIERS.get(type(obj)) or _copier(type(obj))
    new: T = copier(obj, changes)
    return new


def _copier(cls: type) -> Copier:
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__ or hasattr(cls, "__post_init__"):
        raise TypeError(f"evolve needs a slotted dataclass without __post_init__, not {cls.__name__}")
    names = tuple(f.name for f in fields(cls))
    if set(names) != set(cls.__dict__["__slots__"]):
        raise TypeError(f"evolve needs every slot of {cls.__name__} to be a field")
    setters = {name: cls.__dict__[name].__set__ for name in names}
    lines = [f"    _set_{name}(new, obj.{name})" for name in names]
    source = "\n".join(
        [
            "def copy(obj, changes):",
            "    new = _new(_cls)",
            *lines,
            "    for name, value in changes.items():",
            "        setter = _setters.get(name)",
            "        if setter is None:",
            "            raise TypeError(f'{_cls.__name__} has no field {name}')",
            "        setter(new, value)",
            "    return new",
        ]
    )
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_setters": setters}
    scope.update({f"_set_{name}": setter for name, setter in setters.items()})
    # The source is built from the class's own field names only.
    exec(source, scope)
    copier: Copier = scope["copy"]
    _COPIERS[cls] = copier
    return copier
