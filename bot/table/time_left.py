"""Time beyond the timer in words, for the turn card and `/games`: each late-to-be person's reserve left, and who
is on holiday with how long the game still waits for them."""

from bot.table.live_game import LiveGame
from bot.table.overtime import DAY, Overtime
from i18n.catalog import text

HOUR = 3600.0


def span(lang: str, seconds: float) -> str:
    """A stretch of time to the hour ("2 days 5 hours"), or to the minute under an hour."""
    days, hours = int(seconds // DAY), int(seconds % DAY // HOUR)
    parts = [text(lang, "span-days", count=days)] if days else []
    if hours or (not days and seconds >= HOUR):
        parts.append(text(lang, "span-hours", count=hours))
    return " ".join(parts) or text(lang, "span-minutes", count=int(seconds // 60))


def overtime_lines(table: LiveGame, reserve_minutes: int, now: float, lang: str) -> list[str]:
    """Lines under a deadline: the reserve left of each person the phase waits for (if the game has a reserve), and
    each of them on holiday."""
    lines: list[str] = []
    waiting = [(seat, Overtime.of(table.seats[seat], reserve_minutes)) for seat in table.people_to_act]
    if reserve_minutes:
        people = ", ".join(f"{table.mention(seat)} {span(lang, time.reserve)}" for seat, time in waiting)
        lines.append(text(lang, "turn-reserve", people=people))
    for seat, time in waiting:
        if time.holiday is not None and time.on_holiday(now):
            until, left = f"<t:{int(time.holiday[1])}:f>", span(lang, min(time.holiday_budget, time.holiday[1] - now))
            lines.append(text(lang, "turn-holiday", who=table.mention(seat), until=until, left=left))
    return lines
