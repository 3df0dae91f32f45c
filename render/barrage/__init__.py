"""Barrage images for the bot: every `render_*` function returns finished PNG bytes, ready to attach, and its
`describe_*` (`render.barrage.described`) what the image shows in words; the bot draws them together as a `Picture`
(MAP, COMPANY, BOARDS, FINAL, TIMELAPSE). `board_text` is the whole table in words, for "Read the board".

All take engine state plus `names` (display name per seat; the engine knows only seat numbers) and `lang`, the
language code ("en", "de", "fr") of every word drawn, and are pure and deterministic: the same arguments give the
same bytes. They are CPU-bound; the bot calls them in its drawing workers. `spot_labels` names the spots to choose
from exactly as `render_map` letters them, for the bot's menus.
"""

from collections.abc import Sequence

from engine.barrage.events import ScoreLine
from engine.barrage.state import BarrageState
from render.barrage.boards import boards_image
from render.barrage.company import company_image
from render.barrage.described import describe_final, describe_map, describe_timelapse
from render.barrage.described_panels import describe_boards, describe_company
from render.barrage.final import final_image
from render.barrage.map import map_image, spot_labels
from render.barrage.reading import board_text
from render.barrage.timelapse import timelapse_gif
from render.core.draw import encode_png
from render.core.picture import Picture


def render_map(
    state: BarrageState,
    names: Sequence[str],
    *,
    lang: str,
    highlight: Sequence[str] = (),
    moved: Sequence[str] = (),
) -> bytes:
    """The map: every basin's spaces and pieces, the water in dams and on the headstreams, and the companies.

    `highlight`: map space ids (dam, conduit and powerhouse spaces, headstreams "A".."D") a player may choose,
    ringed and lettered as `spot_labels(highlight)`; `moved`: the spaces the last turn changed, haloed. Ids that
    are not map spaces (a "none" option) are lettered by `spot_labels` but not drawn.
    """
    return encode_png(map_image(state, names, lang=lang, highlight=highlight, moved=moved))


def render_company(state: BarrageState, seat: int, names: Sequence[str], *, lang: str) -> bytes:
    """A company's panel: supplies, company board with the income of each uncovered slot, national ability and
    officer, construction wheel, contracts in hand, technology tiles and its own action spaces."""
    return encode_png(company_image(state, seat, names, lang=lang))


def render_boards(state: BarrageState, names: Sequence[str], *, lang: str) -> bytes:
    """The shared boards: turn order, the management board with who holds each space, the energy track with the
    round's bonus tile and the objective tile, the contracts on offer and the patent office."""
    return encode_png(boards_image(state, names, lang=lang))


def render_final(state: BarrageState, names: Sequence[str], *, lang: str, lines: Sequence[ScoreLine] = ()) -> bytes:
    """The final standings by place; `lines`, the final scoring's lines of the `GameOver` event, break each
    company's VP down into what it had before, the objective, its leftovers and its water."""
    return encode_png(final_image(state, names, lang=lang, lines=lines))


def render_timelapse(states: Sequence[BarrageState], names: Sequence[str], *, lang: str) -> bytes:
    """The game replayed as an animated GIF, one frame per state given (every tile, or every round's end)."""
    return timelapse_gif(states, names, lang=lang)


MAP = Picture(render_map, describe_map)
COMPANY = Picture(render_company, describe_company)
BOARDS = Picture(render_boards, describe_boards)
FINAL = Picture(render_final, describe_final)
TIMELAPSE = Picture(render_timelapse, describe_timelapse)

__all__ = [
    "BOARDS",
    "COMPANY",
    "FINAL",
    "MAP",
    "TIMELAPSE",
    "board_text",
    "describe_boards",
    "describe_company",
    "describe_final",
    "describe_map",
    "describe_timelapse",
    "render_boards",
    "render_company",
    "render_final",
    "render_map",
    "render_timelapse",
    "spot_labels",
]
