"""A person's time in a phase, for play by post: the turn timer, then their reserve; the clock stops while the game
waits for their holiday (`/away`), up to what is left of its budget. Only when all is spent does the computer play
for them. Pure arithmetic on seconds, so the ticker, the commit and the cards agree on it."""

from dataclasses import dataclass

from bot.storage.games import SeatRow

DAY = 24 * 3600.0
HOLIDAY_BUDGET = 7 * DAY
"""How long each game waits, in all, for a person on holiday before the computer plays for them."""
AWAY_DAYS = 14
"""The longest holiday one `/away` announces."""


@dataclass(frozen=True)
class Overtime:
    """What a seat has left beyond the timer: reserve and holiday budget in seconds, and its latest holiday."""

    reserve: float
    holiday_budget: float
    holiday: tuple[float, float] | None

    @classmethod
    def of(cls, seat: SeatRow, reserve_minutes: int) -> "Overtime":
        return cls(
            max(0.0, reserve_minutes * 60 - seat.reserve_spent),
            max(0.0, HOLIDAY_BUDGET - seat.holiday_spent),
            seat.holiday,
        )

    def on_holiday(self, now: float) -> bool:
        """Whether a game waits for their holiday at `now`: it is under way and its budget is not spent."""
        return self.holiday is not None and self.holiday[0] <= now < self.holiday[1] and self.holiday_budget > 0

    def _waited(self, start: float) -> tuple[float, float] | None:
        """The stretch of a phase begun at `start` that the game waits for the holiday: from when the holiday (or the
        phase) begins, for as long as the holiday and what is left of its budget last."""
        if self.holiday is None:
            return None
        begins = max(start, self.holiday[0])
        ends = min(self.holiday[1], begins + self.holiday_budget)
        return (begins, ends) if ends > begins else None

    def ends(self, start: float, timer: float) -> float:
        """When the seat's time runs out in a phase begun at `start` with `timer` seconds: the timer and then the
        reserve run, and stop while the game waits for the holiday."""
        time = timer + self.reserve
        waited = self._waited(start)
        if waited is None or waited[0] - start > time:
            return start + time
        return waited[1] + time - (waited[0] - start)

    def spent(self, start: float, timer: float, at: float) -> tuple[float, float]:
        """(reserve, holiday budget) used by acting at `at` in a phase begun at `start` with `timer` seconds; never
        more than is left."""
        waited = self._waited(start)
        holiday = 0.0 if waited is None else max(0.0, min(at, waited[1]) - waited[0])
        return min(self.reserve, max(0.0, at - start - holiday - timer)), holiday
