"""Game-tree search over Power Lines positions: alpha-beta negamax with a transposition table, to the end of the
game when few tiles are left, or to a depth with a static evaluation at the leaves under a node budget.

Values are the mover's side minus the other side, in hundredths of a point so that the evaluation's expectations
stay integers. Two representations, because the lines are only known once the frame is:

- open: bitboards on the (2*size-1)-square area around the origin, which holds every legal grid (the first tile
  sits at the origin and the frame is at most `size` wide); cells row by row with one spare column, so shifting a
  mask by one never wraps into the next row. A value here counts every line.
- framed: once the grid is `size` wide and high, cells are numbered inside the frame and each line keeps the
  set of its tiles, so a move scores the lines it completes at once and a value counts only the lines still open.
  Most of an exact search happens here: it is faster, orders moves by what they score and promise, and fills the
  last three cells without recursion.

The transposition tables are keyed on the grid shifted to its frame's corner, with tiles written from the mover's
point of view: when the values player moves, each tile's suit and value swap roles. Scoring and the legal moves
are the same under that swap (there are as many suits as values), so a position with suits to move and its mirror
with values to move share an entry, and the side to move needs no place in the key.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from engine.powerlines.rules import RulesData

SCALE = 100
"""Hundredths of a point: the evaluation averages over completions, the search wants integers."""
FIELD = 5
"""Bits per cell in a key: tile number + 1, so an empty cell is 0 (16 tiles fit)."""

Move = tuple[int, int]
"""(open cell number, tile)."""


class OutOfBudget(Exception):
    """The node budget ran out: the deepening iteration under way is abandoned."""


@dataclass(frozen=True, slots=True)
class Geometry:
    """Bit layouts for one rule set: the open area, the frame and its lines."""

    size: int
    stride: int
    cells: int
    col_band: tuple[tuple[int, ...], ...]
    """[left][right]: the open cells whose column keeps a frame spanning left..right at most `size` wide."""
    row_band: tuple[tuple[int, ...], ...]
    lines: tuple[int, ...]
    """Each line's frame cells, as a mask."""
    lines_of: tuple[tuple[int, ...], ...]
    """Frame cell -> the lines through it."""
    not_first: int
    """Frame cells not in the first column (those may shift left), and likewise the last."""
    not_last: int
    worth: tuple[int, ...]
    """A line's signed worth by the mask of its tiles (`line_worths`)."""

    def index(self, x: int, y: int) -> int:
        return (y + self.size - 1) * self.stride + x + self.size - 1

    def coords(self, i: int) -> tuple[int, int]:
        return i % self.stride - self.size + 1, i // self.stride - self.size + 1


def points(rules: RulesData, tiles: tuple[int, ...]) -> int:
    """Suits' points minus values' points for a full line."""
    suits = max(Counter(rules.suit(t) for t in tiles).values())
    values = max(Counter(rules.value(t) for t in tiles).values())
    return suits if suits > values else -values if values > suits else 0


def line_worths(rules: RulesData) -> list[int]:
    """A line's signed worth by the mask of its tiles: its score when full; when partial, the average score over
    every way to complete it from the tiles outside it (a cheap estimate: some of those may be placed already)."""
    size = rules.size
    every = range(rules.tiles)
    table = [0] * (1 << rules.tiles)
    for tiles in combinations(every, size):
        table[sum(1 << t for t in tiles)] = SCALE * points(rules, tiles)
    completions = {n: [sum(1 << t for t in extra) for extra in combinations(every, n)] for n in range(1, size)}
    for count in range(1, size):
        for tiles in combinations(every, count):
            mask = sum(1 << t for t in tiles)
            outcomes = [table[mask | other] for other in completions[size - count] if not mask & other]
            table[mask] = round(sum(outcomes) / len(outcomes))
    return table


@cache
def geometry(rules: RulesData) -> Geometry:
    size = rules.size
    width = 2 * size - 1
    stride = width + 1

    def band(lo: int, hi: int, row: bool) -> int:
        mask = 0
        for k in range(max(0, hi - size + 1), min(width - 1, lo + size - 1) + 1):
            for j in range(width):
                mask |= 1 << (k * stride + j if row else j * stride + k)
        return mask

    lines = tuple(sum(1 << (dy * size + dx) for dx, dy in line.cells) for line in rules.lines)
    return Geometry(
        size=size,
        stride=stride,
        cells=width * stride,
        col_band=tuple(tuple(band(lo, hi, False) for hi in range(width)) for lo in range(width)),
        row_band=tuple(tuple(band(lo, hi, True) for hi in range(width)) for lo in range(width)),
        lines=lines,
        lines_of=tuple(tuple(k for k, mask in enumerate(lines) if mask >> c & 1) for c in range(size * size)),
        not_first=sum(1 << c for c in range(size * size) if c % size),
        not_last=sum(1 << c for c in range(size * size) if c % size != size - 1),
        worth=tuple(line_worths(rules)),
    )


def swapped(rules: RulesData, tile: int) -> int:
    """The tile whose suit index is this one's value index and vice versa."""
    count = len(rules.values)
    return tile % count * count + tile // count


def bits(mask: int) -> tuple[int, ...]:
    """The numbers of the set bits, lowest first."""
    numbers = []
    while mask:
        low = mask & -mask
        numbers.append(low.bit_length() - 1)
        mask ^= low
    return tuple(numbers)


_SMALL: dict[int, tuple[int, ...]] = {}


def small_bits(mask: int) -> tuple[int, ...]:
    """`bits` remembered for masks of tiles or frame cells (at most 2**16 of them): the search asks for the same
    few often."""
    found = _SMALL.get(mask)
    if found is None:
        found = _SMALL[mask] = bits(mask)
    return found


Entry = tuple[int, int, int, int]
"""A transposition-table entry: the depth searched, the value's lower and upper bound, and the best move found."""


def probe(table: dict[int, Entry], key: int, depth: int, alpha: int, beta: int) -> tuple[int | None, int, int, int]:
    """Look a position up: a value that settles it at once (or None), the window narrowed by what is known, and
    the stored best move to try first (-1 if none)."""
    entry = table.get(key)
    if entry is None:
        return None, alpha, beta, -1
    searched, low, high, hint = entry
    if searched >= depth:
        if low >= beta or low == high:
            return low, alpha, beta, hint
        if high <= alpha:
            return high, alpha, beta, hint
        alpha, beta = max(alpha, low), min(beta, high)
    return None, alpha, beta, hint


class Search:
    """One decision's search: the board, the transposition tables and the node count live here.

    `child_value(move, depth, alpha, beta)` is the root mover's value of a move, searched `depth` plies below it
    (exactly, to the end of the game, when `depth` covers every tile left); with a `budget`, `OutOfBudget` is
    raised once that many nodes are searched."""

    def __init__(self, rules: RulesData, placed: list[tuple[int, int, int]], suits_to_move: bool) -> None:
        if len(rules.suits) != len(rules.values):
            raise ValueError("the search keys positions by swapping suits and values, which needs as many of each")
        self.rules = rules
        g = self.geometry = geometry(rules)
        self.board = [-1] * g.cells
        self.nodes = 0
        self.budget: int | None = None
        self.suits_to_move = suits_to_move
        self.occupied = self.key_suits = self.key_values = 0
        self.left = self.top = 2 * g.size
        self.right = self.bottom = -1
        self.free = (1 << rules.tiles) - 1
        self.code_suits = [t + 1 for t in range(rules.tiles)]
        self.code_values = [swapped(rules, t) + 1 for t in range(rules.tiles)]
        for x, y, tile in placed:
            i = g.index(x, y)
            self.board[i] = tile
            self.occupied |= 1 << i
            self.free &= ~(1 << tile)
            self.key_suits += self.code_suits[tile] << FIELD * i
            self.key_values += self.code_values[tile] << FIELD * i
            column, row = i % g.stride, i // g.stride
            self.left, self.right = min(self.left, column), max(self.right, column)
            self.top, self.bottom = min(self.top, row), max(self.bottom, row)
        self.bound = SCALE * g.size * len(rules.lines) + 1
        self.open, self.framed = self._build()

    def remaining(self) -> int:
        return self.free.bit_count()

    def moves(self) -> list[Move]:
        """The root's legal moves, cell by cell then tile by tile."""
        g = self.geometry
        if not self.occupied:
            return [(g.index(0, 0), tile) for tile in range(self.rules.tiles)]
        o = self.occupied
        near = (o << 1 | o >> 1 | o << g.stride | o >> g.stride) & ~o
        cells = near & g.col_band[self.left][self.right] & g.row_band[self.top][self.bottom]
        return [(i, tile) for i in bits(cells) for tile in bits(self.free)]

    def child_value(self, move: Move, depth: int, alpha: int, beta: int) -> int:
        """The root mover's value of `move` within (alpha, beta) (fail-soft: a bound outside it)."""
        g = self.geometry
        i, tile = move
        column, row = i % g.stride, i // g.stride
        self.board[i] = tile
        try:
            return -self.open(
                self.occupied | 1 << i,
                self.free & ~(1 << tile),
                min(self.left, column),
                min(self.top, row),
                max(self.right, column),
                max(self.bottom, row),
                self.key_suits + (self.code_suits[tile] << FIELD * i),
                self.key_values + (self.code_values[tile] << FIELD * i),
                not self.suits_to_move,
                depth,
                -beta,
                -alpha,
            )
        finally:
            self.board[i] = -1

    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        """Both searches as closures over locals: attribute lookups would cost a third of their time."""
        rules = self.rules
        g = self.geometry
        board = self.board
        stride, size = g.stride, g.size
        col_band, row_band = g.col_band, g.row_band
        line_cells, lines_of, worth = g.lines, g.lines_of, g.worth
        not_first, not_last, frame_mask = g.not_first, g.not_last, (1 << size * size) - 1
        code_suits, code_values = self.code_suits, self.code_values
        swap = [swapped(rules, t) for t in range(rules.tiles)]
        bound = self.bound
        open_table: dict[int, Entry] = {}
        framed_table: dict[int, Entry] = {}
        alone = [
            [tuple(k for k in lines_of[a] if not line_cells[k] >> b & 1) for b in range(size * size)]
            for a in range(size * size)
        ]
        both = [
            [tuple(k for k in lines_of[a] if line_cells[k] >> b & 1) for b in range(size * size)]
            for a in range(size * size)
        ]
        # framed: the tiles in each line, as a mask, kept up to date as moves are made and taken back
        held = [0] * len(line_cells)
        search = self

        def count() -> None:
            search.nodes += 1
            if search.budget is not None and search.nodes > search.budget:
                raise OutOfBudget

        def guess(left: int, top: int, right: int, bottom: int) -> int:
            """Open evaluation: the rows and columns so far (diagonals are unknown until the frame is fixed, and by
            then the framed search has taken over)."""
            total = 0
            for row in range(top, bottom + 1):
                mask = 0
                for i in range(row * stride + left, row * stride + right + 1):
                    if board[i] >= 0:
                        mask |= 1 << board[i]
                total += worth[mask]
            for column in range(left, right + 1):
                mask = 0
                for i in range(top * stride + column, (bottom + 1) * stride, stride):
                    if board[i] >= 0:
                        mask |= 1 << board[i]
                total += worth[mask]
            return total

        def ordered(moves: list[Move], suits: bool) -> list[Move]:
            """Open moves by what they promise the mover in their row and column (the diagonals are unknown yet)."""
            rows: dict[int, int] = {}
            columns: dict[int, int] = {}
            for i, tile in enumerate(board):
                if tile >= 0:
                    rows[i // stride] = rows.get(i // stride, 0) | 1 << tile
                    columns[i % stride] = columns.get(i % stride, 0) | 1 << tile
            hopes = {}
            for i, tile in moves:
                row, column = rows.get(i // stride, 0), columns.get(i % stride, 0)
                hope = worth[row | 1 << tile] - worth[row] + worth[column | 1 << tile] - worth[column]
                hopes[i, tile] = -hope if suits else hope
            return sorted(moves, key=hopes.__getitem__)

        def enter(
            left: int, top: int, key_suits: int, key_values: int, free: int, suits: bool, depth: int, a: int, b: int
        ) -> int:
            """Open to framed: count the lines already full, then search the rest framed."""
            occupied = framed_suits = framed_values = 0
            for c in range(size * size):
                tile = board[(top + c // size) * stride + left + c % size]
                if tile >= 0:
                    occupied |= 1 << c
                    framed_suits += code_suits[tile] << FIELD * c
                    framed_values += code_values[tile] << FIELD * c
            done = 0
            for k, cells in enumerate(line_cells):
                mask = 0
                for c in bits(cells):
                    tile = board[(top + c // size) * stride + left + c % size]
                    if tile >= 0:
                        mask |= 1 << tile
                held[k] = mask
                if occupied & cells == cells:
                    done += worth[mask]
            if not suits:
                done = -done
            return done + framed(occupied, free, framed_suits, framed_values, suits, depth, a - done, b - done)

        def open_search(
            occupied: int,
            free: int,
            left: int,
            top: int,
            right: int,
            bottom: int,
            key_suits: int,
            key_values: int,
            suits: bool,
            depth: int,
            alpha: int,
            beta: int,
        ) -> int:
            if right - left == size - 1 and bottom - top == size - 1:
                return enter(left, top, key_suits, key_values, free, suits, depth, alpha, beta)
            count()
            if not depth:
                value = guess(left, top, right, bottom)
                return value if suits else -value
            corner = top * stride + left
            key = (key_suits if suits else key_values) >> FIELD * corner
            depth = min(depth, free.bit_count())
            settled, alpha, beta, hint = probe(open_table, key, depth, alpha, beta)
            if settled is not None:
                return settled
            start_alpha, start_beta = alpha, beta
            near = (occupied << 1 | occupied >> 1 | occupied << stride | occupied >> stride) & ~occupied
            moves = [
                (i, tile) for i in bits(near & col_band[left][right] & row_band[top][bottom]) for tile in bits(free)
            ]
            if depth > 2:
                moves = ordered(moves, suits)
            if hint >= 0:
                first = (hint >> 8) + corner, (hint & 255 if suits else swap[hint & 255])
                if first in moves:
                    moves.remove(first)
                    moves.insert(0, first)
            best, best_move = -bound, moves[0]
            for i, tile in moves:
                column, row = i % stride, i // stride
                board[i] = tile
                shift = FIELD * i
                value = -open_search(
                    occupied | 1 << i,
                    free & ~(1 << tile),
                    left if left < column else column,
                    top if top < row else row,
                    right if right > column else column,
                    bottom if bottom > row else row,
                    key_suits + (code_suits[tile] << shift),
                    key_values + (code_values[tile] << shift),
                    not suits,
                    depth - 1,
                    -beta,
                    -alpha,
                )
                board[i] = -1
                if value > best:
                    best, best_move = value, (i, tile)
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            low = best if best > start_alpha else -bound
            high = best if best < start_beta else bound
            i, tile = best_move
            open_table[key] = (depth, low, high, (i - corner) << 8 | (tile if suits else swap[tile]))
            return best

        def last_one(occupied: int, free: int) -> int:
            """The last tile fills the last cell and closes every line through it (signed for suits)."""
            tile = 1 << free.bit_length() - 1
            return sum(worth[held[k] | tile] for k in lines_of[(frame_mask & ~occupied).bit_length() - 1])

        def last_two(occupied: int, free: int, suits: bool) -> int:
            """The mover's best of the two ways to fill the last two cells (either cell touches the grid, and the
            order of the two placements does not matter: only which tile ends where)."""
            empty = frame_mask & ~occupied
            one = empty & -empty
            here, there = one.bit_length() - 1, (empty ^ one).bit_length() - 1
            first = free & -free
            second = free ^ first
            shared = 0
            for k in both[here][there]:
                shared += worth[held[k] | free]
            straight = crossed = shared
            for k in alone[here][there]:
                straight += worth[held[k] | first]
                crossed += worth[held[k] | second]
            for k in alone[there][here]:
                straight += worth[held[k] | second]
                crossed += worth[held[k] | first]
            if suits:
                return straight if straight > crossed else crossed
            return -straight if straight < crossed else -crossed

        def last_three(occupied: int, free: int, suits: bool, beta: int) -> int:
            """Every placement of the mover, each answered by the best of the last two: no table, no ordering."""
            empty = frame_mask & ~occupied
            near = (
                (occupied & not_last) << 1 | (occupied & not_first) >> 1 | occupied << size | occupied >> size
            ) & empty
            best = -bound
            for c in small_bits(near):
                after = occupied | 1 << c
                through = lines_of[c]
                closing = [k for k in through if after & line_cells[k] == line_cells[k]]
                before = [held[k] for k in through]
                for tile in small_bits(free):
                    gain = 0
                    for k in closing:
                        gain += worth[held[k] | 1 << tile]
                    for k in through:
                        held[k] |= 1 << tile
                    value = (gain if suits else -gain) - last_two(after, free & ~(1 << tile), not suits)
                    for k, mask in zip(through, before, strict=True):
                        held[k] = mask
                    if value > best:
                        best = value
                        if best >= beta:
                            return best
            return best

        def framed(
            occupied: int, free: int, key_suits: int, key_values: int, suits: bool, depth: int, alpha: int, beta: int
        ) -> int:
            """The value of the lines not yet full, for the mover."""
            count()
            if not depth:
                value = sum(worth[held[k]] for k, cells in enumerate(line_cells) if occupied & cells != cells)
                return value if suits else -value
            left_to_place = free.bit_count()
            if left_to_place == 1:
                value = last_one(occupied, free)
                return value if suits else -value
            if left_to_place == 2:
                return last_two(occupied, free, suits)
            if left_to_place == 3:
                return last_three(occupied, free, suits, beta)
            key = key_suits if suits else key_values
            depth = min(depth, left_to_place)
            settled, alpha, beta, hint = probe(framed_table, key, depth, alpha, beta)
            if settled is not None:
                return settled
            start_alpha, start_beta = alpha, beta
            near = ((occupied & not_last) << 1 | (occupied & not_first) >> 1 | occupied << size | occupied >> size) & (
                frame_mask & ~occupied
            )
            moves = []
            for c in small_bits(near):
                after = occupied | 1 << c
                through = lines_of[c]
                closing = [k for k in through if after & line_cells[k] == line_cells[k]]
                opening = [k for k in through if after & line_cells[k] != line_cells[k]] if left_to_place > 4 else []
                for tile in small_bits(free):
                    gain = 0
                    for k in closing:
                        gain += worth[held[k] | 1 << tile]
                    hope = gain
                    for k in opening:
                        hope += worth[held[k] | 1 << tile] - worth[held[k]]
                    moves.append((hope if suits else -hope, gain if suits else -gain, c, tile))
            moves.sort(reverse=True)
            if hint >= 0:
                cell, tile = hint >> 8, (hint & 255 if suits else swap[hint & 255])
                for n, move in enumerate(moves):
                    if move[2] == cell and move[3] == tile:
                        moves.insert(0, moves.pop(n))
                        break
            best, best_move = -bound, 0
            for _, gain, c, tile in moves:
                through = lines_of[c]
                before = [held[k] for k in through]
                for k in through:
                    held[k] |= 1 << tile
                shift = FIELD * c
                child = (
                    occupied | 1 << c,
                    free & ~(1 << tile),
                    key_suits + (code_suits[tile] << shift),
                    key_values + (code_values[tile] << shift),
                    not suits,
                    depth - 1,
                )
                if best == -bound:
                    value = gain - framed(*child, gain - beta, gain - alpha)
                else:
                    value = gain - framed(*child, gain - alpha - 1, gain - alpha)
                    if alpha < value < beta:
                        value = gain - framed(*child, gain - beta, gain - value)
                for k, mask in zip(through, before, strict=True):
                    held[k] = mask
                if value > best:
                    best, best_move = value, c << 8 | (tile if suits else swap[tile])
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            low = best if best > start_alpha else -bound
            high = best if best < start_beta else bound
            framed_table[key] = (depth, low, high, best_move)
            return best

        return open_search, framed
