"""Barrage's images in sample positions, for the legibility benchmark (`render.core.samples`): the map (with
lettered choices), a company and the shared boards early with two companies and crowded with four, and the final
standings."""

from collections.abc import Iterator, Sequence
from functools import cache

from engine.barrage.config import BarrageConfig
from engine.barrage.events import GameOver, ScoreLine
from engine.barrage.game import BARRAGE
from engine.barrage.state import BarrageState
from engine.core.record import GameRecord
from render.barrage import render_boards, render_company, render_final, render_map
from render.core.samples import NAMES, Case

CHOICES = ("5-up", "6-down", "8-c", "9-b", "10-a", "11-c", "12-d")
"""Spots lettered on the map, as a picker's choices are."""


def barrage_game(
    turns: int, players: int = 4, round_: int = 5, level: str = "strong"
) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """A standard game between computer players of `level`, `turns` turns into round `round_` (a negative number:
    to its end), and the final scoring's lines once it is over."""
    record = GameRecord(BARRAGE, BarrageConfig(seed=3, players=players, setup="standard"))
    done = 0
    lines: tuple[ScoreLine, ...] = ()
    while (state := record.state).current is not None:
        if state.round == round_ and state.step == "actions" and not state.pending:
            if done == turns:
                break
            done += 1
        events = record.apply(BARRAGE.computer_action(state, state.current, level))
        lines = next((e.lines for e in events if isinstance(e, GameOver)), lines)
    return record.state, lines


@cache
def barrage_position(players: int, round_: int, turns: int) -> tuple[BarrageState, tuple[ScoreLine, ...]]:
    """A standard game of greedy computer companies `turns` turns into round `round_` (-1: to its end)."""
    return barrage_game(turns, players, round_, "greedy")


def samples() -> Iterator[Case]:
    early, _ = barrage_position(2, 1, 2)
    crowded, _ = barrage_position(4, 5, 12)
    ended, final_lines = barrage_position(4, 5, -1)
    yield from position("early, 2 players", early, NAMES[:2], on_map=(9.7, 7.2), company=(10.3, 7.1), boards=(9.7, 6.0))
    yield from position(
        "crowded, 4 players", crowded, NAMES[:4], on_map=(9.2, 7.2), company=(10.3, 7.1), boards=(9.2, 6.0)
    )
    yield Case(
        "barrage",
        "final standings",
        False,
        lambda lang: render_final(ended, NAMES[:4], lang=lang, lines=final_lines),
        floor=(12.1, 6.2),
    )


def position(
    label: str,
    state: BarrageState,
    names: Sequence[str],
    *,
    on_map: tuple[float, float],
    company: tuple[float, float],
    boards: tuple[float, float],
) -> Iterator[Case]:
    """The map with lettered spots, the second company and the shared boards in one position, with their floors."""
    yield Case(
        "barrage",
        f"map ({label})",
        True,
        lambda lang: render_map(state, names, lang=lang, highlight=CHOICES),
        floor=on_map,
    )
    yield Case(
        "barrage",
        f"company ({label})",
        True,
        lambda lang: render_company(state, 1, names, lang=lang),
        floor=company,
    )
    yield Case(
        "barrage",
        f"shared boards ({label})",
        False,
        lambda lang: render_boards(state, names, lang=lang),
        floor=boards,
    )
