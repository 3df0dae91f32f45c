"""Barrage images for the bot: a stand-in with the signatures of the real package, which is being drawn on another
branch and replaces this file on merge. Every `render_*` function returns PNG bytes (here a blank pixel), so the
bot's Barrage module runs end to end before the pictures exist.

All take engine state plus `names` (display name per seat) and `lang`, the language of every word drawn.
`spot_labels` letters highlighted map spots exactly as `render_map` does, for the bot's menus.
"""

import string
from collections.abc import Iterable, Sequence

from PIL import Image

from engine.barrage.events import ScoreLine
from engine.barrage.state import BarrageState
from render.core.draw import encode_png


def spot_labels(ids: Iterable[str]) -> dict[str, str]:
    """A letter per map spot id, in the order given: A-Z, then AA, AB, ..."""
    letters = string.ascii_uppercase

    def label(i: int) -> str:
        return letters[i] if i < len(letters) else letters[i // len(letters) - 1] + letters[i % len(letters)]

    return {spot: label(i) for i, spot in enumerate(dict.fromkeys(ids))}


def _blank() -> bytes:
    return encode_png(Image.new("RGB", (1, 1), "white"))


def render_map(
    state: BarrageState,
    names: Sequence[str],
    *,
    lang: str,
    highlight: tuple[str, ...] = (),
    moved: tuple[str, ...] = (),
) -> bytes:
    """The map: dams with their water, conduits, powerhouses, headstreams; `highlight` spots lettered as
    `spot_labels(highlight)`, `moved` spots (changed by the last turn) marked."""
    return _blank()


def render_company(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> bytes:
    """One company's board: supply, pieces left, income uncovered, the construction wheel, contracts in hand."""
    return _blank()


def render_boards(state: BarrageState, names: Sequence[str], *, lang: str) -> bytes:
    """The shared boards: action spaces taken, contracts on offer, the patent office, tracks and bonus tiles."""
    return _blank()


def render_final(state: BarrageState, names: Sequence[str], *, lang: str, lines: tuple[ScoreLine, ...] = ()) -> bytes:
    """The final standings, with the final scoring's `lines` as a breakdown."""
    return _blank()


__all__ = ["render_boards", "render_company", "render_final", "render_map", "spot_labels"]
