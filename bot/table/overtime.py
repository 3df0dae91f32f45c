"""A person's time beyond a phase's timer, for play by post: first the stretch of their holiday (`/away`) the game
waits for, up to what is left of its budget, then their reserve. Only when both are spent does the computer play
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

    def _waited(self, due: float) -> tuple[float, float] | None:
        """The stretch after the timer's end `due` the game waits for the holiday: from when the holiday (or the
        overtime) begins, for as long as the holiday and its budget last."""
        if self.holiday is None:
            return None
        start = max(due, self.holiday[0])
        end = min(self.holiday[1], start + self.holiday_budget)
        return (start, end) if end > start else None

    def ends(self, due: float) -> float:
        """When the seat's time runs out, its timer having ended at `due`. The reserve runs from the timer's end,
        stops while the game waits for the holiday, and runs again after it."""
        waited = self._waited(due)
        if waited is None or waited[0] - due > self.reserve:
            return due + self.reserve
        return waited[1] + self.reserve - (waited[0] - due)

    def spent(self, due: float, at: float) -> tuple[float, float]:
        """(reserve, holiday budget) used by acting at `at`, its timer having ended at `due`; never more than is
        left."""
        if at <= due:
            return 0.0, 0.0
        waited = self._waited(due)
        holiday = 0.0 if waited is None else max(0.0, min(at, waited[1]) - waited[0])
        return min(self.reserve, at - due - holiday), holiday
