"""A person's time beyond the timer: the reserve runs after the timer, stops while a game waits for their holiday
within its budget, and runs again after it; acting is charged no more than is left."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.storage.games import SeatRow
from bot.table.overtime import DAY, HOLIDAY_BUDGET, Overtime

HOUR = 3600.0
DUE = 1000 * DAY


def test_a_reserve_stretches_the_timer_and_acting_late_spends_it():
    time = Overtime(reserve=3 * DAY, holiday_budget=HOLIDAY_BUDGET, holiday=None)
    assert time.ends(DUE) == DUE + 3 * DAY
    assert time.spent(DUE, DUE - HOUR) == (0, 0)  # in time: nothing spent
    assert time.spent(DUE, DUE + 5 * HOUR) == (5 * HOUR, 0)
    assert time.spent(DUE, DUE + 9 * DAY) == (3 * DAY, 0)  # never more than is left


def test_a_holiday_stops_the_reserve_within_its_budget():
    away = (DUE - DAY, DUE + 5 * DAY)  # /away 6 began a day before the timer ran out
    time = Overtime(reserve=DAY, holiday_budget=7 * DAY, holiday=away)
    assert time.ends(DUE) == DUE + 5 * DAY + DAY  # the game waits for the holiday, then the reserve runs
    assert time.spent(DUE, DUE + 2 * DAY) == (0, 2 * DAY)
    assert time.spent(DUE, DUE + 5 * DAY + HOUR) == (HOUR, 5 * DAY)

    short = Overtime(reserve=0, holiday_budget=2 * DAY, holiday=away)  # the budget runs out before the holiday
    assert short.ends(DUE) == DUE + 2 * DAY
    assert short.spent(DUE, DUE + 3 * DAY) == (0, 2 * DAY)


def test_a_holiday_begun_in_the_reserve_stops_it_there_and_one_over_changes_nothing():
    time = Overtime(reserve=DAY, holiday_budget=HOLIDAY_BUDGET, holiday=(DUE + 6 * HOUR, DUE + 2 * DAY))
    assert time.ends(DUE) == DUE + 2 * DAY + 18 * HOUR
    late = Overtime(reserve=DAY, holiday_budget=HOLIDAY_BUDGET, holiday=(DUE + 2 * DAY, DUE + 3 * DAY))
    assert late.ends(DUE) == DUE + DAY  # the reserve was gone before the holiday began
    over = Overtime(reserve=DAY, holiday_budget=HOLIDAY_BUDGET, holiday=(DUE - 3 * DAY, DUE - DAY))
    assert over.ends(DUE) == DUE + DAY and over.spent(DUE, DUE + HOUR) == (HOUR, 0)


def test_a_seat_has_what_is_left_of_the_games_reserve_and_budget():
    seat = SeatRow(0, 1, "alice", None, reserve_spent=HOUR, holiday_spent=HOLIDAY_BUDGET + 1, away_from=1, away_until=2)
    assert Overtime.of(seat, reserve_minutes=3 * 24 * 60) == Overtime(3 * DAY - HOUR, 0, (1, 2))
    assert Overtime.of(seat, reserve_minutes=0).reserve == 0


seconds = st.floats(min_value=0, max_value=30 * DAY, allow_nan=False)


@given(reserve=seconds, budget=seconds, start=seconds, length=seconds, late=seconds)
def test_acting_when_time_runs_out_spends_exactly_what_was_left(reserve, budget, start, length, late):
    """Acting at the end spends the whole reserve; acting before it spends less than it had, and both parts add up to
    the time taken beyond the timer."""
    time = Overtime(reserve, budget, (DUE - DAY + start, DUE - DAY + start + length))
    end = time.ends(DUE)
    assert end >= DUE
    used, waited = time.spent(DUE, end)
    assert used == pytest.approx(reserve, abs=1e-3) and 0 <= waited <= budget + 1e-3
    at = DUE + min(late, end - DUE)
    used, waited = time.spent(DUE, at)
    assert used <= reserve + 1e-3 and used + waited == pytest.approx(at - DUE, abs=1e-3)
