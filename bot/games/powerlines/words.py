"""Naming what is on the table in a language: tiles, sides, spots and the match score."""

from collections.abc import Sequence

from bot.games.powerlines.catalog import SUIT_EMOJI, say
from bot.table.live_game import LiveGame
from engine.powerlines.position import seat_scores, side_of, tile_suit, tile_value
from engine.powerlines.rules import load_rules
from engine.powerlines.state import PowerLinesState
from render.powerlines import spot_labels


def tile_text(tile: int, lang: str) -> str:
    suit = tile_suit(tile)
    return f"{SUIT_EMOJI[suit]} {say(lang, 'tile-name', value=tile_value(tile), suit=say(lang, f'suit-of-{suit}'))}"


def progress(state: PowerLinesState) -> dict[str, int]:
    """Where the match stands, as the turn card and the picker number it: game of games, tile of tiles."""
    return {
        "game": state.game + 1,
        "games": len(state.first_seats),
        "tile": len(state.grid) + 1,
        "tiles": load_rules().tiles,
    }


def side_name(state: PowerLinesState, seat: int, lang: str) -> str:
    """What `seat` scores, named in `lang`."""
    return say(lang, f"side-{side_of(state, seat)}")


def spot_text(cell: tuple[int, int], cells: Sequence[tuple[int, int]], lang: str) -> str:
    """A spot as the picture labels it; the very first tile has nowhere to be but the centre."""
    return spot_labels(tuple(cells)).get(cell) or say(lang, "first-spot")


def match_score(table: LiveGame[PowerLinesState], state: PowerLinesState, lang: str) -> str:
    scores = seat_scores(state)
    return " · ".join(
        f"{name} ({side_name(state, seat, lang)}) {scores[seat]}" for seat, name in enumerate(table.seat_names)
    )
