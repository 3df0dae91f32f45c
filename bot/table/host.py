"""Runs every hosted game: the cache of tables, one lock per game, committing actions, computer seats,
deadlines, resuming after a restart, and the outbox that tells each game's channel what happened.

Locks: a game's lock covers reading its state, applying actions and committing them, never a network call or
an image. Posting runs after the lock is released, one poster per game.
"""

import asyncio
import contextlib
import hashlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from functools import partial
from typing import Any, Literal

import discord
from discord.ext import tasks

from bot import logs, metrics
from bot.budget import GLOBAL_PER_SECOND, Budget, Priority, priority
from bot.storage.database import Conflict, StorageUnavailable
from bot.storage.store import ActionSource, GameRow, GameStore, Result, SeatRow
from bot.table import thinking
from bot.table.live_game import LiveGame, Step
from bot.table.module import ComponentKind, GameModule, Post, TablePosts
from bot.table.owed import Owed
from bot.table.replies import expired, mentions, say_to, tell
from bot.table.routes import Route, parse_route
from bot.table.thinking import ThinkingFailed
from engine.core.codec import dumps
from engine.core.outcome import Outcome
from engine.core.protocol import GameRules
from i18n.catalog import text

log = logging.getLogger(__name__)

TICK_SECONDS = 20.0
"""How often deadlines are checked and unsent posts retried: well within a minute."""
CACHED_TABLES = 200
"""Games kept in memory (about 130 KiB each late in a game); replaying one from the database takes milliseconds."""
IDLE_SECONDS = 600.0
RESUME_PAUSE_SECONDS = 0.05
"""Between two games caught up after a restart: at most 20 games a second, well under Discord's limits."""
RESENDS = 2
"""How many times one settling sends anew a message that was deleted under it."""
STOP_GRACE_SECONDS = 5.0
"""On shutdown, how long clicks and posts already under way may run to their end before they are cancelled."""
REMIND_AT = 0.5
"""How far into a phase's time the people it still waits for are reminded."""
REJECTED = 400
"""Discord refuses the post itself: sending it again can never work, so the outbox moves past it."""
PROGRESS_SECONDS = 5.0
"""At most one progress edit (who has planned, a status card) per message this often: the latest state wins."""
PROGRESS_RETRY_SECONDS = 1.0
"""A progress edit the global budget had no spare room for is tried again this much later."""
PING_USERS = discord.AllowedMentions(everyone=False, users=True, roles=False)
"""A post that mentions players pings them, and never @everyone or a role a name may spell out."""
Choice = tuple[Any, ActionSource, int | None]
"""An action with who chose it: the source and the Discord user (None for computer choices)."""


def results(seats: Sequence[SeatRow], outcome: Outcome) -> list[Result]:
    return [(s.seat, s.user_id, outcome.scores[s.seat], outcome.ranks[s.seat]) for s in seats]


def _report(task: asyncio.Task[Any]) -> None:
    """A background task's failure, logged when it ends: a database out of reach in one line (what it was doing is
    owed and done again by the ticker), anything else with its traceback."""
    error = None if task.cancelled() else task.exception()
    if isinstance(error, StorageUnavailable):
        log.warning("background work waits for the database (%s)", error)
    elif error is not None:
        log.error("background work failed", exc_info=error)


def nonce(table_id: int, key: str) -> int:
    """The same number for every attempt at one post, so Discord keeps only the first message it created."""
    digest = hashlib.blake2b(f"{table_id}:{key}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class TableHost:
    def __init__(
        self,
        bot: discord.Client,
        store: GameStore,
        modules: Mapping[str, GameModule],
        clock: Callable[[], float] = time.time,
        budget: Budget | None = None,
    ) -> None:
        """`budget`: the process's share of Discord's global budget, which progress edits only use when it is
        spare (`bot.budget`)."""
        self.bot = bot
        self.budget = budget or Budget(GLOBAL_PER_SECOND)
        self.store = store
        self.modules = modules
        self.aliases = {prefix: key for key, module in modules.items() for prefix in module.legacy_prefixes}
        self.clock = clock
        self.tables: OrderedDict[int, LiveGame] = OrderedDict()
        """The most recently used games; the rest are rebuilt from the database when next used."""
        self.thinking_owed: set[int] = set()
        """Games whose computer seats are to move: played once the click that made them due is answered and posted
        (`think_for`), or by the ticker if no worker answered."""
        self.posts_owed = Owed()
        """Games with posts that could not be sent yet: retried by the ticker and on the next click."""
        self._used: dict[int, float] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._posting: dict[int, asyncio.Lock] = {}
        self._changed: dict[int, dict[str, float]] = {}
        """Per game, when each of its messages (by the key of the post that made it) was last posted or edited."""
        self._progress_timers: dict[int, asyncio.TimerHandle] = {}
        """Games with a progress edit held back, and when their posts are gone over again."""
        self.background: set[asyncio.Task[None]] = set()
        """Posting scheduled by clicks, awaited on shutdown."""
        self.working: set[asyncio.Task[Any]] = set()
        """Interactions being answered, awaited on shutdown so none is cut off between a commit and its answer."""
        self.stopping = False
        self.ticker = tasks.loop(seconds=TICK_SECONDS)(self.tick)
        self.table_components: dict[str, ComponentKind] = {}
        """The table's own components (lobby, cancel, rematch, back), installed by the lobby and the others."""
        self.table_posts: list[TablePosts] = []
        """What the table posts in every game beside the game's own posts."""
        self.sweeps: list[Callable[[float], Awaitable[None]]] = []
        """What else the ticker runs, with the time (housekeeping)."""
        self.after_posting: list[Callable[[LiveGame], None]] = []
        """Told of a game whose channel has seen every post due: what is sent elsewhere (direct messages) starts
        from there, so it never holds up the game's own posts."""

    def module(self, kind: str) -> GameModule:
        return self.modules[kind]

    def own_route(self, kind: str, phase: int = 0, arg: str = "") -> Route:
        """A route to one of the table's own components that belongs to no game (a page of `/games`, a `/notify`
        switch): under the first game's key, which every custom id needs, and table 0."""
        return Route(next(iter(self.modules)), kind, 0, phase, 0, arg)

    def lock(self, table_id: int) -> asyncio.Lock:
        """Held while a game's lobby or state changes: one writer per game."""
        return self._locks.setdefault(table_id, asyncio.Lock())

    def admit(self) -> bool:
        """Whether an interaction may start; if so, its task is awaited on shutdown before the database closes."""
        task = asyncio.current_task()
        if self.stopping or task is None:
            return False
        self.working.add(task)
        task.add_done_callback(self.working.discard)
        return True

    # -- routing ---------------------------------------------------------------------------------------
    async def dispatch(self, interaction: discord.Interaction, custom_id: str, values: Sequence[str]) -> None:
        """Every click lands here: malformed or unknown routes get a private answer, handlers run guarded.

        Once the handler has answered, the game's channel gets what the click made due (or what an earlier failure
        left unsent): handlers commit, the host posts.
        """
        if not self.admit():
            await tell(interaction, say_to(interaction, "restarting"))
            return
        route = parse_route(custom_id, self.aliases)
        guild = interaction.guild
        logs.bind(
            interaction_id=interaction.id,
            game_id=None if route is None else route.table or None,
            shard_id=None if guild is None else guild.shard_id,
        )
        try:
            await self._route(interaction, custom_id, route, values)
        except StorageUnavailable as error:
            log.warning("%s: the database is out of reach (%s)", route, error)
            metrics.INTERACTIONS.labels("none" if route is None else route.game, "unreachable", "error").inc()
            with contextlib.suppress(discord.HTTPException):
                await tell(interaction, say_to(interaction, "storage-unavailable"))

    async def _route(
        self, interaction: discord.Interaction, custom_id: str, route: Route | None, values: Sequence[str]
    ) -> None:
        kind = None
        if route is not None and route.game in self.modules:
            kind = self.table_components.get(route.kind) or self.modules[route.game].components.get(route.kind)
        if route is None or kind is None or (kind.args is not None and route.arg not in kind.args):
            log.info("unknown component %r", custom_id)
            metrics.INTERACTIONS.labels("none", "unknown", "unknown").inc()
            await tell(interaction, say_to(interaction, "unknown-component"))
            return
        if await self._game_of(route.table) not in (route.game, None):
            log.info("component %r names another game than table %s", custom_id, route.table)
            metrics.INTERACTIONS.labels(route.game, route.kind, "unknown").inc()
            await tell(interaction, say_to(interaction, "unknown-component"))
            return
        if route.kind not in self.table_components and await self._paused(route.table):
            metrics.INTERACTIONS.labels(route.game, route.kind, "paused").inc()
            await tell(interaction, say_to(interaction, "game-paused", game=route.table, command=route.game))
            return
        self._note_locale(route.table, interaction)
        outcome = "handled"
        with metrics.HANDLED.labels(route.game).time():
            try:
                await kind.handler(self, interaction, route, values)
            except StorageUnavailable:
                raise
            except Exception as error:
                if expired(error):
                    outcome = "expired"
                    log.warning("%s: answered after Discord had dropped the interaction (over 3 s)", route)
                else:
                    outcome = "error"
                    log.exception("%s failed", route)
                    with contextlib.suppress(discord.HTTPException):
                        await tell(interaction, say_to(interaction, "unexpected-error"))
        metrics.INTERACTIONS.labels(route.game, route.kind, outcome).inc()
        try:
            if route.table in self.posts_owed:
                await self.send_posts_of(route.table)
            if route.table in self.thinking_owed:
                await self.think_for(route.table)
        except StorageUnavailable as error:  # the click is answered; the ticker sends what is owed
            log.warning("game %s: posting waits for the database (%s)", route.table, error)

    def _note_locale(self, table_id: int, interaction: discord.Interaction) -> None:
        """A player's language, for what is prepared for them before their next click (`GameModule.prepare`)."""
        table = self.tables.get(table_id)
        seat = None if table is None else table.seat_of(interaction.user.id)
        if table is not None and seat is not None:
            table.locales[seat] = interaction.locale.value

    async def _game_of(self, table_id: int) -> str | None:
        """The game a table plays (its lobby's too), or None if there is no such table: a handler only ever sees
        ids of its own game, whatever a forged id names."""
        cached = self.tables.get(table_id)
        if cached is not None:
            return cached.row.kind
        row = await self.store.game(table_id)  # one read, for a lobby or a game not in memory
        return None if row is None else row.kind

    async def _paused(self, table_id: int) -> bool:
        """The game's own components wait while its host has paused it; the table's (cancel, back) still work."""
        table = await self.table(table_id)
        return table is not None and table.row.paused_at is not None

    def nudge(self, table_id: int) -> None:
        """Someone used the game: if its posts are stuck, try them again now, in the background."""
        if table_id in self.posts_owed:
            self.spawn(self.send_posts_of(table_id))

    def spawn(self, coroutine: Any) -> asyncio.Task[Any]:
        """Run `coroutine` in the background, awaited on shutdown; its task."""
        task = asyncio.create_task(coroutine)
        self.background.add(task)
        task.add_done_callback(self.background.discard)
        task.add_done_callback(_report)
        return task

    # -- tables ----------------------------------------------------------------------------------------
    async def table(self, table_id: int) -> LiveGame | None:
        """The started game, from the cache or rebuilt from the database."""
        self._used[table_id] = time.monotonic()
        cached = self.tables.get(table_id)
        if cached is not None:
            self.tables.move_to_end(table_id)
            return cached
        table = await self._replay(table_id)
        if table is None:
            return None
        table = self.tables.setdefault(table_id, table)
        self._evict()
        return table

    async def _replay(self, table_id: int) -> LiveGame | None:
        """The started game rebuilt from the database (None for a lobby, or a game no module here plays). The
        replay runs in a thread: a late game takes a tenth of a second, and the games caught up after a restart
        would otherwise hold the event loop, and every click's acknowledgement, for seconds."""
        row = await self.store.game(table_id)
        if row is None or row.config is None or row.kind not in self.modules:
            return None
        rules = self.modules[row.kind].rules
        seats, actions = await self.store.seats(table_id), await self.store.actions(table_id)
        return await asyncio.to_thread(LiveGame.replay, rules, row, seats, actions)

    def forget(self, table_id: int) -> None:
        """Drop a game whose cached state may differ from the database's: the next use replays it. Its lock stays,
        so whoever waits on it still writes one at a time (and is fenced by the log's length)."""
        if self.tables.pop(table_id, None) is not None:
            self.thinking_owed.add(table_id)
            self.posts_owed.add(table_id)

    def _evict(self) -> None:
        """Forget the least recently used games beyond `CACHED_TABLES` that nobody used for `IDLE_SECONDS`:
        no handler can still hold one of them, so a game never has two tables in memory."""
        idle_since = time.monotonic() - IDLE_SECONDS
        for table_id in list(self.tables)[: max(0, len(self.tables) - CACHED_TABLES)]:
            if self._used.get(table_id, 0) > idle_since:
                break
            if table_id in self.posts_owed:
                continue
            del self.tables[table_id]
            self._used.pop(table_id, None)
            self._locks.pop(table_id, None)
            self._posting.pop(table_id, None)
            self._changed.pop(table_id, None)

    async def reload_row(self, table: LiveGame) -> GameRow:
        row = await self.store.game(table.row.id)
        assert row is not None
        table.row = row
        return row

    async def submit(self, table: LiveGame, choices: Sequence[Choice]) -> None:
        """Apply the actions (RuleError: nothing stored, nothing changed), commit them, then keep the new state.

        Hold the game's lock. A phase that begins gets its deadline. Computer seats to act next owe their moves
        (`thinking_owed`): the click that led here is answered and the channel shown the person's move first, then
        `dispatch` has them play (`think_for`), so nobody waits for the computer's thinking to see their own move.
        """
        steps: list[Step] = []
        state = table.state
        for action, source, user in choices:
            step = table.step(action, source, user, state)
            steps.append(step)
            state = step.state
        await self._commit(table, steps)
        if table.computer_to_act:
            self.thinking_owed.add(table.row.id)

    async def think_for(self, table_id: int) -> None:
        """The computer seats of a game that owes their moves play them, and the channel is told."""
        table = await self.table(table_id)
        if table is None:
            self.thinking_owed.discard(table_id)
            return
        try:
            async with self.lock(table_id):
                await self.play_computer_seats(table)
        except StorageUnavailable as error:
            log.warning("game %s: the computer seats' moves wait for the database (%s)", table_id, error)
        except Exception:
            log.exception("game %s: the computer seats' moves failed; asked again later", table_id)
        await self.send_posts(table)

    async def _commit(self, table: LiveGame, steps: Sequence[Step]) -> None:
        """Store the steps after the actions this table holds, then keep them. A store that failed or found the log
        already longer leaves the table unsure of the truth: it is dropped, and replayed from the database when
        next used, so nothing is ever decided on a state the database does not hold."""
        before = table.phase
        entries = [(dumps(s.action), s.source, s.user_id) for s in steps]
        try:
            await self.store.append_actions(table.row.id, len(table.game.actions), entries)
        except Conflict as error:
            log.warning("game %s: its log is longer than this table's; replayed from the database", table.row.id)
            self.forget(table.row.id)
            raise StorageUnavailable("the game moved on in the database") from error
        except BaseException:
            self.forget(table.row.id)
            raise
        for step in steps:
            table.install(step)
        self.posts_owed.add(table.row.id)
        if table.phase != before:
            await self.start_clock(table)
            self.spawn(self.modules[table.row.kind].prepare(table))

    async def begin(self, table_id: int) -> None:
        """A game just started: its clock runs, computer seats make their first moves and the channel is told."""
        table = await self.table(table_id)
        assert table is not None
        logs.bind(game_id=table_id)
        log.info("game %s (%s) started with %d seats", table_id, table.row.kind, len(table.seats))
        async with self.lock(table_id):
            await self.start_clock(table)
            await self.play_computer_seats(table)
        self.posts_owed.add(table_id)
        self.spawn(self.modules[table.row.kind].prepare(table))

    async def start_clock(self, table: LiveGame) -> None:
        """The current phase's deadline, if the table has a timer and people to wait for."""
        settings = self.modules[table.row.kind].decode_settings(table.row.settings)
        if settings.timer_minutes and table.people_to_act:
            now, seconds = self.clock(), settings.timer_minutes * 60
            await self.store.set_deadline(table.row.id, table.phase, now + seconds, now + seconds * REMIND_AT)

    async def play_computer_seats(self, table: LiveGame) -> None:
        """Computer seats, and the computer for people marked away, act as soon as it is their turn, so people
        never wait for them. Hold the game's lock. If no worker answers, the game is left for the ticker to ask
        again (`thinking_owed`): what was committed stays, and the click that led here is answered as usual."""
        rules = table.rules
        while True:
            seats = table.computer_to_act
            if not seats:
                self.thinking_owed.discard(table.row.id)
                return
            steps: list[Step] = []
            state = table.state
            for seat in seats:
                level = table.seats[seat].ai_level or rules.levels[-1]
                try:
                    action = await self.computer_action(state, rules, seat, level, table.row.id)
                except ThinkingFailed:
                    log.exception(
                        "game %s: the computer found no move for seat %s; asked again later", table.row.id, seat
                    )
                    self.thinking_owed.add(table.row.id)
                    return
                steps.append(table.step(action, "ai" if table.seats[seat].is_ai else "absent", None, state))
                state = steps[-1].state
            await self._commit(table, steps)

    @staticmethod
    async def computer_action(state: Any, rules: GameRules[Any, Any, Any], seat: int, level: str, game: int) -> Any:
        """The engine's computer player, in a thinking process (it can think for a while; the same one for a
        `game`'s moves while it is not much busier); `ThinkingFailed` if no worker answers."""
        return await thinking.think(rules.bot_action, state, seat, level, affinity=game)

    async def catch_up_thinking(self) -> None:
        """Computer moves still owed (no worker answered, or the click that made them due was cut short) are asked
        again."""
        for table_id in sorted(self.thinking_owed):
            await self.think_for(table_id)

    # -- deadlines -------------------------------------------------------------------------------------
    async def tick(self) -> None:
        """Computer players act for whoever let a deadline pass; unsent posts are retried."""
        try:
            await self.remind(self.clock())
            await self.expire(self.clock())
            await self.catch_up_thinking()
            for table_id in sorted(self.posts_owed):
                await self.send_posts_of(table_id)
            for sweep in self.sweeps:
                await sweep(self.clock())
        except StorageUnavailable as error:
            log.warning("timer tick: the database is out of reach (%s); tried again next tick", error)
        except Exception:
            log.exception("timer tick failed")

    async def remind(self, now: float) -> None:
        for table_id, phase, due_at in await self.store.due_reminders(now):
            await self.send_reminder(table_id, phase, due_at)

    async def send_reminder(self, table_id: int, phase: int, due_at: float) -> None:
        """Ping whoever the phase still waits for, once, through the outbox's record of posts: a failed send is
        tried again on the next tick and a sent one is never sent twice."""
        table = await self.table(table_id)
        key = f"remind:{phase}"
        async with self._posting.setdefault(table_id, asyncio.Lock()):
            posted = {} if table is None else await self.store.posted(table_id)
            late = [] if table is None or table.phase != phase else table.people_to_act
            if table is not None and late and table.row.status == "running" and key not in posted:
                people = mentions([table.seats[s].user_id or 0 for s in late])
                words = text(table.row.language, "reminder", people=people, game=table_id, when=f"<t:{int(due_at)}:R>")

                async def reminder() -> Post:
                    return Post(words, mention=True)

                if await self._deliver(table.row, key, reminder, posted) == "later":
                    return
            await self.store.reminded(table_id, phase)

    async def expire(self, now: float) -> None:
        for table_id, phase in await self.store.due_deadlines(now):
            await self.time_out(table_id, phase)

    async def time_out(self, table_id: int, phase: int) -> None:
        """The strongest computer player acts for each person still owing an action in `phase`, until the phase is
        over: a game whose turn is built from several actions is finished from where the person left it."""
        table = await self.table(table_id)
        async with self.lock(table_id):
            while table is not None and table.row.status == "running" and table.phase == phase and table.people_to_act:
                rules = table.rules
                choices: list[Choice] = []
                for seat in table.people_to_act:
                    try:
                        action = await self.computer_action(table.state, rules, seat, rules.levels[-1], table_id)
                    except ThinkingFailed:
                        log.exception(
                            "game %s: no move for late seat %s; the deadline stays for the next tick", table_id, seat
                        )
                        return
                    choices.append((action, "timeout", None))
                await self.submit(table, choices)
            await self.store.clear_deadline(table_id, phase)
        if table is not None:
            await self.send_posts(table)
        if table_id in self.thinking_owed:
            await self.think_for(table_id)

    # -- resume ----------------------------------------------------------------------------------------
    async def resume(self, table_ids: Sequence[int]) -> None:
        """After a restart, in the background once connected: the games that may have left something unsent
        (`store.games_owing_posts()` as the process started) are replayed, their computer seats catch up and their
        channels get what they have not seen, a few games a second so Discord's rate limits are never hit. Every
        other game waits in the database until used."""
        for table_id in table_ids:
            if self.stopping:
                return
            table = await self.table(table_id)
            if table is None:
                continue
            async with self.lock(table_id):
                await self.play_computer_seats(table)
            await self.send_posts(table)
            await asyncio.sleep(RESUME_PAUSE_SECONDS)

    async def score_old_games(self) -> None:
        """Games that ended before results were kept get their results from a replay, once, in the background
        after a start, so they count in `/stats`, `/leaderboard` and `/history`. They are not cached: nobody is
        playing them."""
        for table_id in await self.store.unscored_games():
            if self.stopping:
                return
            try:
                table = await self._replay(table_id)
                ended = None if table is None else table.rules.outcome(table.state)
                if table is None or ended is None:
                    log.warning("finished game %s cannot be scored: no module plays it, or it is not over", table_id)
                    continue
                await self.store.score(table_id, results(table.seats, ended))
            except Exception:
                log.exception("finished game %s could not be scored", table_id)  # the others still are
            await asyncio.sleep(0)

    def start(self) -> None:
        self.ticker.start()

    async def stop(self) -> None:
        """No new interaction starts; those under way and the posting they scheduled get a few seconds to end."""
        self.stopping = True
        self.ticker.cancel()
        for timer in self._progress_timers.values():
            timer.cancel()
        busy = self.working | self.background
        if not busy:
            return
        _, late = await asyncio.wait(busy, timeout=STOP_GRACE_SECONDS)
        for task in late:
            task.cancel()
        await asyncio.gather(*late, return_exceptions=True)

    # -- the outbox ------------------------------------------------------------------------------------
    def channel(self, row: GameRow) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(row.place_id, guild_id=row.guild_id)

    async def send_posts_of(self, table_id: int) -> None:
        table = await self.table(table_id)
        if table is None:
            self.posts_owed.discard(table_id)
        else:
            await self.send_posts(table)

    async def send_posts(self, table: LiveGame) -> None:
        """Send every due post the channel has not seen, in order; stop at the first failure and retry later.

        Each send carries a nonce fixed by (game, post), so a retry after an error that came back once the
        message was made does not post it twice; the database records every post Discord accepted.
        """
        with logs.about(game_id=table.row.id):
            await self._send_posts(table)

    async def _send_posts(self, table: LiveGame) -> None:
        table_id = table.row.id
        async with self._posting.setdefault(table_id, asyncio.Lock()):
            row = await self.reload_row(table)
            if row.status == "cancelled":
                self.posts_owed.discard(table_id)
                return
            resends = 0
            while True:
                commits = len(table.game.actions)
                outcome = await self._post_due(row, table)
                if outcome == "again" and resends < RESENDS:
                    resends += 1
                    continue
                if outcome in ("sent", "held") and len(table.game.actions) != commits:
                    continue  # a commit during the pass made more posts due
                break
            if outcome in ("sent", "held"):
                self.posts_owed.discard(table_id)
                for told in self.after_posting:
                    told(table)
                # a game whose computer seats still owe moves, or with a progress edit held back, is not recorded as
                # caught up, so a restart before they play or it is sent resumes it (`store.games_owing_posts`)
                caught_up = outcome == "sent" and table_id not in self.thinking_owed
                if table.posted_through != len(table.game.actions) and caught_up:
                    table.posted_through = len(table.game.actions)
                    await self.store.posted_through(table_id, table.posted_through)
                if table.over and row.status == "running":
                    ended = table.rules.outcome(table.state)
                    assert ended is not None, "a game with nobody to act is over"
                    await self.store.finish(table_id, results(table.seats, ended))
                    await self.reload_row(table)
                    log.info("game %s (%s) finished", table_id, table.row.kind)
            else:
                self.posts_owed.add(table_id)

    async def _post_due(self, row: GameRow, table: LiveGame) -> Literal["sent", "held", "later", "again"]:
        """One pass over the due posts: all sent, all sent but a progress edit held back for later, stopped by a
        failure to retry later, or to run again because a message a post was to edit is gone (it is then sent
        anew)."""
        posted = await self.store.posted(row.id)
        module = self.modules[row.kind]
        builders = {prefix: extra for extra in self.table_posts for prefix in extra.prefixes}
        keys = [key for extra in self.table_posts if extra.leads for key in extra.due_posts(table)]
        keys += module.due_posts(table) + [
            k for extra in self.table_posts if not extra.leads for k in extra.due_posts(table)
        ]
        held = False
        for key in keys:
            if key in posted:
                continue
            builder = builders.get(key.split(":")[0], module)
            outcome = await self._deliver(row, key, partial(builder.build_post, self, table, key), posted)
            if outcome == "held":
                held = True
            elif outcome != "sent":
                return outcome
        return "held" if held else "sent"

    async def _deliver(
        self, row: GameRow, key: str, build: Callable[[], Awaitable[Post | None]], posted: dict[str, int | None]
    ) -> Literal["sent", "held", "later", "again"]:
        """Build and send one post, and record how it went: sent (or nothing to send, or refused by Discord for
        good), held back (a progress edit too soon after the last change of its message, or with no budget to
        spare: the game's posts are gone over again later, when a newer state may have replaced it), to retry later,
        or to run again because the message it was to edit is gone."""
        post: Post | None = None
        try:
            post = await build()
            if post is not None and post.progress and post.edit_of is not None:
                now = asyncio.get_running_loop().time()
                wait = PROGRESS_SECONDS - (now - self._changed.get(row.id, {}).get(post.edit_of, -1e9))
                if wait > 0 or not self.budget.spare():
                    self._progress_later(row.id, wait if wait > 0 else PROGRESS_RETRY_SECONDS)
                    return "held"
            with priority(Priority.PROGRESS if post is not None and post.progress else Priority.RESULT):
                message_id = None if post is None else await self._send(row, key, post, posted)
            if post is not None:
                self._changed.setdefault(row.id, {})[post.edit_of or key] = asyncio.get_running_loop().time()
        except discord.HTTPException as error:
            log.warning("game %s: could not post %s: %s", row.id, key, error)
            await self.store.post_failed(row.id, key, f"{error.status} {error.text}"[:500])
            if isinstance(error, discord.NotFound) and post is not None and post.edit_of is not None:
                await self.store.forget_post(row.id, post.edit_of)
                return "again"
            if error.status != REJECTED:
                return "later"
            message_id = None
        await self.store.post_done(row.id, key, message_id)
        posted[key] = message_id
        return "sent"

    def _progress_later(self, table_id: int, delay: float) -> None:
        """Go over the game's posts again in `delay` seconds (once, however many progress edits were held)."""
        if table_id not in self._progress_timers and not self.stopping:
            self._progress_timers[table_id] = asyncio.get_running_loop().call_later(delay, self._progress_due, table_id)

    def _progress_due(self, table_id: int) -> None:
        self._progress_timers.pop(table_id, None)
        if not self.stopping:
            self.spawn(self.send_posts_of(table_id))

    async def _send(self, row: GameRow, key: str, post: Post, posted: dict[str, int | None]) -> int | None:
        channel = self.channel(row)
        fields: dict[str, Any] = {"view": post.view}
        if post.content is not None:
            fields["content"] = post.content
        fields["allowed_mentions"] = PING_USERS if post.mention else discord.AllowedMentions.none()
        if post.edit_of is None:
            sent = await channel.send(**fields, files=list(post.files), nonce=nonce(row.id, key))
            return sent.id
        target = posted.get(post.edit_of)
        if target is not None:
            if post.files or post.replaces_files:
                fields["attachments"] = list(post.files)
            if isinstance(post.view, discord.ui.LayoutView):
                fields.update(content=None, embeds=[])  # a card replaces whatever an older version posted
            await channel.get_partial_message(target).edit(**fields)
        return None
