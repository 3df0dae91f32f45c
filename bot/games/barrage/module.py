"""Barrage at the table: its lobby setting (the setup), posts, status, the turn card's buttons and the picker, and
the commands that show the map, a company and the shared boards."""

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.games.barrage import commands, images, posts
from bot.games.barrage.catalog import CATALOG, say
from bot.games.barrage.picker import Picker
from bot.games.barrage.settings import CHOICES, LobbySettings
from bot.games.barrage.words import seat_company, seat_names, supply_text
from bot.table.choices import ChoiceLobby
from bot.table.module import Post, Purpose, Settings
from bot.table.records import Record
from bot.table.routes import Route
from bot.table.table import Table
from bot.table.turns import answer_turn_button
from engine.barrage.config import BarrageConfig
from engine.barrage.game import BARRAGE
from engine.barrage.rules import load_rules
from engine.barrage.state import BarrageState

if TYPE_CHECKING:
    from bot.table.host import TableHost


class BarrageModule(ChoiceLobby):
    key = posts.KEY
    legacy_prefixes: tuple[str, ...] = ()
    title = "Barrage"
    status_card = True
    catalog = CATALOG
    choices = CHOICES
    say = staticmethod(say)
    settings_type = LobbySettings
    rules = BARRAGE
    min_seats = min(load_rules().players)
    max_seats = max(load_rules().players)

    def __init__(self) -> None:
        self.picker = Picker()
        self.purposes = {
            "turn": Purpose(self.on_turn_button, frozenset({"take", "status"})),
            "pick": Purpose(self.picker.on_component),
        }

    # -- lobby: the choices (bot.table.choices.ChoiceLobby), and the config they make --------------------------
    def new_config(self, settings: Settings, players: int, seed: int) -> BarrageConfig:
        assert isinstance(settings, LobbySettings)
        return settings.config(players, seed)

    # -- posts -----------------------------------------------------------------------------------------
    def due_posts(self, table: Table) -> list[str]:
        return posts.due_posts(table)

    async def build_post(self, host: "TableHost", table: Table, key: str) -> Post | None:
        return await posts.build_post(host, table, key)

    def daily_settings(self, seed: int) -> Settings | None:
        return None

    def record_note(self, record: Record, locale: str) -> str | None:
        return None

    async def replay(self, table: Table, seat: int | None, locale: str) -> tuple[str, discord.File | None]:
        """The final scoring, and the map as each round ended."""
        states: list[BarrageState] = table.history()
        ends = [s for s, after in itertools.pairwise(states) if after.round != s.round]
        image = await images.timelapse([states[0], *ends, states[-1]], seat_names(table), lang=locale)
        return "\n".join(posts.standings(table, locale)), image

    def status_text(self, table: Table, locale: str) -> str:
        """The round, who is on turn and every company's supply, as they stood when the turn began."""
        state: BarrageState = table.state
        seat = state.current
        if seat is None:
            head = say(locale, "status-over", game=table.row.id)
        else:
            rounds = load_rules().scoring.rounds
            head = say(
                locale, "status", game=table.row.id, round=state.round, rounds=rounds, who=seat_names(table)[seat]
            )
        said = [
            say(
                locale,
                "status-line",
                seat=s + 1,
                name=name,
                company=seat_company(state, s, locale),
                supply=supply_text(state, s, locale),
            )
            for s, name in enumerate(seat_names(table))
        ]
        return "\n".join([head, *said])

    # -- commands and buttons --------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group, host: "TableHost") -> None:
        commands.add(group, host, self)

    async def on_turn_button(
        self, host: "TableHost", interaction: discord.Interaction, route: Route, values: Sequence[str]
    ) -> None:
        await answer_turn_button(
            host,
            interaction,
            route,
            say=say,
            status=self.status_text,
            stale=lambda table, route, lang: say(lang, "stale-turn"),
            names=seat_names,
            open_picker=self.picker.open,
        )


MODULE: Any = BarrageModule()
