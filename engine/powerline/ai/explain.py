"""One line that tells a player why a plan is good, from what it changes on their board."""

from engine.powerline.ai.options import Outcome
from engine.powerline.ai.outcome import Turn
from engine.powerline.state import PlayerState


def _names(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def reason(turn: Turn, outcome: Outcome, position: PlayerState) -> str:
    board, before = turn.board, turn.player
    parts: list[str] = []
    done = [board.lines[i] for i, built, _ in outcome.progress if built == board.lines[i].length]
    if done:
        parts.append("completes " + _names([f"powerline {line.id} (city {line.city.vp} VP)" for line in done]))
    stations = [board.stations[i] for i in position.stations if i not in before.stations]
    if stations:
        parts.append("finishes " + _names([f"the {s.type} station {s.id} ({s.vp} VP)" for s in stations]))
    growing = [
        f"{board.lines[i].id} (+{built - before.lines[i].built}, {board.lines[i].length - built} to go)"
        for i, built, _ in outcome.progress
        if built < board.lines[i].length
    ]
    if growing:
        parts.append("builds on " + _names(growing))
    if outcome.workers == 1:
        parts.append("takes a 1-worker tile for a joker")
    if outcome.jokers:
        parts.append(f"spends {outcome.jokers} joker{'s' if outcome.jokers > 1 else ''}")
    if outcome.island:
        saved = " with the vacation tile, at no cost" if outcome.vacation else ""
        parts.append(f"parks {len(outcome.island)} on the island{saved}")
    gained = position.vp - before.vp
    text = "; ".join(parts) if parts else "keeps your options open"
    score = f" (+{gained} VP now)" if gained > 0 else f" ({gained} VP now)" if gained < 0 else ""
    return text[0].upper() + text[1:] + score + "."
