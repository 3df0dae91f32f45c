"""Tic-tac-toe's picture: the board, its free cells numbered as the picker names them; and the board in words."""

import io

from PIL import Image, ImageDraw

from i18n.catalog import Catalog
from render.core.picture import Picture
from tests.tictactoe.engine import REGISTRATION, TicTacToeState

WORDS = Catalog(*REGISTRATION.domains, roots=REGISTRATION.locales)

CELL = 120


def render_board(state: TicTacToeState, names: tuple[str, ...], *, lang: str) -> bytes:
    image = Image.new("RGB", (3 * CELL, 3 * CELL), "white")
    pen = ImageDraw.Draw(image)
    for cell, owner in enumerate(state.board):
        x, y = cell % 3 * CELL, cell // 3 * CELL
        pen.rectangle((x, y, x + CELL, y + CELL), outline="black", width=3)
        mark = str(cell + 1) if owner is None else "XO"[(owner - state.first) % 2]
        pen.text(
            (x + CELL // 2, y + CELL // 2),
            mark,
            fill="black" if owner is not None else "grey",
            anchor="mm",
            font_size=60,
        )
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


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
