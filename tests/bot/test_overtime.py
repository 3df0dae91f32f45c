"""A person's time in a phase: the timer, then the reserve; the clock stops while a game waits for their holiday
within its budget. Acting is charged no more than is left."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.storage.games import SeatRow
from bot.table.overtime import DAY, HOLIDAY_BUDGET, Overtime
from bot.table.time_left import span

HOUR = 3600.0
START = 1000 * DAY


def test_a_reserve_stretches_the_timer_and_acting_late_spends_it():
    time = Overtime(reserve=3 * DAY, holiday_budget=HOLIDAY_BUDGET, holiday=None)
    assert time.ends(START, DAY) == START + 4 * DAY
    assert time.spent(START, DAY, START + 20 * HOUR) == (0, 0)  # in time: nothing spent
    assert time.spent(START, DAY, START + DAY + 5 * HOUR) == (5 * HOUR, 0)
    assert time.spent(START, DAY, START + 9 * DAY) == (3 * DAY, 0)  # never more than is left


def test_a_holiday_stops_the_clock_within_its_budget():
    away = (START + 6 * HOUR, START + 5 * DAY)  # /away 5, six hours into a one-day turn
    time = Overtime(reserve=DAY, holiday_budget=7 * DAY, holiday=away)
    assert time.ends(START, DAY) == START + 5 * DAY + 18 * HOUR + DAY  # the rest of the timer, then the reserve
    assert time.spent(START, DAY, START + 2 * DAY) == (0, 2 * DAY - 6 * HOUR)
    assert time.spent(START, DAY, START + 5 * DAY + 19 * HOUR) == (HOUR, 5 * DAY - 6 * HOUR)

    short = Overtime(reserve=0, holiday_budget=2 * DAY, holiday=away)  # the budget runs out before the holiday
    assert short.ends(START, DAY) == START + 2 * DAY + DAY
    assert short.spent(START, DAY, START + 4 * DAY) == (0, 2 * DAY)


def test_a_holiday_after_the_time_ran_out_or_before_the_phase_changes_nothing():
    late = Overtime(reserve=DAY, holiday_budget=HOLIDAY_BUDGET, holiday=(START + 3 * DAY, START + 4 * DAY))
    assert late.ends(START, DAY) == START + 2 * DAY
    over = Overtime(reserve=DAY, holiday_budget=HOLIDAY_BUDGET, holiday=(START - 3 * DAY, START - DAY))
    assert over.ends(START, DAY) == START + 2 * DAY and over.spent(START, DAY, START + DAY + HOUR) == (HOUR, 0)


def test_a_seat_has_what_is_left_of_the_games_reserve_and_budget():
    seat = SeatRow(0, 1, "alice", None, reserve_spent=HOUR, holiday_spent=HOLIDAY_BUDGET + 1, away_from=1, away_until=2)
    assert Overtime.of(seat, reserve_minutes=3 * 24 * 60) == Overtime(3 * DAY - HOUR, 0, (1, 2))
    assert Overtime.of(seat, reserve_minutes=0).reserve == 0


seconds = st.floats(min_value=0, max_value=30 * DAY, allow_nan=False)


@given(reserve=seconds, budget=seconds, timer=seconds, start=seconds, length=seconds, late=seconds)
def test_acting_when_time_runs_out_spends_exactly_what_was_left(reserve, budget, timer, start, length, late):
    """Acting at the end spends the whole reserve; acting before it spends no more than it had; the time taken is
    the timer's, the reserve's and the holiday's."""
    time = Overtime(reserve, budget, (START - DAY + start, START - DAY + start + length))
    end = time.ends(START, timer)
    assert end >= START + timer + reserve - 1e-3
    used, waited = time.spent(START, timer, end)
    assert used == pytest.approx(reserve, abs=1e-3) and 0 <= waited <= budget + 1e-3
    assert end - START == pytest.approx(timer + used + waited, abs=1e-3)
    at = START + min(late, end - START)
    used, waited = time.spent(START, timer, at)
    assert used <= reserve + 1e-3 and waited <= budget + 1e-3 and used + waited <= at - START + 1e-3


@pytest.mark.parametrize(
    ("seconds", "words"),
    [
        (2 * DAY + 5 * HOUR + 59, {"en": "2 days 5 hours", "de": "2 Tage 5 Stunden", "fr": "2 jours 5 heures"}),
        (DAY, {"en": "1 day", "de": "1 Tag", "fr": "1 jour"}),
        (HOUR, {"en": "1 hour", "de": "1 Stunde", "fr": "1 heure"}),
        (45 * 60, {"en": "45 minutes", "de": "45 Minuten", "fr": "45 minutes"}),
        (0, {"en": "0 minutes", "de": "0 Minuten", "fr": "0 minute"}),
    ],
)
def test_time_left_is_worded_to_the_hour_or_under_an_hour_to_the_minute(seconds, words):
    for lang, said in words.items():
        assert span(lang, seconds) == said
