"""The table host: the parts that run every hosted game, made once and wired here, and what spans them (a game's
start, catching up after a restart, shutting down).

- `games`, the cache of games in memory with their locks (`bot.table.cache`);
- `commits`, applying and committing actions (`bot.table.committer`);
- `outbox`, what each game's channel is told (`bot.table.outbox`);
- `computer`, computer seats and the computer for absent people (`bot.table.computer_seats`);
- `deadlines`, the ticker: reminders, deadlines, what is owed, chores (`bot.table.deadlines`);
- `tasks`, work under way, awaited on shutdown (`bot.table.tasks`);
- `backlog`, what games still owe (`bot.table.owed`).

Handlers receive the host and use the part they need; the router (`bot.table.router`) and the table's own
components and posts are wired in `bot.table.wiring`.
"""

import asyncio
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypeVar

import discord

from bot import logs
from bot.budget import GLOBAL_PER_SECOND, Budget
from bot.storage.store import GameStore
from bot.table.cache import GameCache
from bot.table.committer import Committer
from bot.table.computer_seats import ComputerSeats
from bot.table.deadlines import Deadlines
from bot.table.hosted import HostedGame
from bot.table.outbox import Outbox
from bot.table.owed import Backlog
from bot.table.routes import Route
from bot.table.tasks import Tasks

log = logging.getLogger(__name__)

Game = TypeVar("Game", bound=HostedGame)
"""The modules the host serves: `GameModule`s in the bot, whose handlers read more of them than the parts do."""

RESUME_PAUSE_SECONDS = 0.05
"""Between two games caught up after a restart: at most 20 games a second, well under Discord's limits."""


class TableHost(Generic[Game]):
    def __init__(
        self,
        bot: discord.Client,
        store: GameStore,
        modules: Mapping[str, Game],
        clock: Callable[[], float] = time.time,
        budget: Budget | None = None,
    ) -> None:
        """`budget`: the process's share of Discord's global budget, which progress edits only use when it is
        spare (`bot.budget`)."""
        self.bot = bot
        self.store = store
        self.modules = modules
        self.clock = clock
        self.backlog = Backlog()
        self.tasks = Tasks()
        self.games = GameCache(store, modules, self.backlog)
        self.commits = Committer(store, self.games, modules, self.backlog, self.tasks, self.now)
        self.outbox = Outbox(
            bot, store, self.games, modules, self.backlog, self.tasks, budget or Budget(GLOBAL_PER_SECOND)
        )
        self.computer = ComputerSeats(self.games, self.commits, self.outbox, self.backlog)
        self.deadlines = Deadlines(store, self.games, self.commits, self.computer, self.outbox, self.now, self.settle)

    def now(self) -> float:
        """The time every part reads: the host's `clock` at each use, so moving it (a test's days) moves them all."""
        return self.clock()

    def module(self, kind: str) -> Game:
        return self.modules[kind]

    def own_route(self, kind: str, phase: int = 0, arg: str = "") -> Route:
        """A route to one of the table's own components that belongs to no game (a page of `/games`, a `/notify`
        switch): under the first game's key, which every custom id needs, and table 0."""
        return Route(next(iter(self.modules)), kind, 0, phase, 0, arg)

    async def settle(self, game_id: int) -> None:
        """After a click is answered or a deadline played: the game's channel gets what it made due (or what an
        earlier failure left unsent), then computer seats that owe moves play them."""
        if game_id in self.backlog.posts:
            await self.outbox.send_posts_of(game_id)
        if game_id in self.backlog.thinking:
            await self.computer.think_for(game_id)

    async def begin(self, game_id: int) -> None:
        """A game just started: its clock runs, computer seats make their first moves and the channel is told."""
        table = await self.games.table(game_id)
        assert table is not None
        logs.bind(game_id=game_id)
        log.info("game %s (%s) started with %d seats", game_id, table.row.kind, len(table.seats))
        async with self.games.lock(game_id):
            await self.commits.phases.start(table)
            await self.computer.play(table)
        self.backlog.posts.add(game_id)
        self.tasks.spawn(self.modules[table.row.kind].prepare(table))

    async def resume(self, game_ids: Sequence[int]) -> None:
        """After a restart, in the background once connected: the games that may have left something unsent
        (`store.outbox.games_owing_posts()` as the process started) are replayed, their computer seats catch up and
        their channels get what they have not seen, a few games a second so Discord's rate limits are never hit.
        Every other game waits in the database until used."""
        for game_id in game_ids:
            if self.tasks.stopping:
                return
            table = await self.games.table(game_id)
            if table is None:
                continue
            async with self.games.lock(game_id):
                await self.computer.play(table)
            await self.outbox.send_posts(table)
            await asyncio.sleep(RESUME_PAUSE_SECONDS)

    async def score_old_games(self) -> None:
        """Games that ended before results were kept get their results from a replay, once, in the background
        after a start, so they count in `/stats`, `/leaderboard` and `/history`. They are not cached: nobody is
        playing them."""
        for game_id in await self.store.records.unscored_games():
            if self.tasks.stopping:
                return
            try:
                table = await self.games.replay(game_id)
                results = None if table is None else table.results()
                if results is None:
                    log.warning("finished game %s cannot be scored: no module plays it, or it is not over", game_id)
                    continue
                await self.store.records.score(game_id, results)
            except Exception:
                log.exception("finished game %s could not be scored", game_id)  # the others still are
            await asyncio.sleep(0)

    def start(self) -> None:
        self.deadlines.ticker.start()

    async def stop(self) -> None:
        """No new interaction starts; those under way and the posting they scheduled get a few seconds to end."""
        self.tasks.stopping = True
        self.deadlines.ticker.cancel()
        self.outbox.stop()
        await self.tasks.stop()
