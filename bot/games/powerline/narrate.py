"""A round's events told in a few lines of text for the channel."""

from collections.abc import Sequence

from bot.games.powerline.catalog import say
from engine.powerline.events import (
    CitySupplied,
    CityWaiting,
    EndPenalty,
    Event,
    IslandLoss,
    JokerGained,
    JokerSpent,
    LineCompleted,
    StationCompleted,
    TilePaid,
    TokensPlaced,
    VacationTaken,
    vp_change,
)
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState

MESSAGE_LIMIT = 2000
DICE_EMOJI = {"red": "🔴", "yellow": "🟡", "blue": "🔵", "green": "🟢", "white": "⚪", "black": "⚫"}


def dice_text(dice: Sequence[int]) -> str:
    colours = load_rules().workers
    return " ".join(f"{DICE_EMOJI[c]}{d}" for c, d in zip(colours, dice, strict=True))


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _build_parts(events: Sequence[Event], seat: int, lang: str) -> list[str]:
    mine = [e for e in events if getattr(e, "player", None) == seat]
    parts: list[str] = []
    built = [f"{e.line}×{len(e.segments)}" for e in mine if isinstance(e, TokensPlaced)]
    if built:
        parts.append(say(lang, "built", lines=", ".join(built)))
    supplied = {e.line: e.vp for e in mine if isinstance(e, CitySupplied)}
    completed = {e.line for e in mine if isinstance(e, LineCompleted)}
    for line in sorted(completed):
        if line in supplied:
            parts.append(say(lang, "completed", line=line, vp=supplied[line]))
    parts.extend(
        say(lang, "city-powered-late", line=line, vp=vp) for line, vp in supplied.items() if line not in completed
    )
    parts.extend(say(lang, "city-waiting", line=e.line) for e in mine if isinstance(e, CityWaiting))
    parts.extend(say(lang, "station", station=e.station, vp=e.vp) for e in mine if isinstance(e, StationCompleted))
    vacation = any(isinstance(e, VacationTaken) for e in mine)
    for e in mine:
        if isinstance(e, VacationTaken):
            parts.append(say(lang, "island-free", workers=e.workers))
        elif isinstance(e, IslandLoss) and not vacation:
            parts.append(say(lang, "island-loss", workers=e.workers, vp=e.vp))
        elif isinstance(e, JokerSpent):
            parts.append(say(lang, "joker-spent", count=e.count))
        elif isinstance(e, JokerGained) and e.reason == "sun":
            parts.append(say(lang, "joker-sun"))
    return parts


def _scoring_lines(events: Sequence[Event], names: Sequence[str], lang: str) -> list[str]:
    paid = [e for e in events if isinstance(e, TilePaid)]
    if not paid:
        return []
    lines = [say(lang, "scoring-header", scoring=paid[0].scoring)]
    for seat, name in enumerate(names):
        mine = [e for e in paid if e.player == seat]
        parts = [say(lang, "tile-paid", tile=e.tile, vp=e.vp) for e in mine]
        if any(isinstance(e, JokerGained) and e.player == seat and e.reason == "scoring" for e in events):
            parts.append(say(lang, "scoring-joker"))
        total = sum(e.vp for e in mine)
        lines.append(say(lang, "scoring-player", name=name, parts=" · ".join(parts), total=total))
    for e in events:
        if isinstance(e, EndPenalty) and e.vp:
            lines.append(say(lang, "end-penalty", name=names[e.player], lines=e.unfinished, vp=e.vp))
    return lines


def narrate_round(
    round_: int,
    dice: Sequence[int],
    events: Sequence[Event],
    state_after: PowerlineState,
    names: Sequence[str],
    lang: str,
) -> str:
    """What each player built and scored in the round, then any scoring, in the game's `lang`."""
    build_events = [e for e in events if not isinstance(e, TilePaid | EndPenalty)]
    lines = [say(lang, "resolved", round=round_, dice=dice_text(dice))]
    for seat, name in enumerate(names):
        parts = _build_parts(build_events, seat, lang)
        lines.append(
            say(
                lang,
                "narrate-player",
                name=name,
                change=signed(vp_change(events, seat)),
                vp=state_after.players[seat].vp,
                parts="; ".join(parts) or say(lang, "narrate-nothing"),
            )
        )
    lines.extend(_scoring_lines(events, names, lang))
    return "\n".join(lines)


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """Cut at line breaks into chunks Discord accepts."""
    chunks: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            chunks.append(line[:limit])
            line = line[limit:]
        if current and len(current) + 1 + len(line) > limit:
            chunks.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        chunks.append(current)
    return chunks
