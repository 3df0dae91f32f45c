"""The strong level's last rounds: exact joker spending in the last round, play-outs over sampled dice before it."""

from dataclasses import replace

import pytest

from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan, Variants
from engine.powerline.ai import strong
from engine.powerline.ai.endgame import Endgame, next_round, sample_dice
from engine.powerline.ai.outcome import Turn, after
from engine.powerline.board import load_board
from engine.powerline.rules import load_rules
from engine.powerline.state import LineState
from tests.engine_ai.helpers import position


def test_the_last_round_spends_every_joker_a_long_line_needs():
    state = position(seed=5, rounds=14)
    player = state.players[0]
    board = load_board(player.board)
    j = next(line for line in board.lines if line.id == "J")
    lines = tuple(LineState(line.length, 1) if line is not j else LineState(line.length - 2, 1) for line in board.lines)
    dice = tuple(face % 6 + 1 for face in (j.pips[-2], j.pips[-1], j.pips[-1], j.pips[-2], j.pips[-1], j.pips[-2]))
    player = replace(player, lines=lines, jokers=3, chart=(0, 1, 0, 0, 0, 0), energy=3, supplied=(), waiting=())
    state = replace(state, players=(player,), dice=dice)
    choice = strong.best(state, 0)
    assert choice.position.lines[j.index].built == j.length
    assert choice.outcome.jokers == 2


def test_next_round_is_the_round_the_engine_deals_with_the_same_dice():
    record = GameRecord(POWERLINE, PowerlineConfig(players=1, seed=8))
    for _ in range(4):
        state = record.state
        choice = strong.best(state, 0)
        record.apply(SubmitPlan(0, state.round, choice.plan))
        assert next_round(state, 0, choice.position, record.state.dice) == record.state


def test_played_out_worth_is_the_mean_of_exact_last_rounds_over_the_bots_own_rolls():
    state = position(seed=6, rounds=13)
    endgame = Endgame(candidates=(3,), samples=(4,))
    choice = strong.best(state, 0, endgame=endgame)
    finals = []
    for sample in range(endgame.samples[0]):
        last = next_round(state, 0, choice.position, sample_dice(state, 0, sample, state.round + 1))
        turn = Turn.of(last, 0)
        finals.append(max(after(turn, c.plan).vp for c in strong._rated(last, 0, strong.DEFAULT)))
    assert choice.worth == sum(finals) / endgame.samples[0]
    assert sample_dice(state, 0, 0, 15) != sample_dice(state, 0, 1, 15)


def test_without_play_outs_the_choice_is_the_best_rated():
    state = position(seed=6, rounds=13)
    rated = strong._rated(state, 0, strong.DEFAULT)
    assert strong.best(state, 0, endgame=Endgame(candidates=(), samples=())).plan == rated[0].plan
    assert rated == sorted(rated, key=lambda c: -c.worth)


@pytest.mark.parametrize("adventure", [False, True])
def test_the_vacation_tile_waits_for_the_last_round_when_a_round_costs_little(adventure):
    """Two workers must go to the island (no die fits the one open line): with rounds to come the strong level
    keeps the vacation tile for a costlier round; in the last round it spends it."""
    state = position(seed=5, rounds=7, variants=Variants(adventure_island=adventure))
    player = state.players[0]
    board = load_board(player.board)
    j = next(line for line in board.lines if line.id == "J")
    lines = tuple(LineState(line.length, 1) if line is not j else LineState(line.length - 2, 1) for line in board.lines)
    player = replace(
        player, vp=30, lines=lines, jokers=0, chart=(0, 2, 2, 2, 2, 2), vacation=True, island_stacks=(0,) * 6
    )
    state = replace(state, players=(player,), dice=(j.pips[-2] % 6 + 1,) * 6)
    held = strong.best(state, 0)
    assert held.outcome.workers == 2
    assert not held.plan.vacation
    last = replace(state, round=load_rules().rounds, players=(replace(player, chart=(0, 1, 0, 0, 0, 0)),))
    assert strong.best(last, 0).plan.vacation


def test_play_outs_hold_the_vacation_tile_until_the_last_round():
    state = position(seed=11, rounds=7)
    weights = strong.DEFAULT
    assert any(c.outcome.vacation for c in strong._rated(state, 0, weights))
    assert not any(c.outcome.vacation for c in strong._rated(state, 0, weights, hold=True))
    last = replace(state, round=load_rules().rounds)
    assert any(c.outcome.vacation for c in strong._rated(last, 0, weights, hold=True))
