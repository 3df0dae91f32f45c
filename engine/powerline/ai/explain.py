"""Why a plan is good, from what it changes on the player's board: codes and data the bot words per language."""

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.powerline.ai.options import Outcome
from engine.powerline.ai.outcome import Turn
from engine.powerline.state import PlayerState


@dataclass(frozen=True, slots=True)
class Clause:
    """One thing a plan does: `code` names it, `params` are its data (ids, numbers, keys), `items` the things it
    does it to (each a clause of its own), so a language can list them under a single verb."""

    code: str
    params: Mapping[str, str | int] = field(default_factory=dict)
    items: tuple["Clause", ...] = ()


@dataclass(frozen=True, slots=True)
class Reason:
    """What a plan does, most valuable first, and the VP it gains (negative: loses) by the end of this round."""

    clauses: tuple[Clause, ...]
    vp: int


def reason(turn: Turn, outcome: Outcome, position: PlayerState) -> Reason:
    board, before = turn.board, turn.player
    clauses: list[Clause] = []
    done = [board.lines[i] for i, built, _ in outcome.progress if built == board.lines[i].length]
    if done:
        lines = tuple(Clause("complete-line", {"line": line.id, "vp": line.city.vp}) for line in done)
        clauses.append(Clause("complete", items=lines))
    stations = [board.stations[i] for i in position.stations if i not in before.stations]
    if stations:
        finished = tuple(Clause("finish-station", {"station": s.id, "type": s.type, "vp": s.vp}) for s in stations)
        clauses.append(Clause("finish", items=finished))
    growing = tuple(
        Clause(
            "grow-line",
            {"line": board.lines[i].id, "added": built - before.lines[i].built, "left": board.lines[i].length - built},
        )
        for i, built, _ in outcome.progress
        if built < board.lines[i].length
    )
    if growing:
        clauses.append(Clause("grow", items=growing))
    if outcome.workers == 1:
        clauses.append(Clause("joker-tile"))
    if outcome.jokers:
        clauses.append(Clause("spend-jokers", {"count": outcome.jokers}))
    if outcome.island:
        code = "island-vacation" if outcome.vacation else "island"
        clauses.append(Clause(code, {"count": len(outcome.island)}))
    return Reason(tuple(clauses) or (Clause("open"),), position.vp - before.vp)
