"""The rules data: read once, validated, and the only place the game's numbers are written."""

import pytest

from engine.core import ConfigError, DataError
from engine.powerlines import PowerLinesConfig
from engine.powerlines.rules import lines_of, load_rules, parse_rules, raw_rules


def test_the_data_describes_four_suits_of_four_values_on_a_four_by_four_grid():
    rules = load_rules()
    assert rules.suits == ("suns", "moons", "crowns", "arms") and rules.values == (2, 3, 4, 5)
    assert (rules.size, rules.tiles, rules.players, rules.games_per_match) == (4, 16, 2, 2)
    assert rules.levels == ("random", "strong")
    assert [(rules.suit(t), rules.value(t)) for t in (0, 6, 15)] == [("suns", 2), ("moons", 4), ("arms", 5)]
    assert all(rules.tile(rules.suit(t), rules.value(t)) == t for t in range(rules.tiles))


def test_lines_are_derived_from_the_size():
    assert [line.id for line in lines_of(3)] == [
        "row-1",
        "row-2",
        "row-3",
        "col-1",
        "col-2",
        "col-3",
        "diag-1",
        "diag-2",
    ]
    lines = {line.id: line.cells for line in lines_of(4)}
    assert len(lines) == 10
    assert lines["row-2"] == ((0, 1), (1, 1), (2, 1), (3, 1))
    assert lines["col-3"] == ((2, 0), (2, 1), (2, 2), (2, 3))
    assert lines["diag-2"] == ((3, 0), (2, 1), (1, 2), (0, 3))


@pytest.mark.parametrize(
    "change",
    [
        {"suits": ["suns", "suns", "crowns", "arms"]},
        {"values": [2, 3, 4, 4]},
        {"values": [2, 3, 4, "5"]},
        {"size": 5},
        {"players": 3},
        {"games_per_match": 0},
        {"levels": []},
        {"levels": ["random", "random"]},
    ],
    ids=lambda change: next(iter(change)),
)
def test_data_that_does_not_make_a_game_is_refused(change):
    with pytest.raises(DataError):
        parse_rules({**raw_rules(), **change})


def test_a_missing_entry_is_named():
    raw = raw_rules()
    del raw["size"]
    with pytest.raises(DataError, match="size"):
        parse_rules(raw)


@pytest.mark.parametrize(
    "config", [{"players": 3}, {"suits_seat": 2}, {"first_seat": -1}, {"games": 3}], ids=lambda c: next(iter(c))
)
def test_configs_that_cannot_be_played_are_refused(config):
    with pytest.raises(ConfigError):
        PowerLinesConfig(**config)
