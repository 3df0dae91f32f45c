"""Soak of Power Lines' turn cards over the wire: M matches of a person against the strongest computer, played
as fast as the bot answers, C at a time, each in its own channel, against the real bot process on loopback.

Every card posted for a turn must be of that turn alone: its picture (`turn-N.png`), its buttons (turn N) and its
text (the person on turn N, pinged; once played, the computer's moves since the last card, then that person's move
last). A computer's turn gets a card of its own only when the game's scoring comes right after it.
Prints the matches played, the cards checked and every card that breaks this (a mixed card), with the time taken.

    python -m benchmarks.turn_cards [--matches 50] [--concurrent 5] [--slow SECONDS]

--slow makes the local Discord answer every message call that much later (at most 2 s), so posting passes overlap
the person's next moves and the computer's thinking.

Bounded: at most 100 matches, each cut off after 10 minutes; everything on 127.0.0.1 in a temporary directory.
"""

import argparse
import asyncio
import re
import tempfile
import time
from pathlib import Path

from harness.duel import open_duel, place_first_offered
from harness.process import BotProcess
from harness.turns import cards_until
from harness.wire import Wire
from harness.words import pl_label, pl_opening
from localdiscord.faults import Fault
from localdiscord.model import Channel, controls
from localdiscord.players import Player, labels
from localdiscord.server import FakeDiscord

MAX_MATCHES = 100
MATCH_SECONDS = 600.0
COMPUTER = pl_label("bot-seat", level=pl_label("level-strong"))
TURN_ID = re.compile(r"powerlines:turn:\d+:(?P<turn>\d+):")


async def play(wire: Wire, index: int) -> tuple[Channel, Player]:
    """One match of person `index` against the strongest computer, every tile placed as soon as the card is up."""
    person = wire.player(f"p{index}")
    channel = wire.discord.create_channel(wire.guild, f"duel-{index}")
    thread = await open_duel(Wire(wire.discord, wire.bot, wire.guild, channel), person, None, computer="strong")

    def over() -> bool:
        return any(pl_label("button-rematch") in labels(m) for m in wire.discord.history(thread))

    async for card in cards_until(wire, thread, person, over, 60):
        await place_first_offered(wire, person, card)
    return thread, person


def mixed(wire: Wire, thread: Channel, person: Player) -> list[str]:
    """Why each card of the thread that is not of one turn alone is mixed."""
    found: list[str] = []
    for message in wire.discord.history(thread):
        pictures = [a.filename for a in message.attachments if a.filename.startswith("turn-")]
        if not pictures:
            continue
        turn = int(pictures[0].removesuffix(".png").removeprefix("turn-"))
        phases = {int(m["turn"]) for c in controls(message.components) if (m := TURN_ID.match(c.get("custom_id", "")))}
        live = bool(phases)
        if live and phases != {turn}:
            found.append(f"{thread.name} card of turn {turn} has the buttons of turn {sorted(phases)}")
        if live and person.mention not in message.text:
            found.append(f"{thread.name} card of turn {turn} does not ping its person: {message.text[:80]!r}")
        last = message.text.splitlines()[-1] if message.text else ""
        movers = (person.user.name, COMPUTER)
        if not live and not any(last.startswith(pl_opening("turn-placed", "tile", who=who)) for who in movers):
            found.append(f"{thread.name} card of turn {turn} does not end with its move: {message.text[-80:]!r}")
    return found


def checked(wire: Wire, thread: Channel) -> int:
    return sum(any(a.filename.startswith("turn-") for a in m.attachments) for m in wire.discord.history(thread))


async def main(matches: int, concurrent: int, slow: float) -> None:
    began = time.monotonic()
    discord = FakeDiscord()
    await discord.start()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        bot = BotProcess(discord, tmp / "games.sqlite3", tmp / "bot.log")
        try:
            await bot.start(timeout=60)
            if slow:  # every message call answered late: posting passes last long and overlap the next moves
                discord.faults.add(Fault("*", "/channels/*/messages*", status=0, delay=slow, times=None))
            guild = discord.create_guild()
            wire = Wire(discord, bot, guild, discord.create_channel(guild, "lobby"))
            gate = asyncio.Semaphore(concurrent)

            async def one(index: int) -> tuple[Channel, Player]:
                async with gate:
                    return await asyncio.wait_for(play(wire, index), MATCH_SECONDS)

            threads = await asyncio.gather(*(one(i) for i in range(matches)))
            problems = [problem for thread, person in threads for problem in mixed(wire, thread, person)]
            cards = sum(checked(wire, thread) for thread, _ in threads)
            seconds = time.monotonic() - began
            print(f"{matches} matches ({concurrent} at a time) against the strongest computer in {seconds:.0f} s")
            print(f"{cards} turn cards checked, {len(problems)} mixed")
            for problem in problems:
                print(" ", problem)
            errors = bot.output.count("Traceback")
            print(f"tracebacks in the bot's log: {errors}")
        finally:
            await bot.stop()
            await discord.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--concurrent", type=int, default=5)
    parser.add_argument("--slow", type=float, default=0.0, help="seconds Discord takes to answer a message call")
    args = parser.parse_args()
    if not 1 <= args.matches <= MAX_MATCHES or not 1 <= args.concurrent <= args.matches:
        parser.error(f"--matches 1..{MAX_MATCHES}, --concurrent 1..matches")
    asyncio.run(main(args.matches, args.concurrent, min(max(args.slow, 0.0), 2.0)))
