"""Building exact Powerline positions for rule tests, and finding the rule errors the engine raises."""

import ast
import importlib
import importlib.util
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from engine.core import RuleError
from engine.powerline import POWERLINE, Placement, Plan, PowerlineConfig, SubmitPlan, Variants, errors
from engine.powerline.board import load_board
from engine.powerline.state import LineState, PlayerState, PowerlineState

ISLAND = Placement()


def new_state(players: int = 1, boards: tuple[int, ...] | None = None, seed: int = 1, **variants) -> PowerlineState:
    config = PowerlineConfig(
        players=players, seed=seed, boards=boards or tuple(range(1, players + 1)), variants=Variants(**variants)
    )
    return POWERLINE.initial_state(config)


def with_dice(state: PowerlineState, *dice: int) -> PowerlineState:
    return replace(state, dice=tuple(dice))


def with_player(state: PowerlineState, seat: int = 0, **changes) -> PowerlineState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def built(state: PowerlineState, seat: int = 0, **lines: int) -> PowerlineState:
    """Mark lines as built from their first end: built(state, A=5) completes line A of a 5-segment board."""
    player = state.players[seat]
    board = load_board(player.board)
    progress = list(player.lines)
    for line_id, count in lines.items():
        progress[board.line_index(line_id)] = LineState(count, 1 if count else 0)
    return with_player(state, seat, lines=tuple(progress))


def seg(line: str, segment: int, joker: bool = False) -> Placement:
    return Placement(line, segment, joker)


def plan(start: str, *placements: Placement, vacation: bool = False) -> Plan:
    return Plan(start, tuple(placements), vacation)


def submit(state: PowerlineState, seat: int, the_plan: Plan):
    return POWERLINE.apply(state, SubmitPlan(seat, state.round, the_plan))


def player(state: PowerlineState, seat: int = 0) -> PlayerState:
    return state.players[seat]


def pip(line: str, segment: int, board: int = 1) -> int:
    return load_board(board).line(line).pips[segment]


def other_face(face: int) -> int:
    """A die face that does not match `face`."""
    return face % 6 + 1


def last(line: str, board: int = 1) -> int:
    return load_board(board).line(line).length - 1


@contextmanager
def refused(kind: type[RuleError], code: str, **params: str | int) -> Iterator[None]:
    """The block raises `kind` with message code `code` and (at least) these params: what the player is told."""
    with pytest.raises(kind) as caught:
        yield
    assert caught.value.code == code
    assert caught.value.params.items() >= params.items(), caught.value.params


@dataclass(frozen=True)
class RaiseSite:
    """Where the engine builds a rule error, with its code (None unless a string literal) and the names of its
    params; enough for tests to know every code the engine can raise without triggering each one."""

    where: str
    code: str | None
    positional: int
    params: frozenset[str]


def rule_error_sites(game: str = "powerline") -> list[RaiseSite]:
    """Every `RuleError` (or subclass) the source of one game's engine package builds: games may share error
    class names (each has its `TurnError`, in its `errors` module where it has one), and each game's codes belong to
    its own catalog domain."""
    own = f"engine.{game}.errors"
    module = errors if game == "powerline" else importlib.import_module(own) if importlib.util.find_spec(own) else None
    classes = {"RuleError": RuleError, **(vars(module) if module is not None else {})}
    names = {name for name, value in classes.items() if isinstance(value, type) and issubclass(value, RuleError)}
    engine = Path(__file__).resolve().parents[2] / "engine"
    root = engine / game
    sites: list[RaiseSite] = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
                first = node.args[0] if node.args else None
                code = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
                params = frozenset(k.arg for k in node.keywords if k.arg is not None)
                sites.append(
                    RaiseSite(f"{path.relative_to(engine.parent)}:{node.lineno}", code, len(node.args), params)
                )
    return sites
