"""An animated GIF of one player's board from set-up to the end, one frame per round, new tokens haloed."""

from collections.abc import Sequence

from PIL import Image

from engine.core.record import GameRecord
from engine.powerline.board import load_board
from engine.powerline.history import round_states
from engine.powerline.lines import built_segments
from engine.powerline.state import PowerlineRecord, PowerlineState
from render.core.gif import animate
from render.powerline import theme
from render.powerline.board import Fresh, board_image, plate
from render.powerline.words import say


def changes(before: PowerlineState, after: PowerlineState, seat: int) -> Fresh:
    """What appeared on a board between two states: new tokens, newly supplied cities, new station tiles."""
    board = load_board(after.players[seat].board)
    old, new = before.players[seat], after.players[seat]
    segments: set[tuple[str, int]] = set()
    for line, was, now in zip(board.lines, old.lines, new.lines, strict=True):
        segments.update(
            (line.id, s)
            for s in set(built_segments(line.length, now.built, now.direction))
            - set(built_segments(line.length, was.built, was.direction))
        )
    cities = {board.lines[i].id for i in (*new.supplied, *new.waiting) if i not in (*old.supplied, *old.waiting)}
    stations = {board.stations[i].id for i in new.stations if i not in old.stations}
    return Fresh(frozenset(segments), frozenset(cities), frozenset(stations))


def frames(states: Sequence[PowerlineState], seat: int, names: Sequence[str], lang: str) -> list[Image.Image]:
    scale = theme.TIMELAPSE_SCALE
    out = []
    for i, state in enumerate(states):
        fresh = changes(states[i - 1], state, seat) if i else Fresh()
        art = plate(state, seat, scale, fresh)
        detail = say(lang, "timelapse-round", round=i, rounds=len(states) - 1) if i else say(lang, "timelapse-setup")
        image = board_image(state, seat, names, lang=lang, scale=scale, plate_image=art, detail=detail)
        out.append(image.convert("RGB"))
    return out


def timelapse_gif(
    record_or_states: PowerlineRecord | Sequence[PowerlineState], seat: int, names: Sequence[str], *, lang: str
) -> bytes:
    states = round_states(record_or_states) if isinstance(record_or_states, GameRecord) else list(record_or_states)
    pictures = frames(states, seat, names, lang)
    return animate(pictures, theme.TIMELAPSE_FRAME_MS, theme.TIMELAPSE_LAST_FRAME_MS)
