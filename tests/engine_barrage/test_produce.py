"""Production: own powerhouse, anyone's conduit, own or neutral dam; tolls, the water's way on, contracts and the
four national abilities."""

from dataclasses import replace

import pytest

from engine.barrage.actions import Choose, Confirm
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.events import ContractFulfilled, EnergyGained, Produced, WaterFlowed
from engine.barrage.game import BARRAGE
from engine.barrage.rules import NEUTRAL
from engine.barrage.water import Dam
from engine.core import GameRecord
from tests.engine_barrage.helpers import choose, company, decision, new_state, pieces, play

SPACE = "turbine-2"
OWN_DAM = Dam(0, 2, 2)


def position(kind="usa", houses=("5-a",), conduits=("1-right",), dam=OWN_DAM, powerhouses=1, **changes):
    """Seat 0 on turn, company `kind` with `powerhouses` built, owning `houses` and `conduits` and the dam on
    1-down (a neutral dam if `dam.owner` is NEUTRAL); the setup's neutral dams removed."""
    state = new_state(seed=0)
    state = replace(state, current=0)
    state = pieces(state, {"1-down": dam}, dict.fromkeys(conduits, 0), dict.fromkeys(houses, 0), neutral=False)
    built = {"powerhouse": powerhouses, "conduit": len(conduits), "base": 1, "elevation": 1}
    return company(state, 0, company=kind, officer="jill", built=built, **changes)


def produced(events):
    return [e for e in events if isinstance(e, Produced)]


def test_energy_is_drops_times_value_plus_the_spaces_modifier_and_the_drops_run_on_to_the_sea():
    state = position()
    chosen = choose(state, SPACE)
    now = decision(chosen)
    assert now is not None and (now.kind, now.options) == ("drops", ("1", "2"))
    chosen = choose(chosen, "2")
    if (now := decision(chosen)) is not None:
        chosen = choose(chosen, "none")
    after, events = play(chosen)
    [made] = produced(events)
    assert (made.powerhouse, made.conduit, made.dam, made.drops, made.energy, made.paid_to) == (
        "5-a",
        "1-right",
        "1-down",
        2,
        2 * 4 + 2,
        None,
    )
    assert after.companies[0].energy == 10 and after.map.dams["1-down"].drops == 0
    [flow] = [e for e in events if isinstance(e, WaterFlowed) and e.cause == "production"]
    assert [(p.start, p.stop) for p in flow.paths] == [("ph-5", "sea-left")] * 2


def test_the_company_boards_powerhouse_bonus_is_added():
    rules = load_rules()
    for built, bonus in enumerate(rules.company.production_bonus):
        if built == 0:
            continue
        state = position(kind="germany", powerhouses=built)
        chosen = choose(state, SPACE, "1")
        if decision(chosen) is not None:
            chosen = choose(chosen, "none")
        _, events = play(chosen)
        assert produced(events)[0].energy == 4 + 2 + bonus


def toll_position(players: int, owner_at: int, *, passed: bool = False):
    """The first seat in turn order on turn with 3 drops on its dam and a powerhouse, the conduit to it built by
    the seat `owner_at` places later in turn order (who has passed if `passed`)."""
    state = new_state(players=players, seed=0)
    producer, owner = state.order[0], state.order[owner_at]
    state = replace(state, current=producer, passed=(owner,) if passed else ())
    state = pieces(state, {"1-down": Dam(producer, 3, 3)}, {"1-right": owner}, {"5-a": producer}, neutral=False)
    built = {"powerhouse": 1, "conduit": 0, "base": 1, "elevation": 1}
    return company(state, producer, company="usa", officer="jill", built=built), producer, owner


@pytest.mark.parametrize(
    ("players", "owner_at", "passed"),
    [
        (2, 1, False),
        (2, 1, True),
        (3, 1, False),
        (3, 2, False),
        (3, 1, True),
        (4, 1, False),
        (4, 3, False),
        (4, 2, True),
    ],
)
def test_someone_elses_conduit_pays_its_owner_a_credit_and_a_point_per_drop(players, owner_at, passed):
    """RULES §6.4: the producer pays the conduit's owner, who also scores; a neighbour in turn order, a seat
    further on and one who has passed are paid alike, and no credit appears or vanishes."""
    rules = load_rules().company
    state, producer, owner = toll_position(players, owner_at, passed=passed)
    chosen = choose(state, SPACE, "2")
    if decision(chosen) is not None:
        chosen = choose(chosen, "none")
    after, events = play(chosen)
    [made] = produced(events)
    assert (made.drops, made.paid_to) == (2, owner)
    assert after.companies[producer].credits == state.companies[producer].credits - 2 * rules.toll_credits
    assert after.companies[owner].credits == state.companies[owner].credits + 2 * rules.toll_credits
    assert after.companies[owner].vp == state.companies[owner].vp + 2 * rules.toll_vp
    others = [s for s in range(players) if s not in (producer, owner)]
    assert [after.companies[s] for s in others] == [state.companies[s] for s in others]


def test_a_production_through_someone_elses_conduit_uses_no_more_drops_than_credits_pay_for():
    state, producer, owner = toll_position(2, 1)
    state = company(state, producer, credits=1)
    chosen = choose(state, SPACE)
    if decision(chosen) is not None:
        chosen = choose(chosen, "none")
    after, events = play(chosen)
    assert produced(events)[0].drops == 1 and produced(events)[0].paid_to == owner
    paid = state.companies[owner].credits + 1
    assert (after.companies[producer].credits, after.companies[owner].credits) == (0, paid)


def test_a_neutral_dam_may_be_used_but_not_someone_elses():
    neutral = position(dam=Dam(NEUTRAL, 1, 1))
    now = decision(neutral)
    assert now is not None and SPACE in now.options
    theirs = position(dam=Dam(1, 1, 1))
    now = decision(theirs)
    assert now is not None and SPACE not in now.options


def test_a_production_may_fulfil_one_contract_it_is_worth_and_the_contract_pays():
    state = position(hand=("s3",))
    after, events = play(choose(state, SPACE, "2", "s3"))
    assert [e.contract for e in events if isinstance(e, ContractFulfilled)] == ["s3"]
    assert after.companies[0].fulfilled == ("s3",) and after.companies[0].hand == ()
    reward = next(c for c in load_rules().contracts if c.id == "s3").reward
    assert after.companies[0].credits == state.companies[0].credits + reward.credits


def test_italy_adds_energy_to_the_track_but_not_to_the_contract_count():
    made = 2 * 4 + 2 + load_rules().company.production_bonus[3]
    national = next(c.id for c in load_rules().contracts if c.kind == "national" and made < c.energy <= made + 3)
    state = _with_national(position(kind="italy", powerhouses=3, hand=()), national)
    chosen = choose(state, SPACE, "2")
    assert decision(chosen) is None  # the national contract is out of reach of the production's own energy
    after, events = play(chosen)
    assert EnergyGained(0, 3, "ability") in events
    assert after.companies[0].energy == made + 3


def test_france_fulfils_contracts_three_energy_cheaper_once_it_has_three_powerhouses():
    made = 2 * 4 + 2 + load_rules().company.production_bonus[3]
    national = next(c.id for c in load_rules().contracts if c.kind == "national" and c.energy == made + 3)
    for kind, offered in (("france", True), ("usa", False)):
        state = _with_national(position(kind=kind, powerhouses=3, hand=()), national)
        now = decision(choose(state, SPACE, "2"))
        assert (now is not None and national in now.options) is offered


def test_germany_may_produce_again_with_another_powerhouse_without_modifiers():
    state = position(kind="germany", powerhouses=3, houses=("5-a", "8-a"), conduits=("1-right", "1-left"), hand=())
    state = pieces(state, {"1-down": Dam(0, 3, 3)})
    chosen = choose(state, SPACE, "5-a", "1")
    now = decision(chosen)
    assert now is not None and (now.kind, now.options) == ("powerhouse", ("8-a", "none"))
    _, events = play(choose(chosen, "8-a", "1"))
    first, second = produced(events)
    assert first.energy == 4 + 2 + load_rules().company.production_bonus[3]
    assert (second.powerhouse, second.energy) == ("8-a", 5)


def test_usa_gains_energy_for_each_drop_passing_a_basin_where_it_has_a_powerhouse():
    state = position(kind="usa", powerhouses=3, houses=("5-a", "9-a"), hand=())
    after, events = play(choose(state, SPACE, "2"))
    made = produced(events)[0].energy
    assert EnergyGained(0, 2, "flow") in events
    assert after.companies[0].energy == made + 2
    weak = position(kind="usa", powerhouses=2, houses=("5-a", "9-a"), hand=())
    _, events = play(choose(weak, SPACE, "2"))
    assert not [e for e in events if isinstance(e, EnergyGained)]


def _with_national(state, contract_id):
    return replace(state, contracts=replace(state.contracts, national=(contract_id,)))


def production_and_building_first(options: tuple[str, ...]) -> str:
    """A policy that makes tolls come up early: production spaces, then construction, then conduits and
    powerhouses wherever offered, else the first option."""
    preferences = ("turbine", "construct", "conduit", "powerhouse")
    for wanted in preferences:
        for option in options:
            if option.startswith(wanted) or (wanted in ("conduit", "powerhouse") and wanted in option):
                return option
    return options[0]


@pytest.mark.parametrize(("players", "seed"), [(2, 700051), (3, 11), (4, 6)])
def test_every_toll_of_a_whole_game_reaches_the_owner(players, seed):
    """Whole standard games played by that policy: each production through another company's conduit moves the
    credits from the producer to the owner (the audit's reproductions: a toll lost changed final scores)."""
    toll = load_rules().company.toll_credits
    record = GameRecord(BARRAGE, BarrageConfig(seed=seed, players=players, setup="standard"))
    tolls = 0
    while (seat := record.state.current) is not None:
        now = decision(record.state)
        before = record.state
        if now is None:
            events = record.apply(Confirm(seat, before.turn))
        else:
            events = record.apply(Choose(seat, before.turn, production_and_building_first(now.options)))
        for made in produced(events):
            if made.paid_to is not None:
                tolls += 1
                gained = record.state.companies[made.paid_to].credits - before.companies[made.paid_to].credits
                assert gained == made.drops * toll
    assert tolls > 0
