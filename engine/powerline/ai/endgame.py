"""The strong level's last rounds: play each of the best-rated plans out to the end over sampled dice.

The position rating guesses at lines, jokers and workers still to come; near the end the game is short enough
to play instead. Each candidate is followed by the rated choice round after round, over the same sampled rolls
for every candidate (so the comparison is fair), and in the last round the choice is exact. The rolls come
from the bot's own random stream, never from the game's dice.
"""

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.core.rng import rng_for
from engine.powerline.rules import load_rules
from engine.powerline.state import PlayerState, PowerlineState


@dataclass(frozen=True, slots=True)
class Endgame:
    rounds: int = 2
    """Decisions with at most this many rounds after them are played out. In the base game over 40 seeds: 2
    rounds 98.8 VP (decision p95 298 ms, slowest 0.8 s), 3 rounds 100.1 (p95 449 ms, slowest 3.7 s: too near
    the 500 ms target, and a wait players would feel), none 97.5."""
    candidates: int = 6
    """How many of the best-rated plans are played out."""
    samples: int = 16
    """Sampled rolls per candidate, the same for every candidate."""


ENDGAME = Endgame()


def sample_dice(state: PowerlineState, seat: int, sample: int, round_: int) -> tuple[int, ...]:
    rules = load_rules()
    rng = rng_for(state.config.seed, "ai", "endgame", state.round, seat, sample, round_)
    return tuple(rng.randint(1, rules.die_faces) for _ in rules.workers)


def next_round(state: PowerlineState, seat: int, position: PlayerState, dice: tuple[int, ...]) -> PowerlineState:
    """The next round as `seat` sees it after reaching `position`: the other seats never change its score."""
    players = list(state.players)
    players[seat] = position
    return replace(state, players=tuple(players), round=state.round + 1, dice=dice, plans=(None,) * len(players))


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
