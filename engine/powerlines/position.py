"""What the images, the bot and the computer players ask of a position, without applying anything.

Whose turn (`on_turn`), which tiles and cells are left (`remaining`, `legal_cells`), what a tile shows (`tile_suit`,
`tile_value`), each seat's side and match total (`side_of`, `seat_scores`), the grid's bounding box (`frame`).
"""

from engine.core.outcome import places
from engine.powerlines import grid
from engine.powerlines.grid import Frame
from engine.powerlines.rules import SIDES, load_rules
from engine.powerlines.state import Cell, PowerLinesState


def match_over(state: PowerLinesState) -> bool:
    return state.game >= len(state.first_seats)


def on_turn(state: PowerLinesState) -> int | None:
    """The seat to place the next tile (seats alternate from the game's first seat); None once the match is over."""
    if match_over(state):
        return None
    return (state.first_seats[state.game] + len(state.grid)) % state.config.players


def remaining(state: PowerLinesState) -> tuple[int, ...]:
    """The tiles not yet placed in the current game, in tile order (none once the match is over)."""
    if match_over(state):
        return ()
    used = {c.tile for c in state.grid}
    return tuple(t for t in range(load_rules().tiles) if t not in used)


def legal_cells(state: PowerLinesState) -> tuple[tuple[int, int], ...]:
    """The cells the next tile may go to, top to bottom then left to right (none once the match is over)."""
    if match_over(state):
        return ()
    return grid.legal_cells(state.grid, load_rules().size)


def tile_suit(tile: int) -> str:
    """The suit key of a tile ("suns", ...), for the catalogs' suit-<key> and the images."""
    return load_rules().suit(tile)


def tile_value(tile: int) -> int:
    return load_rules().value(tile)


def side_of(state: PowerLinesState, seat: int) -> str:
    """ "suits" or "values": what `seat` scores for the whole match."""
    return SIDES[0] if seat == state.suits_seat else SIDES[1]


def seat_scores(state: PowerLinesState) -> tuple[int, ...]:
    """Each seat's points over the games finished so far (the match total once it is over)."""
    return tuple(
        sum(score.suits if side_of(state, seat) == SIDES[0] else score.values for score in state.finished)
        for seat in range(state.config.players)
    )


def frame(cells: tuple[Cell, ...]) -> Frame | None:
    """The bounding box of a grid (`state.grid` or a finished `GameScore.grid`); None while it is empty."""
    return grid.frame(cells)


def ranks(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Place of each seat by match total; equal totals share a place."""
    return places([(score,) for score in scores])
