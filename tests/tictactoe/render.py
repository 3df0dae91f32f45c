"""Tic-tac-toe's picture: the board, its free cells numbered as the picker names them; the board in words; and the
board in a sample position for the legibility benchmark (the registration's `samples` is this module)."""

from collections.abc import Iterator

from PIL import Image

from i18n.catalog import Catalog
from render.core.draw import Pen, encode_png
from render.core.picture import Picture
from render.core.samples import NAMES, Case
from tests.tictactoe.engine import REGISTRATION, RULES, Mark, TicTacToeConfig, TicTacToeState

WORDS = Catalog(*REGISTRATION.domains, roots=REGISTRATION.locales)

CELL = 120


def render_board(state: TicTacToeState, names: tuple[str, ...], *, lang: str) -> bytes:
    """Drawn with `render.core`'s pen, which notes each text's size for the legibility benchmark."""
    image = Image.new("RGBA", (3 * CELL, 3 * CELL), (255, 255, 255, 255))
    pen = Pen(image, 1.0)
    for cell, owner in enumerate(state.board):
        x, y = cell % 3 * CELL, cell // 3 * CELL
        pen.rect((x, y, x + CELL, y + CELL), outline=(0, 0, 0), w=3)
        mark = str(cell + 1) if owner is None else "XO"[(owner - state.first) % 2]
        pen.text((x + CELL // 2, y + CELL // 2), mark, 60, (0, 0, 0) if owner is not None else (128, 128, 128))
    return encode_png(image)


def describe_board(state: TicTacToeState, names: tuple[str, ...], *, lang: str) -> str:
    """Each row of the board as a sighted player reads it."""
    return "\n".join(_rows(state, lang))


def board_text(state: TicTacToeState, names: tuple[str, ...], *, lang: str) -> str:
    return "\n".join(["## " + WORDS.text(lang, "read-rows"), *(f"- {row}" for row in _rows(state, lang))])


def _rows(state: TicTacToeState, lang: str) -> list[str]:
    cells = [
        WORDS.text(lang, "read-cell", cell=cell + 1, mark="-" if owner is None else "XO"[(owner - state.first) % 2])
        for cell, owner in enumerate(state.board)
    ]
    return [", ".join(cells[row * 3 : row * 3 + 3]) for row in range(3)]


BOARD = Picture(render_board, describe_board)


def samples() -> Iterator[Case]:
    """The board after four moves, free cells numbered: the picture a turn is taken from."""
    state = RULES.initial_state(TicTacToeConfig(seed=5, first_seat=0))
    for turn, cell in enumerate((4, 0, 8, 2)):
        state, _ = RULES.apply(state, Mark(turn % 2, turn, cell))
    yield Case(
        "tictactoe",
        "tic-tac-toe board",
        True,
        lambda lang: render_board(state, NAMES[:2], lang=lang),
        floor=(58.3, 47.3),
    )
