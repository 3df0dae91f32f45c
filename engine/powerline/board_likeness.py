"""How alike two boards' pip layouts are once die faces may be renamed and lines turned end to end.

Fair dice make every face alike and a line may be started from either end, so a board whose faces are renamed
(1 becomes 4, ...) or whose lines are reversed is the same puzzle in disguise. `differing_segments` counts the
segments that still differ under the renaming and the turns that make two boards most alike: 0 means one board
is a disguise of the other. The board data test and the board search (`benchmarks/boards.py`) use it.
"""

import itertools
from collections.abc import Mapping, Sequence

Pips = Mapping[str, Sequence[int]]


def differing_segments(a: Pips, b: Pips, faces: int = 6) -> int:
    """The fewest segments of `a` whose face differs from `b`'s, over every renaming of faces and every turn of
    each line."""
    if set(a) != set(b) or any(len(a[k]) != len(b[k]) for k in a):
        raise ValueError("the two layouts must have the same lines and lengths")
    lines = [(tuple(a[k]), tuple(b[k]), tuple(reversed(b[k]))) for k in sorted(a)]
    best = sum(len(x) for x, _, _ in lines)
    for renaming in itertools.permutations(range(1, faces + 1)):
        total = 0
        for mine, theirs, turned in lines:
            renamed = [renaming[p - 1] for p in mine]
            total += min(
                sum(1 for p, q in zip(renamed, theirs, strict=True) if p != q),
                sum(1 for p, q in zip(renamed, turned, strict=True) if p != q),
            )
            if total >= best:
                break
        best = min(best, total)
    return best
