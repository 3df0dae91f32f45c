"""The Powerline rounds as the channels show them: cards and summaries by round, how long the bot took to build a
round once its last plan was in, and the rounds still waiting to be built when the people stop."""

import asyncio
import re
import time

from benchmarks.wire_load.figures import spread
from benchmarks.wire_load.people import Game, Load, card_round
from harness.words import label, numbered
from localdiscord.model import Channel, Message, created_at

CLOSED_CARD = re.compile("^" + numbered(label, "round-resolved", "round"), re.MULTILINE)
"""A round card once its round is built: its buttons gone, it says the round is over."""
SUMMARY = re.compile(numbered(label, "resolved", "round", until="dice"))
STALL_SECONDS = 30.0
"""After the stop, how long the bot gets to build the rounds whose plans were all in."""


def posted(load: Load, thread: Channel) -> tuple[dict[int, Message], dict[int, Message]]:
    """A game's round cards (open, or closed by an edit) and round summaries, by round."""
    cards: dict[int, Message] = {}
    summaries: dict[int, Message] = {}
    for message in load.discord.history(thread):
        still_open = card_round(message)
        if still_open is not None:
            cards.setdefault(still_open, message)
        elif closed := CLOSED_CARD.search(message.text):
            cards.setdefault(int(closed.group(1)), message)
        if summary := SUMMARY.search(message.text):
            summaries.setdefault(int(summary.group(1)), message)
    return cards, summaries


def all_in(load: Load, game: Game) -> dict[int, float]:
    """Rounds in which every person's plan was accepted, and when the last of them was sent."""
    rounds = {r for (g, r, _) in load.submitted if g == game.index}
    found: dict[int, float] = {}
    for round_ in rounds:
        sent = [load.submitted.get((game.index, round_, seat)) for seat in range(len(game.people))]
        if all(t is not None for t in sent):
            found[round_] = max(t for t in sent if t is not None)
    return found


def round_resolution(load: Load, games: list[Game]) -> tuple[int, list[float], list[float]]:
    """Last plan of a round sent -> its summary (with image) and the next round's card posted. Returns rounds built
    and the times to the summaries and to the next cards."""
    to_summary: list[float] = []
    to_card: list[float] = []
    built = without_image = 0
    for game in games:
        if game.thread is None:
            continue
        cards, summaries = posted(load, game.thread)
        built += len(summaries)
        without_image += sum(not m.attachments for m in summaries.values())
        for round_, last in all_in(load, game).items():
            if round_ in summaries:
                to_summary.append(created_at(summaries[round_].id) - last)
            if round_ + 1 in cards:
                to_card.append(created_at(cards[round_ + 1].id) - last)
    print(f"round resolution, last plan sent -> summary with image: {spread(to_summary, (50, 95))}")
    print(f"round resolution, last plan sent -> next round's card:  {spread(to_card, (50, 95))}")
    if without_image:
        print(f"  summaries without an image: {without_image}")
    return built, to_summary, to_card


def unbuilt(load: Load, games: list[Game]) -> dict[tuple[int, int], float]:
    """(game, round) -> when its last plan was sent, for rounds with every plan in and no summary posted."""
    return {
        (game.index, round_): last
        for game in games
        if game.thread is not None
        for round_, last in all_in(load, game).items()
        if round_ not in posted(load, game.thread)[1]
    }


async def backlog(load: Load, games: list[Game], stopped: float) -> None:
    """Rounds with every plan in but not built when the people stopped, and how long the bot, unloaded, then
    takes to build them (a stall shows as rounds still unbuilt after STALL_SECONDS)."""
    left = unbuilt(load, games)
    waiting = list(left.values())
    if not waiting:
        print("backlog at the stop: no round with every plan in was waiting to be built")
        return
    oldest = stopped - min(waiting)
    while left and time.time() - stopped < STALL_SECONDS:
        await asyncio.sleep(0.25)
        left = unbuilt(load, games)
    outcome = f"still unbuilt: {sorted(left)} (game, round)" if left else "all built"
    print(
        f"backlog at the stop: {len(waiting)} rounds with every plan in not yet built (oldest all in {oldest:.1f} s "
        f"before the stop); {outcome} {time.time() - stopped:.1f} s after the stop"
    )
