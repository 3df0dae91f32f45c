"""What players did in a server's finished games of one kind: games played, wins, mean and best score, and a
rating that accounts for opponents (OpenSkill's Plackett-Luce model, games taken in the order they ended).

A computer player of each level counts as one player, so beating the strong level moves a rating more than beating
the random one. Solo games count for the figures but not for the rating: there is nobody to be rated against.
"""

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from itertools import groupby

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.storage.records import ResultRow

Player = Hashable
"""A Discord user id, or ("computer", level)."""


@dataclass
class Record:
    played: int = 0
    wins: int = 0
    total: int = 0
    best: int | None = None
    solo_best: int | None = None
    """The best score of the games played alone."""
    rating: float | None = None
    """The rating's ordinal (mean less three deviations: a cautious estimate); None before any game with others."""
    name: str = ""
    """The name the player had in their latest game."""

    @property
    def mean(self) -> float:
        return self.total / self.played if self.played else 0.0


def player_of(row: ResultRow) -> Player:
    return row.user_id if row.user_id is not None else ("computer", row.computer_level)


def records(rows: Iterable[ResultRow]) -> dict[Player, Record]:
    """Each player's record over `rows` (a server's results of one kind, in the order the games ended)."""
    model = PlackettLuce()
    found: dict[Player, Record] = {}
    ratings: dict[Player, PlackettLuceRating] = {}
    for _, seats in groupby(rows, key=lambda row: row.game_id):
        game = list(seats)
        for row in game:
            record = found.setdefault(player_of(row), Record())
            record.played += 1
            record.name = row.name
            record.wins += row.place == 1
            record.total += row.score
            record.best = row.score if record.best is None else max(record.best, row.score)
            if len(game) == 1:
                record.solo_best = row.score if record.solo_best is None else max(record.solo_best, row.score)
        players = [player_of(row) for row in game]
        if len(set(players)) < 2:
            continue
        teams = [[ratings.get(p) or model.rating()] for p in players]
        for player, [rating] in zip(players, model.rate(teams, ranks=[row.place for row in game]), strict=True):
            ratings[player] = rating
            found[player].rating = rating.ordinal()
    return found
