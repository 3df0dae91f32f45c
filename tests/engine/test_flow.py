"""Set-up, rounds, hidden plans, stale or foreign actions, configs and tile draws."""

from dataclasses import replace

import pytest

from engine.core import ConfigError, GameRecord
from engine.core.codec import from_jsonable, to_jsonable
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan, Variants
from engine.powerline.dice import roll_dice
from engine.powerline.errors import TurnError
from engine.powerline.events import PlanSubmitted, RoundResolved
from engine.powerline.game import draw_tiles
from engine.powerline.state import PowerlineState, Sealed
from tests.engine.helpers import ISLAND, new_state, plan, refused, submit


def test_initial_state():
    state = new_state(players=3)
    assert state.round == 1
    assert state.tiles == ("A", "D", "G")
    assert state.waiting_for == (0, 1, 2)
    for p in state.players:
        assert (p.vp, p.energy, p.jokers, p.vacation) == (10, 3, 0, True)
        assert p.chart == (2, 3, 3, 3, 2, 2)
        assert all(ls.built == 0 for ls in p.lines)


def test_dice_are_seeded_per_round():
    assert roll_dice(7, 3) == roll_dice(7, 3)
    assert all(1 <= d <= 6 for d in roll_dice(7, 3))
    assert len({roll_dice(7, r) for r in range(1, 16)}) > 10
    assert roll_dice(7, 3) != roll_dice(8, 3)


def test_round_resolves_only_when_every_plan_is_in():
    state = new_state(players=2)
    state, events = submit(state, 0, plan("red", ISLAND))
    assert state.round == 1 and state.waiting_for == (1,)
    assert events == [PlanSubmitted(0, 1, False)]
    state, events = submit(state, 0, plan("black", ISLAND))
    assert events == [PlanSubmitted(0, 1, True)]
    state, events = submit(state, 1, plan("red", ISLAND, ISLAND))
    assert any(isinstance(e, RoundResolved) for e in events)
    assert state.round == 2 and state.waiting_for == (0, 1)
    assert state.players[0].chart[0] == 1, "the replacement plan (one worker) was the one built"
    assert state.dice == roll_dice(state.config.seed, 2)


def test_stale_round_foreign_seat_and_finished_game_are_refused():
    state = new_state(players=2)
    with refused(TurnError, "stale-round", planned=2, current=1):
        POWERLINE.apply(state, SubmitPlan(0, 2, plan("red", ISLAND)))
    with refused(TurnError, "no-seat", seat=5):
        POWERLINE.apply(state, SubmitPlan(5, 1, plan("red", ISLAND)))
    with refused(TurnError, "game-over"):
        POWERLINE.apply(replace(state, finished=True), SubmitPlan(0, 1, plan("red", ISLAND)))


def test_rule_error_leaves_the_record_unchanged():
    record = GameRecord(POWERLINE, PowerlineConfig(players=2, seed=3))
    before = record.state
    with pytest.raises(TurnError):
        record.apply(SubmitPlan(0, 9, plan("red", ISLAND)))
    assert record.state == before and record.actions == []


def test_player_view_hides_other_plans():
    state, _ = submit(new_state(players=3), 1, plan("red", ISLAND))
    assert POWERLINE.player_view(state, 1).plans[1] == plan("red", ISLAND)
    for viewer in (0, 2, None):
        view = POWERLINE.player_view(state, viewer)
        assert view.plans[1] == Sealed()
        assert view.plans[0] is None
        assert view.waiting_for == (0, 2)
    assert "island" not in str(to_jsonable(POWERLINE.player_view(state, 0).plans)).lower()


def test_state_round_trips_through_json():
    state, _ = submit(new_state(players=2, adventure_island=True), 1, plan("red", ISLAND))
    assert from_jsonable(PowerlineState, to_jsonable(state)) == state
    view = POWERLINE.player_view(state, 0)
    assert from_jsonable(PowerlineState, to_jsonable(view)) == view


def test_config_validation():
    with pytest.raises(ConfigError):
        PowerlineConfig(players=0)
    with pytest.raises(ConfigError):
        PowerlineConfig(players=7)
    with pytest.raises(ConfigError, match="different board"):
        PowerlineConfig(players=2, boards=(1, 1))
    with pytest.raises(ConfigError, match="need 2 boards"):
        PowerlineConfig(players=2, boards=(1,))


def test_unknown_variant_modes_and_boards_are_config_errors_in_a_hosts_words():
    with pytest.raises(ConfigError, match="'by_color' is not a way to play contracts; choose one of: off, by_colour"):
        Variants(contracts="by_color")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="special contracts"):
        Variants(special_contracts="")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="only cover side A when they are drawn"):
        Variants(tiles_over_side_a=True)
    with pytest.raises(ConfigError, match=r"There is no board 9: the boards are numbered 1, 2, 3, 4, 5, 6\.") as error:
        PowerlineConfig(players=2, boards=(1, 9))
    assert "json" not in str(error.value)


def test_boards_dealt_from_seed_are_distinct_and_repeatable():
    config = PowerlineConfig(players=6, seed=11)
    boards = POWERLINE.initial_state(config).boards
    assert sorted(boards) == [1, 2, 3, 4, 5, 6]
    assert POWERLINE.initial_state(config).boards == boards


@pytest.mark.parametrize("seed", range(12))
def test_tile_draws(seed):
    by_colour = draw_tiles(seed, Variants(contracts="by_colour"))
    assert [t in g for t, g in zip(by_colour, ("ABC", "DEF", "GHI"), strict=True)] == [True] * 3
    anything = draw_tiles(seed, Variants(contracts="any"))
    assert len(set(anything)) == 3 and set(anything) <= set("ABCDEFGHI")
    mixed = draw_tiles(seed, Variants(contracts="by_colour", special_contracts="mixed"))
    assert len(set(mixed)) == 3 and set(mixed) <= set("ABCDEFGHIJKL")
    assert draw_tiles(seed, Variants(special_contracts="alone")) == ("J", "K", "L")
    assert draw_tiles(seed, Variants()) == ("A", "D", "G")
    assert draw_tiles(seed, Variants(contracts="any")) == anything


def test_mixed_special_contracts_do_get_drawn():
    drawn = {t for seed in range(60) for t in draw_tiles(seed, Variants(special_contracts="mixed"))}
    assert {"J", "K", "L"} <= drawn
