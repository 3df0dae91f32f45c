"""A round's events told in a few lines of text for the channel."""

from collections.abc import Sequence

from bot.games.powerline import strings
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


def dice_text(dice: Sequence[int]) -> str:
    colours = load_rules().workers
    return " ".join(f"{strings.DICE_EMOJI[c]}{d}" for c, d in zip(colours, dice, strict=True))


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _plural(n: int) -> str:
    return "" if n == 1 else "s"


def _build_parts(events: Sequence[Event], seat: int) -> list[str]:
    mine = [e for e in events if getattr(e, "player", None) == seat]
    parts: list[str] = []
    built = [f"{e.line}×{len(e.segments)}" for e in mine if isinstance(e, TokensPlaced)]
    if built:
        parts.append(strings.BUILT.format(lines=", ".join(built)))
    supplied = {e.line: e.vp for e in mine if isinstance(e, CitySupplied)}
    completed = {e.line for e in mine if isinstance(e, LineCompleted)}
    for line in sorted(completed):
        if line in supplied:
            parts.append(strings.COMPLETED.format(line=line, vp=supplied[line]))
    parts.extend(
        strings.CITY_POWERED_LATE.format(line=line, vp=vp) for line, vp in supplied.items() if line not in completed
    )
    parts.extend(strings.CITY_WAITING.format(line=e.line) for e in mine if isinstance(e, CityWaiting))
    parts.extend(strings.STATION.format(station=e.station, vp=e.vp) for e in mine if isinstance(e, StationCompleted))
    vacation = any(isinstance(e, VacationTaken) for e in mine)
    for e in mine:
        if isinstance(e, VacationTaken):
            parts.append(strings.ISLAND_FREE.format(workers=e.workers))
        elif isinstance(e, IslandLoss) and not vacation:
            parts.append(strings.ISLAND_LOSS.format(workers=e.workers, vp=e.vp))
        elif isinstance(e, JokerSpent):
            parts.append(strings.JOKER_SPENT.format(count=e.count, s=_plural(e.count)))
        elif isinstance(e, JokerGained) and e.reason == "sun":
            parts.append(strings.JOKER_SUN)
    return parts


def _scoring_lines(events: Sequence[Event], state: PowerlineState, names: Sequence[str]) -> list[str]:
    paid = [e for e in events if isinstance(e, TilePaid)]
    if not paid:
        return []
    lines = [strings.SCORING_HEADER.format(scoring=paid[0].scoring)]
    for seat, name in enumerate(names):
        mine = [e for e in paid if e.player == seat]
        parts = [strings.TILE_PAID.format(tile=e.tile, vp=e.vp) for e in mine]
        if any(isinstance(e, JokerGained) and e.player == seat and e.reason == "scoring" for e in events):
            parts.append(strings.SCORING_JOKER)
        lines.append(strings.SCORING_PLAYER.format(name=name, parts=" · ".join(parts), total=sum(e.vp for e in mine)))
    for e in events:
        if isinstance(e, EndPenalty) and e.vp:
            lines.append(
                strings.END_PENALTY.format(name=names[e.player], lines=e.unfinished, s=_plural(e.unfinished), vp=e.vp)
            )
    return lines


def narrate_round(
    round_: int, dice: Sequence[int], events: Sequence[Event], state_after: PowerlineState, names: Sequence[str]
) -> str:
    """What each player built and scored in the round, then any scoring."""
    build_events = [e for e in events if not isinstance(e, TilePaid | EndPenalty)]
    lines = [strings.RESOLVED.format(round=round_, dice=dice_text(dice))]
    for seat, name in enumerate(names):
        parts = _build_parts(build_events, seat)
        lines.append(
            strings.NARRATE_PLAYER.format(
                name=name,
                change=signed(vp_change(events, seat)),
                vp=state_after.players[seat].vp,
                parts="; ".join(parts) or strings.NARRATE_NOTHING,
            )
        )
    lines.extend(_scoring_lines(events, state_after, names))
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
