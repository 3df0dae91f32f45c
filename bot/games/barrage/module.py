"""Barrage at the table: an alternating-turn game (`bot.table.turn_flow`) with its setup choice, words, map and
picker, and the commands that show the map, a company and the shared boards."""

import itertools
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord import app_commands

import render.barrage as render
from bot.games.barrage import commands, images, picker, posts
from bot.games.barrage.catalog import say
from bot.games.barrage.settings import CHOICES, LobbySettings
from bot.storage.store import GameStore
from bot.table import drawing
from bot.table.choices import ChoiceLobby
from bot.table.clicks import ClickParts
from bot.table.live_game import LiveGame
from bot.table.picker import Click, PickerCard
from bot.table.player_views import player_view
from bot.table.posts import Post
from bot.table.routes import Route
from bot.table.turn_flow import TurnFlow
from engine.barrage.actions import Action
from engine.barrage.config import BarrageConfig
from engine.barrage.data_load import load_rules
from engine.barrage.game import BARRAGE
from engine.barrage.registration import REGISTRATION
from engine.barrage.state import BarrageState
from i18n.catalog import language
from render.barrage.naming import seat_company, supply_text

if TYPE_CHECKING:
    pass


class BarrageModule(ChoiceLobby[BarrageState, LobbySettings], TurnFlow[BarrageState, LobbySettings]):
    registration = REGISTRATION
    error_words = ("kind",)
    choices = CHOICES
    settings_type = LobbySettings

    def new_config(self, settings: LobbySettings, players: int, seed: int) -> BarrageConfig:
        return settings.config(players, seed)

    # -- posts: the table's turn flow, with the game's words and map ---------------------------------------
    def start_text(self, table: LiveGame[BarrageState]) -> str:
        return posts.start_text(table)

    def turn_text(self, table: LiveGame[BarrageState], state: BarrageState) -> list[str]:
        return posts.turn_text(table, state)

    async def turn_image(
        self, table: LiveGame[BarrageState], state: BarrageState, lang: str, filename: str
    ) -> discord.File | None:
        return await posts.turn_image(table, state, self.told_turns(table, state.turn), lang, filename)

    def move_lines(self, table: LiveGame[BarrageState], turn: int, lang: str) -> list[str]:
        return posts.move_lines(table, turn, lang)

    async def closed_image(self, table: LiveGame[BarrageState], turn: int, filename: str) -> discord.File | None:
        return await posts.closed_image(table, turn, filename)

    def posts_after(self, table: LiveGame[BarrageState], turn: int) -> list[str]:
        return posts.posts_after(table, turn)

    async def build_own_post(self, store: GameStore, table: LiveGame[BarrageState], key: str) -> Post | None:
        return await posts.round_post(store, table, key)

    def standings(self, table: LiveGame[BarrageState], lang: str) -> list[str]:
        return posts.standings(table, lang)

    async def final_image(self, table: LiveGame[BarrageState]) -> discord.File | None:
        return await posts.final_image(table)

    # -- the picker ----------------------------------------------------------------------------------------
    def version(self, state: BarrageState) -> int:
        """Choices made so far in the turn: a picker drawn before the last one is outdated."""
        return len(state.pending)

    def well_formed(self, arg: str) -> bool:
        return picker.well_formed(arg)

    def click(
        self, table: LiveGame[BarrageState], seat: int, route: Route, values: Sequence[str], lang: str
    ) -> Click[str]:
        return picker.click(table, seat, route, values, lang)

    def played(self, table: LiveGame[BarrageState], seat: int, action: Action, turn: int, lang: str) -> str | None:
        return picker.played(table, action, turn, lang)

    async def picker_card(self, table: LiveGame[BarrageState], seat: int, lang: str, draft: str) -> PickerCard:
        return await picker.picker_card(table, seat, lang, draft, lambda arg: self.pick_route(table, arg))

    # -- what the table asks besides -----------------------------------------------------------------------
    async def replay(
        self, table: LiveGame[BarrageState], seat: int | None, locale: str
    ) -> tuple[str, discord.File | None]:
        """The final scoring, and the map as each round ended."""
        states: list[BarrageState] = table.history()
        ends = [s for s, after in itertools.pairwise(states) if after.round != s.round]
        image = await images.timelapse([states[0], *ends, states[-1]], table.seat_names, lang=locale)
        return "\n".join(posts.standings(table, locale)), image

    async def board_text(self, table: LiveGame[BarrageState], locale: str) -> str | None:
        """The table in words, from the public view: a turn's choices made so far stay the player's own."""
        function = partial(render.board_text, lang=language(locale))
        return await drawing.words(function, player_view(BARRAGE, table.state, None), table.seat_names)

    def status_text(self, table: LiveGame[BarrageState], locale: str) -> str:
        """The round, who is on turn and every company's supply, as they stood when the turn began."""
        state = table.state
        seat = state.current
        if seat is None:
            head = say(locale, "status-over", game=table.row.id)
        else:
            rounds = load_rules().scoring.rounds
            head = say(
                locale, "status", game=table.row.id, round=state.round, rounds=rounds, who=table.seat_names[seat]
            )
        said = [
            say(
                locale,
                "status-line",
                seat=s + 1,
                name=name,
                company=seat_company(state, s, locale),
                supply=supply_text(state.companies[s], locale),
            )
            for s, name in enumerate(table.seat_names)
        ]
        return "\n".join([head, *said])

    board_command = "company"

    async def seat_board(
        self, table: LiveGame[BarrageState], seat: int, locale: str
    ) -> tuple[str, discord.File | None]:
        """A company's board, as the turn under way began."""
        image = await images.company(table.state, seat, table.seat_names, lang=locale)
        company = seat_company(table.state, seat, locale)
        return say(locale, "shown-company", name=table.seat_names[seat], company=company), image

    def add_commands(self, group: app_commands.Group, parts: ClickParts) -> None:
        commands.add(group, parts, self)


MODULE = BarrageModule()
