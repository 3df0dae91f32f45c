"""The round's dice: one die per worker, from the game's stream or from a bot's own sampling stream."""

from random import Random

from engine.core.rng import rng_for
from engine.powerline.rules import load_rules


def roll(rng: Random) -> tuple[int, ...]:
    rules = load_rules()
    return tuple(rng.randint(1, rules.die_faces) for _ in rules.workers)


def roll_dice(seed: int, round_: int) -> tuple[int, ...]:
    """The game's dice for a round: fixed by the seed, so replay deals them again."""
    return roll(rng_for(seed, "dice", round_))
