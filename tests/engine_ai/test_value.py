"""The strong level's judgement: the future it rates weighs more than VP in hand, and it adapts to the variants
(with construction limits and the adventure island together it expects a line to grow more slowly, so a long
line far from done counts as less likely to finish in time)."""

from dataclasses import replace

import pytest

from engine.powerline.ai.outcome import Turn
from engine.powerline.ai.value import DEFAULT, Judge
from engine.powerline.board import load_board
from engine.powerline.rules import load_rules
from engine.powerline.scoring import load_tiles
from engine.powerline.state import LineState
from tests.engine.helpers import new_state


def test_a_long_line_is_less_likely_in_time_with_limits_and_the_adventure_island():
    base = Judge(Turn.of(new_state(), 0))
    tight = Judge(Turn.of(new_state(construction_limits=True, adventure_island=True), 0))
    limits_only = Judge(Turn.of(new_state(construction_limits=True), 0))
    assert DEFAULT.tight_rate < DEFAULT.max_rate
    assert tight.in_time[12] < base.in_time[12]
    assert limits_only.in_time == base.in_time, "either variant alone keeps the usual rate"
    assert tight.in_time[1] > 0.99, "a short line is still sure to be finished"


def test_the_rated_future_weighs_more_than_vp_in_hand():
    """`Weights.future` scales everything still to come, and only that: VP already scored count once."""
    turn = Turn.of(new_state(), 0)
    position = replace(turn.player, vp=30, jokers=1)
    plain = Judge(turn, replace(DEFAULT, future=1.0)).worth(position)
    doubled = Judge(turn, replace(DEFAULT, future=2.0)).worth(position)
    assert plain > position.vp
    assert doubled - position.vp == pytest.approx(2 * (plain - position.vp))
    assert Judge(turn).worth(position) - position.vp == pytest.approx(DEFAULT.future * (plain - position.vp))
    assert DEFAULT.future > 1


@pytest.mark.parametrize(("adventure", "worth"), [(False, DEFAULT.vacation), (True, DEFAULT.vacation_adventure)])
def test_the_unused_vacation_tile_is_worth_a_costlier_island_round_until_the_last_round(adventure, worth):
    """Spent at the first island worker it saved one worker a game; held, it waits for a costlier round, and the
    adventure island's rising stacks make that round cost more."""
    state = new_state(adventure_island=adventure)
    turn = Turn.of(state, 0)
    judge = Judge(turn)
    kept, spent = turn.player, replace(turn.player, vacation=False)
    assert judge.worth(kept) - judge.worth(spent) == pytest.approx(DEFAULT.future * worth)
    last = Turn.of(replace(state, round=load_rules().rounds), 0)
    assert Judge(last).worth(kept) == Judge(last).worth(spent), "in the last round it is worth only what it saves"
    assert DEFAULT.vacation_adventure > DEFAULT.vacation > 0


def test_a_joker_is_worth_more_with_the_adventure_island():
    """A joker keeps a worker off the island, whose stacks cost up to 5 VP a token with the adventure island; tile G
    pays the same for it either way."""

    def joker(adventure: bool) -> float:
        turn = Turn.of(new_state(adventure_island=adventure), 0)
        judge = Judge(turn)
        return judge.worth(replace(turn.player, jokers=1)) - judge.worth(turn.player)

    extra = DEFAULT.future * (DEFAULT.joker_use_adventure - DEFAULT.joker_use)
    assert joker(True) - joker(False) == pytest.approx(extra)
    assert DEFAULT.joker_use_adventure > DEFAULT.joker_use > 0


@pytest.mark.parametrize(("rounds_left", "sooner"), [(14, 0.0), (2, 0.0), (1, DEFAULT.joker_use)])
def test_a_sun_tile_on_the_chart_is_a_joker_to_come(rounds_left, sooner):
    """The chart holds one tile per round left and every round takes one, so a sun tile's joker comes anyway:
    taking the tile now only brings it sooner, which counts only when the tile would otherwise be the last
    round's, too late to spend its joker. Every line is built, so the worker the tile adds is worth nothing."""
    state = replace(new_state(contracts="any"), tiles=("A", "B", "D"), round=load_rules().rounds - rounds_left)
    turn = Turn.of(state, 0)
    built = tuple(LineState(line.length, 1) for line in load_board(turn.player.board).lines)
    waiting = replace(turn.player, lines=built, chart=(1, *turn.player.chart[1:]))
    taken = replace(waiting, chart=(0, *waiting.chart[1:]), jokers=waiting.jokers + 1)
    judge = Judge(turn)
    assert judge.worth(taken) - judge.worth(waiting) == pytest.approx(DEFAULT.future * sooner)
    assert judge.worth(taken) > judge.worth(replace(waiting, chart=taken.chart)), "a joker in hand still counts"


def test_tile_i_pays_ahead_while_its_column_can_still_be_emptied_in_time():
    """Column 3 empties only as the player chooses: in round 1, with 4 rounds to the first scoring, three tiles
    left there can still go by then, five cannot (only the scorings after pay), none left pays in full."""
    state = replace(new_state(contracts="any"), tiles=("I", "B", "D"))
    judge = Judge(Turn.of(state, 0))
    tile = load_tiles()["I"]
    first, second, third = (tile.pays(s, 1) for s in (1, 2, 3))
    chance = DEFAULT.columns_chance

    def pay(left: int) -> float:
        return judge._pay(tile, left)

    assert pay(0) == first + second + third
    assert pay(3) == pytest.approx(chance * (first + second + third))
    assert pay(5) == pytest.approx(chance * (second + third))
    assert pay(12) == 0
