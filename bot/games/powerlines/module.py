"""Power Lines at the table: its lobby settings, posts, the turn card's buttons and the move picker."""

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.games.powerlines import images, posts
from bot.games.powerlines.catalog import CATALOG, say
from bot.games.powerlines.picker import Picker
from bot.games.powerlines.settings import CHOICES, LobbySettings
from bot.games.powerlines.words import side_name
from bot.table.choices import ChoiceLobby
from bot.table.module import Post, Purpose, Settings
from bot.table.records import Record
from bot.table.routes import Route
from bot.table.table import Table
from bot.table.turns import answer_turn_button
from engine.powerlines.config import PLAYERS, PowerLinesConfig
from engine.powerlines.game import POWERLINES
from engine.powerlines.position import on_turn, seat_scores
from engine.powerlines.rules import load_rules
from engine.powerlines.state import PowerLinesState

if TYPE_CHECKING:
    from bot.table.host import TableHost


class PowerLinesModule(ChoiceLobby):
    key = posts.KEY
    legacy_prefixes: tuple[str, ...] = ()
    title = "Power Lines"
    status_card = True
    catalog = CATALOG
    choices = CHOICES
    say = staticmethod(say)
    settings_type = LobbySettings
    rules = POWERLINES
    min_seats = PLAYERS
    max_seats = PLAYERS

    def __init__(self) -> None:
        self.picker = Picker()
        self.purposes = {
            "turn": Purpose(self.on_turn_button, frozenset({"take", "status"})),
            "pick": Purpose(self.picker.on_component),
        }

    # -- lobby: the choices (bot.table.choices.ChoiceLobby), and the config they make --------------------------
    def new_config(self, settings: Settings, players: int, seed: int) -> PowerLinesConfig:
        assert isinstance(settings, LobbySettings)
        return settings.config(seed)

    # -- posts -----------------------------------------------------------------------------------------
    def due_posts(self, table: Table) -> list[str]:
        return posts.due_posts(table)

    async def build_post(self, host: "TableHost", table: Table, key: str) -> Post | None:
        return await posts.build_post(host, table, key)

    def daily_settings(self, seed: int) -> Settings | None:
        return None

    def record_note(self, record: Record, locale: str) -> str | None:
        """Matches won and lost: each game played here is one match."""
        return say(locale, "stats-matches", won=record.wins, lost=record.played - record.wins)

    async def replay(self, table: Table, seat: int | None, locale: str) -> tuple[str, discord.File | None]:
        """The result, and the grid tile by tile."""
        image = await images.timelapse(table.history(), table.names, lang=locale)
        return "\n".join(posts.standings(table, locale)), image

    def status_text(self, table: Table, locale: str) -> str:
        state: PowerLinesState = table.state
        seat = on_turn(state)
        if seat is None:
            head = say(locale, "status-over", game=table.row.id)
        else:
            head = say(
                locale,
                "status",
                game=table.row.id,
                round=state.game + 1,
                games=len(state.first_seats),
                tile=len(state.grid) + 1,
                tiles=load_rules().tiles,
                who=table.names[seat],
            )
        scores = seat_scores(state)
        lines = [
            say(locale, "status-line", name=name, side=side_name(state, s, locale), points=scores[s])
            for s, name in enumerate(table.names)
        ]
        return "\n".join([head, *lines])

    # -- commands and buttons --------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group, host: "TableHost") -> None:
        """Power Lines needs no commands beyond the table's own."""

    async def on_turn_button(
        self, host: "TableHost", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await answer_turn_button(
            host,
            interaction,
            route,
            say=say,
            status=self.status_text,
            stale=lambda table, route, lang: say(
                lang, "stale-turn", old=route.phase + 1, game=route.table, now=table.phase + 1
            ),
            names=lambda table: table.names,
            open_picker=self.picker.open,
        )


MODULE: Any = PowerLinesModule()
