"""Mixed tables (--mix): a half of the games Powerline (6 people, as in play mode), a quarter Barrage (two people
and two strong computer seats, the standard setup), a quarter Power Lines (a person against the strong computer);
the alternating-turn tables are played by people who pause between clicks as the Powerline players do.

Per game: the picker updated after a click (`private`), the channel's card closed after Confirm or Place
(`channel`), and the person's next turn card posted after their Confirm or Place when the computer played in
between (`computer`: its thinking and posting).

People find the bot's buttons by the kind and argument their custom ids carry (`harness.controls`): Take my turn
(`turn:take`), Barrage's Confirm (`pick:confirm`), Rematch (`rematch`); Power Lines' Place, whose id carries the move
itself, by its label looked up by catalog key.
"""

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from benchmarks.wire_load.figures import p_ms, spread
from benchmarks.wire_load.people import Game
from harness.controls import custom_id, has
from harness.words import ba_label, pl_label
from localdiscord.model import Channel, Interaction, Message, controls, created_at
from localdiscord.players import Player
from localdiscord.server import FakeDiscord

GAMES = ("barrage", "powerlines")
MIX = ("powerline", "powerline", "barrage", "powerlines")
"""The game of each table, in turn."""
MIX_PEOPLE = {"powerline": 6, "barrage": 2, "powerlines": 1}
"""People at each kind of table; computer seats fill the rest (two strong ones in Barrage, one in Power Lines)."""
PLACE = pl_label("button-place")
CARD_SECONDS = 120.0
"""How long a person waits for their played card to close and for the card after it before the table counts as
failed (the wait for their own next card lasts the whole run)."""


@dataclass
class Figures:
    """What the people of one game kind measured, in seconds."""

    private: list[float] = field(default_factory=list)
    channel: list[float] = field(default_factory=list)
    computer: list[float] = field(default_factory=list)
    turns: int = 0

    def summary(self) -> dict[str, Any]:
        """The figures for --json: turns played by people and the 95th percentiles in ms."""
        return {
            "turns": self.turns,
            "private_p95_ms": p_ms(self.private, 95),
            "channel_p95_ms": p_ms(self.channel, 95),
            "computer_p95_ms": p_ms(self.computer, 95),
        }


@dataclass
class Table:
    """One Barrage or Power Lines table: its game, channel and people."""

    game: str
    channel: Channel
    people: list[Player]
    figures: Figures
    thread: Channel | None = None
    timer: int = 0
    """The turn timer the host picks in the lobby, in minutes (0: none)."""


Act = Callable[[str, Awaitable[Interaction]], Awaitable[Message]]
Pause = Callable[[random.Random], Awaitable[None]]
Failed = Callable[[str, Exception], None]


def _card(history: list[Message], person: Player, seen: set[int]) -> Message | None:
    """The newest card with Take my turn, if it pings `person` and was not played yet."""
    cards = [m for m in history if has(m, "turn", "take")]
    card = cards[-1] if cards else None
    return card if card is not None and person.mention in card.text and card.id not in seen else None


async def open_table(act: Act, table: Table) -> None:
    """The first person opens the lobby, the others join, computer seats fill the rest, the game starts."""
    host, *guests = table.people
    lobby = await act("lobby", host.slash(table.channel, f"{table.game} start"))
    menus = {c["custom_id"].rsplit(":", 1)[1]: c["custom_id"] for c in controls(lobby.components) if c["type"] == 3}
    if table.game == "barrage":
        await act("lobby", host.select(lobby, ["standard"], custom_id=menus["setup"]))
    else:
        await act("lobby", host.select(lobby, ["host-suits"], custom_id=menus["sides"]))
    if table.timer:
        await act("lobby", host.select(lobby, [str(table.timer)], custom_id=menus["timer"]))
    for guest in guests:
        await act("lobby", guest.click(lobby, custom_id=custom_id(lobby, "lobby", "join")))
    for _ in range(4 - len(table.people) if table.game == "barrage" else 2 - len(table.people)):
        await act("lobby", host.select(lobby, ["strong"], custom_id=menus["bots"]))
    await act("lobby", host.click(lobby, custom_id=custom_id(lobby, "lobby", "start")))


async def play_turns(
    act: Act, pause: Pause, table: Table, person: Player, rng: random.Random, wait: float, failed: Failed
) -> None:
    """`person` plays each of their turns as its card comes: Take my turn, a choice at a time, Confirm or Place; then
    waits for the card to close and for the next person's card. A click that fails is counted and the turn is tried
    again from its card, as someone would; a card played meanwhile (the answer was lost) is not tried again."""
    discord = person.discord
    thread = table.thread
    assert thread is not None
    seen: set[int] = set()
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        # until the run ends: a person who passed waits out the others' turns for the rest of the round
        await discord.wait_in(
            thread,
            lambda: _card(discord.history(thread), person, seen) is not None or over(discord, thread),
            max(0.0, deadline - time.monotonic()),
        )
        card = _card(discord.history(thread), person, seen)
        if card is None:
            return
        seen.add(card.id)
        try:
            sent_at = await play_turn(act, pause, table, person, card, rng)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a person tries the turn again while its card is open
            failed(f"{table.game} turn", error)
            seen.discard(card.id)
            await pause(rng)
            continue
        try:
            await stage(
                "the card closed",
                discord.wait_in(thread, lambda played=card.id: closed(discord.history(thread), played), CARD_SECONDS),
            )
            table.figures.channel.append(time.time() - sent_at)
            table.figures.turns += 1
            await stage(
                "the next card or the final post",
                discord.wait_in(
                    thread,
                    lambda played=card.id: after(discord.history(thread), played) is not None or over(discord, thread),
                    CARD_SECONDS,
                ),
            )
        except TimeoutError as error:  # counted; the person goes on waiting for their next card
            failed(f"{table.game} wait", error)
            continue
        following = after(discord.history(thread), card.id)
        if following is not None and computer_between(following, table.game):
            table.figures.computer.append(created_at(following.id) - sent_at)


async def play_turn(act: Act, pause: Pause, table: Table, person: Player, card: Message, rng: random.Random) -> float:
    """Take my turn on `card`, a choice at a time, then Confirm or Place: when that last click was sent."""
    await pause(rng)
    picker = await act(f"{table.game} take", person.click(card, custom_id=custom_id(card, "turn", "take")))
    while (done := playing(picker, table.game)) is None:
        await pause(rng)
        began = time.monotonic()
        picker = await act(f"{table.game} pick", choose(person, picker, table.game, rng))
        table.figures.private.append(time.monotonic() - began)
    await pause(rng)
    sent_at = time.time()
    await act(f"{table.game} play", person.click(picker, custom_id=done))
    return sent_at


def playing(picker: Message, game: str) -> str | None:
    """The custom id of the picker's button that plays the turn, once it offers it: Barrage's Confirm, Power
    Lines' Place (found by its label: its id carries the move)."""
    if game == "barrage":
        return custom_id(picker, "pick", "confirm") if has(picker, "pick", "confirm") else None
    return next(
        (c["custom_id"] for c in controls(picker.components) if PLACE in (c.get("label"), c.get("placeholder"))), None
    )


async def stage(waited_for: str, waiting: Awaitable[None]) -> None:
    """`waiting`, whose timeout says what never came (a lost post would show here)."""
    try:
        await waiting
    except TimeoutError:
        raise TimeoutError(f"no {waited_for} within {CARD_SECONDS:.0f} s") from None


def after(history: list[Message], card_id: int) -> Message | None:
    """The first turn card posted after card `card_id`, if any."""
    later = [m for m in history if m.id > card_id and has(m, "turn", "take")]
    return later[0] if later else None


def over(discord: FakeDiscord, thread: Channel) -> bool:
    """Whether the final post with Rematch is up."""
    return any(has(m, "rematch") for m in discord.history(thread))


def choose(person: Player, picker: Message, game: str, rng: random.Random) -> Awaitable[Interaction]:
    """One choice on the picker: a random option of its pending decision (Barrage), a tile then a spot (Power
    Lines)."""
    if game == "powerlines":
        menu = [c for c in controls(picker.components) if c["type"] == 3][-1]
        return person.select(picker, [rng.choice(menu["options"])["value"]], custom_id=menu["custom_id"])
    options = [c for c in controls(picker.components) if c["custom_id"].rsplit(":", 1)[1][:1] in ("c", "s")]
    option = options[0] if options[0]["type"] == 3 else rng.choice(options)
    if option["type"] == 3:
        return person.select(picker, [rng.choice(option["options"])["value"]], custom_id=option["custom_id"])
    return person.click(picker, custom_id=option["custom_id"])


def closed(history: list[Message], card_id: int) -> bool:
    """Whether the card was edited into the played turn (its buttons gone)."""
    return any(m.id == card_id and not has(m, "turn", "take") for m in history)


def computer_between(card: Message, game: str) -> bool:
    """Whether a computer turn came before this card since the person's last: the card tells it, naming the
    computer seat."""
    say = ba_label if game == "barrage" else pl_label
    return say("bot-seat", level=say("level-strong")) in card.text


async def run_table(act: Act, pause: Pause, table: Table, seed: str, wait: float, failed: Failed) -> None:
    try:
        await open_table(act, table)
        await table.people[0].discord.wait(
            lambda: any(c.parent_id == table.channel.id for c in table.people[0].discord.channels.values()), 30
        )
        table.thread = next(c for c in table.people[0].discord.channels.values() if c.parent_id == table.channel.id)
        rngs = [random.Random(f"{seed}:{seat}") for seat in range(len(table.people))]
        people = enumerate(table.people)
        await asyncio.gather(*(play_turns(act, pause, table, p, rngs[s], wait, failed) for s, p in people))
    except asyncio.CancelledError:
        raise
    except Exception as error:
        failed(f"{table.game} table", error)


def kind_of(index: int) -> str:
    """The game of table `index`."""
    return MIX[index % len(MIX)]


def people_at(index: int) -> int:
    """How many people sit at table `index`."""
    return MIX_PEOPLE[kind_of(index)]


def tables(games: list[Game], figures: dict[str, Figures], timer: int = 0) -> dict[int, Table]:
    """The Barrage and Power Lines tables among `games`, by index (the others are Powerline games)."""
    return {
        g.index: Table(kind_of(g.index), g.channel, g.people, figures[kind_of(g.index)], timer=timer)
        for g in games
        if kind_of(g.index) != "powerline"
    }


def report(figures: dict[str, Figures]) -> dict[str, Any]:
    """Each alternating-turn game's figures, printed and for --json."""
    found: dict[str, Any] = {}
    for game, seen in figures.items():
        print(f"{game}: {seen.turns} turns played by people")
        print(f"  click -> picker updated:              {spread(seen.private)}")
        print(f"  Confirm/Place -> card closed:         {spread(seen.channel)}")
        print(f"  Confirm/Place -> next card, computer: {spread(seen.computer)}")
        found[game] = seen.summary()
    return found
