"""Keeping every server tidy, for every game: games nobody moved in for a week are closed with a notice, the
threads of games that ended are archived a day later, and a host may pause a game and resume it.

What must reach Discord is a chore in the database (`chores`), done by the ticker until Discord accepts it, so a
restart or an outage never loses a notice and a retry never posts it twice.
"""

import logging
import math

import discord

from bot.storage.deadlines import ARCHIVE, DAY
from bot.storage.games import GameRow
from bot.table.host import TableHost
from bot.table.module import GameModule
from bot.table.outbox import nonce
from bot.table.replies import may_manage, say_to, tell
from i18n.catalog import text

log = logging.getLogger(__name__)

IDLE_DAYS = 7
"""A lobby or game with no move for this long is closed."""
SWEEP_SECONDS = 3600.0
"""How often idle games are looked for: an hour late on a week does not matter, and the query reads every log."""
GIVE_UP = (400, 403, 404)
"""Discord refuses the chore itself (no access, thread gone): trying again can never work."""
NOTICE = "notice"


def notice_key(kind: str, user_id: int, at: float) -> str:
    return f"{NOTICE}:{kind}:{user_id}:{int(at)}"


class Housekeeping:
    """Closing idle games, archiving threads, pausing: run by the host's ticker and the pause commands."""

    def __init__(self, host: TableHost[GameModule]) -> None:
        self.host = host
        self._swept = -math.inf

    async def run(self, now: float) -> None:
        if now - self._swept >= SWEEP_SECONDS:
            self._swept = now
            await self.close_idle(now)
        await self.do_chores(now)

    async def close_idle(self, now: float) -> None:
        host = self.host
        for game_id in await host.store.games.idle_games(now - IDLE_DAYS * DAY):
            async with host.games.lock(game_id):
                closed = await host.store.games.close_idle(game_id, notice_key("closed", 0, now))
            table = host.games.tables.get(game_id)
            if closed and table is not None:
                await host.games.reload_row(table)

    async def do_chores(self, now: float) -> None:
        for chore in await self.host.store.deadlines.due_chores(now):
            await self.do(chore.game_id, chore.key)

    async def do(self, game_id: int, key: str) -> None:
        store = self.host.store
        row = await store.games.game(game_id)
        assert row is not None, "chores belong to games"
        try:
            if key == ARCHIVE:
                await self._archive(row)
            else:
                await self._notice(row, key)
        except discord.HTTPException as error:
            problem = f"{error.status} {error.text}"[:500]
            log.warning("game %s: %s failed: %s", game_id, key, problem)
            if error.status in GIVE_UP:
                await store.deadlines.chore_done(game_id, key, problem)
            else:
                await store.deadlines.chore_failed(game_id, key, problem)
            return
        await store.deadlines.chore_done(game_id, key)

    async def _archive(self, row: GameRow) -> None:
        if row.place_id != row.channel_id:  # the game has a thread of its own
            await self.host.bot.http.edit_channel(row.place_id, archived=True, reason=f"game #{row.id} is over")

    async def _notice(self, row: GameRow, key: str) -> None:
        _, kind, user_id, _ = key.split(":")
        words = text(row.language, f"{kind}-notice", game=row.id, who=f"<@{user_id}>", days=IDLE_DAYS, command=row.kind)
        channel = self.host.outbox.channel(row)
        await channel.send(words, nonce=nonce(row.id, key), allowed_mentions=discord.AllowedMentions.none())

    # -- pause and resume ------------------------------------------------------------------------------
    async def pause(self, interaction: discord.Interaction, row: GameRow, resume: bool) -> None:
        """Stop (or start again) the clock of the running game `row`: the host or a server manager."""
        host = self.host
        if not may_manage(interaction, row):
            await tell(interaction, say_to(interaction, "pause-not-allowed", host=f"<@{row.host_id}>", game=row.id))
            return
        now = host.clock()
        kind = "resumed" if resume else "paused"
        async with host.games.lock(row.id):
            change = host.store.games.resume if resume else host.store.games.pause
            changed = await change(row.id, notice_key(kind, interaction.user.id, now))
            table = host.games.tables.get(row.id)
            if table is not None:
                await host.games.reload_row(table)
        answer = f"{kind}-done" if changed else f"already-{kind}"
        await tell(interaction, say_to(interaction, answer, game=row.id, command=row.kind))
        await self.do_chores(host.clock())  # the notice goes out now, not at the next tick
