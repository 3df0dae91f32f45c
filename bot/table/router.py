"""Every click lands here: its custom id is parsed strictly and handed to the handler of its route, from an explicit
list (the table's own components and each game's). A malformed id, an unknown kind or argument, or an id naming
another game than the table it points at gets a private answer and changes nothing: a handler only ever sees ids of
its own game. Once the handler has answered, the game's channel gets what the click made due."""

import contextlib
import logging
from collections.abc import Mapping, Sequence

import discord

from bot import logs, metrics
from bot.storage.database import StorageUnavailable
from bot.table.clicks import ClickParts, ComponentKind
from bot.table.host import TableHost
from bot.table.module import GameModule
from bot.table.replies import expired, say_to, tell
from bot.table.routes import Route, parse_route

log = logging.getLogger(__name__)


class Router:
    def __init__(
        self,
        host: TableHost[GameModule],
        modules: Mapping[str, GameModule],
        table_components: Mapping[str, ComponentKind],
        parts: ClickParts,
    ) -> None:
        """`table_components`: the table's own (lobby, cancel, rematch, back, replay, read, pages, notify); each
        game brings its own (`GameModule.components`); `parts`: what handlers are given."""
        self.host = host
        self.parts = parts
        self.table_components = table_components
        self.components = {key: module.components for key, module in modules.items()}
        self.aliases = {prefix: key for key, module in modules.items() for prefix in module.legacy_prefixes}

    async def dispatch(self, interaction: discord.Interaction, custom_id: str, values: Sequence[str]) -> None:
        """A click, answered from its route; handlers commit, the host's outbox posts."""
        if not self.host.tasks.admit():
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

    def _kind(self, route: Route | None) -> ComponentKind | None:
        if route is None or route.game not in self.components:
            return None
        kind = self.table_components.get(route.kind) or self.components[route.game].get(route.kind)
        return None if kind is None or (kind.args is not None and route.arg not in kind.args) else kind

    async def _route(
        self, interaction: discord.Interaction, custom_id: str, route: Route | None, values: Sequence[str]
    ) -> None:
        kind = self._kind(route)
        if route is None or kind is None:
            log.info("unknown component %r", custom_id)
            metrics.INTERACTIONS.labels("none", "unknown", "unknown").inc()
            await tell(interaction, say_to(interaction, "unknown-component"))
            return
        if await self.host.games.game_of(route.table) not in (route.game, None):
            log.info("component %r names another game than table %s", custom_id, route.table)
            metrics.INTERACTIONS.labels(route.game, route.kind, "unknown").inc()
            await tell(interaction, say_to(interaction, "unknown-component"))
            return
        if route.kind not in self.table_components and await self._paused(route.table):
            metrics.INTERACTIONS.labels(route.game, route.kind, "paused").inc()
            await tell(interaction, say_to(interaction, "game-paused", game=route.table, command=route.game))
            return
        self._note_locale(route.table, interaction)
        outcome = await self._handle(kind, interaction, route, values)
        metrics.INTERACTIONS.labels(route.game, route.kind, outcome).inc()
        try:
            await self.host.settle(route.table)
        except StorageUnavailable as error:  # the click is answered; the ticker sends what is owed
            log.warning("game %s: posting waits for the database (%s)", route.table, error)

    async def _handle(
        self, kind: ComponentKind, interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> str:
        """Run the handler, guarded: how it went, for the metrics."""
        with metrics.HANDLED.labels(route.game).time():
            try:
                await kind.handler(self.parts, interaction, route, values)
            except StorageUnavailable:
                raise
            except Exception as error:
                if expired(error):
                    log.warning("%s: answered after Discord had dropped the interaction (over 3 s)", route)
                    return "expired"
                log.exception("%s failed", route)
                with contextlib.suppress(discord.HTTPException):
                    await tell(interaction, say_to(interaction, "unexpected-error"))
                return "error"
        return "handled"

    def _note_locale(self, game_id: int, interaction: discord.Interaction) -> None:
        """A player's language, for what is prepared for them before their next click (`GameModule.prepare`)."""
        table = self.host.games.tables.get(game_id)
        seat = None if table is None else table.seat_of(interaction.user.id)
        if table is not None and seat is not None:
            table.locales[seat] = interaction.locale.value

    async def _paused(self, game_id: int) -> bool:
        """The game's own components wait while its host has paused it; the table's (cancel, back) still work."""
        table = await self.host.games.table(game_id)
        return table is not None and table.row.paused_at is not None
