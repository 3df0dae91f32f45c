"""Plan validation: every planning rule, its decision in RULES.md, and the rulebook's planning examples."""

from engine.powerline.errors import (
    ChartColumnError,
    ConstructionLimitError,
    DieMismatchError,
    DirectionError,
    JokerError,
    LineCompleteError,
    LineLimitError,
    PlanOrderError,
    PlanTargetError,
    VacationError,
)
from engine.powerline.planning import enumerate_plans, next_step, spot, validate_plan
from tests.engine.helpers import (
    ISLAND,
    built,
    last,
    new_state,
    other_face,
    pip,
    plan,
    refused,
    seg,
    submit,
    with_dice,
    with_player,
)


def test_plan_starts_with_red_or_black():
    state = new_state()
    validate_plan(state, 0, plan("red", ISLAND))
    validate_plan(state, 0, plan("black", ISLAND))
    with refused(PlanOrderError, "plan-start", start="blue", first="red", last="black"):
        validate_plan(state, 0, plan("blue", ISLAND))


def test_at_least_one_worker():
    with refused(PlanOrderError, "no-worker"):
        validate_plan(new_state(), 0, plan("red"))


def test_at_most_six_workers():
    with refused(PlanOrderError, "all-planned", count=6):
        validate_plan(new_state(), 0, plan("red", *[ISLAND] * 7))


def test_workers_follow_dice_order_from_either_end():
    """Placement i is worker i of the run: from black the second worker is white, from red it is yellow."""
    needs = pip("C", 0)
    wrong = other_face(needs)
    state = with_dice(new_state(), wrong, wrong, wrong, wrong, needs, wrong)
    validate_plan(state, 0, plan("black", ISLAND, seg("C", 0)))
    with refused(DieMismatchError, "die-mismatch", colour="yellow", die=wrong):
        validate_plan(state, 0, plan("red", ISLAND, seg("C", 0)))


def test_segment_must_match_the_die_of_the_workers_colour():
    needs = pip("C", 0)
    state = with_dice(new_state(), other_face(needs), 1, 1, 1, 1, 1)
    with refused(DieMismatchError, "die-mismatch", colour="red", die=other_face(needs), line="C", needs=needs):
        validate_plan(state, 0, plan("red", seg("C", 0)))


def test_joker_ignores_the_die_and_is_counted():
    needs = pip("C", 0)
    state = with_dice(new_state(), other_face(needs), 1, 1, 1, 1, 1)
    with refused(JokerError, "no-joker"):
        validate_plan(state, 0, plan("red", seg("C", 0, joker=True)))
    state = with_player(state, jokers=1)
    validate_plan(state, 0, plan("red", seg("C", 0, joker=True)))


def test_two_jokers_need_two_tiles():
    a, b = pip("C", 0), pip("C", 1)
    state = with_player(with_dice(new_state(), other_face(a), other_face(b), 1, 1, 1, 1), jokers=1)
    with refused(JokerError, "no-joker"):
        validate_plan(state, 0, plan("red", seg("C", 0, True), seg("C", 1, True)))
    validate_plan(with_player(state, jokers=2), 0, plan("red", seg("C", 0, True), seg("C", 1, True)))


def test_joker_is_not_wasted_on_a_matching_die():
    state = with_player(with_dice(new_state(), pip("C", 0), 1, 1, 1, 1, 1), jokers=1)
    with refused(JokerError, "joker-not-needed", colour="red", die=pip("C", 0)):
        validate_plan(state, 0, plan("red", seg("C", 0, joker=True)))


def test_new_line_starts_at_either_end_only():
    n = last("J")
    state = with_dice(new_state(), pip("J", 0), pip("J", n), pip("J", 5), 1, 1, 1)
    validate_plan(state, 0, plan("red", seg("J", 0)))
    validate_plan(state, 0, plan("red", ISLAND, seg("J", n)))
    with refused(DirectionError, "line-not-started", line="J", one_end="H2", other_end="S2"):
        validate_plan(state, 0, plan("red", ISLAND, ISLAND, seg("J", 5)))


def test_started_line_continues_in_its_direction():
    """Tokens fix the direction: with 2 tokens from H2 (segment 0 first), the next spot is segment 2 only."""
    n = last("J")
    state = built(with_dice(new_state(), pip("J", 2), pip("J", n), 1, 1, 1, 1), J=2)
    validate_plan(state, 0, plan("red", seg("J", 2)))
    with refused(DirectionError, "line-direction", line="J", origin="H2", position=3, station="H2"):
        validate_plan(state, 0, plan("red", ISLAND, seg("J", n)))


def test_several_workers_on_one_line_in_one_plan_need_not_be_neighbours():
    """Red and blue on line J one after the other, yellow elsewhere in between."""
    state = with_dice(new_state(), pip("J", 0), pip("C", 0), pip("J", 1), 1, 1, 1)
    validate_plan(state, 0, plan("red", seg("J", 0), seg("C", 0), seg("J", 1)))
    with refused(DirectionError, "line-direction", line="J", origin="H2", position=2, station="H2"):
        validate_plan(state, 0, plan("red", seg("J", 0), seg("C", 0), seg("J", 0)))


def test_planned_workers_fix_the_direction_for_later_workers():
    n = last("J")
    state = with_dice(new_state(), pip("J", n), pip("J", n - 1), pip("J", 0), 1, 1, 1)
    validate_plan(state, 0, plan("red", seg("J", n), seg("J", n - 1)))
    with refused(DirectionError, "line-direction", line="J", origin="S2", position=2, station="S2"):
        validate_plan(state, 0, plan("red", seg("J", n), ISLAND, seg("J", 0)))


def test_complete_line_takes_no_worker():
    state = built(with_dice(new_state(), 1, 1, 1, 1, 1, 1), C=3)
    with refused(LineCompleteError, "line-complete", line="C"):
        validate_plan(state, 0, plan("red", seg("C", 0)))


def test_unknown_line_and_island_segment():
    with refused(PlanTargetError, "unknown-line", line="Z"):
        validate_plan(new_state(), 0, plan("red", seg("Z", 0)))
    with refused(PlanTargetError, "island-segment"):
        validate_plan(new_state(), 0, plan("red", seg(None, 2)))
    with refused(JokerError, "island-joker"):
        validate_plan(new_state(), 0, plan("red", seg(None, None, joker=True)))


def test_at_most_three_powerlines_island_not_counted():
    state = with_dice(new_state(), pip("A", 0), pip("C", 0), pip("J", 0), pip("D", 0), 1, 1)
    validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0), seg("J", 0), ISLAND))
    with refused(LineLimitError, "line-limit", limit=3):
        validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0), seg("J", 0), seg("D", 0)))


def test_four_empty_worker_spaces_take_a_tile_from_column_four():
    """Rulebook: four workers deployed, the tile comes from the 4-worker column."""
    state = with_dice(new_state(), 1, 1, 1, 1, 1, 1)
    after, events = submit(state, 0, plan("red", ISLAND, ISLAND, ISLAND, ISLAND))
    assert after.players[0].chart == (2, 3, 3, 2, 2, 2)
    assert any(type(e).__name__ == "WorkerTileTaken" and e.column == 4 for e in events)


def test_empty_column_forces_a_replan():
    """Rulebook (Luna): two workers deployed but column 2 is empty; one worker or a third worker is fine."""
    state = with_player(with_dice(new_state(), 1, 1, 1, 1, 1, 1), chart=(2, 0, 3, 3, 2, 2))
    with refused(ChartColumnError, "column-empty", workers=2):
        validate_plan(state, 0, plan("red", ISLAND, ISLAND))
    validate_plan(state, 0, plan("red", ISLAND))
    validate_plan(state, 0, plan("red", ISLAND, ISLAND, ISLAND))
    assert not next_step(state, 0, "red", (ISLAND, ISLAND)).can_stop
    assert next_step(state, 0, "red", (ISLAND,)).can_stop


def test_no_worker_count_left_above():
    state = with_player(new_state(), chart=(1, 0, 0, 0, 0, 0))
    with refused(ChartColumnError, "columns-empty", workers=2, last_column=6):
        validate_plan(state, 0, plan("red", ISLAND, ISLAND))


def test_construction_limits_blue_chart():
    state = with_dice(
        new_state(construction_limits=True), pip("A", 0), pip("C", 0), pip("J", 0), pip("D", 0), pip("H", 0), 1
    )
    assert state.players[0].chart == (2, 2, 3, 3, 3, 2)
    validate_plan(state, 0, plan("red", seg("A", 0), ISLAND))
    with refused(ConstructionLimitError, "construction-limit", workers=2, limit=1, lines=2):
        validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0)))
    validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0), ISLAND))
    with refused(ConstructionLimitError, "construction-limit", workers=4, limit=2, lines=3):
        validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0), seg("J", 0), ISLAND))
    validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0), seg("J", 0), ISLAND, ISLAND))


def test_construction_limits_with_no_way_to_finish():
    state = with_player(
        with_dice(new_state(construction_limits=True), pip("A", 0), pip("C", 0), 1, 1, 1, 1),
        chart=(1, 1, 0, 0, 0, 0),
    )
    with refused(ConstructionLimitError, "construction-limit-ahead", lines=2):
        validate_plan(state, 0, plan("red", seg("A", 0), seg("C", 0)))


def test_vacation_rules():
    state = new_state()
    validate_plan(state, 0, plan("red", ISLAND, vacation=True))
    with refused(VacationError, "vacation-needs-island"):
        validate_plan(with_dice(state, pip("C", 0), 1, 1, 1, 1, 1), 0, plan("red", seg("C", 0), vacation=True))
    with refused(VacationError, "vacation-used"):
        validate_plan(with_player(state, vacation=False), 0, plan("red", ISLAND, vacation=True))
    with refused(VacationError, "vacation-off"):
        validate_plan(new_state(vacation=False), 0, plan("red", ISLAND, vacation=True))


def test_next_step_lists_island_segments_and_jokers():
    needs = pip("C", 0)
    state = with_player(with_dice(new_state(), other_face(needs), 1, 1, 1, 1, 1), jokers=1)
    step = next_step(state, 0, "red", ())
    assert step.worker == "red"
    assert ISLAND in step.options
    assert seg("C", 0, joker=True) in step.options
    assert not step.can_stop
    matching = [o for o in step.options if o.line and not o.joker]
    assert all(pip(o.line, o.segment) == other_face(needs) for o in matching)


def test_next_step_without_jokers_offers_only_matching_segments():
    state = with_dice(new_state(), 4, 1, 1, 1, 1, 1)
    options = next_step(state, 0, "red", ()).options
    assert all(o.is_island or pip(o.line, o.segment) == 4 for o in options)
    assert not any(o.joker for o in options)


def test_enumeration_contains_only_valid_plans_and_all_single_worker_plans():
    state = with_dice(new_state(), 2, 3, 1, 4, 6, 5)
    plans = enumerate_plans(state, 0)
    assert len(plans) == len(set(plans))
    for p in plans:
        validate_plan(state, 0, p)
    assert plan("red", ISLAND) in plans
    assert plan("red", ISLAND, vacation=True) in plans
    assert plan("black", ISLAND) in plans


def test_spot_counts_from_the_end_the_line_grows_from():
    n = last("J")
    state = built(with_dice(new_state(), pip("J", 2), pip("J", n), pip("J", n - 1), 1, 1, 1), J=2)
    here = spot(state, 0, "red", (), seg("J", 2))
    assert (here.line, here.origin, here.position, here.completes) == ("J", "H2", 3, False)
    fresh = with_dice(new_state(), pip("J", n), pip("J", n - 1), 1, 1, 1, 1)
    assert spot(fresh, 0, "red", (), seg("J", n)).origin == "S2"
    assert spot(fresh, 0, "red", (seg("J", n),), seg("J", n - 1)).position == 2


def test_spot_knows_when_a_worker_completes_the_line():
    state = built(with_dice(new_state(), pip("C", 2), 1, 1, 1, 1, 1), C=2)
    where = spot(state, 0, "red", (), seg("C", 2))
    assert where.completes and where.city_vp == 3 and where.needs == pip("C", 2)
