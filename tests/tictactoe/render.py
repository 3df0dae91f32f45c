"""Tic-tac-toe's picture: the board, its free cells numbered as the picker names them."""

import io

from PIL import Image, ImageDraw

from tests.tictactoe.engine import TicTacToeState

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
