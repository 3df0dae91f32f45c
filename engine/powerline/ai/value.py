"""How much a position is worth with rounds still to play: the strong level's judgement.

VP already scored count in full. On top come, for every started line, its chance to be completed in time times
what completion pays (the city, and the stations it finishes), the end penalty expected for lines that will
not be, the power stations' prospects, the scoring tiles still to come at today's counts, and the jokers'
worth. The chance of completing a line comes from the workers left on the chart, shared over the open lines.
"""

import math
from dataclasses import dataclass

from engine.powerline.ai.outcome import Turn
from engine.powerline.state import PlayerState


@dataclass(frozen=True, slots=True)
class Weights:
    efficiency: float = 0.72
    """Share of the chart's remaining workers expected to land on segments."""
    max_rate: float = 1.3
    """Segments a single line can gain per round, on average, when it gets all the attention."""
    spread: float = 0.9
    """Uncertainty of a line's progress per round (standard deviation, in segments)."""
    unstarted: float = 0.5
    """Weight of an unstarted line's chance in its stations' prospects."""
    tiles_ahead: float = 0.8
    """Weight of the future scorings' pay at today's counts."""
    joker_use: float = 1.5
    """Worth of a joker's flexibility while rounds remain, beyond what tile G pays for it."""


DEFAULT = Weights()


def _chance(remaining: int, rate: float, rounds: int, w: Weights) -> float:
    """Chance that `remaining` segments get built within `rounds` at `rate` segments per round."""
    if remaining <= 0:
        return 1.0
    if rounds <= 0:
        return 0.0
    mean = rate * rounds
    sd = w.spread * math.sqrt(rounds) + 0.5
    return 0.5 * (1 + math.erf((mean - remaining + 0.5) / (sd * math.sqrt(2))))


def _penalty(rules, unfinished: float) -> float:
    low = int(unfinished)
    frac = unfinished - low
    return (1 - frac) * rules.unfinished_penalty(low) + frac * rules.unfinished_penalty(low + 1)


def worth(turn: Turn, position: PlayerState, w: Weights = DEFAULT) -> float:
    """Expected final VP of `position`, reached at the end of `turn`'s round."""
    board, rules = turn.board, turn.rules
    rounds = turn.rounds_left
    if rounds == 0:
        return float(position.vp)
    lengths = [line.length for line in board.lines]
    open_lines = [i for i, ls in enumerate(position.lines) if 0 < ls.built < lengths[i]]
    workers = sum((k + 1) * n for k, n in enumerate(position.chart))
    total_rate = w.efficiency * workers / rounds
    rate = min(w.max_rate, total_rate / max(1, len(open_lines)))
    new_rate = min(w.max_rate, total_rate / (len(open_lines) + 1))
    chance = []
    for i, ls in enumerate(position.lines):
        if ls.built >= lengths[i]:
            chance.append(1.0)
        elif ls.built:
            chance.append(_chance(lengths[i] - ls.built, rate, rounds, w))
        else:
            chance.append(w.unstarted * _chance(lengths[i], new_rate, rounds - 1, w))
    value = float(position.vp)
    for i in open_lines:
        value += chance[i] * board.lines[i].city.vp
    value -= _penalty(rules, sum(1 - chance[i] for i in open_lines))
    for station in board.stations:
        if station.index not in position.stations:
            value += station.vp * math.prod(chance[i] for i in station.lines)
    scorings = rules.scoring_after_rounds
    ahead = [s + 1 for s, r in enumerate(scorings) if r > turn.round]
    for tile in turn.tiles:
        count = tile.count(position)
        value += w.tiles_ahead * sum(tile.pays(s, count) for s in ahead)
    value += w.joker_use * position.jokers
    return value
