"""The discord.py application: opens the database, installs every hosted game and resumes running games."""

import asyncio
import hashlib
import json
import logging
import signal
from collections.abc import Mapping
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot import collector, metrics
from bot.budget import GLOBAL_PER_SECOND, Budget, budget_trace
from bot.games import MODULES
from bot.gateway_guard import guard_parsers
from bot.ops import Ops, rest_trace
from bot.shards import Shards
from bot.storage import GameStore, open_database
from bot.storage.database import StorageUnavailable
from bot.table import drawing, thinking
from bot.table.host import TableHost
from bot.table.module import GameModule
from bot.table.replies import expired, say_to, tell
from bot.table.router import Router
from bot.table.routes import clicked
from bot.table.welcome import Welcome
from bot.table.wiring import build_table
from bot.translator import CatalogTranslator

log = logging.getLogger(__name__)

SYNCED_TREE = "synced_command_tree"


class HostedTree(app_commands.CommandTree["TabletopBot"]):
    """Slash commands, admitted by the table host so that shutting down waits for those under way."""

    async def interaction_check(self, interaction: discord.Interaction["TabletopBot"]) -> bool:
        if self.client.host.tasks.admit():
            return True
        await tell(interaction, say_to(interaction, "restarting"))
        return False


class TabletopBot(commands.Bot):
    """The bot in one process, serving every shard."""

    def __init__(
        self,
        database_url: str,
        dev_guild_id: int | None = None,
        sync_commands: bool = False,
        shards: Shards | None = None,
        modules: Mapping[str, GameModule] = MODULES,
        metrics: tuple[str, int] | None = None,
        global_rate: float = GLOBAL_PER_SECOND,
    ) -> None:
        """`modules` are the games it hosts: every registered game by default; `metrics`, where to serve
        `/metrics`, `/healthz` and `/readyz` (`bot.ops`), if anywhere; `global_rate`, Discord's global limit for
        the token, of which this process takes its shards' share."""
        sharding: dict[str, Any] = (
            {} if shards is None else {"shard_count": shards.count, "shard_ids": list(shards.ids)}
        )
        self.budget = Budget(global_rate * (1.0 if shards is None else shards.share))
        trace = aiohttp.TraceConfig()
        budget_trace(self.budget, trace)
        if metrics is not None:
            rest_trace(trace)
        sharding["http_trace"] = trace
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=HostedTree,
            max_messages=None,  # no message event is read: a cache of the last 1,000 would be memory for nothing
            **sharding,
        )
        guard_parsers(self)
        self.database_url = database_url
        self.dev_guild_id = dev_guild_id
        self.sync_commands = sync_commands
        self.own_shards = shards
        self.modules = modules
        self.metrics = metrics
        self.ops = Ops(lambda: self._host, (0,) if shards is None else shards.ids)
        self.ops.latency = self.shard_latency
        self._host: TableHost[GameModule] | None = None
        self._router: Router | None = None
        self._welcome: Welcome | None = None
        self._closing: asyncio.Task[None] | None = None

    @property
    def router(self) -> Router:
        """Where every click goes; it exists once `setup_hook` has run."""
        assert self._router is not None, "the bot is not set up yet"
        return self._router

    @property
    def host(self) -> TableHost[GameModule]:
        """The table host; it exists once `setup_hook` has run."""
        assert self._host is not None, "the bot is not set up yet"
        return self._host

    async def setup_hook(self) -> None:
        store = GameStore(await open_database(self.database_url), shards=self.own_shards)
        table = build_table(self, store, self.modules, self.budget)
        self._host, self._router, self._welcome = table.host, table.router, table.welcome
        loop = asyncio.get_running_loop()
        for stop in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(stop, self.close_soon)
        for command in table.commands:
            self.tree.add_command(command)
        self.tree.error(self.on_app_command_error)
        await self.tree.set_translator(CatalogTranslator())
        await self._sync_if_changed()
        if self.metrics is not None:
            await self.ops.start(*self.metrics)
        self._host.start()
        collector.settle_after_start()
        self._host.tasks.spawn(self._catch_up(await self._host.store.outbox.games_owing_posts()))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every button and select is answered by the table from its custom id (`bot.table.routes`)."""
        click = clicked(interaction)
        if click is not None:
            await self.router.dispatch(interaction, *click)

    async def _catch_up(self, game_ids: list[int]) -> None:
        """The games left running by the previous process are caught up once the gateway is connected, so a
        restart is quick whatever their number (games started since are this process's own); then games that ended
        before results were kept are scored."""
        await self.wait_until_ready()
        await self.host.resume(game_ids)
        await self.host.score_old_games()

    async def _sync_if_changed(self) -> None:
        """Send the command tree to Discord only when it differs from the one last sent (or when asked):
        Discord rate-limits syncs, and an unchanged tree needs none. Of several processes, only the one with
        shard 0 sends it unasked, so they never sync at once."""
        if not self.sync_commands and self.own_shards is not None and not self.own_shards.syncs_commands:
            return
        guild = None if self.dev_guild_id is None else discord.Object(self.dev_guild_id)
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        translator = self.tree.translator
        assert translator is not None
        tree_commands = self.tree.get_commands(guild=guild)
        commands = [await command.get_translated_payload(self.tree, translator) for command in tree_commands]
        tree = hashlib.sha256(json.dumps([self.dev_guild_id, commands], sort_keys=True).encode()).hexdigest()
        if not self.sync_commands and await self.host.store.records.meta(SYNCED_TREE) == tree:
            return
        await self.tree.sync(guild=guild)
        await self.host.store.records.set_meta(SYNCED_TREE, tree)

    async def on_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        self.count_command(interaction.command, "error")
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else None
        if isinstance(cause, StorageUnavailable):
            log.warning("command: the database is out of reach (%s)", cause)
            await tell(interaction, say_to(interaction, "storage-unavailable"))
            return
        if cause is not None and expired(cause):
            log.warning("command: answered after Discord had dropped the interaction (over 3 s)")
            return
        log.error("command failed", exc_info=error)
        await tell(interaction, say_to(interaction, "unexpected-error"))

    async def on_app_command_completion(self, interaction: discord.Interaction, command: Any) -> None:
        self.count_command(command, "handled")

    def count_command(self, command: Any, outcome: str) -> None:
        """A slash command in `tabletop_interactions_total`: a game's group under its game, the others under none;
        its kind is the command's own name (`start`, `games`), a bounded set."""
        words = getattr(command, "qualified_name", "unknown").split()
        game = words[0] if words[0] in self.modules and len(words) > 1 else "none"
        metrics.INTERACTIONS.labels(game, f"command-{words[-1]}", outcome).inc()

    def close_soon(self) -> None:
        """SIGTERM (systemd, a container stop) or Ctrl-C: answers under way end, then the database closes."""
        if self._closing is None:
            self._closing = asyncio.create_task(self.close())

    def shard_latency(self, shard: int) -> float:
        """The shard's last heartbeat round trip, in seconds."""
        return self.latency

    async def on_guild_join(self, guild: discord.Guild) -> None:
        """A server invited the bot: it is welcomed, once."""
        if self._welcome is not None:
            self.host.tasks.spawn(self._welcome.greet(guild))

    # The gateway's state per shard, for /readyz and /metrics: ready once READY or RESUMED, not once it drops.
    async def on_ready(self) -> None:
        if self.own_shards is None:
            self.ops.gateway(0, True)

    async def on_resumed(self) -> None:
        if self.own_shards is None:
            self.ops.gateway(0, True)

    async def on_disconnect(self) -> None:
        if self.own_shards is None:
            self.ops.gateway(0, False)

    async def on_shard_ready(self, shard_id: int) -> None:
        self.ops.gateway(shard_id, True)

    async def on_shard_resumed(self, shard_id: int) -> None:
        self.ops.gateway(shard_id, True)

    async def on_shard_disconnect(self, shard_id: int) -> None:
        self.ops.gateway(shard_id, False)

    async def close(self) -> None:
        await self.ops.stop()
        if self._host is not None:
            await self._host.stop()
            await self._host.store.close()
        await drawing.close()
        await thinking.close()
        await super().close()


class ShardedTabletopBot(TabletopBot, commands.AutoShardedBot):
    """The bot as one of several processes, each running some of Discord's shards (`SHARD_COUNT`, `SHARD_IDS`)."""

    def shard_latency(self, shard: int) -> float:
        return dict(self.latencies).get(shard, float("nan"))
