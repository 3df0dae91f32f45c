from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Dam:
    owner: int
    height: int
    drops: int


@dataclass(frozen=True, slots=True)
class DropPath:
    start: str
    passed: tuple[str, ...]
    stop: str
