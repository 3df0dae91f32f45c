"""How much a position is worth with rounds still to play: the strong level's judgement.

VP already scored count in full. The workers left on the chart are a budget of future segments (most, not
all, land on segments). The budget goes to the unfinished lines in order of VP per missing segment, a line
already started first of all (abandoning it costs an end penalty); a line is then as likely to be finished
as the budget is to reach it, and as it can be built in the rounds left. Cities and stations pay with those
chances, started lines left behind cost their expected penalty, the scoring tiles still to come pay at
today's counts (H and I, whose columns empty as the player chooses, while they still can in time), each
joker is worth what tile G will pay for it plus its flexibility (which a joker still to come from a sun tile
on the chart has too), and the vacation tile, while unused, what it will save on the island in a
costlier round. All of this future counts a fifth more than VP in hand: the rating underrates how far positions
differ in what follows.
"""

import math
from collections.abc import Hashable
from dataclasses import dataclass

from engine.powerline.ai.outcome import Turn
from engine.powerline.scoring import ScoringTile
from engine.powerline.state import PlayerState

_SQRT2 = math.sqrt(2)


def _phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / _SQRT2))


@dataclass(frozen=True, slots=True)
class Weights:
    efficiency: float = 0.88
    """Share of the chart's remaining workers expected to land on segments. In the variant mix, where the share
    actually landing falls from 0.85 in round 1 to 0.46 in round 14, 0.75, 0.95 and a share falling by 0.2 or 0.4
    over the game all scored within noise of this or below it (40 paired seeds: -2.0, -0.8, +0.1, -3.6 VP)."""
    max_rate: float = 1.5
    """Segments a single line gains per round, on average, when it gets all the attention."""
    tight_rate: float = 1.0
    """`max_rate` with both construction limits and the adventure island, where fewer workers reach a line and
    long lines were left unfinished. Measured over 200 paired seeds: in the mix of variants (with contracts and
    special contracts) 1.0 scores 78.1 VP against 74.3 at 1.5; in the base game 1.5 scores 94.9 against 93.5;
    with either variant alone the two are within noise (60 seeds)."""
    spread: float = 1.2
    """Uncertainty of the segment budget, per square root of the rounds left (1.6 in the variant mix: +0.9 ± 4.9 VP
    over 40 paired seeds)."""
    started: float = 3.0
    """VP per line that make a started line go first (the end penalty avoided; 6 in the variant mix: -0.3 ± 1.2 VP
    over 40 paired seeds)."""
    tiles_ahead: float = 0.8
    """Weight of the future scorings' pay at today's counts. In the variant mix 1.2 scored +0.7 ± 1.2 VP over 120
    paired seeds (1.6 and 2.0: +0.9 and +0.7 over 40), within noise, so it stays."""
    columns_chance: float = 0.7
    """Chance that the chart columns tiles H and I ask to be empty are used up by a scoring while the rounds before
    it still suffice. Counted only once they were empty, as before, those tiles paid when play happened to empty
    the columns; over the 185 variant-mix games of seeds 0-399 that drew H or I, 0.7 scored +3.0 ± 2.0 VP (the
    other games are unchanged). Not tuned further."""
    joker_use: float = 2.0
    """Worth of a joker's flexibility while rounds remain, beyond what tile G pays for it. In the base game 3
    scored +0.3 ± 0.5 VP over 200 paired seeds, within noise, so it stays; the same once the sun tiles' jokers to
    come counted (+0.3 ± 0.5, decision p95 up by 35 ms)."""
    joker_use_adventure: float = 3.0
    """`joker_use` with the adventure island, where a worker a joker keeps off the island saves up to 5 VP. In the
    variant mix 3, 4 and 5 scored +2.4 ± 1.7, +2.3 ± 1.8 and +2.0 ± 1.9 VP over 200 paired seeds; once the sun
    tiles' jokers to come counted, 2 and 4 scored -3.3 ± 1.5 and -0.2 ± 1.2 against 3."""
    vacation: float = 2.0
    """Worth of the unused vacation tile while rounds remain. Worth nothing, it went at the first island worker
    (round 6 on average, saving 1.05 workers) while a later round cost 1.8 VP on the island; over 200 paired base
    seeds 2 scored +1.2 ± 0.9 VP and 4 +0.9 ± 0.9."""
    vacation_adventure: float = 6.0
    """`vacation` with the adventure island, where the costliest round left (4.0 VP on its stacks) costs more,
    and a round without tokens keeps every later token lower. In the variant mix: 6 scored +2.3 ± 1.0 VP over
    600 paired seeds; 2, 4 and 10 scored -0.2, +0.5 and +0.4 (± 1.8) over 200."""
    future: float = 1.2
    """Weight of everything still to come (lines, stations, scorings ahead, jokers, vacation) against VP in hand.
    The rating's future varies less than what actually follows: over 400 strong games each in the base game and
    the variant mix, final VP rose by 1.1 to 1.3 VP per VP of rated future with 1 to 10 rounds left. Over 200 paired
    seeds against 1.0: base game 1.1 +1.9 ± 1.0 VP, 1.2 +2.2 ± 1.1, 1.3 +1.9 ± 1.2 (decision p95 376, 476, 614 ms);
    variant mix 1.1 +0.6 ± 1.6, 1.2 +1.9 ± 2.0, 1.5 -0.5 ± 2.2."""


DEFAULT = Weights()


class Judge:
    """`worth` for one decision; caches what all of its thousands of positions share."""

    def __init__(self, turn: Turn, weights: Weights = DEFAULT) -> None:
        self.turn = turn
        self.w = weights
        board = turn.board
        self.rounds = turn.rounds_left
        self.lengths = tuple(line.length for line in board.lines)
        self.cities = tuple(line.city.vp for line in board.lines)
        self.stations = tuple((s.index, s.vp, s.lines) for s in board.stations)
        self.line_stations = tuple(tuple(s.index for s in ends) for ends in board.line_stations)
        scorings = turn.rules.scoring_after_rounds
        self.ahead = tuple(s + 1 for s, r in enumerate(scorings) if r > turn.round)
        self.sd = weights.spread * math.sqrt(self.rounds) + 1.0
        variants = turn.state.config.variants
        rate = weights.tight_rate if variants.construction_limits and variants.adventure_island else weights.max_rate
        self.vacation = weights.vacation_adventure if variants.adventure_island else weights.vacation
        self.joker_use = weights.joker_use_adventure if variants.adventure_island else weights.joker_use
        self.in_time = tuple(_phi((rate * self.rounds - r + 0.5) / self.sd) for r in range(max(self.lengths) + 1))
        self.reach: dict[tuple[int, int], float] = {}
        self.tile_pay: dict[tuple[str, int], float] = {}
        self.lines: dict[Hashable, float] = {}

    def _reach(self, workers: int, need: int) -> float:
        """Chance that the budget of `workers` chart workers covers `need` segments."""
        key = (workers, need)
        if key not in self.reach:
            self.reach[key] = _phi((self.w.efficiency * workers - need + 0.5) / self.sd)
        return self.reach[key]

    def _tiles(self, position: PlayerState) -> float:
        total = 0.0
        for tile in self.turn.tiles:
            count = tile.tiles_left(position) if tile.columns else tile.count(position)
            key = (tile.letter, count)
            if key not in self.tile_pay:
                self.tile_pay[key] = self.w.tiles_ahead * self._pay(tile, count)
            total += self.tile_pay[key]
        return total

    def _pay(self, tile: ScoringTile, count: int) -> float:
        """What `tile` pays in the scorings ahead; for H and I, `count` is the worker tiles left in its columns.

        Those columns empty only as the player chooses: a scoring pays with `Weights.columns_chance` while the
        rounds before it still suffice to use up their tiles, and in full once they are used up."""
        if not tile.columns:
            return sum(tile.pays(s, count) for s in self.ahead)
        scorings, now = self.turn.rules.scoring_after_rounds, self.turn.round
        return sum(
            tile.pays(s, 1) * (1.0 if count == 0 else self.w.columns_chance if count <= scorings[s - 1] - now else 0.0)
            for s in self.ahead
        )

    def _penalty(self, unfinished: float) -> float:
        rules = self.turn.rules
        low = int(unfinished)
        frac = unfinished - low
        return (1 - frac) * rules.unfinished_penalty(low) + frac * rules.unfinished_penalty(low + 1)

    def worth(self, position: PlayerState, key: Hashable = None) -> float:
        """Expected final VP of `position`, reached at the end of this decision's round.

        Positions with equal `key` (if given) must have the same lines and chart: their lines' prospects
        are then computed once.
        """
        if self.rounds == 0:
            return float(position.vp)
        if key is None:
            lines = self._lines(position)
        else:
            cached = self.lines.get(key)
            lines = self._lines(position) if cached is None else cached
            self.lines[key] = lines
        ahead = lines + self._tiles(position) + self.joker_use * (position.jokers + self._suns(position))
        if position.vacation:
            ahead += self.vacation
        return position.vp + self.w.future * ahead

    def _suns(self, position: PlayerState) -> int:
        """Jokers still to come from the chart's sun column (column 1) in time to be spent.

        The chart holds one tile per round left and every plan takes one, so each sun tile will be taken and pay
        its joker by the end; taking one now only brings its joker sooner (one taken in the last round comes too
        late to spend). Counted as nothing, a sun tile looked like a free joker: in the variant mix the player
        took one early, sending 3.3 and 2.5 workers in rounds 1 and 2 where nearly every worker lands (4.8 and 3.8
        once counted), and scored 5.2 ± 1.9 VP less over 200 paired seeds.
        """
        return min(position.chart[0], self.rounds - 1)

    def _lines(self, position: PlayerState) -> float:
        """What the unfinished lines and stations will still pay, less the expected end penalty."""
        w, lengths, cities, stations = self.w, self.lengths, self.cities, self.stations
        workers = sum((k + 1) * n for k, n in enumerate(position.chart))
        done = position.stations
        left = [n - ls.built for n, ls in zip(lengths, position.lines, strict=True)]
        missing = [sum(1 for i in lines if left[i]) for _, _, lines in stations]
        queue = []
        for i, gap in enumerate(left):
            if gap:
                pays = cities[i] + (w.started if gap < lengths[i] else 0.0)
                for s in self.line_stations[i]:
                    if s not in done:
                        pays += stations[s][1] / missing[s]
                queue.append((pays / gap, i, gap))
        queue.sort(reverse=True)
        chance = [1.0] * len(lengths)
        need = 0
        value = 0.0
        unfinished = 0.0
        for _, i, gap in queue:
            need += gap
            c = chance[i] = self._reach(workers, need) * self.in_time[gap]
            value += c * cities[i]
            if gap < lengths[i]:
                unfinished += 1 - c
        if unfinished:
            value -= self._penalty(unfinished)
        for index, vp, lines in stations:
            if index not in done:
                value += vp * math.prod([chance[i] for i in lines])
        return value
