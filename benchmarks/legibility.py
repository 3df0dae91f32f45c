"""Legibility: the smallest text of every image kind at the size Discord's clients show it (docs/display.md).

Draws every image kind of every game in English, German and French from a set of positions (early, late, crowded:
four Barrage companies deep into round 5, six Powerline boards late in the game, a Powerline board with every
variant's panel, a solo game's rating) with every
render cache emptied first, so each text is drawn and noted (`render.core.legibility`). The display model: a
desktop client fits an image inside 550 x 350 px, a 360-px phone inside 284 x 400, both keeping its ratio and never
enlarging it. Decorative texts (flagged where drawn) are left out.

Targets: every text that carries game information at least 9 px tall in the desktop box; in the phone box at least
7 px in the images a player takes a turn from (the picker's and the turn card's picture, the player's own board or
company) and at least 6 px in the others (the viewer, a tap away, is the reader's zoom).

--json PATH writes a list of rows, one per image kind and language: `game`, `kind`, `lang`, `turn` (which phone
target applies), `width` and `height` (px), `smallest_px` (at full size), `at_desktop_px`, `at_phone_px`,
`smallest_text` (the text that sets the figure), `meets` (both targets).

    python -m benchmarks.legibility [--json PATH] [--lang en] [--game barrage]
"""

import argparse
import io
import json
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from functools import cache

from PIL import Image

from benchmarks.render import barrage_game, late_game
from engine.barrage.events import ScoreLine
from engine.barrage.state import BarrageState
from engine.core.record import GameRecord
from engine.powerline import POWERLINE, PowerlineConfig, SubmitPlan
from engine.powerline.config import Variants
from engine.powerline.planning import next_step
from engine.powerline.playout import play_game, random_walk_plan
from engine.powerline.state import PowerlineState
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.game import POWERLINES
from engine.powerlines.state import PowerLinesState
from render import barrage, powerline, powerlines
from render.core.cache import BoundedCache
from render.core.legibility import recording

DESKTOP_BOX = (550, 350)
"""The desktop client's box for an attachment or a lone media-gallery item (its MEDIA_MOSAIC_MAX_WIDTH/HEIGHT)."""
PHONE_BOX = (284, 400)
"""Android on a 360-dp phone: the message column (screen less ~76 dp) by the 400-dp media height cap."""
DESKTOP_TARGET = 9.0
PHONE_TURN_TARGET = 7.0
PHONE_TARGET = 6.0
LANGUAGES = ("en", "de", "fr")
NAMES = ("Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara")


@dataclass(frozen=True)
class Case:
    """One image kind in one position: `turn` if a player needs it to take a turn (the phone target applies)."""

    game: str
    kind: str
    turn: bool
    draw: Callable[[str], bytes]


@dataclass(frozen=True)
class Figure:
    game: str
    kind: str
    lang: str
    turn: bool
    width: int
    height: int
    smallest_px: float
    at_desktop_px: float
    at_phone_px: float
    smallest_text: str
    meets: bool


def forget_drawings() -> None:
    """Empty every cache of the render packages, so the next image draws (and notes) every text afresh."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("render.") or module is None:
            continue
        for value in vars(module).values():
            if isinstance(value, BoundedCache):
                value.clear()
            elif callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == name:
                value.cache_clear()


def shown(width: int, height: int, box: tuple[int, int]) -> float:
    """The scale a client shows an image at: fitted inside `box`, keeping its ratio, never enlarged."""
    return min(1.0, box[0] / width, box[1] / height)


def measure(case: Case, lang: str) -> Figure:
    forget_drawings()
    with recording() as drawn:
        data = case.draw(lang)
    width, height = Image.open(io.BytesIO(data)).size
    texts = [d for d in drawn if not d.decorative and d.text.strip()]
    smallest = min(texts, key=lambda d: d.px)
    at_desktop = smallest.px * shown(width, height, DESKTOP_BOX)
    at_phone = smallest.px * shown(width, height, PHONE_BOX)
    meets = at_desktop >= DESKTOP_TARGET and at_phone >= (PHONE_TURN_TARGET if case.turn else PHONE_TARGET)
    return Figure(
        case.game,
        case.kind,
        lang,
        case.turn,
        width,
        height,
        round(smallest.px, 1),
        round(at_desktop, 1),
        round(at_phone, 1),
        smallest.text,
        meets,
    )


# -- positions ------------------------------------------------------------------------------------------------


@cache
def powerline_late(players: int) -> tuple[PowerlineState, tuple[object, ...]]:
    """A game of random plans after round 13, and that round's events."""
    state, events = late_game(11, players)
    return state, tuple(events)


@cache
def powerline_variants() -> PowerlineState:
    """A three-player game with the blue chart, the adventure island and the vacation tile, after eight rounds."""
    variants = Variants(construction_limits=True, adventure_island=True)
    record = GameRecord(POWERLINE, PowerlineConfig(players=3, seed=8, variants=variants))
    rng = random.Random(8)
    while record.state.round <= 8:
        state = record.state
        for seat in state.waiting_for:
            record.apply(SubmitPlan(seat, state.round, random_walk_plan(state, seat, rng)))
    return record.state


@cache
def powerline_finished(players: int) -> PowerlineState:
    return play_game(PowerlineConfig(players=players, seed=3), [random_walk_plan] * players, random.Random(3)).state


@cache
def powerlines_positions() -> tuple[PowerLinesState, PowerLinesState]:
    """Game two after nine tiles, and the match over, both played by the computer."""
    record = GameRecord(POWERLINES, PowerLinesConfig(seed=4))
    playing: PowerLinesState | None = None
    while seats := POWERLINES.active_seats(record.state):
        state = record.state
        if state.game == 1 and len(state.grid) == 9 and playing is None:
            playing = state
        record.apply(POWERLINES.computer_action(state, seats[0], POWERLINES.levels[0]))
    assert playing is not None
    return playing, record.state


@cache
def barrage_position(players: int, round_: int, turns: int) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """A standard game of greedy computer companies `turns` turns into round `round_` (-1: to its end)."""
    return barrage_game(turns, players, round_, "greedy")


def cases() -> Iterator[Case]:
    """Every image kind of the three games, each position played only when its game's cases are reached."""
    yield from powerline_cases()
    yield from powerlines_cases()
    yield from barrage_cases()


def powerline_cases() -> Iterator[Case]:
    """Power Line: six and four boards late in the game, every variant's panel, the planner with a worker placed,
    the center board, a six-board round summary and the standings of a table and of a solo game."""
    late, events = powerline_late(6)
    four, _ = powerline_late(4)
    step = next_step(late, 0, "red", ())
    first = next(o for o in step.options if o.line is not None)
    yield Case("powerline", "board (6 players)", True, lambda lang: powerline.render_board(late, 2, NAMES, lang=lang))
    yield Case("powerline", "board (4 players)", True, lambda lang: powerline.render_board(four, 1, NAMES, lang=lang))
    yield Case(
        "powerline",
        "board (every variant)",
        True,
        lambda lang: powerline.render_board(powerline_variants(), 1, NAMES, lang=lang),
    )
    yield Case(
        "powerline",
        "planner preview",
        True,
        lambda lang: powerline.render_preview(late, 0, "red", (first,), NAMES, lang=lang),
    )
    yield Case("powerline", "center board", False, lambda lang: powerline.render_center(late, NAMES, lang=lang))
    yield Case(
        "powerline",
        "round summary (6 boards)",
        False,
        lambda lang: powerline.render_round_summary(late, events, NAMES, lang=lang),
    )
    yield Case(
        "powerline",
        "standings (4 players)",
        False,
        lambda lang: powerline.render_standings(powerline_finished(4), NAMES, lang=lang),
    )
    yield Case(
        "powerline",
        "standings (solo rating)",
        False,
        lambda lang: powerline.render_standings(powerline_finished(1), NAMES, lang=lang),
    )


def powerlines_cases() -> Iterator[Case]:
    """Power Lines: the grid mid-game with a row of cells lettered, and a scored game."""
    playing, over = powerlines_positions()
    spots = ((0, 3), (1, 3), (2, 3), (3, 3))
    yield Case(
        "powerlines",
        "grid with lettered cells",
        True,
        lambda lang: powerlines.render_grid(playing, NAMES, lang=lang, highlight=spots, last=(0, 2)),
    )
    yield Case("powerlines", "scored game", False, lambda lang: powerlines.render_final(over, NAMES, lang=lang))


def barrage_cases() -> Iterator[Case]:
    """Barrage: the map (with lettered choices), a company and the shared boards early with two companies and
    crowded with four, and the final standings."""
    early, _ = barrage_position(2, 1, 2)
    crowded, _ = barrage_position(4, 5, 12)
    ended, final_lines = barrage_position(4, 5, -1)
    choices = ("5-up", "6-down", "8-c", "9-b", "10-a", "11-c", "12-d")
    four_names = NAMES[:4]
    for label, state, players in (("early, 2 players", early, NAMES[:2]), ("crowded, 4 players", crowded, four_names)):
        yield Case(
            "barrage",
            f"map ({label})",
            True,
            lambda lang, s=state, p=players: barrage.render_map(s, p, lang=lang, highlight=choices),
        )
        yield Case(
            "barrage",
            f"company ({label})",
            True,
            lambda lang, s=state, p=players: barrage.render_company(s, 1, p, lang=lang),
        )
        yield Case(
            "barrage",
            f"shared boards ({label})",
            False,
            lambda lang, s=state, p=players: barrage.render_boards(s, p, lang=lang),
        )
    yield Case(
        "barrage",
        "final standings",
        False,
        lambda lang: barrage.render_final(ended, four_names, lang=lang, lines=final_lines),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the figures here")
    parser.add_argument("--lang", choices=LANGUAGES, action="append", help="only these languages")
    parser.add_argument("--game", action="append", help="only these games")
    args = parser.parse_args()
    figures = [
        measure(case, lang)
        for case in cases()
        if not args.game or case.game in args.game
        for lang in args.lang or LANGUAGES
    ]
    print(f"{'game':11s} {'image':32s} lang      size  smallest  desktop  phone  meets  smallest text")
    for f in figures:
        phone = f"{f.at_phone_px:5.1f}{'*' if f.turn else ' '}"
        print(
            f"{f.game:11s} {f.kind:32s} {f.lang:4s} {f.width:4d}x{f.height:<4d} {f.smallest_px:8.1f} "
            f"{f.at_desktop_px:8.1f} {phone}  "
            f"{'yes' if f.meets else 'NO ':5s}  {f.smallest_text[:40]!r}"
        )
    print(f"{sum(f.meets for f in figures)} of {len(figures)} meet the targets (* an image a turn is taken from)")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump([asdict(f) for f in figures], out, indent=1)


if __name__ == "__main__":
    main()
