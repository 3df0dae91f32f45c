"""Driving Powerline through the real components, as a player would, and what every bot test shares (finished
games, settling, direct messages). The readers of components (`tests.bot.components`) are re-exported for the
tests that import them from here."""

import asyncio
from dataclasses import dataclass

import discord
import simcord

from bot.storage.records import Result
from harness.words import label
from tests.bot.components import NAMES as NAMES
from tests.bot.components import custom_ids as custom_ids
from tests.bot.components import field as field
from tests.bot.components import labels as labels
from tests.bot.components import leaves as leaves
from tests.bot.components import selects as selects
from tests.bot.components import text as text
from tests.bot.components import turns_of as turns_of
from tests.bot.turn_games import open_table

PLAN = label("button-plan")
SUBMIT = label("button-submit")


def round_message(channel: simcord.ChannelHandle) -> discord.Message:
    """The latest message carrying the Plan my round button."""
    for message in reversed(channel.history()):
        if any(custom_id.startswith("powerline:round:") for custom_id in custom_ids(message.components)):
            return message
    raise AssertionError("no round message")


async def open_planner(member: simcord.MemberActor, channel: simcord.ChannelHandle) -> simcord.ResponseMessage:
    opened = await member.click(round_message(channel), label=PLAN)
    assert opened.ephemeral, opened.response
    return opened.response


async def build_plan(member: simcord.MemberActor, planner: simcord.ResponseMessage, island: bool = False):
    """Pick the first offered spot (or the island) for each worker until the plan may stop."""
    if label("button-start-red") in labels(planner.components):
        planner = (await member.click(planner, label=label("button-start-red"))).response
    while SUBMIT not in labels(planner.components):
        [select, *_] = selects(planner.components)
        values = [o["value"] for o in select["options"]]
        choice = "island" if island and "island" in values else next((v for v in values if v != "island"), values[0])
        planner = (await member.select(planner, [choice], custom_id=select["custom_id"])).response
    return planner


async def play_round(member: simcord.MemberActor, channel: simcord.ChannelHandle, island: bool = False):
    planner = await build_plan(member, await open_planner(member, channel), island)
    return await member.click(planner, label=SUBMIT)


@dataclass
class Game:
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    members: list[simcord.MemberActor]
    lobby: discord.Message
    started: simcord.InteractionResult

    @property
    def thread(self) -> simcord.ChannelHandle:
        [thread] = self.channel.threads
        return thread


async def start_game(env: simcord.Env, players: int = 3, **bot_denied: bool) -> Game:
    """A lobby opened by alice in #games, joined by the others and started; `bot_denied` permissions are
    taken from the bot in that channel."""
    guild = env.create_guild()
    overwrites = {guild.me: discord.PermissionOverwrite(**{name: False for name in bot_denied})} if bot_denied else {}
    channel = guild.create_text_channel("games", overwrites=overwrites)
    members = [guild.add_member(env.create_user(name)) for name in NAMES[:players]]
    opened = await members[0].slash(channel, "powerline start")
    lobby = opened.response.message
    for member in members[1:]:
        await member.click(lobby, label=label("join"))
    started = await members[0].click(lobby, label=label("start"))
    return Game(guild, channel, members, lobby, started)


TIMER = 10
"""Minutes, in games opened by `open_game`."""


async def open_game(env: simcord.Env, language: str = "en") -> tuple[simcord.ChannelHandle, list, int]:
    """alice and bob in a Powerline game with a 10-minute timer, its public messages in `language`; carol is in
    the server but not the game."""
    table = await open_table(env, "powerline", people=2, settings={"timer": TIMER}, language=language, channel="games")
    carol = table.guild.add_member(env.create_user(NAMES[2]))
    return table.thread, [*table.members, carol], table.game


async def submit(member: simcord.MemberActor, thread: simcord.ChannelHandle) -> None:
    message, round_ = round_message(thread), message_round(thread)
    [plan] = [c for c in custom_ids(message.components) if c.endswith(":plan")]
    opened = await member.click(message, custom_id=plan)
    done = await member.click(await build_plan(member, opened.response), label=SUBMIT)
    assert label("submitted-ok", round=round_) in text(done.response)


def message_round(thread: simcord.ChannelHandle) -> int:
    [plan] = [c for c in custom_ids(round_message(thread).components) if c.endswith(":plan")]
    return int(plan.split(":")[3])


async def finished(env, guild_id: int, kind: str, seats: list[tuple[int | None, int, int]]) -> None:
    """A finished game of `kind` in the server: (user or None for a computer player, score, place) per seat."""
    store = env.bot.host.store
    game = await store.games.create_game(
        kind, guild_id, 10_000 + len(await store.games.running_games()), seats[0][0], "host", "{}"
    )
    for user, _, _ in seats[1:]:
        await store.games.add_seat(game, user, "someone", None if user else "greedy")
    await store.games.finish(
        game, [Result(seat, user, score, place) for seat, (user, score, place) in enumerate(seats)]
    )


async def play_out(env: simcord.Env, game: int) -> None:
    """The timer plays every turn of alice's (and so she is soon marked away) until the game is over."""
    host = env.bot.host
    table = await host.games.table(game)
    for _ in range(200):
        if table.over:
            break
        await host.deadlines.time_out(game, table.phase, float("inf"))
    assert table.over


async def powerline(alice, bob, channel, timer: int = 0, reserve: int = 0) -> int:
    """A started Powerline game of alice and bob, opened in `channel`, with `timer` and `reserve` minutes; its id."""
    lobby = (await alice.slash(channel, "powerline start")).response.message
    game = int(custom_ids(lobby.components)[0].split(":")[2])
    for clock, minutes in (("timer", timer), ("reserve", reserve)):
        if minutes:
            await alice.select(lobby, [str(minutes)], custom_id=f"powerline:lobbyset:{game}:0:0:{clock}")
    await bob.click(lobby, custom_id=f"powerline:lobby:{game}:0:0:join")
    await alice.click(lobby, custom_id=f"powerline:lobby:{game}:0:0:start")
    return game


async def settled(env) -> None:
    """Whatever the clicks set going (posts, then direct messages) has run."""
    for _ in range(200):
        busy = [task for task in env.bot.host.tasks.background if not task.done()]
        if not busy:
            return
        await asyncio.wait(busy, timeout=1)
    raise AssertionError("background work never ended")


def dms(user) -> list[str]:
    return [message.content for message in user.dm_channel.history()]
