"""The numbers of Power Lines, read once from data/rules.json: the suits, the values, the grid size, the match.

Nothing else in the engine writes them down: the lines are derived from the size, the tiles from the suits and
values (one tile per pair, so suits x values must fill the size x size grid exactly).
"""

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from engine.core.errors import DataError

SIDES = ("suits", "values")
"""What each player scores: the largest group of one suit, or of one value, in a line."""


@dataclass(frozen=True, slots=True)
class Line:
    """A power line of the finished grid, as offsets (column, row) from the grid's top-left corner."""

    id: str
    cells: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class RulesData:
    suits: tuple[str, ...]
    values: tuple[int, ...]
    size: int
    players: int
    games_per_match: int
    levels: tuple[str, ...]

    @property
    def tiles(self) -> int:
        """How many tiles a game places: one per (suit, value) pair."""
        return len(self.suits) * len(self.values)

    @property
    def lines(self) -> tuple[Line, ...]:
        return lines_of(self.size)

    def suit(self, tile: int) -> str:
        return self.suits[tile // len(self.values)]

    def value(self, tile: int) -> int:
        return self.values[tile % len(self.values)]

    def tile(self, suit: str, value: int) -> int:
        """The number of the tile showing `value` of `suit` (raises ValueError for a suit or value not in play)."""
        return self.suits.index(suit) * len(self.values) + self.values.index(value)


@cache
def lines_of(size: int) -> tuple[Line, ...]:
    """Rows top to bottom, columns left to right, then the diagonal from the top left and the one from the top
    right: the order and ids `LineScore.line` uses."""
    span = range(size)
    rows = tuple(Line(f"row-{y + 1}", tuple((x, y) for x in span)) for y in span)
    columns = tuple(Line(f"col-{x + 1}", tuple((x, y) for y in span)) for x in span)
    diagonals = (
        Line("diag-1", tuple((i, i) for i in span)),
        Line("diag-2", tuple((size - 1 - i, i) for i in span)),
    )
    return rows + columns + diagonals


def raw_rules() -> Any:
    """The JSON object of rules.json, not yet validated (`parse_rules` does that)."""
    path = resources.files("engine.powerlines").joinpath("data", "rules.json")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read Power Lines rules.json: {exc}") from exc


@cache
def load_rules() -> RulesData:
    return parse_rules(raw_rules())


def parse_rules(raw: Any) -> RulesData:
    """Validated rules from the JSON object of rules.json; a `DataError` says what does not make a game."""
    try:
        rules = RulesData(
            suits=tuple(raw["suits"]),
            values=tuple(raw["values"]),
            size=raw["size"],
            players=raw["players"],
            games_per_match=raw["games_per_match"],
            levels=tuple(raw["levels"]),
        )
    except (KeyError, TypeError) as exc:
        raise DataError(f"Power Lines rules.json lacks or mistypes {exc}") from exc
    _validate(rules)
    return rules


def _validate(rules: RulesData) -> None:
    if not all(isinstance(s, str) and s for s in rules.suits) or len(set(rules.suits)) != len(rules.suits):
        raise DataError("Power Lines rules: suits must be distinct non-empty names")
    if not all(type(v) is int for v in rules.values) or len(set(rules.values)) != len(rules.values):
        raise DataError("Power Lines rules: values must be distinct integers")
    if type(rules.size) is not int or rules.size < 2 or rules.tiles != rules.size * rules.size:
        raise DataError("Power Lines rules: one tile per suit and value must fill the size x size grid exactly")
    if rules.players != len(SIDES):
        raise DataError("Power Lines rules: one player per side (suits, values)")
    if type(rules.games_per_match) is not int or rules.games_per_match < 1:
        raise DataError("Power Lines rules: a match has at least one game")
    if not rules.levels or len(set(rules.levels)) != len(rules.levels):
        raise DataError("Power Lines rules: computer levels must be distinct, weakest first")
