"""The people at the Powerline tables: each game's channel and people, a host who opens the lobby, and people who
plan round after round at a person's pace; what they measure on the way (`Load`).

They find the bot's buttons by the kind and argument their custom ids carry (`harness.controls`), and read its posts
by their catalog keys (`harness.words`): what they do does not hang on the wording."""

import asyncio
import math
import random
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from harness.controls import custom_id, has, route_of
from harness.powerline import NAMES
from harness.words import label, numbered
from localdiscord.model import Channel, Guild, Interaction, Message, controls
from localdiscord.players import NoSuchControl, Player, answered, is_answered, labels
from localdiscord.server import FakeDiscord

CHANNELS_PER_GUILD = 50
ANSWER_TIMEOUT = 30.0
STARTS = ("start-red", "start-black")
"""The planner's first buttons (kind `plan`): start with red or with black."""
MAX_PLACEMENTS = 12
FINAL = re.compile(numbered(label, "final-header", "game"))
"""The final post's header: the game is over."""


@dataclass
class Game:
    index: int
    channel: Channel
    people: list[Player]
    thread: Channel | None = None
    started: bool = False


@dataclass
class Load:
    """The local Discord, how people pace themselves, and what they measured."""

    discord: FakeDiscord
    pause_min: float
    pause_max: float
    kinds: dict[str, str] = field(default_factory=dict)
    """Interaction token -> slash, lobby, open planner, planner click or submit."""
    planner_seconds: list[float] = field(default_factory=list)
    """From a planner click being sent to the planner shown again."""
    submitted: dict[tuple[int, int, int], float] = field(default_factory=dict)
    """(game, round, seat) -> when the first accepted plan was sent."""
    failures: Counter[str] = field(default_factory=Counter)
    failure_examples: dict[str, str] = field(default_factory=dict)
    timer: int = 0
    """The turn timer hosts pick in their lobbies, in minutes (0: none)."""

    def failed(self, step: str, error: Exception) -> None:
        key = f"{step}: {type(error).__name__}"
        self.failures[key] += 1
        self.failure_examples.setdefault(key, str(error)[:160])

    def report_failures(self) -> None:
        print(f"failed clicks (the person retried): {dict(self.failures) or 'none'}")
        for key, example in self.failure_examples.items():
            print(f"  first {key}: {example}")

    async def pause(self, rng: random.Random) -> None:
        if self.pause_max > 0:
            await asyncio.sleep(rng.uniform(self.pause_min, self.pause_max))

    async def act(self, kind: str, send: Awaitable[Interaction]) -> Message:
        """Send one interaction (`send`: a player's click, select or slash) and wait until the person sees the
        bot's answer."""
        began = time.monotonic()
        interaction = await send
        self.kinds[interaction.token] = kind
        await self.discord.wait_in(interaction.channel, lambda: is_answered(interaction), ANSWER_TIMEOUT)
        message = await answered(self.discord, interaction)
        if kind == "planner click":
            self.planner_seconds.append(time.monotonic() - began)
        return message

    def open_card(self, thread: Channel, round_: int | None = None) -> Message | None:
        """The newest round card that still has its buttons (of `round_`, when given)."""
        for message in reversed(self.discord.history(thread)):
            found = card_round(message)
            if found is not None and round_ in (None, found):
                return message
        return None

    def finished(self, thread: Channel) -> bool:
        return any(FINAL.search(m.text) for m in self.discord.history(thread))

    async def next_card(self, thread: Channel, round_: int, timeout: float) -> Message | None:
        """Round `round_`'s card once the bot has posted it; None when the game is over."""
        await self.discord.wait_in(
            thread, lambda: self.open_card(thread, round_) is not None or self.finished(thread), timeout
        )
        return self.open_card(thread, round_)


def card_round(message: Message) -> int | None:
    """The round of a round card that still has its Plan button (its route's phase), None for any other message."""
    route = route_of(message, "round", "plan")
    return None if route is None else route.phase


def make_games(discord: FakeDiscord, count: int, players: Callable[[int], int], shards: int = 1) -> list[Game]:
    """A channel per game (up to 50 per guild, as real servers have) and its people; with several `shards`, two
    guilds or more per shard, in turn."""
    games: list[Game] = []
    guild: Guild | None = None
    per_guild = CHANNELS_PER_GUILD if shards == 1 else max(1, math.ceil(count / (2 * shards)))
    for index in range(count):
        if index % per_guild == 0:
            number = index // per_guild
            guild = discord.create_guild(
                f"Guild {number + 1}", shard=None if shards == 1 else (number % shards, shards)
            )
        assert guild is not None
        channel = discord.create_channel(guild, f"games-{index + 1}")
        people = [Player(discord, discord.create_user(guild, f"{n}-{index + 1}")) for n in NAMES[: players(index)]]
        games.append(Game(index, channel, people))
    return games


async def open_game(load: Load, game: Game, rng: random.Random) -> None:
    """The host opens a lobby in the game's channel, the others join, the host starts: the game's thread."""
    host, *guests = game.people
    await load.pause(rng)
    lobby = await load.act("slash", host.slash(game.channel, "powerline start"))
    if load.timer:
        menu = custom_id(lobby, "lobbyset", "timer")
        await load.act("lobby", host.select(lobby, [str(load.timer)], custom_id=menu))

    async def join(guest: Player) -> None:
        await load.pause(rng)
        await load.act("lobby", guest.click(lobby, custom_id=custom_id(lobby, "lobby", "join")))

    await asyncio.gather(*(join(g) for g in guests))
    await load.pause(rng)
    await load.act("lobby", host.click(lobby, custom_id=custom_id(lobby, "lobby", "start")))
    discord = load.discord

    def thread() -> Channel | None:
        return next((c for c in discord.channels.values() if c.parent_id == game.channel.id), None)

    await discord.wait_in(game.channel, lambda: thread() is not None, ANSWER_TIMEOUT)
    game.thread = thread()
    game.started = True


async def build_plan(load: Load, person: Player, planner: Message, rng: random.Random) -> Message:
    """Start with red or black, then any offered spot, until the plan may be submitted."""
    start = rng.choice(STARTS)
    if has(planner, "plan", start):
        await load.pause(rng)
        planner = await load.act("planner click", person.click(planner, custom_id=custom_id(planner, "plan", start)))
    for _ in range(MAX_PLACEMENTS):
        if has(planner, "plan", "submit"):
            return planner
        offered = [
            (c["custom_id"], o["value"]) for c in controls(planner.components) if c["type"] == 3 for o in c["options"]
        ]
        if not offered:
            raise NoSuchControl(f"neither a spot nor Submit: {labels(planner)}")
        menu, value = rng.choice(offered)
        await load.pause(rng)
        planner = await load.act("planner click", person.select(planner, [value], custom_id=menu))
    raise NoSuchControl(f"no Submit after {MAX_PLACEMENTS} placements")


async def play_rounds(load: Load, game: Game, seat: int, rng: random.Random, rounds: int | None, wait: float) -> None:
    """One person: plan every round (at most `rounds`) until the game ends or the run is stopped. A failed click is
    counted and the person starts the round over, as someone would."""
    assert game.thread is not None
    person, thread = game.people[seat], game.thread
    round_, played = 1, 0
    while rounds is None or played < rounds:
        step = "wait for round card"
        try:
            card = await load.next_card(thread, round_, wait)
            if card is None:
                return
            await load.pause(rng)
            step = "open planner"
            planner = await load.act(step, person.click(card, custom_id=custom_id(card, "round", "plan")))
            step = "planner click"
            planner = await build_plan(load, person, planner, rng)
            await load.pause(rng)
            step = "submit"
            sent = time.time()
            done = await load.act(step, person.click(planner, custom_id=custom_id(planner, "plan", "submit")))
            if label("submitted-ok", round=round_) not in done.text:
                raise NoSuchControl(f"submit not accepted: {done.text[:80]!r}")
            load.submitted.setdefault((game.index, round_, seat), sent)
            round_, played = round_ + 1, played + 1
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a person retries; the benchmark goes on
            load.failed(step, error)
            await load.pause(rng)
            card = load.open_card(thread)
            if card is not None and (found := card_round(card)) is not None:
                round_ = found


async def run_game(load: Load, game: Game, seed: str, rounds: int | None, wait: float) -> None:
    rng = random.Random(seed)
    try:
        await open_game(load, game, rng)
    except asyncio.CancelledError:
        raise
    except Exception as error:
        load.failed("lobby", error)
        return
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(len(game.people))]
    await asyncio.gather(*(play_rounds(load, game, s, rngs[s], rounds, wait) for s in range(len(game.people))))


async def stop_all(tasks: list[asyncio.Task[Any]]) -> None:
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
