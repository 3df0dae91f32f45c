"""The strong level's last rounds: play each of the best-rated plans out to the end over sampled dice.

The position rating guesses at lines, jokers and workers still to come; near the end the game is short enough
to play instead. Each candidate is followed by the rated choice round after round, over the same sampled rolls
for every candidate (so the comparison is fair), and in the last round the choice is exact. The rolls come
from the bot's own random stream, never from the game's dice.
"""

from collections.abc import Callable
from dataclasses import dataclass

from engine.core.rng import rng_for
from engine.powerline.dice import roll
from engine.powerline.rules import load_rules
from engine.powerline.state import PlayerState, PowerlineState


@dataclass(frozen=True, slots=True)
class Endgame:
    candidates: tuple[int, ...] = (6, 6, 4)
    """How many of the best-rated plans are played out, by rounds after the decision (1, 2, ...); decisions
    with more rounds after them than this lists are not played out. Base game, seeds 0-99: only spending
    every joker in the last round 97.0 VP, 1 round 97.7, 2 rounds 98.1 (decision p95 284 ms, slowest 1.0 s),
    these 3 rounds 99.1 (p95 326 ms, slowest 1.9 s); 6 candidates over 16 rolls 3 rounds ahead reached p95
    449 ms and a slowest 3.7 s."""
    samples: tuple[int, ...] = (16, 12, 8)
    """Sampled rolls per candidate, the same for every candidate, by rounds after the decision. Two rounds after,
    12 rolls instead of 16 scored -0.1 ± 0.3 VP over 200 paired base seeds and cut the decision p95 from 476 to
    414 ms once the rating weighed the future 1.2 times (`Weights.future`)."""

    @property
    def rounds(self) -> int:
        return len(self.candidates)


ENDGAME = Endgame()


def sample_dice(state: PowerlineState, seat: int, sample: int, round_: int) -> tuple[int, ...]:
    return roll(rng_for(state.config.seed, "ai", "endgame", state.round, seat, sample, round_))


def next_round(state: PowerlineState, seat: int, position: PlayerState, dice: tuple[int, ...]) -> PowerlineState:
    """The next round as `seat` sees it after reaching `position`: the other seats never change its score."""
    players = list(state.players)
    players[seat] = position
    return state.next_round(tuple(players), dice)


def play_out(
    state: PowerlineState,
    seat: int,
    position: PlayerState,
    sample: int,
    policy: Callable[[PowerlineState, int], PlayerState],
) -> int:
    """Final VP of `position`, reached this round, when `policy` plays every later round on sampled dice."""
    last = load_rules().rounds
    origin = state
    while state.round < last:
        state = next_round(state, seat, position, sample_dice(origin, seat, sample, state.round + 1))
        position = policy(state, seat)
    return position.vp
