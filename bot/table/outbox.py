"""The outbox: tells each game's channel what happened. Every due post the channel has not seen is sent in order,
each with a nonce fixed by (game, post) so a retry never doubles a message, and recorded once Discord accepted it;
a failure leaves the game owing posts (`Backlog.posts`), retried by the ticker and on the next click. Progress edits
are held while their message changed less than `PROGRESS_SECONDS` ago or the global budget has nothing to spare."""

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from functools import partial
from typing import Any, Literal

import discord

from bot import logs
from bot.budget import Budget, Priority, priority
from bot.storage.games import GameRow
from bot.storage.store import GameStore
from bot.table.cache import GameCache
from bot.table.hosted import HostedGame
from bot.table.live_game import LiveGame
from bot.table.owed import Backlog
from bot.table.posts import Post, TablePosts
from bot.table.tasks import Tasks

log = logging.getLogger(__name__)

RESENDS = 2
"""How many times one settling sends anew a message that was deleted under it."""
REJECTED = 400
"""Discord refuses the post itself: sending it again can never work, so the outbox moves past it."""
PROGRESS_SECONDS = 5.0
"""At most one progress edit (who has planned, a status card) per message this often: the latest state wins."""
PROGRESS_RETRY_SECONDS = 1.0
"""A progress edit the global budget had no spare room for is tried again this much later."""
PING_USERS = discord.AllowedMentions(everyone=False, users=True, roles=False)
"""A post that mentions players pings them, and never @everyone or a role a name may spell out."""
Delivery = Literal["sent", "held", "later", "again"]


def nonce(game_id: int, key: str) -> int:
    """The same number for every attempt at one post, so Discord keeps only the first message it created."""
    digest = hashlib.blake2b(f"{game_id}:{key}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class Outbox:
    def __init__(
        self,
        bot: discord.Client,
        store: GameStore,
        cache: GameCache,
        modules: Mapping[str, HostedGame],
        backlog: Backlog,
        tasks: Tasks,
        budget: Budget,
    ) -> None:
        self.bot = bot
        self.store = store
        self.cache = cache
        self.modules = modules
        self.backlog = backlog
        self.tasks = tasks
        self.budget = budget
        self.table_posts: Sequence[TablePosts] = ()
        """What the table posts in every game beside the game's own posts (`bot.table.wiring`)."""
        self.after_posting: Sequence[Callable[[LiveGame], None]] = ()
        """Told of a game whose channel has seen every post due: what is sent elsewhere (direct messages) starts
        from there, so it never holds up the game's own posts."""
        self._progress_timers: dict[int, asyncio.TimerHandle] = {}
        """Games with a progress edit held back, and when their posts are gone over again."""

    def channel(self, row: GameRow) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(row.place_id, guild_id=row.guild_id)

    def nudge(self, game_id: int) -> None:
        """Someone used the game: if its posts are stuck, try them again now, in the background."""
        if game_id in self.backlog.posts:
            self.tasks.spawn(self.send_posts_of(game_id))

    async def send_posts_of(self, game_id: int) -> None:
        table = await self.cache.table(game_id)
        if table is None:
            self.backlog.posts.discard(game_id)
        else:
            await self.send_posts(table)

    async def send_owed(self) -> None:
        """Every game that owes posts is gone over again (the ticker)."""
        for game_id in sorted(self.backlog.posts):
            await self.send_posts_of(game_id)

    async def send_posts(self, table: LiveGame) -> None:
        """Send every due post the channel has not seen, in order; stop at the first failure and retry later.

        Each send carries a nonce fixed by (game, post), so a retry after an error that came back once the
        message was made does not post it twice; the database records every post Discord accepted.
        """
        with logs.about(game_id=table.row.id):
            async with self.cache.slot(table.row.id).posting:
                await self._settle(table)

    async def _settle(self, table: LiveGame) -> None:
        game_id = table.row.id
        row = await self.cache.reload_row(table)
        if row.status == "cancelled":
            self.backlog.posts.discard(game_id)
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
        if outcome not in ("sent", "held"):
            self.backlog.posts.add(game_id)
            return
        self.backlog.posts.discard(game_id)
        for told in self.after_posting:
            told(table)
        # a game whose computer seats still owe moves, or with a progress edit held back, is not recorded as caught
        # up, so a restart before they play or it is sent resumes it (`store.outbox.games_owing_posts`)
        caught_up = outcome == "sent" and game_id not in self.backlog.thinking
        if table.posted_through != len(table.game.actions) and caught_up:
            table.posted_through = len(table.game.actions)
            await self.store.outbox.posted_through(game_id, table.posted_through)
        if table.over and row.status == "running":
            results = table.results()
            assert results is not None, "a game with nobody to act is over"
            await self.store.games.finish(game_id, results)
            await self.cache.reload_row(table)
            log.info("game %s (%s) finished", game_id, table.row.kind)

    def _due(self, table: LiveGame) -> list[str]:
        """The keys of the posts due, in order: the table's leading posts, the game's own, the table's others."""
        module = self.modules[table.row.kind]
        keys = [key for extra in self.table_posts if extra.leads for key in extra.due_posts(table)]
        keys += module.due_posts(table)
        return keys + [key for extra in self.table_posts if not extra.leads for key in extra.due_posts(table)]

    async def _post_due(self, row: GameRow, table: LiveGame) -> Delivery:
        """One pass over the due posts: all sent, all sent but a progress edit held back for later, stopped by a
        failure to retry later, or to run again because a message a post was to edit is gone (it is then sent
        anew)."""
        posted = await self.store.outbox.posted(row.id)
        module = self.modules[row.kind]
        builders = {prefix: extra for extra in self.table_posts for prefix in extra.prefixes}
        held = False
        for key in self._due(table):
            if key in posted:
                continue
            builder = builders.get(key.split(":")[0], module)
            outcome = await self.deliver(row, key, partial(builder.build_post, self.store, table, key), posted)
            if outcome == "held":
                held = True
            elif outcome != "sent":
                return outcome
        return "held" if held else "sent"

    async def deliver(
        self, row: GameRow, key: str, build: Callable[[], Awaitable[Post | None]], posted: dict[str, int | None]
    ) -> Delivery:
        """Build and send one post, and record how it went: sent (or nothing to send, or refused by Discord for
        good), held back (a progress edit too soon after the last change of its message, or with no budget to
        spare: the game's posts are gone over again later, when a newer state may have replaced it), to retry later,
        or to run again because the message it was to edit is gone."""
        post: Post | None = None
        changed = self.cache.slot(row.id).changed
        try:
            post = await build()
            if post is not None and post.progress and post.edit_of is not None:
                now = asyncio.get_running_loop().time()
                wait = PROGRESS_SECONDS - (now - changed.get(post.edit_of, -1e9))
                if wait > 0 or not self.budget.spare():
                    self._progress_later(row.id, wait if wait > 0 else PROGRESS_RETRY_SECONDS)
                    return "held"
            with priority(Priority.PROGRESS if post is not None and post.progress else Priority.RESULT):
                message_id = None if post is None else await self._send(row, key, post, posted)
            if post is not None:
                changed[post.edit_of or key] = asyncio.get_running_loop().time()
        except discord.HTTPException as error:
            log.warning("game %s: could not post %s: %s", row.id, key, error)
            await self.store.outbox.post_failed(row.id, key, f"{error.status} {error.text}"[:500])
            if isinstance(error, discord.NotFound) and post is not None and post.edit_of is not None:
                await self.store.outbox.forget_post(row.id, post.edit_of)
                return "again"
            if error.status != REJECTED:
                return "later"
            message_id = None
        await self.store.outbox.post_done(row.id, key, message_id)
        posted[key] = message_id
        return "sent"

    def _progress_later(self, game_id: int, delay: float) -> None:
        """Go over the game's posts again in `delay` seconds (once, however many progress edits were held)."""
        if game_id not in self._progress_timers and not self.tasks.stopping:
            self._progress_timers[game_id] = asyncio.get_running_loop().call_later(delay, self._progress_due, game_id)

    def _progress_due(self, game_id: int) -> None:
        self._progress_timers.pop(game_id, None)
        if not self.tasks.stopping:
            self.tasks.spawn(self.send_posts_of(game_id))

    def stop(self) -> None:
        for timer in self._progress_timers.values():
            timer.cancel()

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
