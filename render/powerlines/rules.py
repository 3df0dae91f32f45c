"""The few rule numbers the images need, read from the engine's rules.json (the engine's own loader is not written
yet, and the images must name tiles exactly as the engine numbers them)."""

import json
from dataclasses import dataclass
from functools import cache
from importlib.resources import files


@dataclass(frozen=True)
class Rules:
    suits: tuple[str, ...]
    values: tuple[int, ...]
    size: int
    """Tiles per side of the finished grid."""

    @property
    def tiles(self) -> int:
        return len(self.suits) * len(self.values)

    def suit(self, tile: int) -> str:
        return self.suits[tile // len(self.values)]

    def value(self, tile: int) -> int:
        return self.values[tile % len(self.values)]


@cache
def load_rules() -> Rules:
    data = json.loads(files("engine.powerlines").joinpath("data", "rules.json").read_text(encoding="utf-8"))
    return Rules(suits=tuple(data["suits"]), values=tuple(data["values"]), size=data["size"])
