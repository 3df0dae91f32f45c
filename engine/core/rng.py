"""Seeded randomness that is identical on every machine and Python build.

String seeds go through SHA-512 inside `random.Random`, so a (seed, label) pair always yields the same
stream. Each chance event gets its own labelled stream, so replaying or skipping one never shifts another.
"""

import random


def rng_for(seed: int, *labels: object) -> random.Random:
    return random.Random(":".join([str(seed), *map(str, labels)]))
