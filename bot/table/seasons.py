"""Leaderboard seasons: calendar months in UTC. A season's ratings count only the games that ended in it, so each
starts fresh, and a past season's podium can be asked for by name ("2026-10") for as long as its games are kept."""

import calendar
import datetime
from dataclasses import dataclass

from babel.dates import format_date

from i18n.catalog import language

ALL = "all"
"""The option value for every game since the bot came to the server."""


@dataclass(frozen=True, order=True)
class Season:
    year: int
    month: int

    @classmethod
    def at(cls, when: float) -> "Season":
        """The season a moment (seconds since the epoch) falls in."""
        day = datetime.datetime.fromtimestamp(when, datetime.UTC)
        return cls(day.year, day.month)

    @classmethod
    def parse(cls, value: str) -> "Season | None":
        """The season named `value` ("2026-10"), or None if it names none."""
        year, _, month = value.strip().partition("-")
        if not (year.isdigit() and month.isdigit() and len(year) == 4 and 1 <= int(month) <= 12):
            return None
        return cls(int(year), int(month))

    @property
    def key(self) -> str:
        return f"{self.year:04d}-{self.month:02d}"

    @property
    def start(self) -> float:
        return float(calendar.timegm((self.year, self.month, 1, 0, 0, 0)))

    @property
    def end(self) -> float:
        """Where the next season starts."""
        return self.following().start

    def following(self) -> "Season":
        return Season(self.year + self.month // 12, self.month % 12 + 1)

    def before(self) -> "Season":
        return Season(self.year - (self.month == 1), (self.month - 2) % 12 + 1)

    def name(self, locale: str | None) -> str:
        """The month and year as the reader's language writes them ("November 2026", "novembre 2026")."""
        return format_date(datetime.date(self.year, self.month, 1), "LLLL y", locale=language(locale))


def seasons_back(now: float, first: float | None) -> list[Season]:
    """The seasons from the one of `now` back to the one of `first` (the server's first finished game), newest
    first; the current season alone before any game."""
    season = Season.at(now)
    oldest = season if first is None else min(season, Season.at(first))
    found = [season]
    while found[-1] > oldest:
        found.append(found[-1].before())
    return found
