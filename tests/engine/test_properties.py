"""Invariants over random legal games (hypothesis chooses seeds, player counts and variants)."""

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import GameRecord, RuleError
from engine.core.codec import from_jsonable, to_jsonable
from engine.powerline import POWERLINE, Plan, PowerlineConfig, SubmitPlan, Variants
from engine.powerline.board import load_board
from engine.powerline.planning import (
    PlanBuilder,
    iter_plans,
    next_step,
    option_spots,
    plan_spots,
    spot,
    validate_plan,
)
from engine.powerline.playout import play_game, random_walk_plan
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

variants = st.builds(
    Variants,
    construction_limits=st.booleans(),
    adventure_island=st.booleans(),
    contracts=st.sampled_from(["off", "by_colour", "any"]),
    special_contracts=st.sampled_from(["off", "mixed", "alone"]),
    vacation=st.booleans(),
)
configs = st.builds(PowerlineConfig, players=st.integers(1, 6), seed=st.integers(0, 10_000), variants=variants)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(config: PowerlineConfig, rng_seed: int) -> GameRecord:
    return play_game(config, [random_walk_plan] * config.players, random.Random(rng_seed))


@SETTINGS
@given(configs, st.integers(0, 1000))
def test_replay_and_json_round_trip_rebuild_the_same_game(config, rng_seed):
    record = play(config, rng_seed)
    assert record.state.finished
    again = GameRecord(POWERLINE, config, list(record.actions))
    assert again.state == record.state
    assert GameRecord.from_json(POWERLINE, record.to_json()).state == record.state
    assert from_jsonable(PowerlineState, to_jsonable(record.state)) == record.state


@SETTINGS
@given(configs, st.integers(0, 1000))
def test_invariants_hold_after_every_round(config, rng_seed):
    rules = load_rules()
    record = GameRecord(POWERLINE, config)
    rng = random.Random(rng_seed)
    tiles_left = sum(record.state.players[0].chart)
    while not record.state.finished:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
        tiles_left -= 1
        for p in record.state.players:
            board = load_board(p.board)
            assert p.vp >= 0
            assert sum(p.chart) == tiles_left, "exactly one worker tile leaves each chart per round"
            assert all(0 <= ls.built <= line.length for ls, line in zip(p.lines, board.lines, strict=True))
            assert p.energy >= 0
            ledger = p.ledger
            assert p.vp == rules.start_vp + ledger.cities + ledger.stations + ledger.tiles - ledger.island - (
                ledger.penalty
            )
            complete = {line.index for line in board.lines if p.lines[line.index].built == line.length}
            assert set(p.supplied) | set(p.waiting) == complete
            assert {s.index for s in board.stations if set(s.lines) <= complete} == set(p.stations)
    assert tiles_left == 0


def _mutations(plan: Plan, rng: random.Random) -> list[Plan]:
    """Nearby plans, most of them illegal: swap start, drop/duplicate a step, flip a joker, shift a segment."""
    steps = list(plan.placements)
    out = [replace(plan, start="black" if plan.start == "red" else "red"), replace(plan, vacation=not plan.vacation)]
    if steps:
        i = rng.randrange(len(steps))
        out.append(replace(plan, placements=tuple(steps[:i] + steps[i + 1 :])))
        out.append(replace(plan, placements=tuple([*steps, steps[i]])))
        out.append(
            replace(plan, placements=tuple(s if k != i else replace(s, joker=not s.joker) for k, s in enumerate(steps)))
        )
        if steps[i].segment is not None:
            moved = replace(steps[i], segment=steps[i].segment + rng.choice((-1, 1)))
            out.append(replace(plan, placements=tuple(s if k != i else moved for k, s in enumerate(steps))))
    return out


@settings(max_examples=20, deadline=None)
@given(configs, st.integers(0, 1000), st.integers(1, 15))
def test_enumeration_and_validation_agree(config, rng_seed, stop_round):
    rng = random.Random(rng_seed)
    record = GameRecord(POWERLINE, config)
    while record.state.round < stop_round and not record.state.finished:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    state = record.state
    plans = set(iter_plans(state, 0))
    assert plans, "there is always a legal plan"
    for plan in plans:
        validate_plan(state, 0, plan)
    candidates = [random_walk_plan(state, 0, rng) for _ in range(5)]
    candidates += [m for plan in rng.sample(sorted(plans, key=repr), min(5, len(plans))) for m in _mutations(plan, rng)]
    for plan in candidates:
        try:
            validate_plan(state, 0, plan)
            legal = True
        except RuleError:
            legal = False
        assert legal == (plan in plans), plan


@settings(max_examples=20, deadline=None)
@given(configs, st.integers(0, 1000))
def test_every_offered_option_extends_to_a_legal_plan(config, rng_seed):
    """The planner never offers a dead end: each option is the prefix of some complete legal plan."""
    state = POWERLINE.initial_state(config)
    rng = random.Random(rng_seed)
    plans = set(iter_plans(state, 0))
    plan = random_walk_plan(state, 0, rng)
    for depth in range(len(plan.placements) + 1):
        prefix = plan.placements[:depth]
        step = next_step(state, 0, plan.start, prefix)
        for option in step.options:
            extended = (*prefix, option)
            assert any(p.start == plan.start and p.placements[: len(extended)] == extended for p in plans)
        if step.can_stop:
            assert Plan(plan.start, prefix) in plans
    builder = PlanBuilder(state, 0, plan.start)
    for placement in plan.placements:
        builder.add(placement)
    assert builder.stop_error() is None


@SETTINGS
@given(configs, st.integers(0, 1000), st.integers(1, 15))
def test_spots_from_one_replay_are_the_spots_of_each_prefix(config, rng_seed, stop_round):
    """`plan_spots` and `option_spots` replay a plan once; each answer is what `spot` says from its own prefix."""
    rng = random.Random(rng_seed)
    record = GameRecord(POWERLINE, config)
    while not record.state.finished and record.state.round < stop_round:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    state = record.state
    if state.finished:
        return
    plan = random_walk_plan(state, 0, rng)
    placed = plan_spots(state, 0, plan.start, plan.placements)
    for depth, placement in enumerate(plan.placements):
        prefix = plan.placements[:depth]
        expected = None if placement.line is None else spot(state, 0, plan.start, prefix, placement)
        assert placed[depth] == expected
        options = next_step(state, 0, plan.start, prefix).options
        assert option_spots(state, 0, plan.start, prefix, options) == tuple(
            None if option.line is None else spot(state, 0, plan.start, prefix, option) for option in options
        )
